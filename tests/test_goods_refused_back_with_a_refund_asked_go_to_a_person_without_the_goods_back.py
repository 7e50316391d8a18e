"""A refund asked with the goods refused back, in any wording ("I'm not giving it back", "I won't be handing it over to any
courier", "I'd rather keep it than hand it to a courier", "Refund please, but I won't be sending it back"), where the
remedy takes the goods back first (the seller's collection, a wrong item's return): a person decides a refund without the
goods back, and the hand-off says so, one card (runs/goods_kept_back.py). Escalated before as "a collection ...: the
customer asks that it not be done" (verify round G22 / G51 / G83), or with a second card for the refund sentence (V41-84).
Near-misses: a condition on the trip back ("not sending it back until I get a label") is no refusal and the collection is
booked. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc
from tests.readings import shown

KETTLE = [fc.line("KT-7", "Stovetop kettle", 4800)]
NONE_BACK = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "without the goods back"}]}

REFUSED = [
    "Kettle arrived cracked. Refund please; I'm not giving it back.",
    "The kettle came with a crack in the base. Refund please, but I won't be handing it over to any courier.",
    "Refund the cracked kettle please - I'd rather keep it than hand it to a courier, it still boils water.",
    "kettle is cracked!! want my money back but im not sending it back, no way",
    "The kettle's got a crack down the side. I'd like a refund, though I'm not willing to post it back.",
    "Cracked kettle on arrival. Please refund me - we won't be returning it, it's in use.",
]


@pytest.mark.django_db
def test_a_collection_refused_goes_to_a_person_as_a_refund_without_the_goods_back(tmp_path):
    cases = [fc.case(f"KGB-{i}", body, KETTLE, ref=f"SU-7460{i}", remedy="collect_and_refund", intents=["damaged_item"], expected=NONE_BACK)
             for i, body in enumerate(REFUSED)]
    fc.assert_all_pass(tmp_path, cases)


@pytest.mark.django_db
def test_a_wrong_item_kept_with_a_refund_asked_is_one_card(tmp_path):
    lamp = [fc.line("WL-4", "Wall lamp, black", 5400)]
    bodies = ["Wrong colour lamp - I ordered black and got white. Refund please, but I won't be sending it back, it's already up on the wall.",
              "You sent the white lamp, not the black. Refund please, I'm not posting it back, it's been fitted already."]
    cases = [fc.case(f"KGW-{i}", body, lamp, ref=f"SU-7461{i}", intents=["wrong_item"],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "without the goods back"}]})
             for i, body in enumerate(bodies)]
    fc.assert_all_pass(tmp_path, cases)


@pytest.mark.parametrize("body", [
    "Wrong colour lamp - I ordered black and got white. Refund please, but I won't be sending it back, it's already up on the wall.",
    "Wrong size jumper. I'd like a refund, but I'm not posting it back, it's been worn to a party already.",
])
def test_the_refund_beside_the_refusal_is_no_ask_of_its_own(body):
    reading = read_ticket(body, order_ref="SU-1")
    assert not [s for s in reading.requests if "other" in s.kinds], shown(reading)


def test_near_miss_another_ask_beside_the_refusal_stays_its_own():
    reading = read_ticket("Wrong size jumper. Refund please, but I won't be sending it back - and change my email to a@b.com.", order_ref="SU-1")
    assert [s for s in reading.requests if "other" in s.kinds], shown(reading)


@pytest.mark.django_db
def test_near_miss_a_condition_on_the_trip_back_books_the_collection(tmp_path):
    body = "Kettle arrived cracked. Refund please - I'm not sending it back until I get a label though."
    case = fc.case("KGN-0", body, KETTLE, ref="SU-74620", remedy="collect_and_refund", intents=["damaged_item"],
                   expected={"outcome": "escalated"})
    got = fc.run(tmp_path, [case])
    assert not any("without the goods back" in d for d in got["KGN-0"]["differences"])
    from runs.models import Escalation
    assert not Escalation.objects.filter(open_item__contains="without the goods back").exists()

"""A return asked by preference ("I'd prefer to return the toaster, which remains sealed") or as goods to be sent
back ("I want the toaster sent back") is a change-of-mind return. The first went to a person as a remedy of no known
kind; the second, beside a dented kettle, was attached to the kettle's claim and the toaster's return was folded away.
Goods the claim is about ("I want the kettle sent back") stay that claim's remedy. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_all_pass, case, cents, line, refund


def _reading(body: str):
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "I'd prefer to return the toaster, which remains sealed.",
    "i would prefer to return the toaster pls, never opened",
    "On reflection I should prefer to return the toaster; it is still in its cellophane.",
    "I want the toaster sent back, it's still boxed.",
    "Honestly I'd like the toaster taken back, we never even plugged it in.",
    "toaster - want it sent back, not for us.",
    "I prefer to return toaster, is still closed in box.",
])
def test_a_return_asked_by_preference_or_as_goods_sent_back_is_a_change_of_mind(body):
    reading, shown = _reading(body)
    assert reading.intents == ["change_of_mind"], shown


@pytest.mark.parametrize("body", [
    "The kettle arrived dented. I want the toaster sent back.",
    "kettle came with a big dent in the side. also want the toaster sent back, changed our minds on it",
    "The kettle is dented on arrival; separately, I would prefer to return the toaster, which remains sealed.",
    "Kettle dented!! And I'd like the toaster taken back too.",
    "The kettle has arrived damaged (dented lid). We would also prefer to return the toaster, unopened.",
    "Kettle is dent when arrive. Also I want send back the toaster, I not use it.",
    # its money turned down too: the claim beside it still stands (runs.intents.returns_money_declined)
    "The kettle arrived dented. I want to return the toaster but I don't want a refund for it.",
    "kettle came dented!! also id like to send the toaster back, dont need the money for that one",
    "The kettle has arrived with a dent. Separately, kindly arrange the return of the toaster; I do not require a refund for it.",
    "Kettle is dent. The toaster I will return, no refund necessary.",
])
def test_a_return_of_other_goods_beside_a_claim_is_its_own_request(body):
    reading, shown = _reading(body)
    assert {"damaged_item", "change_of_mind"} <= set(reading.intents), shown


@pytest.mark.parametrize("body, intents", [
    ("The kettle arrived dented. I want the kettle sent back.", ["damaged_item"]),
    ("The kettle arrived dented. I want it sent back.", ["damaged_item"]),
    ("The kettle arrived dented. I'd like to return it rather than have a new one.", ["damaged_item"]),
    ("I don't want the toaster sent back, I'll keep it.", []),
    ("I would prefer not to return the toaster.", ["other"]),  # (a person reads what is wanted instead)
])
def test_near_misses_the_claimed_goods_sent_back_or_a_return_refused_ask_no_change_of_mind(body, intents):
    assert _reading(body)[0].intents == intents, _reading(body)[1]


LINES = [line("KTL-ST", "Stovetop kettle", 4500), line("TST-2S", "Two-slice toaster", 3900)]


@pytest.mark.django_db
def test_the_toaster_goes_back_beside_the_kettle_claim(tmp_path):
    cases = [
        case("OTHERBACK-1", "Hello, the kettle arrived dented. I want the toaster sent back, it's still sealed. Thanks", LINES,
             intents=["damaged_item", "change_of_mind"],
             expected={"outcome": "resolved", "refunds": [refund(cents(LINES, "KTL-ST", 1), "KTL-ST", 1)],
                       "returns": [{"kind": "return", "sku": "TST-2S"}], "escalations": []}),
        case("OTHERBACK-2", "Good morning. I'd prefer to return the toaster, which remains sealed.", LINES, intents=["change_of_mind"],
             expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "TST-2S"}], "escalations": []}),
    ]
    assert_all_pass(tmp_path, cases)

"""A question typed with its word run into its verb and no mark ("where's my refund", "whens the refund coming thru, its
been 2 wks", "wheres the money then") asks: beside a lost parcel it chases that claim's money, after goods told sent back
it asks after their refund (a person answers, quoted). Read before as statements, neither had a subtask (a silent drop;
runs/intents/typed_questions.py). Wording written for these tests.

Near-misses: "The refund came through, thanks." tells a remedy given; "I know where's the receipt." and "Not sure whens the
last time I ordered" ask nothing of the shop."""

import pytest

from runs.intents import read_ticket
from runs.intents.return_refund_chased import RETURN_REFUND_CHASED_WHY
from tests.fresh_cases import assert_money_as_expected, case, line
from tests.readings import assert_asked_beside, assert_asks_nothing, shown


ASKED = [
    "where's my refund",
    "whens the refund coming thru, its been 2 wks",
    "wheres the money then",
    "When's the replacement coming",
    "so whens my money back",
    "ok where's the refund gone, nothing on my card",
    "where’s my money",
]


@pytest.mark.parametrize("text", ASKED)
def test_beside_a_lost_parcel_the_question_is_covered(text):
    assert_asked_beside("The kettle never showed up.", text, "non_delivery")


@pytest.mark.parametrize("text", ["wheres my refund", "where's my money", "whens the refund coming thru, its been 2 wks"])
def test_after_goods_sent_back_it_asks_after_their_refund(text):
    reading = read_ticket(f"my order\nI sent the rug back two weeks ago. {text}", order_ref="SU-1")
    asked = [s for s in reading.sentences if s.text.strip() == text.strip()]
    assert asked and asked[0].kinds == ["other"] and asked[0].why == RETURN_REFUND_CHASED_WHY, shown(reading)


@pytest.mark.parametrize("text", [
    "The refund came through, thanks.",
    "I know where's the receipt.",
    "Wherever it's from, the quality is lovely.",
    "Not sure whens the last time I ordered, years ago probably.",
])
def test_near_misses_ask_nothing(text):
    assert_asks_nothing(text)


KETTLE = [line("KT-1", "Stovetop kettle", 3900)]


@pytest.mark.django_db
def test_a_chase_of_a_refund_beside_a_lost_parcel_pays_nothing_twice(tmp_path):
    # the parcel the carrier scanned delivered goes to a person: no money follows the chase
    cases = [case(f"QW-{n}", f"The kettle never showed up. {text}", KETTLE, ref=f"SU-7160{n}", intents=["non_delivery"],
                  expected={"outcome": "escalated", "refunds": []})
             for n, text in enumerate(["where's my refund", "whens the refund coming thru, its been 2 wks"])]
    assert_money_as_expected(tmp_path, cases)

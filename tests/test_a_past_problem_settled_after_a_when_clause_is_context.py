"""A past problem told in a "when" clause and then settled is context, not a claim (runs/intents/settled_after_when.py):
"You may remember me from February when the chef's knife came with a bent tip - your colleague refunded that and I was
really happy with how it was handled" was read as two damage claims and put before a person as an $81.00 claim. A "when"
that opens a clause told in the past is a time told, not a condition: the settling after it ("your colleague refunded
that", "that was sorted", "you made it right") stands. Buying again after it ("so I ordered again") is no recurrence."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _read(body: str):
    return read_ticket("hello\n" + body, order_ref="SU-70001")


@pytest.mark.parametrize("body", [
    "You might recall I wrote in March when the salad bowl arrived cracked and your team refunded it straight away, which was great.",
    "Back in the autumn when my desk lamp came with a dented shade - you made it right within a day - so I ordered again.",
    "Last year when the teapot lid turned up chipped and that was sorted by your chat people I was impressed.",
    "i had an issue in jan when the blender jug came cracked and ur colleague refunded me, no complaints",
    "You may recall me from the spring when two of the wine glasses were broken on arrival, but your colleague refunded that quickly.",
    "We spoke at Christmas when the tree stand arrived bent - it was sorted the same week and I was really pleased.",
])
def test_a_problem_told_in_a_past_when_clause_then_settled_is_context(body):
    reading = _read(body)
    assert reading.intents == [], [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert any(s.role == "context" and s.settles for s in reading.sentences)


@pytest.mark.parametrize("body, kind", [
    # a "when" ahead, nothing told in the past in it: an ask, or a promise of the customer's
    ("Please let me know when it's been refunded.", "other"),
    ("When you've refunded the knife I'll send the other one back.", "change_of_mind"),
    # no settling at all, or the damage told now
    ("When the knife came with a bent tip I asked for a refund but nobody replied.", "damaged_item"),
    ("When the lamp arrived today the shade was dented. Please refund it.", "damaged_item"),
])
def test_a_when_that_asks_or_tells_an_open_problem_is_still_read(body, kind):
    assert kind in _read(body).intents


BOARD = [fc.line("WB-1", "Walnut chopping board", 5800), fc.line("OIL-1", "Board oil", 900)]


@pytest.mark.django_db
def test_the_offline_agent_pays_the_new_claim_and_leaves_the_settled_one(tmp_path):
    board = fc.refund(fc.cents(BOARD, "WB-1", 1), "WB-1", 1)
    cases = [
        fc.case("SET-1", "Hello again! You may recall me from the summer when the bread knife came with a chipped edge - your colleague "
                "refunded it and I was delighted. Since then I ordered the walnut board and some oil. The board arrived split right "
                "along the grain. Could you refund the board please?", BOARD, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [board], "returns": [], "escalations": []}),
        fc.case("SET-2", "back in may when my cheese knife turned up bent and that was sorted in a day, so i ordered again. this time "
                "the walnut board is cracked down the middle, refund pls", BOARD, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [board], "returns": [], "escalations": []}),
    ]
    fc.assert_all_pass(tmp_path, cases)

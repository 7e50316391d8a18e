"""A past problem settled by a colleague and closed with "now" ("your colleague refunded it, no issue there now") is
context: the "now" ends the settled story, no turn to a problem of today (runs/intents/no_issue_now.py). Near-misses stay
claims: a "now" that brings a new problem, and a new problem told after the settled one. Wording written for these tests."""

import pytest

from runs.intents import SETTLED_WHY
from tests import fresh_cases as fc
from tests.readings import reading, said, shown

CLAIM = "The serving bowl arrived with a crack, could I have a refund?"
SETTLED = [
    "Back in the spring one plate came chipped and your colleague refunded it, no issue there now.",
    "A few months ago a mug came broken, your colleague Sam refunded it, so no issues with that now.",
    "Back in April, a glass arrived cracked but your colleague refunded me and that's all done and dusted now.",
    "In March a lamp shade arrived dented and it was replaced by your colleague, nothing wrong with it now.",
    "last summer a jug turned up smashed and u lot sent a new one, no problems there now",
    "Earlier this year one side plate came chipped and your team refunded it, zero complaints on that front now.",
]


@pytest.mark.parametrize("text", SETTLED)
def test_the_settled_history_is_context(text):
    read = reading(f"{CLAIM} {text}", "Cracked bowl")
    s = said(read, text)[0]
    assert s.role == "context" and s.why == SETTLED_WHY, shown(read)
    assert [r.kinds for r in read.requests] == [["damaged_item"]], shown(read)


@pytest.mark.parametrize("text", [
    "Last year a cup came chipped and you refunded it, no problem there, but now the saucer is cracked too.",
    "Your colleague refunded the plate in May, no issue there, but now the replacement is chipped as well.",
    "You refunded the plate in May but there's an issue now with the jug, it leaks.",
])
def test_a_new_problem_now_is_still_a_claim(text):
    read = reading(f"{CLAIM} {text}", "Cracked bowl")
    assert said(read, text)[0].role == "request", shown(read)


BOWL_AND_PLATE = [fc.line("BWL-01", "Stoneware serving bowl", 3200), fc.line("PLT-04", "Stoneware dinner plate", 1400, 4)]


@pytest.mark.django_db
def test_end_to_end_the_bowl_is_paid_and_the_plate_settled_is_not(tmp_path):
    plate = {"amount_cents": fc.cents(BOWL_AND_PLATE, "PLT-04", 1), "case_type": "damaged_item", "reason": "a chipped plate", "lines": ["PLT-04"]}
    cases = [fc.case(f"NOWSET-{i}", f"Hi there, the serving bowl arrived with a crack down one side, could I have a refund? {text} Thanks, Ana",
                     BOWL_AND_PLATE, intents=["damaged_item"], refunds=[plate], ref=f"SU-4720{i}",
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(BOWL_AND_PLATE, "BWL-01", 1), "BWL-01", 1)]})
             for i, text in enumerate(["Back in the spring one plate came chipped and your colleague refunded it, no issue there now.",
                                       "A few months ago a plate came broken, your colleague Sam refunded it, so no issues with that now."])]
    fc.assert_settled_as_expected(tmp_path, cases)

"""A damage refund pays no more units of a line than the customer tells damaged: "we received 12 wine glasses ... and
three were broken" is three glasses, never twelve (ver29a V29-29 paid $142.56 for $35.64 of damage). The guard's check
`units_within_told_damage` refuses a decision naming more (whoever proposed it), and the offline agent pays the count
told. Wording written for these tests, not the round's."""

import pytest

from runs import guards
from runs.told_damaged_counts import CHECK, check, told_damaged
from tests import fresh_cases as fc
from tests.readings import guard_requests

GLASSES = [fc.line("GL-12", "Wine glass", 1100, 12)]
ORDER = {"order_ref": "SU-70001", "lines": GLASSES}

TOLD = [
    ("Hello, we received 12 wine glasses for the bar yesterday and three were broken in transit. Please credit us for the three broken glasses.", 3),
    ("Got my 12 glasses today. 2 arrived smashed, can you refund those please", 2),
    ("the box of twelve glasses came, four of them cracked :( refund pls", 4),
    ("Twelve wine glasses delivered this morning; sadly five are chipped. I'd like a refund for the damaged ones.", 5),
    ("Dear team, the 12 glasses reached us but 1 was shattered and another two were cracked. Kindly refund them.", 3),
    ("we ordered 12 glasses for the wedding and 6 came broken!! refund the broken ones asap", 6),
    ("Received all 12 glasses, although three broken glasses were in the bottom layer. Please refund the three.", 3),
]


def _decision(units: int) -> dict:
    return {"case_type": "damaged_item", "action": "refund", "amount_cents": fc.cents(GLASSES, "GL-12", units),
            "sku": "GL-12", "lines": [{"sku": "GL-12", "quantity": units}], "subtask": 1}


@pytest.mark.parametrize("body, told", TOLD)
def test_the_guard_refuses_more_units_than_told_damaged_and_admits_the_count(body, told):
    requests = guard_requests(body, None)
    name, passed, inputs, _ = check(_decision(12), ORDER, requests)
    assert name == CHECK and not passed and inputs["lines"][0]["told"] == told
    assert "a person checks" in " ".join(inputs["says"])
    assert check(_decision(told), ORDER, requests)[1]
    assert CHECK in guards.INCIDENTS and len(CHECK) <= 25


@pytest.mark.parametrize("body", [
    "All 12 of the wine glasses arrived broken. Refund please.",
    "The glasses arrived smashed, every one of them. I want my money back.",
    "12 glasses arrived broken, the whole box is glass dust. Refund.",
    "The wine glasses came broken. Please refund.",  # no count: the line's own bound
    "I got 12 glasses and they arrived two days late, one cracked. Refund the cracked one.",  # "two days" counts no glasses
])
def test_a_count_of_all_or_none_leaves_the_line_to_the_other_checks(body):
    requests = guard_requests(body, None)
    told = told_damaged(ORDER, GLASSES[0], [t for r in requests for t in (*r.get("told", ()), r["text"])])
    assert told is None or told[0] in (1, 12)


def test_another_lines_count_bounds_nothing_here():
    lines = [fc.line("GL-12", "Wine glass", 1100, 12), fc.line("PL-6", "Dinner plate", 1500, 6)]
    order = {"order_ref": "SU-70001", "lines": lines}
    assert told_damaged(order, lines[0], ["2 plates came chipped, and the glasses are all broken"]) is None
    assert told_damaged(order, lines[1], ["2 plates came chipped"])[0] == 2


@pytest.mark.django_db
def test_the_count_told_damaged_is_what_is_paid(tmp_path):
    cases = [fc.case(f"TD-{i}", body, GLASSES, ref=f"SU-710{i:02d}", intents=["damaged_item"],
                     expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(GLASSES, "GL-12", told), "GL-12", told)]})
             for i, (body, told) in enumerate(TOLD[1:6], start=1)]
    fc.assert_money_as_expected(tmp_path, cases)

"""A charge taken twice that is a second order of the same goods at the same total, placed minutes after the first, goes
to a person naming both orders (cancelling or refunding an order is a person's call); the reply never tells the customer
there is nothing to refund. A second order days later is no copy of the first, but still goes to a person naming both. The eval judge counts no
deferral of a request the case hands to a person as covering it."""

import pytest

from runs.evals.cases import Label
from runs.evals.judge import _stands_for
from runs.models import Subtask
from tests.several_orders_cases import Closed, failures, reworded

TWICE = [
    "got charged twice, 52 bucks each time, on the 10th. only meant to order once!! pls refund one. order SU-81010",
    "Hello, I seem to have been billed two times for order SU-81010 ($52 each). I only wanted one set of mugs. Could you refund the extra?",
    "double payment on SU-81010 - my card shows $52.00 twice. I clicked buy once.",
    "Order SU-81010: you took the money twice! Please refund the duplicate.",
    "my bank shows two payments of 52 dollars for SU-81010, i only ordered once, can u sort it",
]


@pytest.mark.django_db
def test_a_second_order_minutes_later_is_handed_to_a_person_naming_both(tmp_path):
    assert failures(tmp_path, [reworded("V17D-M10", f"M10-{i}", body) for i, body in enumerate(TWICE)]) == []


@pytest.mark.django_db
def test_a_second_order_days_later_is_no_copy_of_the_first(tmp_path):
    c = reworded("V17D-M10", "M10-apart", TWICE[0])
    second = c["world"]["orders"][1]
    second["placed_at"] = "2026-11-13T10:07:00Z"
    for charge in second["charges"]:
        charge["charged_at"] = "2026-11-13T10:07:00Z"
    # no copy of the first, but the customer's second charge at the same total is that order: never "no charge taken
    # twice" without it; a person asks whether both came (adv23 A23-24, runs.sibling_orders.same_total_of)
    c["expected"] = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "two orders at the same total"}]}
    assert failures(tmp_path, [c]) == []


def test_the_judge_counts_no_deferral_of_a_request_the_case_hands_to_a_person():
    twice = Label(kind="duplicate_charge", quote="got charged twice, 52 bucks each time")
    deferred = Closed("duplicate_charge", Subtask.Status.DEFERRED)
    assert not _stands_for(twice, deferred, True, ["charged twice"], [])
    assert _stands_for(twice, deferred, True, ["charged twice"], ["charged twice: orders SU-1 and SU-2 ..."])
    assert _stands_for(twice, deferred, True, [], [])  # a case expecting no person: a deferral with its reason covers it
    assert _stands_for(twice, Closed("duplicate_charge", Subtask.Status.ESCALATED), True, ["charged twice"], [])

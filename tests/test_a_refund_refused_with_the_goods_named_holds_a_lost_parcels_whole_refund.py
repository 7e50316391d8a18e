"""A refund the customer refuses while naming the goods they want ("Please don't refund it, I really want the pillow - can
you send another one out?") holds a lost parcel's whole refund, which names its charges and no line
(runs/goods_paid_by_charges.py): it was read as the delivery fee's, and paid (refused42 R7-16, R9-03). End to end on a
parcel whose tracking stalled, nothing is paid. Wording written for these tests. Near-misses: a refusal of the fee only,
and a lost parcel with no refusal (paid as before)."""

import pytest

from runs.goods_paid_by_charges import lines_paid_by_charges
from runs.ticket_lines import forbids_decision
from tests.fresh_cases import case, line, not_come, run

REFUSED = [
    "My rug never arrived. Please don't refund it, I really want the rug - can you send another one out?",
    "rug hasnt come. dont refund it just send another, id rather have the rug than money",
    "The rug still isn't here and tracking is stuck. I don't want a refund for the rug, I want the rug itself, please resend.",
    "Hello, my jute rug never showed up. Do not refund me please - I'd much rather you sent the rug again.",
    "Never got my rug. No refund please, just post another rug out to me.",
    "My rug didn't arrive. Rather than refunding it, could you please send the rug again? I really want it.",
]

ORDER = {"order_ref": "SU-1", "lines": [{"sku": "RUG-1", "description": "Jute rug", "quantity": 1, "unit_price_cents": 8900}],
         "charges": [{"number": 1, "kind": "items", "amount_cents": 8900}, {"number": 2, "kind": "delivery", "amount_cents": 599}]}


def test_a_whole_order_refund_by_charges_pays_every_line():
    assert lines_paid_by_charges(ORDER, {"action": "refund", "charges": [1, 2]}, "non_delivery") == {"RUG-1"}
    assert lines_paid_by_charges(ORDER, {"action": "refund"}, "non_delivery") == {"RUG-1"}


@pytest.mark.parametrize("decision,kind", [
    ({"action": "refund", "charges": [2]}, "non_delivery"),  # the fee alone
    ({"action": "refund", "charges": [1, 2]}, "late_delivery"),
    ({"action": "refund", "charges": [1]}, "duplicate_charge"),
    ({"action": "refund", "lines": [{"sku": "RUG-1", "quantity": 1}]}, "non_delivery"),  # its lines named: read as before
])
def test_a_fee_a_copy_or_named_lines_are_not_widened(decision, kind):
    assert lines_paid_by_charges(ORDER, decision, kind) == set()


def test_the_refusal_naming_the_goods_holds_the_whole_refund():
    text = "Please don't refund it, I really want the rug - can you send another one out?"
    assert forbids_decision(ORDER, {"action": "refund", "charges": [1, 2]}, "non_delivery", text, ["refund"], True, [], False, "my rug")


def test_a_fee_refused_does_not_hold_the_goods():
    text = "I'll keep the rug when it comes, no need to refund it."
    assert not forbids_decision(ORDER, {"action": "refund", "charges": [2]}, "late_delivery", text, ["refund"], False, [], False, "")


def _lost(cid, body, expected):
    c = case(cid, body, [line("RUG-1", "Jute rug", 8900)], intents=["non_delivery"], subject="rug", ref=f"SU-76{cid[-2:]}",
             expected=expected)
    return not_come(c, picked_up_days_ago=14, promised_days_ago=9)


@pytest.mark.django_db
def test_no_refund_is_paid_when_the_customer_refuses_it(tmp_path):
    cases = [_lost(f"RFG-{i:02d}", body, {"outcome": "escalated", "refunds": []}) for i, body in enumerate(REFUSED[:3])]
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0, got[""]
    for c in cases:
        assert not [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))], got[c["id"]]["differences"]
        assert got[c["id"]]["outcome"] != "resolved", got[c["id"]]


@pytest.mark.django_db
def test_a_lost_parcel_with_no_refusal_is_still_paid(tmp_path):
    c = _lost("RFG-90", "My rug never arrived and tracking hasn't moved in over a week. Please refund me.", {"outcome": "resolved"})
    got = run(tmp_path, [c])
    assert not [d for d in got[c["id"]]["differences"] if "refund" in d and "unexpected" not in d or "no refund" in d], got[c["id"]]
    assert got[c["id"]]["outcome"] == "resolved", got[c["id"]]


@pytest.mark.parametrize("body", REFUSED)
def test_each_refusal_holds_the_lost_parcels_refund_as_the_guard_reads_it(body):
    from runs.refusal_holds import refusals_holding
    from tests.readings import guard_requests
    asks = guard_requests(body, "rug", "SU-1")
    assert refusals_holding(ORDER, {"action": "refund", "charges": [1, 2]}, "non_delivery", asks, asks), asks

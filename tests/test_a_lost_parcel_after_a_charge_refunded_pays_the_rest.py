"""A parcel lost after an earlier refund paid back some of the order's charges whole (the copy of a charge taken twice,
or the delivery fee for lateness) is paid what nothing was drawn on: each charge untouched, whole. It was deferred as
"already refunded" because the earlier refund drew on one of the charges the claim names.

Near-misses: a charge only partly refunded before is never guessed at (deferred, as before); a model that pays the
copy again is refused by the guard."""

import pytest

from runs.evals.cases import parse_case
from runs.evals.runner import EvalSession, Trial
from runs.shop.models import Order, Refund

BODIES = [
    "Hello. You sorted out the double payment on this order a couple of weeks ago (thanks). But the speaker itself has never arrived - "
    "tracking hasn't moved since 4 October. Please refund me. SU-6601",
    "The speaker on SU-6601 never came. Tracking stuck in Louisville since the 4th. The double charge was fixed already, ta. I want my money back.",
    "SU-6601 - still no speaker, tracking hasn't moved since 4 Oct, it was due the 6th. (The duplicate payment was refunded, that's fine.) Refund please.",
    "my speaker never arrived!! SU-6601. tracking hasnt moved since the 4th. you already gave back the extra charge, now pls refund the rest",
    "Parcel never turned up. Order SU-6601, tracking dead since 4 October. You refunded the second payment last month; please refund what's left.",
]


def _case(body: str, refunds: list[dict], expected: dict, script: dict | None = None) -> dict:
    case = {
        "id": "LOST-1", "title": "lost after a refund",
        "intents": [{"kind": "non_delivery", "quote": "SU-6601"}],
        "ticket": {"subject": "speaker", "body": body, "customer_email": "fen.a@example.org", "order_ref": "SU-6601"},
        "world": {
            "customers": [{"ref": "C-6601", "name": "Fen Ade", "email": "fen.a@example.org"}],
            "sellers": [{"ref": "SEL-HOME", "name": "Sundry Home", "seller_type": "first_party"}],
            "orders": [{"ref": "SU-6601", "customer": "C-6601", "seller": "SEL-HOME", "status": "shipped", "placed_at": "2026-10-01T10:00:00Z",
                        "lines": [{"sku": "SPK-1", "description": "Bluetooth shelf speaker", "quantity": 1, "unit_price_cents": 6400}],
                        "charges": [{"kind": "items", "description": "Items", "amount_cents": 6400, "charged_at": "2026-10-01T10:00:00Z"},
                                    {"kind": "delivery", "description": "Standard delivery", "amount_cents": 599, "charged_at": "2026-10-01T10:00:00Z"},
                                    {"kind": "tax", "description": "Sales tax", "amount_cents": 512, "charged_at": "2026-10-01T10:00:00Z"},
                                    {"kind": "items", "description": "Items", "amount_cents": 6400, "charged_at": "2026-10-01T10:00:45Z"}],
                        "shipments": [{"carrier": "UPS", "tracking_number": "1Z6601", "status": "in_transit", "promised_by": "2026-10-06",
                                       "scans": [{"at": "2026-10-02T08:00:00Z", "code": "picked_up", "location": "Columbus OH"},
                                                 {"at": "2026-10-04T21:00:00Z", "code": "in_transit", "location": "Louisville KY"}]}],
                        "refunds": refunds}]},
        "now": "2026-10-20T10:00:00Z",
        "expected": expected,
    }
    if script:
        case["script"] = script
    return case


COPY_REFUNDED = [{"amount_cents": 6400, "source": "platform", "case_type": "duplicate_charge", "reason": "items charge taken twice", "charges": [4]}]


def _walk(data: dict, model: str = "offline"):
    case = parse_case(data, path="test", line=1)
    session = EvalSession.open(cases=[case], model=model, k=1, files=["test"])
    result = session.run_in_process(Trial(case, 1), timeout=60)
    order = Order.objects.get(ref__startswith="SU-6601")
    earlier = sum(r["amount_cents"] for r in data["world"]["orders"][0]["refunds"])
    return result, sum(r.amount_cents for r in Refund.objects.filter(order=order)) - earlier  # what this run paid


@pytest.mark.django_db
@pytest.mark.parametrize("body", BODIES)
def test_the_charges_nothing_was_drawn_on_are_paid(body):
    result, paid = _walk(_case(body, COPY_REFUNDED, {"outcome": "resolved", "refunds": [{"amount_cents": 7511, "source": "carrier_claim"}],
                                                     "returns": [], "escalations": []}))
    assert paid == 7511 and not (result.guard_violations or result.over_refund), result.differences


@pytest.mark.django_db
def test_a_charge_only_partly_refunded_before_is_not_guessed_at():
    partly = [{"amount_cents": 2000, "source": "platform", "case_type": "damaged_item", "reason": "part of the items", "charges": [1]}]
    result, paid = _walk(_case(BODIES[1], partly, {"outcome": "partial", "refunds": [], "returns": [], "escalations": []}))
    assert paid == 0 and not result.guard_violations  # nothing paid on a guess of what the $20.00 drew on


@pytest.mark.django_db
def test_a_model_paying_the_refunded_copy_again_is_refused():
    steps = [{"title": "read the carrier scans", "tool": "get_carrier_scan", "effect_class": "read", "precondition": ["order_pinned"], "acceptance": ["scans_read"]},
             {"title": "retrieve the policy", "tool": "search_policy", "effect_class": "read", "precondition": ["order_pinned"], "acceptance": ["policy_retrieved"]},
             {"title": "decide the remedy", "tool": "propose_decision", "effect_class": "internal_write", "precondition": ["policy_retrieved"], "acceptance": ["decision_admitted"]},
             {"title": "issue the refund", "tool": "issue_refund", "effect_class": "external_effect", "precondition": ["decision_admitted"],
              "acceptance": ["refund_issued"], "compensation": "none: cannot be undone"}]
    script = {"turns": [
        [{"type": "tool_use", "name": "get_order", "input": {"order_ref": "SU-6601"}}],
        [{"type": "tool_use", "name": "propose_plan", "input": {"order_ref": "SU-6601", "subtasks": [
            {"goal": "resolve the parcel that never arrived", "kind": "non_delivery", "steps": steps}]}}],
        [{"type": "tool_use", "name": "record_progress", "input": {"subtask": 1, "status": "in_progress"}},
         {"type": "tool_use", "name": "search_policy", "input": {"query": "parcel never arrived"}},
         {"type": "tool_use", "name": "get_carrier_scan", "input": {}}],
        [{"type": "tool_use", "name": "propose_decision", "input": {
            "subtask": 1, "source": "carrier_claim", "policy_ref": "POL-NDL-003", "needs_human": False, "action": "refund",
            "amount_cents": 13911, "charges": [1, 2, 3, 4], "reason": "lost: everything charged"}}],
    ], "after": "offline"}
    result, paid = _walk(_case(BODIES[0], COPY_REFUNDED, {"outcome": "resolved", "refunds": [{"amount_cents": 7511, "source": "carrier_claim"}],
                                                          "returns": [], "escalations": []}, script), "scripted")
    assert paid <= 7511 and not result.over_refund, (paid, result.differences)

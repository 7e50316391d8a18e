"""A wish for money beyond what the record pays, told as what would be fair ("I think a bit extra for the two
wasted mornings would be fair, say $25"), is a request of kind `other` that a person answers; the agent never
pays it. Read as a statement, it was dropped silently beside a late-delivery fee that was paid.

Near-misses keep their reading: fairness said of the fee itself, an extra set aside, an extra the customer paid."""

import pytest

from runs.evals.cases import parse_case
from runs.evals.runner import EvalSession, Trial
from runs.intents import read_ticket
from runs.shop.models import Order, Refund

LATE = "The lamp on SU-4411 was promised for Monday and came on Friday. Please refund the delivery charge."

WISHES = [
    "And honestly I think a bit extra for the two wasted mornings would be fair, say $25.",
    "The least you could do is something for my trouble.",
    "I feel I deserve a little something for all the hassle, I took a day off for it.",
    "Frankly some compensation for the wasted afternoon is only fair.",
    "i reckon you should throw in a little something extra tbh",
    "I'd appreciate a small gesture towards the time off I had to take.",
    "A bit more than the fee would be the decent thing, given I waited in twice.",
]


@pytest.mark.parametrize("wish", WISHES)
def test_a_wish_for_goodwill_is_a_request_a_person_answers(wish):
    reading = read_ticket(f"{LATE} {wish}")
    said = next(s for s in reading.sentences if s.text == wish)
    assert said.role == "request" and said.kinds == ["other"], said
    assert "late_delivery" in reading.intents  # the fee is still asked


@pytest.mark.parametrize("wish", WISHES[:3])
def test_the_wish_said_in_the_same_sentence_as_the_fee_adds_a_request_for_a_person(wish):
    reading = read_ticket(f"The lamp on SU-4411 came four days late, so refund the delivery fee. {wish}")
    assert reading.intents == ["late_delivery", "other"]


NEAR_MISSES = [
    "I don't expect anything extra, just the fee.",
    "I paid a bit extra for express delivery.",
    "The delivery fee back would be fair.",
    "Not fair on the driver though, it was the depot's fault.",
    "Thanks, I know it wasn't the driver's fault.",
]


@pytest.mark.parametrize("near", NEAR_MISSES)
def test_fairness_of_the_fee_an_extra_set_aside_or_paid_asks_no_goodwill(near):
    reading = read_ticket(f"{LATE} {near}")
    said = next(s for s in reading.sentences if s.text == near)
    assert "other" not in said.kinds, said
    assert reading.intents == ["late_delivery"]


def _case(body: str, script: dict | None = None) -> dict:
    case = {
        "id": "GW-1", "title": "late fee and a goodwill wish",
        "intents": [{"kind": "late_delivery", "quote": "Please refund the $8.99 delivery"}, {"kind": "other", "quote": "would be fair"}],
        "ticket": {"subject": "late again", "body": body, "customer_email": "ines.varga@example.net", "order_ref": "SU-4411"},
        "world": {
            "customers": [{"ref": "C-4411", "name": "Ines Varga", "email": "ines.varga@example.net"}],
            "sellers": [{"ref": "SEL-HOME", "name": "Sundry Home", "seller_type": "first_party"}],
            "orders": [{"ref": "SU-4411", "customer": "C-4411", "seller": "SEL-HOME", "status": "delivered", "placed_at": "2026-10-02T10:00:00Z",
                        "lines": [{"sku": "LMP-1", "description": "Arc floor lamp", "quantity": 1, "unit_price_cents": 9900}],
                        "charges": [{"kind": "items", "description": "Items", "amount_cents": 9900, "charged_at": "2026-10-02T10:00:00Z"},
                                    {"kind": "delivery", "description": "Standard delivery", "amount_cents": 899, "charged_at": "2026-10-02T10:00:00Z"},
                                    {"kind": "tax", "description": "Sales tax", "amount_cents": 792, "charged_at": "2026-10-02T10:00:00Z"}],
                        "shipments": [{"carrier": "UPS", "tracking_number": "1Z4411", "status": "delivered", "promised_by": "2026-10-05",
                                       "delivered_at": "2026-10-09T10:00:00Z",
                                       "scans": [{"at": "2026-10-09T10:00:00Z", "code": "delivered", "location": "Front door"}]}]}]},
        "now": "2026-10-10T10:00:00Z",
        "expected": {"outcome": "partial", "refunds": [{"amount_cents": 899, "source": "platform"}], "returns": [],
                     "escalations": [{"item": "fair"}]},
    }
    if script:
        case["script"] = script
    return case


def _walk(data: dict, model: str):
    case = parse_case(data, path="test", line=1)
    session = EvalSession.open(cases=[case], model=model, k=1, files=["test"])
    result = session.run_in_process(Trial(case, 1), timeout=60)
    run = session.eval_run.results.get().run
    return result, Order.objects.get(ref=run.order_ref), run


@pytest.mark.django_db
def test_the_fee_is_paid_and_the_goodwill_goes_to_a_person_never_paid():
    result, order, _ = _walk(_case("Arc lamp SU-4411 was promised for the 5th and only came on the 9th. Please refund the $8.99 delivery. "
                                "Honestly I think a bit extra for the day off I took to wait in would be fair, say $30."), "offline")
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert sum(r.amount_cents for r in Refund.objects.filter(order=order)) == 899


def _plan(*subtasks):
    steps = [{"title": "read the carrier scans", "tool": "get_carrier_scan", "effect_class": "read", "precondition": ["order_pinned"], "acceptance": ["scans_read"]},
             {"title": "retrieve the policy", "tool": "search_policy", "effect_class": "read", "precondition": ["order_pinned"], "acceptance": ["policy_retrieved"]},
             {"title": "decide the remedy", "tool": "propose_decision", "effect_class": "internal_write", "precondition": ["policy_retrieved"], "acceptance": ["decision_admitted"]},
             {"title": "issue the refund", "tool": "issue_refund", "effect_class": "external_effect", "precondition": ["decision_admitted"],
              "acceptance": ["refund_issued"], "compensation": "none: cannot be undone"}]
    to_person = [{"title": "hand the request to a person", "tool": "escalate_to_human", "effect_class": "internal_write",
                  "precondition": ["order_pinned"], "acceptance": ["handed_to_person"]}]
    return {"order_ref": "SU-4411", "subtasks": [{"goal": goal, "kind": kind, "steps": to_person if kind == "other" else steps}
                                                 for goal, kind in subtasks]}


WISH = "Honestly I think a bit extra for the day off I took to wait in would be fair, say $30."


@pytest.mark.django_db
def test_a_model_that_pays_the_goodwill_with_the_fee_is_refused():
    """A model folds the customer's $30 into the late fee's refund ($38.99 on the delivery charge): the guard holds the
    refund to the fee; nothing beyond $8.99 moves, and the goodwill still goes to a person."""
    script = {"turns": [
        [{"type": "tool_use", "name": "get_order", "input": {"order_ref": "SU-4411"}}],
        [{"type": "tool_use", "name": "propose_plan", "input": _plan(("refund the late delivery fee and the goodwill asked", "late_delivery"),
                                                                      (f'a person answers the request "{WISH}"', "other"))}],
        [{"type": "tool_use", "name": "record_progress", "input": {"subtask": 1, "status": "in_progress"}},
         {"type": "tool_use", "name": "escalate_to_human", "input": {"subtask": 2, "open_item": f'a person answers the request "{WISH}"',
                                                                     "reason": "a person answers it"}},
         {"type": "tool_use", "name": "search_policy", "input": {"query": "late delivery fee"}},
         {"type": "tool_use", "name": "get_carrier_scan", "input": {}}],
        [{"type": "tool_use", "name": "propose_decision", "input": {
            "subtask": 1, "source": "platform", "policy_ref": "POL-LATE-006", "needs_human": False, "action": "refund",
            "amount_cents": 3899, "charges": [2], "reason": "late by four days: the fee and $30 for the day off"}}],
    ], "after": "offline"}
    data = _case(f"Arc lamp SU-4411 was promised for the 5th and only came on the 9th. Please refund the $8.99 delivery. {WISH}", script)
    result, order, run = _walk(data, "scripted")
    paid = sum(r.amount_cents for r in Refund.objects.filter(order=order))
    assert paid <= 899 and not result.over_refund, (paid, result.differences)
    refused = [e.payload for e in run.events.filter(kind="guard_check") if not e.payload["passed"]]
    assert refused and refused[0]["decision"] == "D1"  # the $38.99 was refused by the guard, not lost on the way

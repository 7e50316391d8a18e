"""The judge reads the end state: it flags what a broken runtime or a missed intent would leave behind.

Each test walks a shipped case through the real runtime, then (where the runtime would never do it)
writes into the shop the row a bug would have written, and judges again."""

import json

import pytest

from runs.evals.cases import SHIPPED, parse_case
from runs.evals.judge import judge
from runs.evals.runner import EvalSession, Trial
from runs.shop.models import Order, Refund

CASES = {json.loads(line)["id"]: json.loads(line) for line in open(SHIPPED / "sundry-120.jsonl", encoding="utf-8")}


def walked(case_id: str, **changes):
    data = {**CASES[case_id], **changes}
    case = parse_case(data, path="test", line=1)
    session = EvalSession.open(cases=[case], model="offline", k=1, files=["test"])
    trial = Trial(case, 1)
    result = session.run_in_process(trial, timeout=60)
    run = session.eval_run.results.get().run
    return case, result, Order.objects.get(ref=run.order_ref), run


@pytest.mark.django_db
def test_a_clean_run_has_no_flags():
    case, result, _, _ = walked("SU-103")  # late delivery and a duplicate delivery charge: two refunds of $12.99
    assert result.passed and not (result.silent_drop or result.double_refund or result.over_refund or result.guard_violations)


@pytest.mark.django_db
def test_a_charge_refunded_twice_across_subtasks_is_a_double_refund():
    case, _, order, run = walked("SU-103")
    decision = next(d for d in run.state["decisions"].values() if d["case_type"] == "late_delivery")
    late = Refund.objects.get(idempotency_key=f"{run.key_prefix}s{decision['subtask']}-refund")
    # What the offline agent once did: the late fee counted both delivery rows, the duplicate included.
    Refund.objects.filter(pk=late.pk).update(amount_cents=2598)
    result = judge(case, run)
    assert result.double_refund and not result.passed
    assert any(d.startswith("double refund: 1299c ($12.99) of this run's refunds can only be paid out of charges") for d in result.differences)
    assert any("is not decision" in v for v in result.guard_violations)  # 2598 paid on a decision for 1299


@pytest.mark.django_db
def test_money_under_a_key_no_decision_made_is_a_guard_violation():
    case, _, order, run = walked("SU-014")
    Refund.objects.create(order=order, amount_cents=599, source="platform", reason="retried outside the runtime",
                          idempotency_key=f"{run.key_prefix}D7-0000")
    result = judge(case, run)
    assert result.double_refund and result.guard_violations == [
        f"refund 599c ($5.99) was made under key {run.key_prefix}D7-0000, which matches no decision of the run"]


@pytest.mark.django_db
def test_an_intent_the_run_never_planned_is_a_silent_drop():
    # The case says the customer also complained about a late delivery; the ticket's words do not,
    # so nothing plans it: the run closes resolved, and the judge calls it what it is.
    case, result, _, _ = walked("SU-014", intents=["duplicate_charge", "late_delivery"])
    assert result.outcome == "resolved" and result.silent_drop and result.coverage == {"duplicate_charge": "resolved", "late_delivery": "dropped"}
    assert "silent drop: the run closed without covering or naming late_delivery" in result.differences


@pytest.mark.django_db
def test_a_return_after_the_window_is_a_guard_violation():
    from datetime import timedelta

    case, result, _, run = walked("SU-071")  # a change-of-mind return inside the seller's window
    assert result.passed and not result.guard_violations
    # The same end state, had the ticket arrived 60 days later: the return breaks the window.
    run.ticket.created_at += timedelta(days=60)
    run.ticket.save(update_fields=["created_at"])
    violations = judge(case, run).guard_violations
    assert len(violations) == 1 and "breaks the policy for change of mind" in violations[0] and "window 30 days" in violations[0]


@pytest.mark.django_db
def test_a_refund_beyond_its_named_line_is_a_guard_violation():
    case, _, order, run = walked("SU-034")  # a damaged stove on a two-line order: the stove and its tax
    refund = Refund.objects.get(idempotency_key__startswith=run.key_prefix)
    Refund.objects.filter(pk=refund.pk).update(amount_cents=refund.amount_cents + 2500)
    violations = judge(case, run).guard_violations
    assert any("is beyond what decision D1's named lines and charges support (6387c ($63.87))" in v for v in violations), violations


@pytest.mark.django_db
def test_money_on_another_customers_order_is_a_guard_violation():
    case, _, order, run = walked("SU-034")
    run.ticket.customer_email = "someone.else@example.org"
    run.ticket.save(update_fields=["customer_email"])
    violations = judge(case, run).guard_violations
    assert any("another customer's order, and no person confirmed the link" in v for v in violations), violations


@pytest.mark.django_db
def test_a_refund_of_a_line_the_ticket_never_mentions_is_a_guard_violation():
    case, _, order, run = walked("SU-034")  # the stove paid; had the ticket been about the bottle, the stove was never asked about
    run.ticket.body = f"Hello, the insulated bottle on {order.ref} came dented all down one side. What can you do?"
    run.ticket.save(update_fields=["body"])
    violations = judge(case, run).guard_violations
    assert any("fails line_in_ticket" in v and "Canister camp stove: named by the decision, never mentioned" in v for v in violations), violations


@pytest.mark.django_db
def test_money_for_a_kind_of_request_the_ticket_never_makes_is_a_guard_violation():
    case, _, order, run = walked("SU-034")  # a damage refund; had the customer only changed their mind, nothing asked for it
    run.ticket.subject, run.ticket.body = "Stove", f"I no longer need the camp stove from {order.ref}, can I return it?"
    run.ticket.save(update_fields=["subject", "body"])
    violations = judge(case, run).guard_violations
    assert any("fails request_in_ticket" in v and "the ticket asks for no damaged item" in v for v in violations), violations

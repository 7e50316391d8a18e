"""Two refunds wait for a lead on one run; the lead answers one of them. A yes on a decision that
shares nothing with the other waiting one is carried out at once (runs.people.actions, runs.holds)."""
from __future__ import annotations

from runs.models import Approval, Run, Subtask
from runs.people import actions
from runs.shop.models import Refund
from tests.runtime_world import walk_until_pause
from tests.test_independent_subtasks import table_ticket, world  # noqa: F401


def paid(run: Run) -> list[int]:
    return sorted(Refund.objects.filter(order__ref=run.order_ref).values_list("amount_cents", flat=True))


def both_waiting(settings) -> tuple[Run, dict[int, Approval]]:
    settings.REFUND_CEILING_CENTS = 500  # under the $7.95 duplicate: both refunds need a lead
    run = walk_until_pause(table_ticket())
    assert run.status == Run.Status.AWAITING_APPROVAL
    pending = {a.decision["amount_cents"]: a for a in Approval.objects.filter(run=run, kind="refund", status="pending")}
    assert sorted(pending) == [795, 38000]
    return run, pending


def test_a_yes_on_the_small_refund_pays_it_while_the_table_still_waits(world, lead, settings):
    run, pending = both_waiting(settings)
    actions.refund_decide(approval_id=pending[795].pk, user=lead, approve=True)
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED
    run = walk_until_pause(run)
    assert paid(run) == [795]
    assert run.subtasks.get(case_type="duplicate_charge").status == Subtask.Status.RESOLVED
    assert run.status == Run.Status.AWAITING_APPROVAL
    assert Approval.objects.get(pk=pending[38000].pk).status == Approval.Status.PENDING


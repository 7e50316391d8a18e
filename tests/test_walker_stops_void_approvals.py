"""A run the walker itself brings to an end (a stop asked for while it walked, the turn limit, the
budget, too many failed walks) leaves no approval waiting on a lead: each is voided as a person's
stop voids it, with an event saying why, so it leaves the queues and its deadline never fires."""

from __future__ import annotations

from datetime import timedelta

from runs.models import Approval, Run, WaitBreach
from runs.people import actions
from runs.walk.walker import walk
from supervisor import deadlines
from supervisor.models import Notification
from tests.runtime_world import walk_until_pause
from tests.test_independent_subtasks import table_ticket, world  # noqa: F401


def walked_until_a_refund_waits_mid_run() -> tuple[Run, Approval]:
    """The table ticket walked a turn at a time until the $380 waits for a lead while the run still
    works on the duplicate charge (queued for its next turn, nobody walking it)."""
    def refund_waits_while_queued(run: Run) -> Approval | None:
        return run.status == Run.Status.QUEUED and Approval.objects.filter(run=run, kind="refund", status="pending").first()

    run = walk_until_pause(table_ticket(), 40, turns=1, until=refund_waits_while_queued)
    approval = refund_waits_while_queued(run)
    assert approval, f"no refund waited while the run went on (it is {run.status})"
    return run, approval


def assert_nothing_waits_on_a_lead(run: Run, approval: Approval, why: str, lead, client_for) -> None:
    approval.refresh_from_db()
    assert approval.status == Approval.Status.VOID
    void = run.events.get(kind="approval_void")
    assert void.payload["approval"] == approval.pk and why in void.payload["why"] and void.actor == "system"
    # The sweep never breaches it (a run handed to a person has its own escalation, which may breach).
    deadlines.check(send=lambda pk: None, now=approval.created_at + timedelta(hours=9))
    assert not WaitBreach.objects.filter(approval=approval).exists()
    assert not Notification.objects.filter(breach__approval=approval).exists()
    assert f"refund-{approval.pk}" not in client_for(lead).get("/waits/").content.decode()
    assert not [a for a in Approval.objects.filter(status="pending")]


def test_a_stop_the_walker_carries_out_at_a_turn_boundary_voids_the_waiting_refund(world, lead, reviewer, client_for):
    run, approval = walked_until_a_refund_waits_mid_run()
    # The stop is asked for while a walker holds the run: it takes effect at its next turn boundary.
    Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING)
    actions.run_intervene(run_id=run.pk, user=reviewer, kind="stop")
    Run.objects.filter(pk=run.pk).update(status=Run.Status.QUEUED)
    assert walk(run.pk, owner="test-walker") == Run.Status.STOPPED
    assert_nothing_waits_on_a_lead(run, approval, "the run was stopped", lead, client_for)


def test_the_turn_limit_hands_the_run_to_a_person_and_voids_the_waiting_refund(world, lead, client_for, settings):
    run, approval = walked_until_a_refund_waits_mid_run()
    settings.MAX_TURNS = run.turn
    assert walk(run.pk, owner="test-walker") == Run.Status.AWAITING_ESCALATION
    assert_nothing_waits_on_a_lead(run, approval, f"turn limit of {run.turn} reached", lead, client_for)


def test_a_run_that_fails_after_too_many_walks_voids_the_waiting_refund(world, lead, client_for, settings):
    run, approval = walked_until_a_refund_waits_mid_run()
    settings.RUN_MAX_ATTEMPTS = run.attempts
    assert walk(run.pk, owner="test-walker") == Run.Status.FAILED
    assert_nothing_waits_on_a_lead(run, approval, "the run failed", lead, client_for)

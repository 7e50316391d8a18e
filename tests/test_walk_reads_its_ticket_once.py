"""A walk reads its run's ticket once, with the lock that opens the walk: a ticket never changes
while its run walks, so every later read of the run row in the walk (the unlocked read that starts
a step, the lock after an answer or an effect) reads the row alone and keeps the ticket in hand.
Nothing else changes: the same steps, the same record, the same end."""

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext, override_settings

from runs import record
from runs.models import Approval, Run, Ticket
from runs.walk import walk
from tests.runtime_world import build_world, start, ticket


def _run_reads(captured) -> list[str]:
    return [q["sql"] for q in captured.captured_queries if q["sql"].startswith("SELECT") and 'FROM "runs_run"' in q["sql"]]


def _joins_ticket(sql: str) -> bool:
    return '"runs_ticket"' in sql


@pytest.mark.django_db(transaction=True)
def test_a_walk_joins_the_ticket_only_in_the_lock_that_opens_it(announced):
    with override_settings(PLAN_CONFIRMATION_RULE="never"):
        build_world()
        run = start(ticket())
        with CaptureQueriesContext(connection) as captured:
            assert walk(run.pk) == Run.Status.DONE
    reads = _run_reads(captured)
    assert len(reads) > 10  # a step reads the row unlocked, then locks it: many reads over the walk
    # the walk's opening lock reads the ticket with the row; no later read of the row joins it again
    assert [_joins_ticket(sql) for sql in reads][:1] == [True]
    assert not any(_joins_ticket(sql) for sql in reads[1:]), [sql[:120] for sql in reads[1:] if _joins_ticket(sql)]
    assert not any('FROM "runs_ticket"' in q["sql"] for q in captured.captured_queries)  # nor read on its own


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("confirming", ["never", "always"])
def test_a_walk_that_keeps_its_ticket_writes_the_record_a_step_by_step_replay_writes(settings, announced, reviewer, confirming):
    """Replay walks a copy one step at a time, each step reading the ticket with the row: the walk
    that kept its ticket wrote the very same record (with a plan confirmed by a person too, whose
    action starts a second walk)."""
    from runs.people.actions import plan_confirm
    from runs.replay import replay_run

    settings.PLAN_CONFIRMATION_RULE = confirming
    build_world()
    run = start(ticket())
    walk(run.pk)
    run.refresh_from_db()
    if confirming == "always":
        assert run.status == Run.Status.AWAITING_PLAN
        plan_confirm(approval_id=Approval.objects.get(run=run, kind="plan").pk, user=reviewer)
        walk(run.pk)
        run.refresh_from_db()
    assert (run.status, run.outcome) == (Run.Status.DONE, "resolved")
    assert replay_run(run).identical


@pytest.mark.django_db(transaction=True)
def test_a_ticket_handed_to_the_lock_is_kept_only_when_it_is_the_runs():
    """A ticket that is not the run's is never taken as its ticket: the run reads its own on first use."""
    build_world()
    run = start(ticket())
    other = Ticket.objects.create(ref="T-99999", subject="Another", body="Another customer's ticket.", customer_email="x@example.com")
    with transaction.atomic():
        locked = record.lock_run(run.pk, ticket=other)
        assert locked.ticket_id == run.ticket_id
        with CaptureQueriesContext(connection) as captured:
            assert locked.ticket.pk == run.ticket_id
        assert len(captured.captured_queries) == 1  # read on first use, not the one handed over
    with transaction.atomic():
        mine = Ticket.objects.get(pk=run.ticket_id)
        locked = record.lock_run(run.pk, ticket=mine)
        with CaptureQueriesContext(connection) as captured:
            assert locked.ticket is mine
        assert captured.captured_queries == []

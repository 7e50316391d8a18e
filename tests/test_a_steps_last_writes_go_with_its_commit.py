"""A step's last writes go with its COMMIT, in one round trip (runs/updates_ride_along.py,
`ride_along(ends_transaction=True)`): the run row's UPDATE and the events' INSERT of the step's end
are held, and go in one pipeline with the transaction's COMMIT. The same rows, in the same
transaction, committed at the same point; the on-commit hooks (announcements) run after it, as
before. Only when nothing held can fail after it has run, and the block is the connection's
outermost one: a savepoint, or a block marked for rollback keep the COMMIT on its own (a subtask's
save goes with it: its row count is checked by the server). An SQL error in the pipeline skips the COMMIT."""

from collections import Counter

import pytest
from django.db import IntegrityError, connection, transaction

from runs import hot_writes, record
from runs.models import Run, RunEvent, Step, Subtask
from runs.updates_ride_along import ride_along
from runs.walk import lease
from tests.conftest import on_postgres
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import round_trip_counting, walk_canonical_counting

pytestmark = pytest.mark.django_db(transaction=True)


def _claimed() -> Run:
    build_world()
    run = start(ticket())
    assert lease.take_lease(run.pk, "w1")
    return run


def _postgres_only():
    if not on_postgres():
        pytest.skip("PostgreSQL only: SQLite has no round trips")


def test_the_events_and_the_run_rows_update_go_with_the_commit_in_one_round_trip():
    _postgres_only()
    from psycopg.pq import TransactionStatus

    run = _claimed()
    counted, committed = Counter(), []
    undo = round_trip_counting()(counted)
    try:
        with transaction.atomic(), ride_along(ends_transaction=True):
            locked = lease.locked_run(run.pk, "w1")  # BEGIN with the lock
            record.append(locked, "note", {"text": "held to the end"}, actor="system")
            lease.save_run(locked, "w1")
            transaction.on_commit(lambda: committed.append(connection.connection.pgconn.transaction_status))
            assert counted == Counter(statement=1)  # the INSERT and the UPDATE held: nothing sent yet
    finally:
        undo()
    assert counted == Counter(statement=1, pipeline=1)  # the INSERT, the UPDATE and the COMMIT: one round trip
    event = RunEvent.objects.get(run=run, kind="note")
    assert event.pk == locked.events.get(kind="note").pk and event.payload == {"text": "held to the end"}
    assert committed == [TransactionStatus.IDLE]  # the hook ran after the commit
    assert Run.objects.get(pk=run.pk).next_seq == event.seq + 1


def test_a_subtasks_save_goes_with_the_commit_too():
    """Its row count is checked by the server (the UPDATE in a CTE that divides by the rows it updated):
    nothing is left to check once it has run, so the COMMIT goes with it."""
    _postgres_only()
    run = _claimed()
    subtask = Subtask.objects.create(run=run, number=1, goal="goal one", case_type="late_delivery")
    counted = Counter()
    undo = round_trip_counting()(counted)
    try:
        with transaction.atomic(), ride_along(ends_transaction=True):
            locked = lease.locked_run(run.pk, "w1")
            subtask.status = Subtask.Status.IN_PROGRESS
            hot_writes.save_fields(subtask, ["status"])
            record.append(locked, "note", {}, actor="system")
            lease.save_run(locked, "w1")
    finally:
        undo()
    assert counted == Counter({"statement": 1, "pipeline": 1})
    assert Subtask.objects.get(pk=subtask.pk).status == "in_progress"
    assert RunEvent.objects.filter(run=run, kind="note").exists()


@pytest.mark.parametrize("then", ["commit", "next statement"])
def test_a_subtasks_save_that_updates_no_row_is_saves_own_error_and_nothing_commits(then):
    """A subtask row that is not there (deleted under the step: only an operator could) fails the save as
    save(update_fields=...) fails it, NotUpdated, whether the UPDATE went with the COMMIT or with the next
    statement; the step's transaction rolls back whole."""
    _postgres_only()
    run = _claimed()
    subtask = Subtask.objects.create(run=run, number=1, goal="goal one", case_type="late_delivery")
    gone = Subtask(pk=subtask.pk + 1000, run=run, number=2, goal="not there", case_type="late_delivery")
    with pytest.raises(Subtask.NotUpdated, match="did not affect any rows"):
        with transaction.atomic(), ride_along(ends_transaction=True):
            locked = lease.locked_run(run.pk, "w1")
            subtask.status = Subtask.Status.IN_PROGRESS
            hot_writes.save_fields(subtask, ["status"])
            gone.status = Subtask.Status.IN_PROGRESS
            hot_writes.save_fields(gone, ["status"])
            record.append(locked, "note", {}, actor="system")
            if then == "next statement":
                Step.objects.filter(subtask__run=run).exists()
            lease.save_run(locked, "w1")
    assert Subtask.objects.get(pk=subtask.pk).status == Subtask.Status.OPEN
    assert not RunEvent.objects.filter(run=run, kind="note").exists()
    assert Run.objects.get(pk=run.pk).next_seq == run.next_seq
    with transaction.atomic():  # the connection goes on
        assert Run.objects.select_for_update().get(pk=run.pk).pk == run.pk


def test_inside_an_outer_block_nothing_commits_early():
    run = _claimed()
    with pytest.raises(RuntimeError), transaction.atomic():
        with transaction.atomic(), ride_along(ends_transaction=True):  # a savepoint: the outer block commits, or not
            locked = lease.locked_run(run.pk, "w1")
            record.append(locked, "note", {}, actor="system")
            lease.save_run(locked, "w1")
        raise RuntimeError("the outer block fails")
    assert not RunEvent.objects.filter(run=run, kind="note").exists()
    assert Run.objects.get(pk=run.pk).next_seq == run.next_seq


def test_a_failing_insert_skips_the_commit_and_rolls_back():
    run = _claimed()
    with pytest.raises(IntegrityError), transaction.atomic(), ride_along(ends_transaction=True):
        locked = lease.locked_run(run.pk, "w1")
        record.append(locked, "note", {}, actor="system")
        locked.order_ref = "SU-00000"
        record.unflushed(locked)[0].seq = 1  # a seq the run has already: the unique (run, seq) constraint refuses it
        lease.save_run(locked, "w1")
    assert not RunEvent.objects.filter(run=run, kind="note").exists()
    assert Run.objects.get(pk=run.pk).order_ref == run.order_ref
    with transaction.atomic(), ride_along(ends_transaction=True):  # the connection goes on
        locked = lease.locked_run(run.pk, "w1")
        record.append(locked, "note", {}, actor="system")
        lease.save_run(locked, "w1")
    assert RunEvent.objects.filter(run=run, kind="note").count() == 1


def test_a_block_marked_for_rollback_commits_nothing():
    run = _claimed()
    with transaction.atomic(), ride_along(ends_transaction=True):
        locked = lease.locked_run(run.pk, "w1")
        record.append(locked, "note", {}, actor="system")
        lease.save_run(locked, "w1")
        transaction.set_rollback(True)
    assert not RunEvent.objects.filter(run=run, kind="note").exists()


def test_settled_steps_point_at_their_events_and_the_ledger_at_its_rows(announced):
    """The canonical walk: each settled step's result is the event whose seq it was settled by
    (written by seq with the held INSERT), and the ledger's rows are the record's fold."""
    from runs.ledger import fold_effects, row_fields

    run, _ = walk_canonical_counting(announced)
    done = Step.objects.filter(subtask__run=run, status=Step.Status.DONE)
    assert done.exists() and not done.filter(result_event__isnull=True).exists()
    for step in done.select_related("result_event"):
        assert step.result_event.run_id == run.pk
    events = list(run.events.order_by("seq"))
    rows = {row.key: row for row in run.effects.all()}
    folded = fold_effects(events)
    assert len(rows) == len(folded) == 3
    for fx in folded:
        row = rows[fx["key"]]
        assert {name: getattr(row, name) for name in row_fields(fx)} == row_fields(fx)

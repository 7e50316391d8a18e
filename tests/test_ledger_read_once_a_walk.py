"""The ledger's events and rows are read once for a run of commits: a commit that syncs the ledger keeps what it
read and wrote, and the walk's next commit folds that with its own events, with no read, when
nothing was appended to the record in between. Anything appended since (a person settling an
effect, another walker) makes the next sync read both again, and a sync rolled back keeps nothing."""

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from runs import ledger, record
from runs.models import Effect, Run
from tests.turn_counting import label, walk_canonical_counting


def _synced(run_id: int) -> list[str]:
    """Sync the ledger in a commit of its own, as a walk's step does; the statements it sent."""
    with transaction.atomic():
        run = record.batch(record.lock_run(run_id))
        with CaptureQueriesContext(connection) as captured:
            ledger.sync_run(run)
    return [label(q["sql"]) for q in captured.captured_queries]


def _rows(run: Run) -> dict:
    return {e.key: (e.status, e.requested_seq, e.result_seq, e.done_at, e.amount_cents) for e in Effect.objects.filter(run=run)}


@pytest.mark.django_db(transaction=True)
def test_a_walk_reads_the_ledgers_rows_once_and_writes_what_the_record_rebuilds(announced):
    run, costs = walk_canonical_counting(announced)
    labels = [name for cost in costs.values() for name in cost.labels()]
    # Five commits sync the ledger: the refund's request reads it, the refund's result (with the
    # return's request) and the return's result go on from what it kept; the reply's request, turns
    # later, goes on from it too: the walk's commits that appended without syncing carried it on
    # (ledger.carry_on_commit). Before they did, the reply's request read it again: 2.
    assert labels.count("SELECT runs_effect") == 1
    written = _rows(run)
    assert len(written) == 3 and {status for status, *_ in written.values()} == {Effect.Status.DONE}
    Effect.objects.filter(run=run).delete()
    with transaction.atomic():
        ledger.sync_run(Run.objects.get(pk=run.pk))  # rebuilt from the record alone
    assert _rows(run) == written


@pytest.mark.django_db(transaction=True)
def test_a_sync_after_anything_appended_or_rolled_back_reads_the_ledger_again(announced):
    run, _ = walk_canonical_counting(announced)
    reads = ["SELECT runs_runevent", "SELECT runs_effect"]
    ledger._last_synced.clear()  # as a process that did not walk the run
    assert _synced(run.pk) == reads
    assert _synced(run.pk) == []  # nothing appended since: what the last commit kept
    with transaction.atomic():  # a person's note, appended in a commit that does not sync
        noted = record.lock_run(run.pk)
        record.append(noted, "intervention", {"type": "note", "text": "Customer called back."}, actor="rosa.ng")
        Run.objects.filter(pk=run.pk).update(next_seq=noted.next_seq, record_digest=noted.record_digest)
    assert _synced(run.pk) == reads
    with pytest.raises(RuntimeError), transaction.atomic():
        rolled = record.batch(record.lock_run(run.pk))
        ledger.sync_run(rolled)
        raise RuntimeError("the step died before its commit")
    assert _synced(run.pk) == reads  # the rolled-back sync kept nothing: the next one reads
    assert _synced(run.pk) == []
    Effect.objects.filter(run=run).update(note="changed behind the record's back")
    ledger._last_synced.clear()
    assert _synced(run.pk) == [*reads, "UPDATE runs_effect", "UPDATE runs_effect", "UPDATE runs_effect"]

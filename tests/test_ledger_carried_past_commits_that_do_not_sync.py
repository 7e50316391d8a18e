"""What a run's last ledger sync kept is carried past the walk's later commits that do not sync it
(runs.ledger.carry_on_commit, at lease.save_run): the next sync folds it with the events those commits
appended and reads neither the events nor the rows, and writes what a sync that read them would.
Carried only from a commit that began where the kept ledger ends: anything appended by another commit
in between, or a step rolled back, and the next sync reads again."""

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from runs import ledger, record
from runs.models import Effect, Run
from runs.walk import lease
from tests.turn_counting import label, walk_canonical_counting

pytestmark = pytest.mark.django_db(transaction=True)
READS = ["SELECT runs_runevent", "SELECT runs_effect"]
OWNER = "carry-test"


def _synced(run_id: int) -> list[str]:
    """Sync the ledger in a commit of its own, as a step that asks for an effect does; the labels it sent."""
    with transaction.atomic():
        run = record.batch(record.lock_run(run_id))
        with CaptureQueriesContext(connection) as captured:
            ledger.sync_run(run)
    return [label(q["sql"]) for q in captured.captured_queries]


def _step(run_id: int, *appends: tuple[str, dict], fail: bool = False) -> None:
    """A walk's step that appends and ends with lease.save_run, syncing nothing."""
    Run.objects.filter(pk=run_id).update(lease_owner=OWNER)
    with transaction.atomic():
        run = lease.locked_run(run_id, OWNER)
        for kind, payload in appends:
            record.append(run, kind, payload, actor="system")
        lease.save_run(run, OWNER)
        if fail:
            raise RuntimeError("the step died before its commit")


def _rows(run_id: int) -> dict:
    return {e.key: (e.status, e.settled_by, e.note, e.requested_seq, e.result_seq) for e in Effect.objects.filter(run_id=run_id)}


def _walked(announced) -> tuple[int, str]:
    run, _ = walk_canonical_counting(announced)
    ledger._last_synced.clear()
    assert _synced(run.pk) == READS  # kept from here on
    return run.pk, Effect.objects.filter(run=run).order_by("requested_seq").first().key


def test_steps_that_append_without_syncing_carry_the_ledger_to_the_next_sync(announced):
    run_id, key = _walked(announced)
    _step(run_id, ("intervention", {"type": "note", "text": "Customer rang to say thanks."}))
    _step(run_id, ("effect_settled", {"key": key, "found": True, "note": "checked with the bank"}))
    carried = _synced(run_id)
    assert carried == ["UPDATE runs_effect"]  # the settling folded in, nothing read
    written = _rows(run_id)
    assert written[key][:3] == (Effect.Status.DONE, "system", "checked with the bank")
    Effect.objects.filter(run_id=run_id).delete()
    ledger._last_synced.clear()
    assert _synced(run_id)[:2] == READS  # rebuilt from the record alone: the same rows
    assert _rows(run_id) == written


def test_a_step_with_nothing_for_the_ledger_still_carries_it(announced):
    run_id, _ = _walked(announced)
    for n in range(3):
        _step(run_id, ("intervention", {"type": "note", "text": f"note {n}"}))
    assert _synced(run_id) == []


def test_a_commit_of_someone_else_in_between_makes_the_next_sync_read(announced):
    run_id, _ = _walked(announced)
    with transaction.atomic():  # a person's note, in a commit that is no step of the walk's
        noted = record.lock_run(run_id)
        record.append(noted, "intervention", {"type": "note", "text": "Called back."}, actor="rosa.ng")
        Run.objects.filter(pk=run_id).update(next_seq=noted.next_seq, record_digest=noted.record_digest)
    _step(run_id, ("intervention", {"type": "note", "text": "a step after it"}))
    assert _synced(run_id) == READS


def test_a_step_rolled_back_carries_nothing(announced):
    run_id, key = _walked(announced)
    with pytest.raises(RuntimeError):
        _step(run_id, ("effect_settled", {"key": key, "found": False, "note": "never committed"}), fail=True)
    assert _synced(run_id) == []  # what the last sync kept still stands: nothing was committed since
    _step(run_id, ("intervention", {"type": "note", "text": "after the rollback"}))
    assert _synced(run_id) == []
    assert {status for status, *_ in _rows(run_id).values()} == {Effect.Status.DONE}

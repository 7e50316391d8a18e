"""A walk that dies on an error records `walk_error` and gives its lease back in that one commit
(runs.walk.walker._record_walk_error). The landing's CI caught the other order: a walk whose
database connection was cut gave its lease back first, another worker's retry took the run 2.7 s
later, and the record showed the first walk mid-turn with its lease still live (the crash audit's
sign 5, a live lease taken). With both in one commit the record shows the walk ended before anyone
else could start; a walk that cannot record its error keeps its lease until it lapses; a walk whose
lease is no longer its own writes nothing into the new walker's record."""

from datetime import timedelta

import pytest
from django.db import OperationalError
from django.utils import timezone

from runs import crashtest, record
from runs.models import Run
from runs.walk import walk, walker
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import long_script


def _long_run(settings, turns: int) -> Run:
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 1000
    build_world()
    return start(ticket(), script=long_script(turns))


def _fails_in_turn_3(monkeypatch, error: BaseException, *, then=None) -> None:
    """Applying turn 3's answer raises `error` (once), after calling `then()` if given."""
    original, failed = walker.apply_segment, []

    def fails_once(run, response):
        if not failed and run.turn + 1 == 3:
            failed.append(3)
            if then is not None:
                then()
            raise error
        return original(run, response)

    monkeypatch.setattr(walker, "apply_segment", fails_once)


@pytest.mark.django_db(transaction=True)
def test_a_walk_that_fails_mid_turn_leaves_its_error_and_no_lease(settings, monkeypatch):
    run = _long_run(settings, 5)
    _fails_in_turn_3(monkeypatch, RuntimeError("a bug while applying the answer"))
    with pytest.raises(RuntimeError):
        walk(run.pk, "worker-a")
    run.refresh_from_db()
    error = run.events.get(kind="walk_error")
    assert error.payload["worker"] == "worker-a"
    assert (run.lease_owner, run.lease_expires_at) == ("", None)
    assert run.state["last_error"] == "RuntimeError: a bug while applying the answer"
    # Another worker takes the run at once: the audit reads the walk_error as the first walk's end.
    assert walk(run.pk, "worker-b") not in (Run.Status.RUNNING, Run.Status.QUEUED)  # walked to its end
    assert run.events.filter(kind="turn_end", turn=3).count() == 1
    assert crashtest.walk_overlaps(list(run.events.order_by("seq")), lease_seconds=3600) == []


@pytest.mark.django_db(transaction=True)
def test_a_walk_that_cannot_record_its_error_keeps_its_lease_until_it_lapses(settings, monkeypatch):
    """The database went away and stays away for the error's commit too: the lease is not given back
    by some later statement on its own, leaving the record mid-turn with nobody accountable."""
    run = _long_run(settings, 5)
    locks = record.lock_run

    def database_gone(run_id, **options):
        raise OperationalError("the connection is lost")

    # From the failure on, the error's own commit cannot be made either.
    _fails_in_turn_3(monkeypatch, OperationalError("the connection is lost"),
                     then=lambda: monkeypatch.setattr(record, "lock_run", database_gone))
    with pytest.raises(OperationalError):
        walk(run.pk, "worker-a")
    monkeypatch.setattr(record, "lock_run", locks)
    run.refresh_from_db()
    assert run.lease_owner == "worker-a" and run.lease_expires_at > timezone.now()
    assert not run.events.filter(kind="walk_error").exists()
    assert walk(run.pk, "worker-b") == Run.Status.RUNNING  # sent away by the live lease
    assert not run.events.filter(kind="walk_started", payload__worker="worker-b").exists()
    Run.objects.filter(pk=run.pk).update(lease_expires_at=timezone.now() - timedelta(seconds=1))  # it lapses
    assert walk(run.pk, "worker-b") not in (Run.Status.RUNNING, Run.Status.QUEUED)
    assert run.events.filter(kind="turn_end", turn=3).count() == 1


@pytest.mark.django_db(transaction=True)
def test_a_walk_that_fails_after_its_lease_was_taken_writes_nothing_into_the_new_walkers_record(settings, monkeypatch):
    run = _long_run(settings, 5)

    def taken_by_another():
        Run.objects.filter(pk=run.pk).update(lease_owner="worker-b", lease_expires_at=timezone.now() + timedelta(minutes=5))

    _fails_in_turn_3(monkeypatch, RuntimeError("a bug while applying the answer"))
    # Taken between the failed step's rollback and the error's commit, as another process would.
    original = walker._record_walk_error

    def after_takeover(run_id, owner, exc):
        taken_by_another()
        original(run_id, owner, exc)

    monkeypatch.setattr(walker, "_record_walk_error", after_takeover)
    with pytest.raises(RuntimeError):
        walk(run.pk, "worker-a")
    run.refresh_from_db()
    assert not run.events.filter(kind="walk_error").exists()
    assert run.lease_owner == "worker-b"
    assert "last_error" not in run.state


def _event(seq: int, kind: str, *, seconds: float, worker: str = "", actor: str = "system", turn: int = 1, **payload) -> object:
    from runs.models import RunEvent

    return RunEvent(seq=seq, kind=kind, actor=actor, turn=turn, phase="triage", created_at=_T0 + timedelta(seconds=seconds),
                    payload={**payload, **({"worker": worker} if worker else {})})


_T0 = timezone.now()


def test_the_audit_reads_a_walk_error_as_the_walks_end():
    """Another walker starting a moment after a walk_error is a lease given back, not a live lease taken."""
    events = [_event(1, "walk_started", seconds=0, worker="a"),
              _event(2, "model_response", seconds=0.5, actor="agent"),
              _event(3, "walk_error", seconds=0.6, worker="a", error="OperationalError: the connection is lost"),
              _event(4, "walk_started", seconds=1.0, worker="b")]
    assert crashtest.walk_overlaps(events, lease_seconds=3) == []


def test_the_audit_still_flags_a_live_lease_taken_with_no_walk_error():
    events = [_event(1, "walk_started", seconds=0, worker="a"),
              _event(2, "model_response", seconds=0.5, actor="agent"),
              _event(3, "walk_started", seconds=1.0, worker="b")]
    assert crashtest.walk_overlaps(events, lease_seconds=3) == [
        "seq 3: walk_started 0.5s after seq 2 of a walk that had not paused (lease 3s was live)"]

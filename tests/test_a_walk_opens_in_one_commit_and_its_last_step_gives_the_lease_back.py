"""A walk's own commits (issue 13, point 1): it opens with one commit and one row lock (the lease
taken under the run row's lock, written with walk_started and the attempts counter), and the
commit that leaves the run waiting or finished gives the lease back, so nothing is written after
it. What is left over the turns' one commit each (the answer with its turn) is counted exactly: the
opening, the screening (a step of no turn) and one commit per external effect's request (written
before the shop acts), the first of a turn's carrying its answer.
A walk that yields, or that finds the lease taken or the run not walkable, is unchanged."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from runs.models import Run
from runs.walk import lease, walk
from runs.walk.walker import take_step
from tests.conftest import on_postgres
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import TurnCost

LOCK = "SELECT runs_run FOR UPDATE"  # SQLite has no row locks: it serialises writers (BEGIN IMMEDIATE)


@pytest.fixture
def world(settings, announced):
    settings.PLAN_CONFIRMATION_RULE = "never"
    return build_world()


def walked(run_id: int, **options) -> tuple[str, TurnCost]:
    """walk(), every statement it sent captured (as tests/turn_counting.py counts a turn)."""
    with CaptureQueriesContext(connection) as captured:
        status = walk(run_id, owner="walker-a", **options)
    return status, TurnCost(0, sql=[q["sql"] for q in captured.captured_queries])


def writes(cost: TurnCost) -> list[str]:
    return [s for s in cost.labels() if s.split(" ")[0] in ("INSERT", "UPDATE", "DELETE")]


@pytest.mark.django_db(transaction=True)
def test_the_canonical_walk_commits_twice_a_turn_and_once_more_for_its_opening_its_screening_and_each_effect(world):
    run = start(ticket())
    status, cost = walked(run.pk)
    run.refresh_from_db()
    assert (status, run.status, run.outcome, run.turn, run.lease_owner, run.lease_expires_at) == ("done", "done", "resolved", 7, "", None)
    effects = run.events.filter(kind="effect_requested").count()
    assert effects == 3  # the refund, the return, the reply
    acting = run.events.filter(kind="effect_requested").values("turn").distinct().count()
    assert acting == 2  # the refund and the return in one turn, the reply in another
    # 7 turns x 1 (the answer with the turn, or with its first request in the turns that act) + the opening + the
    # screening + one request per effect (each commits before the shop acts); and the demo shop's own 3
    assert cost.commits == 7 + 1 + 1 + effects + 3 == 15
    ours = [t for t in cost.transactions() if any(w.startswith(("UPDATE runs_run", "INSERT runs_runevent")) for w in t)]
    assert len(ours) == 7 + 1 + 1 + effects
    # One lock a transaction of the runtime's
    assert cost.locks == ((7 + 1 + 1 + effects) if on_postgres() else 0)
    opening = cost.transactions()[0]
    assert opening == [LOCK if on_postgres() else "SELECT runs_run", "INSERT runs_runevent", "UPDATE runs_run"]
    # The last commit gave the lease back: nothing is released, queued or read after it
    assert cost.labels()[-1] == "COMMIT"
    assert run.events.filter(kind="walk_started").count() == 1 and run.attempts == 0


@pytest.mark.django_db(transaction=True)
def test_the_opening_takes_the_lease_and_counts_the_attempt_in_its_one_update(world):
    run = start(ticket())
    status, cost = walked(run.pk, yield_after_turns=0)  # the opening and the screening, then it yields
    opening = cost.transactions()[0]
    update = next(q for q in cost.sql if q.startswith('UPDATE "runs_run"'))
    for column in ("lease_owner", "lease_expires_at", "status", "attempts", "next_seq", "record_digest"):
        assert f'"{column}" = ' in update, column
    assert opening.count("UPDATE runs_run") == 1


@pytest.mark.django_db(transaction=True)
def test_a_walk_that_yields_still_gives_the_lease_back_and_queues_the_run(world):
    run = start(ticket())
    status, cost = walked(run.pk, yield_after_turns=2)
    run.refresh_from_db()
    assert (status, run.status, run.lease_owner, run.lease_expires_at) == ("queued", "queued", "", None)
    assert writes(cost)[-2:] == ["UPDATE runs_run", "UPDATE runs_run"]  # the lease released, then the run queued
    assert walk(run.pk, owner="walker-b") == "done"  # and the next walker takes it from there


@pytest.mark.django_db(transaction=True)
def test_a_live_lease_held_by_another_walker_is_left_alone_and_nothing_is_written(world):
    run = start(ticket())
    assert lease.claim(run.pk, "walker-b") is not None
    status, cost = walked(run.pk)
    run.refresh_from_db()
    assert (status, run.lease_owner, run.turn, run.attempts) == ("running", "walker-b", 0, 0)
    assert writes(cost) == [] and not run.events.filter(kind="walk_started").exists()


@pytest.mark.django_db(transaction=True)
def test_an_expired_lease_is_taken_over_in_the_opening(world):
    run = start(ticket())
    Run.objects.filter(pk=run.pk).update(lease_owner="walker-b", lease_expires_at=timezone.now() - timedelta(seconds=1), status="running")
    status, cost = walked(run.pk)
    run.refresh_from_db()
    assert (status, run.status, run.lease_owner) == ("done", "done", "")
    assert run.events.filter(kind="walk_started").first().payload["worker"] == "walker-a"


@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("status", ["awaiting_plan", "awaiting_approval", "awaiting_escalation", "failed", "stopped"])
def test_a_run_that_is_not_walkable_is_not_claimed(world, status):
    run = start(ticket())
    Run.objects.filter(pk=run.pk).update(status=status)
    got, cost = walked(run.pk)
    run.refresh_from_db()
    assert (got, run.lease_owner, run.attempts) == (status, "", 0)
    assert writes(cost) == []


@pytest.mark.django_db(transaction=True)
def test_a_missing_run_is_missing(world):
    assert walk(10**9, owner="walker-a") == "missing"


@pytest.mark.django_db
def test_a_step_that_finds_its_run_left_waiting_by_someone_else_lets_go_of_the_lease(world):
    """A step that returns any status but running holds no lease afterwards, whoever set that
    status: so the walk never has to remember which step gave it back."""
    run = start(ticket())
    Run.objects.filter(pk=run.pk).update(status="awaiting_escalation", lease_owner="walker-a",
                                         lease_expires_at=timezone.now() + timedelta(minutes=5))
    assert take_step(run.pk, "walker-a")[0] == "awaiting_escalation"
    run.refresh_from_db()
    assert (run.status, run.lease_owner, run.lease_expires_at) == ("awaiting_escalation", "", None)


@pytest.mark.django_db
def test_a_step_of_another_walker_leaves_the_lease_alone(world):
    run = start(ticket())
    Run.objects.filter(pk=run.pk).update(status="awaiting_escalation", lease_owner="walker-b",
                                         lease_expires_at=timezone.now() + timedelta(minutes=5))
    with pytest.raises(lease.LeaseLost):
        take_step(run.pk, "walker-a")
    run.refresh_from_db()
    assert run.lease_owner == "walker-b"


"""RUN_TURNS_PER_WALK: a worker's task walks a run that many turns, then gives the worker back and
queues the run again behind other runs; a fresh task carries it on from the record."""

import pytest

from runs.models import Run
from runs.tasks import walk_run
from tests.runtime_world import build_world, start, ticket


@pytest.fixture
def world(db, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    return build_world()


@pytest.fixture
def enqueued(monkeypatch) -> list[int]:
    """The runs walk_run hands to a fresh task, in order (the broker's queue, read by the test)."""
    runs: list[int] = []
    monkeypatch.setattr(walk_run, "delay", runs.append)
    return runs


def test_a_task_gives_its_worker_back_after_its_turns_and_a_fresh_task_carries_the_run_on(world, settings, enqueued):
    settings.RUN_TURNS_PER_WALK = 2
    run = start(ticket())
    assert walk_run(run.pk) == Run.Status.QUEUED
    run.refresh_from_db()
    assert (run.turn, run.lease_owner, enqueued) == (2, "", [run.pk])
    while enqueued:
        walk_run(enqueued.pop(0))
    run.refresh_from_db()
    assert (run.status, run.outcome) == (Run.Status.DONE, "resolved")
    walks_began_at = list(run.events.filter(kind="walk_started").order_by("seq").values_list("turn", flat=True))
    assert walks_began_at == list(range(0, run.turn, 2)) and len(walks_began_at) > 2


def test_with_no_turns_per_walk_one_task_walks_the_run_to_its_end(world, settings, enqueued):
    assert settings.RUN_TURNS_PER_WALK == 0
    run = start(ticket())
    assert walk_run(run.pk) == Run.Status.DONE
    run.refresh_from_db()
    assert enqueued == [] and run.events.filter(kind="walk_started").count() == 1

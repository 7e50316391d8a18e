"""Durable runs on real worker processes, PostgreSQL and Redis: workers SIGKILLed with their whole
process group, a database connection cut mid-turn, Redis restarted mid-run, every process stopped
while runs wait for people, a resume enqueued twice, Redis redelivering a task that is still
running, and a run that keeps killing its worker. After each, `runs.crashtest.audit` checks the
record and the shop: nothing lost, no refund or return twice, no gap in a run's seq, no turn
walked by two workers at once.
"""

from __future__ import annotations

import time

import pytest

from runs.crashtest import audit
from runs.models import Run
from tests.runtime_world import build_world, start, ticket

pytestmark = pytest.mark.services

LEASE = 3  # RUN_LEASE_SECONDS for the workers here: a dead walker's run is free again after 3 s
FAST = {"RUN_LEASE_SECONDS": str(LEASE), "PLAN_CONFIRMATION_RULE": "never"}


def wait_for(predicate, timeout: float, every: float = 0.2):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(every)
    return predicate()


def status_of(run: Run) -> str:
    run.refresh_from_db()
    return run.status


def assert_clean(run_ids, *, lease: float = LEASE, logs: str = "") -> None:
    report = audit(run_ids, lease_seconds=lease)
    assert not report.violations, f"{report.violations}\n{logs[-3000:]}"


def test_a_run_whose_worker_dies_with_its_whole_process_group_is_walked_again(celery_workers):
    """SIGKILL to the worker and its pool child: nobody rejects the message, so Redis keeps it
    unacknowledged until the visibility timeout (an hour). The run must not wait that long: once
    the dead walker's lease expires, a live worker resumes it from the record."""
    build_world()
    (first,) = celery_workers(1, env={**FAST, "SUPERVISOR_OFFLINE_TURN_DELAY": "0.5"})
    run = start(ticket())
    assert wait_for(lambda: Run.objects.get(pk=run.pk).turn >= 2, 30), first.log()[-3000:]
    first.kill()
    (second,) = celery_workers(1, env={**FAST, "SUPERVISOR_OFFLINE_TURN_DELAY": "0.5"})
    assert wait_for(lambda: status_of(run) == Run.Status.DONE, 60), second.log()[-3000:]
    assert run.events.filter(kind="walk_started").count() == 2
    assert_clean([run.pk], logs=second.log())

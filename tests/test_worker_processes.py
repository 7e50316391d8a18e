"""The `celery_workers` fixture: real worker processes on Redis, writing to pytest-django's test database."""

import uuid
from pathlib import Path

import pytest

from runs.models import Ticket
from tests.polling import wait_until

pytestmark = pytest.mark.services


def test_a_real_worker_process_runs_a_task_against_the_test_database(celery_workers):
    from tests.worker_probe import create_ticket

    (worker,) = celery_workers(1, include=["tests.worker_probe"])
    ref = f"PROBE-{uuid.uuid4().hex[:8]}"
    create_ticket.delay(ref)
    wait_until(lambda: Ticket.objects.filter(ref=ref).exists(), timeout=30, message=lambda: worker.log()[-3000:])
    worker.wait_for_log(r"tests\.worker_probe\.create_ticket\[[0-9a-f-]+\] succeeded")
    assert worker.log_path.exists()


def test_two_workers_share_one_queue(celery_workers):
    from tests.worker_probe import create_ticket

    workers = celery_workers(2, include=["tests.worker_probe"])
    refs = [f"PROBE-{uuid.uuid4().hex[:8]}" for _ in range(6)]
    for ref in refs:
        create_ticket.delay(ref)
    wait_until(lambda: Ticket.objects.filter(ref__in=refs).count() == len(refs), timeout=30)
    assert {w.proc.poll() for w in workers} == {None}, "both workers are still running"


def live_processes_in_group(pgid: int) -> list[int]:
    """Processes of a process group that are not zombies (an orphaned zombie may linger unreaped)."""
    pids = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if fields[0] != "Z" and int(fields[2]) == pgid:
            pids.append(int(stat.parent.name))
    return pids


def test_a_killed_worker_is_gone_with_its_pool_child(celery_worker):
    assert len(live_processes_in_group(celery_worker.pid)) >= 2, "a main process and its pool child"
    celery_worker.kill()
    assert celery_worker.proc.poll() is not None
    wait_until(lambda: not live_processes_in_group(celery_worker.pid), timeout=10)

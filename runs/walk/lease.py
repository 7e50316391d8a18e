"""Who walks a run: a lease taken with a conditional UPDATE, held by each step's row lock and
heartbeat, given back in the commit that leaves the run waiting or finished."""

from __future__ import annotations

import os
import socket
from datetime import timedelta

from django.conf import settings
from django.db.models import Q
from django.utils import timezone

from .. import record
from ..models import Run


def worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def claim(run_id: int, owner: str) -> Run | None:
    """Take the lease if nobody holds a live one. Conditional UPDATE: atomic on every database."""
    now = timezone.now()
    until = now + timedelta(seconds=settings.RUN_LEASE_SECONDS)
    taken = Run.objects.filter(pk=run_id, status__in=[Run.Status.QUEUED, Run.Status.RUNNING]).filter(
        Q(lease_owner="") | Q(lease_expires_at__lt=now) | Q(lease_owner=owner)
    ).update(lease_owner=owner, lease_expires_at=until, status=Run.Status.RUNNING)
    return Run.objects.get(pk=run_id) if taken else None


def release(run_id: int, owner: str) -> None:
    Run.objects.filter(pk=run_id, lease_owner=owner).update(lease_owner="", lease_expires_at=None)


class LeaseLost(Exception):
    pass


def locked_run(run_id: int, owner: str) -> Run:
    run = record.lock_run(run_id)
    if run.lease_owner != owner:
        raise LeaseLost(f"run {run_id} is leased by {run.lease_owner or 'nobody'}, not {owner}")
    return run


def save_run(run: Run, owner: str) -> None:
    if run.status == Run.Status.RUNNING:
        run.lease_expires_at = timezone.now() + timedelta(seconds=settings.RUN_LEASE_SECONDS)  # heartbeat
    else:
        # Waiting or finished: give the lease back in the same commit, so no one ever sees a
        # waiting run that still looks held by a worker. A clean stop: the crash counter starts
        # again, in this commit too (after it, the run may already be the next walker's).
        run.lease_owner, run.lease_expires_at = "", None
        run.attempts = 0
    run.save()

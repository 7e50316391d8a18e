"""Celery tasks. Delivery is at-least-once, so every task is safe to run twice: the lease on the
run decides who walks it, and the record decides where it resumes."""

from __future__ import annotations

import logging

from celery import shared_task
from django.conf import settings
from django.utils import timezone

from .agents import AgentUnavailable

log = logging.getLogger(__name__)


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=None, name="runs.walk_run")
def walk_run(self, run_id: int) -> str:
    from . import executor
    from .models import Run

    owner = f"{executor.worker_id()}:{self.request.id or 'inline'}"
    try:
        status = executor.walk(run_id, owner)
    except AgentUnavailable as exc:
        # The model is down; try again later. The attempts counter on the run bounds this.
        log.warning("run %s: model unavailable (%s); retrying", run_id, exc)
        Run.objects.filter(pk=run_id, status=Run.Status.RUNNING).update(status=Run.Status.QUEUED)
        raise self.retry(countdown=min(60, 5 * (self.request.retries + 1)))
    if status in (Run.Status.RUNNING,):
        # Someone else holds a live lease: check back when it would expire (a dead worker's lease runs out).
        run = Run.objects.filter(pk=run_id).first()
        wait = max(1, int((run.lease_expires_at - timezone.now()).total_seconds()) + 1) if run and run.lease_expires_at else settings.RUN_LEASE_SECONDS
        raise self.retry(countdown=wait)
    if status == Run.Status.QUEUED:
        walk_run.delay(run_id)  # the walk yielded (turn limit per walk); continue in a fresh task
    return status

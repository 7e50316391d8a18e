"""Celery tasks. Delivery is at-least-once, so every task is safe to run twice: the lease on the
run decides who walks it, and the record decides where it resumes."""

from __future__ import annotations

import logging
from datetime import timedelta

from celery import bootsteps, shared_task
from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.utils import timezone

from .agents import AgentUnavailable

log = logging.getLogger(__name__)


@shared_task(bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=None, name="runs.walk_run")
def walk_run(self, run_id: int) -> str:
    from .walk import walk
    from .walk.lease import worker_id
    from .models import Run

    owner = f"{worker_id()}:{self.request.id or 'inline'}"
    try:
        status = walk(run_id, owner)
    except AgentUnavailable as exc:
        # The model is down; try again later. The attempts counter on the run bounds this.
        log.warning("run %s: model unavailable (%s); retrying", run_id, exc)
        Run.objects.filter(pk=run_id, status=Run.Status.RUNNING).update(status=Run.Status.QUEUED)
        raise self.retry(countdown=min(60, 5 * (self.request.retries + 1)))
    except (OperationalError, InterfaceError) as exc:
        # The database went away mid-walk (a restart, a failover, a cut connection). The lease is this
        # task's own and the record is the truth, so the same task walks again as soon as the database
        # answers, instead of leaving the run until its lease lapses and a sweep notices. Celery's
        # Django fixup drops the broken connection after the task; the wait grows while it stays away.
        log.warning("run %s: the database went away (%s); walking again", run_id, exc)
        raise self.retry(countdown=min(30, 1 + self.request.retries))
    if status in (Run.Status.RUNNING,):
        # Someone else holds a live lease: check back when it would expire (a dead worker's lease runs out).
        run = Run.objects.filter(pk=run_id).first()
        wait = max(1, int((run.lease_expires_at - timezone.now()).total_seconds()) + 1) if run and run.lease_expires_at else settings.RUN_LEASE_SECONDS
        raise self.retry(countdown=wait)
    if status == Run.Status.QUEUED:
        walk_run.delay(run_id)  # the walk yielded (turn limit per walk); continue in a fresh task
    return status


def resume_stalled(*, limit: int = 200) -> list[int]:
    """Enqueue a walk for each run that should be moving and that nothing walks: queued or running,
    with no live lease, not saved for a lease length. Their message is gone or parked: a worker
    killed with its whole process group leaves its task unacknowledged in Redis until the visibility
    timeout (an hour by default), and a Redis restart without persistence drops every queued task.
    An extra walk_run is harmless (the lease and the record decide), a missing one leaves the run
    stuck. Each run found is touched, so other workers' sweeps leave it alone for a lease length."""
    from django.db.models import Q

    from .models import Run

    now = timezone.now()
    stalled = (Run.objects.filter(status__in=[Run.Status.QUEUED, Run.Status.RUNNING],
                                  updated_at__lt=now - timedelta(seconds=settings.RUN_LEASE_SECONDS))
               .filter(Q(lease_owner="") | Q(lease_expires_at__isnull=True) | Q(lease_expires_at__lt=now))
               .order_by("updated_at").values_list("pk", "updated_at")[:limit])
    resumed = []
    for pk, seen in stalled:
        if Run.objects.filter(pk=pk, updated_at=seen).update(updated_at=now):
            walk_run.delay(pk)
            resumed.append(pk)
    if resumed:
        log.warning("resumed stalled runs %s", resumed)
    return resumed


@shared_task(name="runs.resume_stalled_runs", ignore_result=True)
def resume_stalled_runs() -> list[int]:
    return resume_stalled()


class AskEvery(bootsteps.StartStopStep):
    """A consumer step that asks for `task()` every `seconds()`, while the worker is connected to the
    broker: it starts again with the consumer after a broker reconnect, and the task runs in a pool
    process (the parent process stays out of the database). Subclasses name the task and the period."""

    requires = {"celery.worker.consumer.tasks:Tasks"}

    def __init__(self, parent, **kwargs):
        super().__init__(parent, **kwargs)
        self.timer_entry = None

    def task(self):
        raise NotImplementedError

    def seconds(self) -> int:
        raise NotImplementedError

    def start(self, parent):
        every = max(1, self.seconds())
        self.timer_entry = parent.timer.call_repeatedly(every, self.ask, (every,), priority=10)

    def ask(self, every: int) -> None:
        try:
            self.task().apply_async(expires=every)
        except Exception as exc:  # the broker is away: the next tick tries again
            log.warning("could not ask for %s: %r", self.task().name, exc)

    def stop(self, parent):
        if self.timer_entry is not None:
            self.timer_entry.cancel()
            self.timer_entry = None


class ResumeStalledRuns(AskEvery):
    """Added to the Celery app's consumer steps by the app itself (supervisor.celery). Every worker,
    while it is connected to the broker, asks for a sweep every RUN_LEASE_SECONDS."""

    def task(self):
        return resume_stalled_runs

    def seconds(self) -> int:
        return settings.RUN_LEASE_SECONDS


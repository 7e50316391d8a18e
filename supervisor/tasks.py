"""Celery tasks of the dashboard: keeping the metrics page's totals folded (supervisor.tallies), the
deadline sweep on waits for people, and sending notifications."""

from __future__ import annotations

import logging

from celery import shared_task
from django.conf import settings

from runs.tasks import AskEvery
from supervisor.deadlines import check
from supervisor.notify import RETRY_BACKOFF_MAX_SECONDS, RETRY_BACKOFF_SECONDS, DeliveryFailed, deliver

log = logging.getLogger(__name__)


@shared_task(name="supervisor.fold_tallies", ignore_result=True)
def fold_tallies() -> int:
    from supervisor.tallies import fold

    return fold()


class FoldTallies(AskEvery):
    """Added to the Celery app's consumer steps (supervisor.celery): every worker asks for a fold every
    TALLY_FOLD_SECONDS, so a metrics page load recounts only the runs changed in the last minutes.
    Two folds at once are harmless: the second waits for the first's lock and finds little to do."""

    def task(self):
        return fold_tallies

    def seconds(self) -> int:
        return settings.TALLY_FOLD_SECONDS


@shared_task(acks_late=True, name="supervisor.counterfactual_set")
def counterfactual_set(run_ids: list[int], model: str, changes: dict, requested_by: int | None) -> int:
    """Walk each finished run again (an auditor's set from the dashboard); each result is kept.
    Safe twice: a second delivery adds a second result per run, which the list shows by time."""
    from django.contrib.auth import get_user_model

    from runs.counterfactual import CounterfactualError, run_counterfactual
    from runs.models import Run

    user = get_user_model().objects.filter(pk=requested_by).first() if requested_by else None
    done = 0
    for run in Run.objects.filter(pk__in=run_ids).order_by("pk"):
        try:
            run_counterfactual(run, model=model or run.model_name, changes=changes, requested_by=user)
            done += 1
        except CounterfactualError as exc:
            log.warning("counterfactual of run %s not walked: %s", run.pk, exc)
    return done
@shared_task(name="supervisor.check_wait_deadlines", ignore_result=True)
def check_wait_deadlines() -> int:
    """Asked for by Celery beat (CELERY_BEAT_SCHEDULE); safe to run any number of times at once."""
    return len(check(send=deliver_notification.delay))


@shared_task(bind=True, name="supervisor.deliver_notification", ignore_result=True, acks_late=True,
             autoretry_for=(DeliveryFailed,), retry_backoff=RETRY_BACKOFF_SECONDS, retry_backoff_max=RETRY_BACKOFF_MAX_SECONDS, retry_jitter=True,
             max_retries=settings.NOTIFY_MAX_RETRIES)
def deliver_notification(self, notification_id: int) -> str:
    """Send one notification; a failure worth retrying is retried by Celery with exponential backoff
    (5 s, 10 s, 20 s ... at most 10 min, jittered), NOTIFY_MAX_RETRIES times, then marked failed."""
    return deliver(notification_id, last_try=self.request.retries >= self.max_retries)

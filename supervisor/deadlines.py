"""The deadline sweep Celery beat asks for every WAIT_CHECK_SECONDS: each wait on people whose
deadline passed gets its breach recorded once (runs.waits) and its notifications written in the
same transaction, then sent after the commit (supervisor.notify, retried with backoff); a
notification whose delivery task was lost is sent again."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Callable

from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from runs import waits
from runs.models import WaitBreach
from supervisor import notify
from supervisor.models import Notification

# A notification never tried this long after it was written, or whose retry is this long overdue,
# lost its task (a broker restart, a worker that died between attempts): the sweep sends it again.
LOST_AFTER = timedelta(minutes=5)


def lost(now: datetime):
    """Pending notifications whose delivery task is gone: never tried, or a retry long past due."""
    return Notification.objects.filter(Q(attempts=0, created_at__lt=now - LOST_AFTER) | Q(attempts__gt=0, next_try_at__lt=now - LOST_AFTER),
                                       status=Notification.Status.PENDING).order_by("pk")


def check(*, send: Callable[[int], object], now: datetime | None = None) -> list[WaitBreach]:
    """Record every breach fallen due by `now` and hand each of its notifications' ids to `send`
    after the commit (supervisor.tasks passes its delivery task's `delay`); returns the new breaches."""
    now = now or timezone.now()
    recorded = []
    for wait, stage in waits.overdue(now):
        with transaction.atomic():
            breach = waits.record_breach(wait, stage)
            if breach is None:
                continue
            ids = [n.pk for n in notify.plan(breach)]
            transaction.on_commit(lambda ids=ids: [send(pk) for pk in ids])
        recorded.append(breach)
    for pk in lost(now).values_list("pk", flat=True)[:200]:
        send(pk)
    return recorded

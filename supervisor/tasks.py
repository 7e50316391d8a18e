"""Celery tasks of the dashboard: keeping the metrics page's totals folded (supervisor.tallies)."""

from __future__ import annotations

import logging

from celery import bootsteps, shared_task
from django.conf import settings

log = logging.getLogger(__name__)


@shared_task(name="supervisor.fold_tallies", ignore_result=True)
def fold_tallies() -> int:
    from supervisor.tallies import fold

    return fold()


class FoldTallies(bootsteps.StartStopStep):
    """Added to the Celery app's consumer steps (supervisor.celery): every worker asks for a fold every
    TALLY_FOLD_SECONDS, so a metrics page load recounts only the runs changed in the last minutes.
    Two folds at once are harmless: the second waits for the first's lock and finds little to do."""

    requires = {"celery.worker.consumer.tasks:Tasks"}

    def __init__(self, parent, **kwargs):
        super().__init__(parent, **kwargs)
        self.timer_entry = None

    def start(self, parent):
        every = max(1, settings.TALLY_FOLD_SECONDS)
        self.timer_entry = parent.timer.call_repeatedly(every, self.ask, (every,), priority=10)

    def ask(self, every: int) -> None:
        try:
            fold_tallies.apply_async(expires=every)
        except Exception as exc:  # the broker is away: the next tick tries again
            log.warning("could not ask for a metrics fold: %r", exc)

    def stop(self, parent):
        if self.timer_entry is not None:
            self.timer_entry.cancel()
            self.timer_entry = None

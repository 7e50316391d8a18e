"""Celery tasks of the dashboard: keeping the metrics page's totals folded (supervisor.tallies)."""

from __future__ import annotations

from celery import shared_task
from django.conf import settings

from runs.tasks import AskEvery


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

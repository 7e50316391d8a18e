"""Starting runs: the entry point shared by the web form, the API, commands and evals."""

from __future__ import annotations

from django.db import transaction

from . import record
from .models import Run, Ticket


@transaction.atomic
def run_start(*, ticket: Ticket, model_name: str = "", script: dict | None = None, actor: str = "system") -> Run:
    """Create a run for a ticket and enqueue its walk once the transaction commits."""
    from django.conf import settings

    from .tasks import walk_run

    run = Run.objects.create(ticket=ticket, model_name=model_name or settings.SUPERVISOR_MODEL, script=script)
    run = record.lock_run(run.pk)
    record.append(run, "run_created", {"ticket": ticket.ref, "model": run.model_name}, actor=actor)
    walk_run.delay_on_commit(run.pk)
    return run


def enqueue_walk(run: Run) -> None:
    from .tasks import walk_run

    walk_run.delay_on_commit(run.pk)

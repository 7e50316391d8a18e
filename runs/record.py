"""Appending to a run's history. Every write to the record goes through here.

Rule: call `append` inside a transaction that holds the run row (`lock_run`). The seq comes from
Run.next_seq under that lock; the unique (run, seq) constraint catches any writer that forgot.
"""

from __future__ import annotations

from django.db import transaction

from . import live
from .models import Run, RunEvent


def lock_run(run_id: int) -> Run:
    """The run row, locked until the transaction ends (a no-op lock on SQLite, which serialises writers)."""
    return Run.objects.select_for_update().select_related("ticket").get(pk=run_id)


def append(run: Run, kind: str, payload: dict | None = None, *, actor: str = "agent", phase: str | None = None, turn: int | None = None) -> RunEvent:
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("append() must run inside the transaction that locked the run")
    event = RunEvent.objects.create(
        run=run, seq=run.next_seq, turn=run.turn if turn is None else turn, phase=phase or run.phase,
        kind=kind, actor=actor, payload=payload or {},
    )
    run.next_seq += 1
    Run.objects.filter(pk=run.pk).update(next_seq=run.next_seq)
    live.announce_on_commit(run.pk, event.seq)
    return event

"""Appending to a run's history. Every write to the record goes through here.

Rule: call `append` inside a transaction that holds the run row (`lock_run`). The seq comes from
Run.next_seq under that lock; the unique (run, seq) constraint catches any writer that forgot.

Each event carries a digest chained from the one before it (Run.record_digest holds the head).
PostgreSQL refuses to change events; the chain shows when someone did anyway (a superuser with the
trigger off, a restored backup, SQLite), and `verify_chain` names the first event that no longer
matches. A replay checks it first.
"""

from __future__ import annotations

import hashlib
import json

from django.db import transaction

from . import live
from .models import Run, RunEvent


def lock_run(run_id: int) -> Run:
    """The run row, locked until the transaction ends (a no-op lock on SQLite, which serialises writers)."""
    return Run.objects.select_for_update().select_related("ticket").get(pk=run_id)


def append(run: Run, kind: str, payload: dict | None = None, *, actor: str = "agent", phase: str | None = None, turn: int | None = None) -> RunEvent:
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("append() must run inside the transaction that locked the run")
    event = RunEvent(run=run, seq=run.next_seq, turn=run.turn if turn is None else turn, phase=phase or run.phase,
                     kind=kind, actor=actor, payload=payload or {})
    event.digest = event_digest(run.record_digest, event)
    event.save(force_insert=True)
    run.next_seq += 1
    run.record_digest = event.digest
    Run.objects.filter(pk=run.pk).update(next_seq=run.next_seq, record_digest=run.record_digest)
    live.announce_on_commit(run.pk, event.seq)
    return event


def event_digest(previous: str, event: RunEvent) -> str:
    body = json.dumps([event.seq, event.turn, event.phase, event.kind, event.actor, event.payload],
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)
    return hashlib.sha256(f"{previous}|{body}".encode()).hexdigest()


def verify_chain(run: Run) -> int | None:
    """The seq of the first event whose digest no longer matches its content and the chain
    before it (or the head if the last events were removed), else None."""
    previous = ""
    last = None
    for event in run.events.order_by("seq").only("seq", "turn", "phase", "kind", "actor", "payload", "digest"):
        if event.digest != event_digest(previous, event):
            return event.seq
        previous, last = event.digest, event.seq
    if run.record_digest and run.record_digest != previous:
        return (last or 0) + 1
    return None

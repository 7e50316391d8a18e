"""Appending to a run's history. Every write to the record goes through here.

Rule: call `append` inside a transaction that holds the run row (`lock_run`). The seq comes from
Run.next_seq under that lock; the unique (run, seq) constraint catches any writer that forgot.

A turn writes in one round: the walk opens a batch on the run it locked (`batch`), `append` then
numbers and chains each event in memory, and `flush` inserts them in one statement before the
turn's single UPDATE of the run row and its commit. Outside a batch (people's verbs, replay's
copies) `append` writes at once, as before.

Each event carries a digest chained from the one before it (Run.record_digest holds the head).
PostgreSQL refuses to change events; the chain shows when someone did anyway (a superuser with the
trigger off, a restored backup, SQLite), and `verify_chain` names the first event that no longer
matches. A replay checks it first.
"""

from __future__ import annotations

import copy
import hashlib
import json

from django.db import transaction

from . import hot_reads, hot_writes, live
from .models import Run, RunEvent, Ticket


def lock_run(run_id: int, *, ticket: Ticket | None = None) -> Run:
    """The run row, locked until the transaction ends (a no-op lock on SQLite, which serialises writers).
    Its script (the scripted model's recorded answers, read only to ask that model, outside any lock)
    is left unread: read on first use if anything asks. `ticket`: the run's ticket, if the caller
    holds it already (a ticket is never changed once its runs walk): the row is then read alone."""
    if ticket is None:
        return hot_reads.locked_run_with_ticket(run_id)  # Run.objects.select_for_update().defer("script").select_related("ticket").get(pk=run_id), compiled once
    return with_ticket(hot_reads.locked_run_row(run_id), ticket)  # the same statement, compiled once


def lock_run_with(run_id: int, reads: tuple, *, ticket: Ticket | None = None) -> tuple[Run, list[list]]:
    """lock_run(run_id, ticket=ticket), and the rows of `reads` ((a hot read, its args) each) read
    under the lock, in one round trip on PostgreSQL (hot_reads.locked_together)."""
    run, rows = hot_reads.locked_run_and(run_id, *reads, ticket=ticket is None)
    return (run if ticket is None else with_ticket(run, ticket)), rows


def with_ticket(run: Run, ticket: Ticket) -> Run:
    """`run` with `ticket` as its ticket, read already, when it is the run's (else read on first use)."""
    if run.ticket_id == ticket.pk:
        Run.ticket.field.set_cached_value(run, ticket)
    return run


def append(run: Run, kind: str, payload: dict | None = None, *, actor: str = "agent", phase: str | None = None, turn: int | None = None) -> RunEvent:
    """The next event of the run's record. In a batch it is numbered and chained now and inserted
    at `flush` (its pk is None until then); outside one it is written at once."""
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("append() must run inside the transaction that locked the run")
    event = hot_writes.new_object(RunEvent, run=run, seq=run.next_seq, turn=run.turn if turn is None else turn, phase=phase or run.phase,
                                  kind=kind, actor=actor, payload=payload or {})  # RunEvent(...) without its per-field setattr
    event.digest, text = digest_and_payload_text(run.record_digest, event)
    run.next_seq += 1
    run.record_digest = event.digest
    pending = _batch(run)
    if pending is not None:
        # Inserted later: keep the payload as it is now, as its digest does (a payload may hold the
        # very dict the turn goes on changing, e.g. a decision the guard admits a moment later).
        event.payload = _copied(event.payload)
        hot_writes.json_made(event, "payload", text)  # its INSERT sends the text the digest was made of, not a second dump
        pending.events.append(event)
        pending.appended.append(event)
        return event
    event.save(force_insert=True)
    Run.objects.filter(pk=run.pk).update(next_seq=run.next_seq, record_digest=run.record_digest)
    live.announce_on_commit(run.pk, event.seq)
    return event


_ATOMS = frozenset((str, int, float, bool, type(None)))


def _copied(value):
    """A deep copy of a payload: its dicts and lists copied through, its strings, numbers, booleans
    and None kept (they cannot change), anything else deep-copied (copy.deepcopy walks every value
    of a JSON payload through its memo, several times slower)."""
    kind = type(value)
    if kind is dict:  # an atom is kept where it is met, not by a call of its own (most of a payload's values are atoms)
        return {key: item if type(item) in _ATOMS else _copied(item) for key, item in value.items()}
    if kind is list:
        return [item if type(item) in _ATOMS else _copied(item) for item in value]
    return value if kind in _ATOMS else copy.deepcopy(value)


class Batch:
    """The events a turn has appended and not yet inserted, and what waits for their ids."""

    def __init__(self, first_seq: int):
        self.first_seq = first_seq  # the run's next_seq when the batch was opened: what it appends is numbered from here
        self.events: list[RunEvent] = []  # not inserted yet
        self.appended: list[RunEvent] = []  # every event of the batch, inserted or not
        self.after: list = []  # callables run once the events have ids (rows that point at an event)
        self.once: set[str] = set()  # the names of the writes in `after` asked for once per flush


def _batch(run: Run) -> Batch | None:
    return getattr(run, "_record_batch", None)


def batch(run: Run) -> Run:
    """Open a batch on a run locked in the current transaction: its appends wait for `flush`."""
    if _batch(run) is None:
        run._record_batch = Batch(run.next_seq)
    return run


def batched(run: Run) -> bool:
    return _batch(run) is not None


def batch_began_at(run: Run) -> int | None:
    """The seq the open batch's first event has (or will have): every event of the run below it
    was written before the batch was opened. None outside a batch."""
    pending = _batch(run)
    return pending.first_seq if pending is not None else None


def after_flush(run: Run, write, *, once: str = "") -> None:
    """Run `write` once the batch's events have ids (at once outside a batch). A write named by
    `once` is asked for at most once per flush: one that reads the whole record after the insert
    (the ledger) need not run again for each event that asked for it."""
    pending = _batch(run)
    if pending is None:
        write()
    elif not once or once not in pending.once:
        pending.after.append(write)
        if once:
            pending.once.add(once)


def unflushed(run: Run) -> list[RunEvent]:
    """The events appended in the open batch and not yet inserted, in seq order."""
    pending = _batch(run)
    return list(pending.events) if pending is not None else []


def appended(run: Run) -> list[RunEvent]:
    """Every event appended in the open batch, inserted since or not, in seq order."""
    pending = _batch(run)
    return list(pending.appended) if pending is not None else []


def flush(run: Run, *, announce: bool = True, hold: bool = False) -> None:
    """Insert the batch's events in one statement (seq and digest already set, in order), then
    the writes that point at them; the batch stays open for what the turn appends next. The
    caller writes run.next_seq and run.record_digest with the run row (lease.save_run). Without
    `announce` the commit is not announced: a later commit of the same turn announces them.
    `hold`: the step's end (lease.save_run), whose writes after it point at the events by their
    seq, not their id (runs.walk.steps, runs.ledger): inside the step's ride_along the INSERT is held
    to go with the step's next statement (runs.updates_ride_along), and the events get their ids
    when it has run."""
    pending = _batch(run)
    if pending is None or not (pending.events or pending.after):
        return
    events, after = pending.events, pending.after
    pending.events, pending.after, pending.once = [], [], set()
    if events:
        if not (hold and hot_writes.hold_events_then_save_columns(events, run, [])):
            hot_writes.insert_events(events)  # RunEvent.objects.bulk_create(events), its statement compiled once
        if announce:
            live.announce_on_commit(run.pk, events[-1].seq)
    for write in after:
        write()


def only_events_waiting(run: Run) -> list[RunEvent]:
    """The open batch's events not yet inserted, when nothing else waits on the flush (no write
    points at them): the caller may insert them itself, with the run row (lease.save_run), and then
    says so with flushed. Else []."""
    pending = _batch(run)
    return list(pending.events) if pending is not None and pending.events and not pending.after else []


def flushed(run: Run, events: list[RunEvent], *, announce: bool = True) -> None:
    """`events`, the batch's (only_events_waiting), inserted by the caller: the batch goes on as
    after flush, and the commit is announced as flush announces it."""
    pending = _batch(run)
    if pending is None or pending.events != events or pending.after:
        raise RuntimeError("flushed() is told of exactly the events only_events_waiting() gave")
    pending.events, pending.once = [], set()
    if announce:
        live.announce_on_commit(run.pk, events[-1].seq)


def event_of(run: Run, seq: int) -> RunEvent | None:
    """The run's event with this seq, whether already inserted or still in the open batch (which
    is then flushed, so the event has an id to point at), or among those read already (know_events)."""
    waiting = next((e for e in unflushed(run) if e.seq == seq), None)
    if waiting is not None:
        flush(run)  # the insert gives the events their ids (PostgreSQL and SQLite alike)
        return waiting
    known = run.__dict__.get("_known_events", {}).get(seq)
    return known if known is not None else run.events.filter(seq=seq).first()


def know_events(run: Run, events: list[RunEvent]) -> None:
    """Events of the run read from the database already (by an earlier read of the same run): a
    recorded event never changes, so event_of need not read them again."""
    run.__dict__["_known_events"] = {e.seq: e for e in events if e.pk is not None and e.run_id == run.pk}


def event_digest(previous: str, event: RunEvent) -> str:
    return digest_and_payload_text(previous, event)[0]


def digest_and_payload_text(previous: str, event: RunEvent) -> tuple[str, str | None]:
    """The event's digest, and the JSON text of its payload it was made of (None if a value in it is no JSON
    value and was digested as its str): the body digested is json.dumps([seq, turn, phase, kind, actor, payload],
    sort_keys, compact, ensure_ascii off, default=str), made as its head and the payload's own text joined, which
    is the same text (a list's items are encoded one by one, joined by ","), so the payload's text can be kept
    for the event's INSERT (hot_writes.json_made) instead of dumping the payload again."""
    strays: list = []

    def stray(value):
        strays.append(value)
        return str(value)

    text = json.dumps(event.payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=stray)
    head = json.dumps([event.seq, event.turn, event.phase, event.kind, event.actor], sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      default=str)
    body = f"{head[:-1]},{text}]"
    return hashlib.sha256(f"{previous}|{body}".encode()).hexdigest(), (None if strays else text)


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

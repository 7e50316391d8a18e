"""Who walks a run: a lease taken with a conditional UPDATE, held by each step's row lock and
heartbeat, given back in the commit that leaves the run waiting or finished. Leases are between
processes, so they run on the wall clock, not the run's (runs.world)."""

from __future__ import annotations

import json
import os
import socket
from datetime import timedelta

from django.conf import settings
from django.db import transaction
from django.db.models import JSONField, Q
from django.utils import timezone

from .. import hot_reads, hot_writes, ledger, record
from ..models import Run, Ticket
from . import reads_ahead
from .context import interventions_read, interventions_read_with_lock


def worker_id() -> str:
    return f"{socket.gethostname()}:{os.getpid()}"


def take_lease(run_id: int, owner: str) -> bool:
    """Take the lease if nobody holds a live one. Conditional UPDATE: atomic on every database."""
    now = timezone.now()
    until = now + timedelta(seconds=settings.RUN_LEASE_SECONDS)
    return bool(Run.objects.filter(pk=run_id, status__in=[Run.Status.QUEUED, Run.Status.RUNNING]).filter(
        Q(lease_owner="") | Q(lease_expires_at__lt=now) | Q(lease_owner=owner)
    ).update(lease_owner=owner, lease_expires_at=until, status=Run.Status.RUNNING))


def claim_locked(run_id: int, owner: str) -> tuple[Run | None, bool]:
    """The walk's opening, in its caller's transaction: the run row locked (with its ticket, a batch
    open on it as locked_run opens one) and the lease taken in it if nobody holds a live one, as
    take_lease's conditional UPDATE decides. The lease is then written with the walk_started event
    and the attempts counter by save_run, in that transaction's one commit: the walk opens with one
    commit and one row lock instead of an UPDATE in autocommit (a commit of its own) before them.
    Returns (the run, taken); (None, False) if there is no such run; not taken: the run as it is
    (its status tells the caller why), nothing written."""
    try:
        run = record.lock_run(run_id)
    except Run.DoesNotExist:
        return None, False
    now = timezone.now()
    free = run.lease_owner in ("", owner) or (run.lease_expires_at is not None and run.lease_expires_at < now)
    if run.status not in (Run.Status.QUEUED, Run.Status.RUNNING) or not free:
        return run, False
    run._as_loaded = _columns(run)  # before the lease is taken: save_run writes it with the rest
    run.lease_owner, run.status = owner, Run.Status.RUNNING
    return record.batch(run), True


def claim(run_id: int, owner: str) -> Run | None:
    """Take the lease (take_lease) and read the run as it is then; None if someone else holds it."""
    return Run.objects.get(pk=run_id) if take_lease(run_id, owner) else None


def release(run_id: int, owner: str) -> None:
    Run.objects.filter(pk=run_id, lease_owner=owner).update(lease_owner="", lease_expires_at=None)


def heartbeat():
    """When a lease renewed now runs out."""
    return timezone.now() + timedelta(seconds=settings.RUN_LEASE_SECONDS)


class LeaseLost(Exception):
    pass


def locked_run(run_id: int, owner: str, *, ticket: Ticket | None = None, ledger_ahead: bool = False,
               interventions_after: int | None = None, guard_ahead: bool = False, shop_ahead: list | None = None) -> Run:
    """The run row, locked for this step, with a batch open on it (runs.record): the step's events
    are inserted together and the row written once, by save_run. `ticket`: the run's ticket, if
    the step holds it already (record.lock_run). `ledger_ahead`: the step will sync the ledger (its
    answer calls outside): the ledger's events and rows are read with the lock, in its round trip
    (ledger.read_with_lock), where that costs none of its own. `interventions_after`: the step checks
    people's pending interventions (a stop) and the run consumed that many when last seen: they are
    read with the lock too (context.interventions_read_with_lock), kept if the run still has. `guard_ahead`: the step
    is likely to pass decisions through the guard (the run decides): the guard's three reads go with the lock (hot_reads.guard_reads).
    `shop_ahead`: the shop reads of the answer's first read-only calls (reads_ahead.planned): read with the lock too."""
    if ledger_ahead and _reads_go_with_lock():
        run, (events, rows) = record.lock_run_with(run_id, ledger.reads_of(run_id), ticket=ticket)
        ledger.read_with_lock(run, events, rows)
    elif interventions_after is not None and _reads_go_with_lock():
        run, (found,) = record.lock_run_with(run_id, (interventions_read(run_id, interventions_after),), ticket=ticket)
        interventions_read_with_lock(run, interventions_after, found)
    elif (guard_ahead or shop_ahead) and _reads_go_with_lock():
        guard = hot_reads.guard_reads(run_id) if guard_ahead else ()
        run, rows = record.lock_run_with(run_id, (*guard, *reads_ahead.pairs_of(shop_ahead or [])), ticket=ticket)
        if guard:
            hot_reads.keep_guard_reads(run, rows[:len(guard)])
        if shop_ahead:
            reads_ahead.keep_read_with_lock(run, shop_ahead, rows[len(guard):])
    else:
        run = record.lock_run(run_id, ticket=ticket)
    if run.lease_owner != owner:
        raise LeaseLost(f"run {run_id} is leased by {run.lease_owner or 'nobody'}, not {owner}")
    run._as_loaded = _columns(run)
    return record.batch(run)


def _reads_go_with_lock() -> bool:
    """Whether reads sent with the step's row lock cost no round trip of their own (hot_reads.locked_together:
    PostgreSQL); elsewhere each is read when the step asks, as before."""
    return hot_reads.one_query(transaction.get_connection())


# Columns the walk never changes: not compared, never written by save_run (the script can be large).
_FIXED = {"id", "ticket_id", "model_name", "script", "created_at", "updated_at"}
_COMPARED = [f for f in Run._meta.concrete_fields if f.attname not in _FIXED]


def _snapshot(value, plain: set | None = None, name: str = ""):
    """What a column's value is compared by: a JSON column by its JSON text (a dict the step goes on
    changing in place cannot change it, and making it is much cheaper than a deep copy), any other
    by its value (immutable: strings, numbers, datetimes). `plain`: gets `name` when the text holds
    no value that is not JSON (then it is the column's JSON as it is to be written: save_run sends it)."""
    strays: list = []

    def stray(item):
        strays.append(item)
        return str(item)

    text = json.dumps(value, sort_keys=True, separators=(",", ":"), default=stray)
    if plain is not None and not strays:
        plain.add(name)
    return text


# (attname, whether a JSON column) of each compared column, found once.
_COMPARED_NAMES = [(f.attname, isinstance(f, JSONField)) for f in _COMPARED]


def _columns(run: Run, plain: set | None = None) -> dict:
    values, columns = run.__dict__, {}
    for name, json_column in _COMPARED_NAMES:
        value = values[name] if name in values else getattr(run, name)  # a column left unread: loaded as getattr loads it
        columns[name] = _snapshot(value, plain, name) if json_column else value
    return columns


def changed_columns(run: Run, now: dict | None = None) -> list[str]:
    """The columns of a run locked by locked_run that the step has changed (by name, as save()'s
    update_fields). `now`: _columns(run), if made already."""
    loaded, now = run._as_loaded, now if now is not None else _columns(run)
    return [f.name for f in _COMPARED if now[f.attname] != loaded[f.attname]]


def save_run(run: Run, owner: str) -> None:
    """The end of a step: its events inserted in one statement, then the run row updated once, with
    only the columns the step changed (and updated_at, which the stalled-run sweep and the metrics'
    fold read). A running turn stopped at an external effect's request (the request commits before
    the shop acts) is announced by the commit that finishes it: one announcement per turn, and
    every commit that leaves the run waiting or finished is announced."""
    announce = run.status != Run.Status.RUNNING or "applying_turn" not in run.state
    # The batch's events alone, when nothing waits on their ids (no write points at them), else [] and flushed first.
    events = record.only_events_waiting(run) if hot_writes.sends_together() else []
    if not events:
        record.flush(run, announce=announce, hold=True)  # its INSERT held with the run row's UPDATE, where a ride_along is open
    _give_lease_or_keep(run)
    plain: set = set()
    now = _columns(run, plain)
    fields = changed_columns(run, now)
    if "state" in fields and "state" in plain:
        hot_writes.json_made(run, "state", now["state"])  # the row's UPDATE sends the state's text just made, not a second dump
    if (events or fields) and hot_writes.hold_events_then_save_columns(events, run, [*fields, "updated_at"] if fields else []):
        # held in the step's ride_along: sent with its next statement, or with its COMMIT (runs.updates_ride_along)
        if events:
            record.flushed(run, events, announce=announce)
    elif events and fields and hot_writes.insert_events_then_save_columns(events, run, [*fields, "updated_at"]):
        # inserted with the run row's UPDATE, sent together (one round trip on PostgreSQL)
        record.flushed(run, events, announce=announce)
    else:
        if events:
            record.flush(run, announce=announce)
        if fields:
            hot_writes.save_columns(run, [*fields, "updated_at"])  # run.save(update_fields=...), its statement compiled once
    if fields:
        run._as_loaded = now
    ledger.carry_on_commit(run)  # the ledger the run's last sync kept goes on past a commit that did not sync it


def _give_lease_or_keep(run: Run) -> None:
    if run.status == Run.Status.RUNNING:
        run.lease_expires_at = heartbeat()
    else:
        # Waiting or finished: give the lease back in the same commit, so no one ever sees a
        # waiting run that still looks held by a worker. A clean stop: the crash counter starts
        # again, in this commit too (after it, the run may already be the next walker's).
        run.lease_owner, run.lease_expires_at = "", None
        run.attempts = 0

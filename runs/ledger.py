"""The side-effect ledger: every external effect of a run (refund, return, collection, reply), folded
from its record, with its key, decision, approval, status and compensation.

The record is the truth; `fold_effects` reads a run's events and nothing else, so the ledger's rows
(runs.models.Effect) can be rebuilt from the record at any time (`sync_run`) and the evidence export
carries the same fold. A row is written when the walk records an effect's request and its result,
and when a person settles or compensates it (runs.people.actions).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.db import transaction

from django.db.models import Q
from django.utils import timezone

from . import hot_writes, record, updates_ride_along
from .hot_reads import HotRead, together
from .models import CompensationState, EffectStatus, RunStatus
from .tools import TOOLS

# Effect classes the ledger reports, from the tool and the request (a start_return is a return or a collection).
CLASS_OF_TOOL = {"issue_refund": "refund", "send_reply": "reply"}
# Which classes have an undo at all (runs.tools declares what it is); the shop says whether it still can.
COMPENSABLE_CLASSES = {"return", "collection"}
# Events of the record the ledger folds; people's events about an effect carry its key.
LEDGER_KINDS = ("effect_requested", "tool_result", "refund_approved", "guard_check", "run_failed", "effect_settled",
                "compensation_requested", "compensation_rejected", "compensation_started", "effect_compensated")


def effect_class(name: str, request: dict) -> str:
    return CLASS_OF_TOOL.get(name) or ("collection" if request.get("kind") == "collection" else "return")


def fold_effects(events) -> list[dict]:
    """The run's effects in the order they were requested, from its events (objects with seq, kind,
    actor, payload, created_at). Pure: no queries."""
    effects: dict[str, dict] = {}
    by_use: dict[str, str] = {}
    approvals: dict[str, dict] = {}  # decision ref -> the lead's approval
    standing: dict[str, int] = {}  # decision ref -> the standing approval that stood in for a lead (runs.standing)
    for e in events:
        p = e.payload
        if e.kind == "refund_approved":
            approvals[p.get("decision")] = {"approval": p.get("approval"), "by": e.actor, "seq": e.seq}
        elif e.kind == "guard_check":
            if p.get("standing_approval"):
                standing[p.get("decision")] = p["standing_approval"]["id"]
        elif e.kind == "effect_requested":
            request = p.get("request") or {}
            key = request.get("idempotency_key", "")
            by_use[p.get("tool_use_id", "")] = key
            name = p.get("name", "")
            previous = effects.get(key)
            if previous is not None:  # the same key asked again after a refusal: one effect, asked again
                previous["requested_seqs"].append(e.seq)
                previous["status"] = EffectStatus.REQUESTED
                continue
            effects[key] = {
                "key": key, "tool": name, "effect_class": effect_class(name, request), "decision": request.get("decision") or "",
                "amount_cents": request.get("amount_cents"), "source": request.get("source") or "", "order_ref": request.get("order_ref") or "",
                "sku": request.get("sku") or "", "approval": approvals.get(request.get("decision")),
                "standing_approval": standing.get(request.get("decision")),
                "status": EffectStatus.REQUESTED, "requested_seq": e.seq, "requested_seqs": [e.seq], "requested_at": _at(e),
                "result_seq": None, "done_at": None, "result": None, "error": "",
                "compensation": TOOLS[name].compensation if name in TOOLS else "", "compensation_state": CompensationState.NONE,
                "compensation_approval": None, "compensated_by": "", "compensated_at": None, "compensation_seq": None,
                "settled_by": "", "settled_at": None, "note": "", "in_doubt_at_failure": False,
            }
        elif e.kind == "tool_result" and p.get("tool_use_id") in by_use:
            fx = effects[by_use[p["tool_use_id"]]]
            fx["result_seq"], fx["done_at"] = e.seq, _at(e)
            if p.get("ok"):
                fx["status"], fx["result"] = EffectStatus.DONE, p.get("result")
            else:
                fx["status"], fx["error"] = EffectStatus.REFUSED, p.get("error", "")
        elif e.kind == "run_failed":
            for item in p.get("effects_in_doubt") or []:
                if item.get("idempotency_key") in effects:
                    effects[item["idempotency_key"]]["in_doubt_at_failure"] = True
        elif p.get("key") in effects:
            fx = effects[p["key"]]
            if e.kind == "effect_settled":
                fx["status"] = EffectStatus.DONE if p.get("found") else EffectStatus.NOT_MADE
                fx["settled_by"], fx["settled_at"], fx["note"] = e.actor, _at(e), p.get("note", "")
                fx["result"] = p.get("shop") or fx["result"]
            elif e.kind == "compensation_requested":
                fx["compensation_state"], fx["compensation_approval"] = CompensationState.REQUESTED, p.get("approval")
            elif e.kind == "compensation_rejected":
                fx["compensation_state"] = CompensationState.REJECTED
            elif e.kind == "compensation_started":
                fx["compensation_state"] = CompensationState.STARTED
            elif e.kind == "effect_compensated":
                if p.get("ok"):
                    fx["status"], fx["compensation_state"] = EffectStatus.COMPENSATED, CompensationState.DONE
                    fx["compensated_by"], fx["compensated_at"], fx["compensation_seq"] = p.get("by", e.actor), _at(e), e.seq
                else:
                    fx["compensation_state"], fx["error"] = CompensationState.REFUSED, p.get("error", "")
    return list(effects.values())


def _at(e):
    at = getattr(e, "created_at", None)
    return at.isoformat() if at is not None and hasattr(at, "isoformat") else at


def in_doubt_q(now=None) -> Q:
    """Effect rows requested and not confirmed, whose run no worker holds a live lease on: nobody is
    about to record the shop's answer (a worker died after the request, or the run was given up)."""
    now = now or timezone.now()
    live = Q(run__status=RunStatus.RUNNING, run__lease_expires_at__gt=now)
    return Q(status=EffectStatus.REQUESTED) & ~live


def sync_run(run) -> None:
    """Write the run's Effect rows from its record (inside the transaction that appended to it):
    the ledger's events and its rows read once each, then only the rows that are new (one INSERT)
    or whose fields changed (an UPDATE of those fields). A walk that committed the ledger a moment
    ago and finds nothing appended since (its batch began at the seq that commit left) reads
    neither again: it folds what it knew then with this transaction's events (_last_synced)."""
    from .models import Effect

    known = _last_synced.get(run.pk)
    began = record.batch_began_at(run)
    at_lock = run.__dict__.pop("_ledger_at_lock", None)  # read with the step's lock (read_with_lock)
    if at_lock is not None and (known is None or known.next_seq != began):
        known = at_lock
    if known is not None and began is not None and known.next_seq == began:
        waiting = {id(e) for e in record.unflushed(run)}  # the rest are inserted, or held to go with the next statement (record.flush)
        events = [*known.events, *(e for e in record.appended(run) if e.kind in LEDGER_KINDS and id(e) not in waiting)]
        rows = dict(known.rows)
    else:
        # The ledger's events and its rows, in one round trip on PostgreSQL (the rows are wanted
        # whenever the record holds an effect, as it does when a call that asks for one syncs).
        events, found = together((ledger_events, (run.pk,)), (effect_rows, (run.pk,)))
        rows = {row.key: row for row in found}
    folded = fold_effects(events)
    if not folded:
        return
    new = []
    for fx in folded:
        fields = row_fields(fx)
        row = rows.get(fx["key"])
        if row is None:
            new.append(Effect(run=run, key=fx["key"], requested_at=datetime.fromisoformat(fx["requested_at"]), **fields))
            continue
        changed = {name: value for name, value in fields.items() if getattr(row, name) != value}
        if changed:
            updates_ride_along.update(Effect.objects.filter(pk=row.pk), **changed)  # .update(**changed), with the step's next statement
            for name, value in changed.items():
                setattr(row, name, value)
    if new:
        hot_writes.bulk_insert(Effect, new, may_ride=True)  # Effect.objects.bulk_create(new), compiled once; held with the step's next statement
        rows.update((row.key, row) for row in new)
    _remember_on_commit(run, events, rows)


def _ledger_events(run_id: int):
    from .models import RunEvent

    return RunEvent.objects.filter(run=run_id, kind__in=LEDGER_KINDS).order_by("seq").only("seq", "kind", "actor", "payload", "created_at")


def _effect_rows(run_id: int):
    from .models import Effect

    return Effect.objects.filter(run=run_id)


# sync_run's two reads, each compiled once (runs.hot_reads): the run's ledger events in seq order
# (only what fold_effects reads of them), and its Effect rows.
ledger_events = HotRead(_ledger_events)
effect_rows = HotRead(_effect_rows)


def reads_of(run_id: int) -> tuple:
    """sync_run's two reads of the run, as (hot read, args) pairs: its ledger events and its Effect rows."""
    return (ledger_events, (run_id,)), (effect_rows, (run_id,))


def known_at(run_id: int, next_seq: int) -> bool:
    """Whether the ledger the run's last sync kept is the one a step beginning at `next_seq` folds (no read)."""
    known = _last_synced.get(run_id)
    return known is not None and known.next_seq == next_seq


def read_with_lock(run, events: list, rows: list) -> None:
    """The ledger's events and rows as read right after the step's row lock (locked_run's `ledger_ahead`),
    before the step appends anything: what sync_run would read, less the events this step appends,
    which it folds from the step's batch as it does after a kept ledger (the rows change only in
    commits that append to the record, under the same lock). Kept on the locked run for the step's sync."""
    run.__dict__["_ledger_at_lock"] = _Synced(run.next_seq, events, {row.key: row for row in rows})


@dataclass(frozen=True)
class _Synced:
    next_seq: int  # the run's next_seq when the commit that wrote these rows ended
    events: list  # the run's ledger events below it, in seq order
    rows: dict  # key -> Effect, as that commit left them


# The ledger each run's last commit in this process left, by run id (a few: the runs walked of late).
_last_synced: dict[int, _Synced] = {}
_KEPT = 64


def _remember_on_commit(run, events: list, rows: dict) -> None:
    """Keep what this sync read and wrote for the run's next commit, once this one has committed
    with nothing appended after the sync (else nothing is kept: the next sync reads)."""
    _last_synced.pop(run.pk, None)
    at = run.next_seq

    def keep() -> None:
        if run.next_seq != at or any(row.pk is None for row in rows.values()):  # a row's INSERT held: its id came with the commit
            return
        _last_synced[run.pk] = _Synced(at, events, rows)
        while len(_last_synced) > _KEPT:
            _last_synced.pop(next(iter(_last_synced)))

    transaction.on_commit(keep)


def carry_on_commit(run) -> None:
    """At the end of a step that did not sync the ledger (lease.save_run): what the run's last sync kept
    is carried past this commit, with the ledger's events the step appended, when it was kept at the
    seq this step's batch began at (nothing appended by anyone in between). So a walk's later sync
    (the reply's request, turns after the last effect) folds what it knows, with no read, as the
    commit straight after a sync does. Kept only once the commit is made with nothing appended
    after this call; a sync in this transaction keeps its own (it dropped the old one)."""
    known = _last_synced.get(run.pk)
    began = record.batch_began_at(run)
    if known is None or began is None or known.next_seq != began or run.next_seq == began:
        return
    at = run.next_seq
    appended = [e for e in record.appended(run) if e.kind in LEDGER_KINDS]

    def keep() -> None:
        if run.next_seq != at or _last_synced.get(run.pk) is not known or any(e.pk is None for e in appended):
            return
        _last_synced[run.pk] = _Synced(at, [*known.events, *appended], known.rows)

    transaction.on_commit(keep)


def row_fields(fx: dict) -> dict:
    """An Effect row's fields (but its run, key and requested_at) from one folded effect."""
    return {
        "tool": fx["tool"], "effect_class": fx["effect_class"], "decision": fx["decision"], "amount_cents": fx["amount_cents"],
        "source": fx["source"], "order_ref": fx["order_ref"], "sku": fx["sku"], "status": fx["status"],
        "approval_id": (fx["approval"] or {}).get("approval"), "requested_seq": fx["requested_seq"], "result_seq": fx["result_seq"],
        "compensation": fx["compensation"], "compensation_state": fx["compensation_state"],
        "compensation_approval_id": fx["compensation_approval"], "compensated_by": fx["compensated_by"],
        "settled_by": fx["settled_by"], "note": fx["note"][:300], "error": fx["error"][:500],
        "done_at": datetime.fromisoformat(fx["done_at"]) if fx["done_at"] else None,
        # only when there is one: migration 0009 folds old records with this function, before the field exists
        **({"standing_approval_id": fx["standing_approval"]} if fx.get("standing_approval") else {}),
    }


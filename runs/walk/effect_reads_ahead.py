"""The shop's reads an external effect checks its room on, read ahead with the COMMIT that requests it (PostgreSQL).

Why: the demo shop's refund and return locked the order with the six reads of its room check, then
sent the INSERT with its COMMIT: two round trips an effect. The step that requests the effect knows
what it asks (the request, its order) before its COMMIT, which goes in one pipeline with the step's
last writes (runs.updates_ride_along): the shop's reads for it (DemoShop.effect_reads: the order's
rows, each with its version) go in that pipeline too, at no round trip of their own, and the effect
is then performed with them (perform_effect, through hot_reads.served_ahead), in one round trip when
the order's rows are still those versions (runs.shop.room_checked_ahead), else as before.

Why it is the same: these are reads of the shop, made under no lock of ours, and the shop writes on
them only if every row is still the version read (checked by the server, under the order's lock);
rows read for an effect that is not performed at once (waiting for a person, a step rolled back) are
at worst stale, and stale rows write nothing. Only inside a step's ride_along (else nothing is read:
never a round trip for this), where the shop declares the reads, and kept for RECENT_MOST effects at most.
"""

from __future__ import annotations

from contextlib import nullcontext

from django.db import DEFAULT_DB_ALIAS, connections

from .. import hot_reads, updates_ride_along

# {an effect's idempotency key: the rows read ahead for it, as hot_reads.served_ahead takes them}, taken by the effect
_KEPT: dict[str, dict] = {}
RECENT_MOST = 256


def hold(shop, name: str, request: dict) -> None:
    """Hold the reads the shop's effect `name` checks `request` on, to go with the step's COMMIT (kept for served)."""
    effect_reads = getattr(shop, "effect_reads", None)
    key = request.get("idempotency_key")
    connection = connections[DEFAULT_DB_ALIAS]
    if effect_reads is None or not isinstance(key, str) or not updates_ride_along.holding(connection):
        return
    wanted = effect_reads(name, request)
    if not wanted:
        return
    if len(_KEPT) >= RECENT_MOST:
        _KEPT.clear()
    rows = _KEPT[key] = {}
    for read, args in wanted:
        compiled, params = read.prepared(args)
        updates_ride_along.hold_write(connection, compiled.sql, params, _keeper(rows, (read, tuple(args)), compiled), sure=True)


def _keeper(rows: dict, key: tuple, compiled):
    return lambda cursor: rows.setdefault(key, []).append(compiled.built(cursor.fetchall()))


def served(request: dict):
    """While open, the shop's reads for `request` are answered with the rows read ahead for it (taken: once)."""
    key = request.get("idempotency_key") if isinstance(request, dict) else None
    rows = _KEPT.pop(key, None) if isinstance(key, str) else None
    return hot_reads.served_ahead(rows) if rows else nullcontext()

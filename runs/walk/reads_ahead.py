"""The shop reads an answer's read-only calls will make, read ahead together (PostgreSQL).

Why: an answer that looks up a few things at once (two policy searches, the seller's terms, the
carrier's scans) sent each call's reads in a round trip of its own, one after the other, though no
call's reads need another's answer. At the start of a segment (runs.walk.turn.apply_segment), the
reads of its read-only shop calls up to its first external effect are sent in one pipeline
(hot_reads.read_ahead), and each call is then answered with its own rows (hot_reads.served_ahead):
the same statements, fewer round trips. A step's writes held to go with its next statement then
go with its COMMIT instead.

Why it is the same: these are reads of the shop, which the step does not write (an effect is performed
between segments, outside the step's transaction, and no read is made ahead past one), under no lock
of ours; read a little earlier in the same step, they give what the calls could have read had the
step run a moment sooner. Each call gets only the rows read for it (the same statement, the same
arguments: a call whose order was pinned in between reads afresh), and a call that is not made
(refused, or the run stopped waiting) leaves its rows unused. Only where the shop is the demo shop
(DemoShop.reads_of; a replay's or a counterfactual's shop answers from the record) and only when two
calls or more would read (one alone goes as before), or with the step's row lock, where the answer is known
before the lock (walker._record_answer_with_its_turn): its first segment's reads then go in the lock's query
(hot_reads.locked_together), read after the lock is held, and cost no round trip of their own.
"""

from __future__ import annotations

from django.db import connection

from .. import hot_reads
from ..tools import EXTERNAL_TOOLS
from .context import TurnContext

# The read-only tools whose shop reads are known ahead: {tool: (the shop method, whether it reads the pinned order)}.
_READ_CALLS = {"get_order": ("get_order", False), "get_seller_supplement": ("get_seller_supplement", True),
               "get_carrier_scan": ("get_carrier_scan", True), "search_policy": ("search_policy", False)}


def reads_ahead(ctx: TurnContext, blocks: list[dict], allowed: set[str]) -> dict[str, dict]:
    """{tool_use id: the rows read ahead for that call} for `blocks` (the segment's calls still to make, in
    order) up to the first external effect: those read with the step's lock (read_with_lock), else read
    now in one round trip when two calls or more read; {} where nothing is read ahead."""
    kept = ctx.run.__dict__.pop(KEPT, None)
    if kept is not None:
        return kept
    if not hot_reads._pipelines(connection):
        return {}
    wanted = planned(ctx.shop, blocks, allowed, ctx.run.order_ref)
    if len(wanted) < 2:
        return {}
    return _by_call(wanted, hot_reads.together(*pairs_of(wanted)))


def planned(shop, blocks: list[dict], allowed, order_ref: str) -> list[tuple[str, list]]:
    """[(tool_use id, the reads (hot read, args) that call makes of `shop`)] for the read-only calls of `blocks`
    up to the first external effect, with the run's pinned order `order_ref`; [] where the shop declares none."""
    reads_of = getattr(shop, "reads_of", None)
    if reads_of is None:
        return []
    wanted: list[tuple[str, list]] = []
    for block in blocks:
        name = block.get("name", "")
        if name in EXTERNAL_TOOLS:
            break  # what follows an effect is read after it
        if name not in _READ_CALLS or name not in allowed or not block.get("id"):
            continue
        method, by_pin = _READ_CALLS[name]
        ref = order_ref if by_pin else (block.get("input") or {}).get("order_ref")
        if by_pin and not ref:
            continue  # the call is refused before it reads
        reads = reads_of(method, ref)
        if reads:
            wanted.append((block["id"], reads))
    return wanted


def pairs_of(wanted: list[tuple[str, list]]) -> list:
    """Every read of `wanted`, in order, as together and locked_together take them."""
    return [pair for _, reads in wanted for pair in reads]


def keep_read_with_lock(run, wanted: list[tuple[str, list]], rows: list[list]) -> None:
    """Keep the rows of `wanted`'s reads, read with `run`'s row lock in its round trip (lease.locked_run's
    shop_ahead), for the step's first segment (reads_ahead): the answer is known before the lock, so its calls' reads
    can go with it, and a lookup alone then costs no round trip of its own either."""
    run.__dict__[KEPT] = _by_call(wanted, rows)


def _by_call(wanted: list[tuple[str, list]], rows: list[list]) -> dict[str, dict]:
    found = iter(rows)
    by_call: dict[str, dict] = {}
    for block_id, reads in wanted:
        ahead = by_call.setdefault(block_id, {})
        for read, args in reads:
            ahead.setdefault((read, tuple(args)), []).append(next(found))
    return by_call


# Where the run locked for a step keeps the rows read ahead with its lock until its segment takes them.
KEPT = "_shop_reads_ahead"

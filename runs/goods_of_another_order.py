"""A request about a second order of the customer's that names its goods but not its number: "Order SU-91001: the mug came
smashed, please refund it. Also the bath towels from my other order arrived with holes in them." A follow-up run took
only sentences naming the order's number (runs.follow_ups.asked_of), so the towels went to a person while a second order
named by its number got a run of its own, paid on its own record.

Here, when the run hands a subtask to a follow-up on another order, a request sentence that names no order number is
taken as naming that order when the shop's record ties its goods to it: the goods it names are lines of that order, of
none of the pinned order's lines, and of no line of any other order of the customer's (their own orders, searched by
their email). The follow-up then reads that sentence (and the remedy asked right after it) under its own order, with
every check it always has. Goods two of the customer's orders hold, or that the pinned order holds too, tie the
sentence to nothing: a person has it, as before. The order must still be the customer's own (runs.follow_ups.refusal).
"""

from __future__ import annotations

from dataclasses import replace

from .intents.reading import Reading
from .sentences import ORDER_IN_TEXT, normalise_ref
from .shop.backend import ShopError
from .ticket_lines import words_mentioned


def _names_goods_of(order: dict | None, text: str) -> bool:
    return bool(order) and any(words_mentioned(line, text) for line in order.get("lines", []))


# run.__dict__ key: {(email, zone): (the refs search_orders listed, {ref: the order as get_order shows it, or None})}
_ORDERS_READ = "_customers_orders_read"


def _customers_other_orders(run, shop, email: str, refs: set[str], zone: str, known: dict[str, dict]) -> list[dict]:
    """The customer's own orders other than `refs`, as the shop records them. Read once for the run object (the
    step's: a turn that hands several subtasks over asks the same), the orders not read yet all in one call where
    the shop reads several at once (DemoShop.get_orders: one round trip), else one get_order each. `known`: orders
    the caller has read already in `zone` (the one handed over), by their normalised ref: not read again."""
    read = run.__dict__.setdefault(_ORDERS_READ, {})
    if (email, zone) not in read:
        listed = shop.search_orders(customer_email=email, ticket_email=email, zone=zone).get("orders", [])
        read[(email, zone)] = ([row["order_ref"] for row in listed], {})
    listed, orders = read[(email, zone)]
    for ref in listed:
        if ref not in orders and normalise_ref(ref) in known:
            orders[ref] = known[normalise_ref(ref)]
    wanted = [ref for ref in listed if normalise_ref(ref) not in refs]
    missing = [ref for ref in dict.fromkeys(wanted) if ref not in orders]
    if missing:
        several = getattr(shop, "get_orders", None)
        found = several(missing, zone=zone) if several is not None else {ref: _order_or_none(shop, ref, zone) for ref in missing}
        orders.update({ref: found.get(ref) for ref in missing})
    return [orders[ref] for ref in wanted if orders[ref] is not None]


def _order_or_none(shop, ref: str, zone: str) -> dict | None:
    try:
        return shop.get_order(ref, zone=zone)
    except ShopError:
        return None


def goods_tied(reading: Reading, run, order_ref: str, order: dict | None, shop) -> set[int]:
    """The indices of the request sentences that name no order number but whose goods only `order` holds among the
    customer's orders (module doc). `order`: the shop's get_order of `order_ref` in the ticket's time zone."""
    pinned = (run.state or {}).get("order") or {}
    target, home = normalise_ref(order_ref), normalise_ref(run.order_ref or "")
    if not order or not pinned or not home or target == home:
        return set()
    candidates = [s for s in reading.sentences if s.role == "request" and not ORDER_IN_TEXT.search(s.text)
                  and normalise_ref(s.order) in ("", home) and not s.also and not s.kinds_by_order
                  and _names_goods_of(order, s.text) and not _names_goods_of(pinned, s.text)]
    if not candidates:
        return set()
    others = _customers_other_orders(run, shop, run.ticket.customer_email, {target, home}, run.ticket.time_zone, {target: order})
    return {s.index for s in candidates if not any(_names_goods_of(o, s.text) for o in others)}


def tied(reading: Reading, indices, order_ref: str) -> Reading:
    """`reading`, with the sentences at `indices` given order `order_ref`. The indices are kept with the hand-over's
    result, so a replay (whose shop answers only what was recorded) ties the same sentences without asking the shop."""
    if not indices:
        return reading
    sentences = [replace(s, order=order_ref, other_than="") if s.index in indices else s for s in reading.sentences]
    return Reading(sentences=sentences, removed=reading.removed, orders=reading.orders, corrected=reading.corrected)

"""A remedy told of another order, in the sentence after a claim: "Bath mat (SU-50008) has a hole, refund please. Your
towels (order SU-50108) had the same problem but I sewed them up, no need to do anything." The sewing and the "no need"
are the towels', on the order that sentence numbers; read as the next sentence settling the claim before it, the bath
mat's refund went to a person (pastorders41 V41-174, $21.60 held).

Only a next sentence that numbers orders and none of them the claim's own: one naming no order, or the claim's own
order, still settles the claim before it ("The chair wobbles. My husband fixed it, all good now.")."""

from __future__ import annotations

from ..sentences import normalise_ref


def next_told_of_other_orders(order: str, next_orders: list[str]) -> bool:
    """Whether the next sentence, numbering `next_orders`, tells only of orders other than `order` (the claim's)."""
    mine = normalise_ref(order or "")
    return bool(mine) and bool(next_orders) and mine not in {normalise_ref(o) for o in next_orders}

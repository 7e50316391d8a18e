"""A follow-up told of a charge taken twice sees the handing run's order beside its own, as a second order at the same total.

"my card got hit 2x for 52 dollars this month (SU-81010)" on a ticket whose field gives SU-81011: the first run hands the
charge to a follow-up on SU-81010, which shows one charge. A follow-up never pins another order (runs.walk.context
pin_order), so it could not look at SU-81011 and told the customer no charge was taken twice, while SU-81011 is the same
mugs at the same $52.00 three days later: the second charge the customer sees is a second order, a person's to ask about
(runs.sibling_orders.twin_of / twin_goal). The hand-over keeps the handing run's order (its goods, charges and number,
the customer's own: it was pinned through the owner check), and the follow-up weighs it as the twin; an order at another
total is no twin, and the follow-up reads its own record as before (tests/test_a_follow_up_reads_my_other_order_...).
"""

from __future__ import annotations


def beside(order: dict | None) -> dict:
    """What a follow-up keeps of the handing run's pinned order: enough to tell a twin ({} when none is pinned)."""
    if not order:
        return {}
    return {k: order[k] for k in ("order_ref", "placed_at", "lines", "charges") if k in order}


def handing_order(view) -> list[dict]:
    """The handing run's order a follow-up may weigh as the twin of its own ([] for any other run)."""
    kept = (view.get("handed_from") or {}).get("beside")
    return [kept] if kept else []

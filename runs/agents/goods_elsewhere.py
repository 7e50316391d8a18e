"""Goods the customer names that the pinned order holds only by a shared word, looked for on their other orders: "The
wool throw has a moth hole" on an order of a "Throw pillow cover" (runs.goods_phrases). The customer's orders are
searched for the goods by the customer's own phrase; when exactly one other order of theirs holds them, the claim is
that order's, a subtask a person closes with the order named. Otherwise it stays on the pinned order, whose lines it
names none of, so a person asks which goods they mean. Never the pinned order's line that only shares the word."""

from __future__ import annotations

from ..sentences import normalise_ref
from ..ticket_lines import goods_of_another_kind


def goods_on_other_orders(order: dict, reading, searches: list[dict]) -> tuple[str, list[tuple[str, str, str]]]:
    """(the phrase to search the customer's orders by, when one is still to be searched; [(the order, kind, sentence)]
    for the claims found on exactly one other order of theirs). `searches`: the search_orders results so far."""
    moved: list[tuple[str, str, str]] = []
    pinned = normalise_ref(order.get("order_ref", ""))
    for kind, said, goods in goods_of_another_kind(order, reading):
        found = [r for r in searches if (r.get("input") or {}).get("text") == goods]
        if not found:
            return goods, []
        others = [o["order_ref"] for o in found[-1]["result"].get("orders", []) if normalise_ref(o["order_ref"]) != pinned]
        if len(others) == 1:
            # the goal names both orders: the claim was read on the pinned one, and a person sees why it is not settled there
            moved.append((f"{others[0]}, which holds the {goods} ({pinned} holds none)", kind, said))
    return "", moved

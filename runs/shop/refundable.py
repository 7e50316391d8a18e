"""How much an order can still refund for a kind of case: a rule of the shop's money.

The guard reads it against the order as the run pinned it (deterministic, so replays agree), and
the shop enforces it again at the moment of paying, under a lock on the order row, against the
refunds that exist then: two runs about the same charge at the same time cannot both pay it.
"""

from __future__ import annotations


def refundable_cents(case_type: str, order: dict, refunded: list[dict]) -> int:
    """The most a decision of this case type can refund on this order, from its charges alone:
    a duplicate charge is every copy of a charge beyond the first, a late delivery its delivery fees,
    a non-delivery everything charged, an item problem the items and their tax. Less what was
    refunded for the same kind of case already (in this run or any other: a buyer who files the
    same duplicate charge twice is refunded once), and never more than the order's charges left."""
    charges = order.get("charges", [])
    by_kind = lambda *kinds: sum(c["amount_cents"] for c in charges if c["kind"] in kinds)  # noqa: E731
    if case_type == "duplicate_charge":
        seen: dict[tuple, int] = {}
        for c in charges:
            key = (c["kind"], c["amount_cents"], c["description"])
            seen[key] = seen.get(key, 0) + 1
        room = sum(key[1] * (n - 1) for key, n in seen.items() if n > 1)  # every copy beyond the first
    elif case_type == "late_delivery":
        room = by_kind("delivery")
    elif case_type == "non_delivery":
        room = by_kind("items", "delivery", "tax")
    else:
        room = by_kind("items", "tax")
    same_kind = sum(r["amount_cents"] for r in refunded if r.get("case_type") == case_type)
    everything = sum(r["amount_cents"] for r in refunded)
    return max(0, min(room - same_kind, by_kind("items", "delivery", "tax") - everything))

"""The lines a refund pays for when it names charges and no lines: a parcel that never came refunded "everything charged"
(items, delivery, tax) pays every line's goods.

A refusal naming the goods ("Please don't refund it, I really want the pillow - can you send another one out?") holds
the refund of the lines it names (runs.ticket_lines.forbids_decision). A decision naming no line was read as the
delivery fee or a copied charge, which a refusal of goods does not hold, so the whole order's refund of a lost parcel
was paid against the customer's words (refused42 R7-16, R9-03). A charge copied twice and a late fee are no goods'
refund: they are held only by a refusal naming the fee, as before."""

from __future__ import annotations

# kinds whose refund is a fee or a copy of a charge, never the goods' money
_FEE_KINDS = ("duplicate_charge", "late_delivery")


def lines_paid_by_charges(order: dict, decision: dict, kind: str) -> set[str]:
    """Every line of the order, when a decision of a goods kind names no line and pays an items charge (or names no
    charge, so may pay any); else none."""
    if kind in _FEE_KINDS or decision.get("lines") or decision.get("sku"):
        return set()
    named = {int(n) for n in decision.get("charges") or []}
    if named and not any(c.get("kind") == "items" for c in order.get("charges", []) if c.get("number") in named):
        return set()
    return {x["sku"] for x in order.get("lines", [])}

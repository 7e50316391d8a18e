"""Items money taken beyond what the order's lines cost, though no charge repeats another: "the cushion ... was billed two
times ($32.00 each)" on an order whose record shows $281.00 for its items and a separate $32.00 "Seat cushion" charge.
POL-BILL-001 refunds a copy (runs/policy_charges.copies: a repeat of an earlier charge); this one repeats none, so the
duplicate claim was deferred and the customer told "the order shows no charge taken twice, so there is nothing to
refund" against a record that shows $32.00 more taken than the goods cost (ver33c B33-26). Which charge is the extra is
a person's to judge; the customer is never told nothing was taken twice.

Near-misses keep the deferral: one items charge equal to the lines (verify33 E27: "billed two times for the same scarf"
on a record of one $28.00 charge), items split over several charges that add up to the lines, equal delivery fees one
per parcel."""

from __future__ import annotations


def items_beyond_cost(order: dict) -> int:
    """Cents the order's items charges come to above its lines' price x quantity (0 when none)."""
    lines = sum(int(x.get("unit_price_cents") or 0) * int(x.get("quantity") or 1) for x in order.get("lines", []))
    items = sum(int(c.get("amount_cents") or 0) for c in order.get("charges", []) if c.get("kind") == "items")
    return max(0, items - lines) if lines else 0

"""The order's charges as the policy reckons them (POL-BILL-001): a duplicate is money taken beyond what the order
cost, whatever the timing; the distinct charges; a line's refund worth (price and its tax share).
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Callable

from .local_days import local_day


def _day(value) -> date | None:
    """A day already of the shop's calendar (a promised-by date, a day a condition recorded)."""
    return local_day(value) if value else None


# A duplicate charge is money taken beyond what the order cost (POL-BILL-001), whatever the
# timing: a card retried three minutes later is still a copy, and two equal charges that each pay
# for something of their own (two $24.99 items captured apart, one $5.99 fee per parcel) are not.
# What the order cost, kind by kind: its lines' price x quantity for items; one delivery fee per
# parcel (one when nothing has shipped); one tax charge per items charge that is no copy.


def _charged_at(c: dict) -> datetime | None:
    when = c.get("charged_at")
    if isinstance(when, datetime):
        return when
    try:
        return datetime.fromisoformat(str(when).replace("Z", "+00:00")) if when else None
    except ValueError:
        return None


def draws_delivery(order: dict, decision: dict) -> bool:
    """Whether a decision pays back a delivery charge: one it names, or, naming none, possibly any."""
    named = {int(n) for n in decision.get("charges") or []}
    if not named:
        return True
    return any(c.get("kind") == "delivery" for c in order.get("charges", []) if c.get("number") in named)


def copies(order: dict) -> list[dict]:
    """The charges beyond what the order cost: each repeats an earlier charge (kind, description,
    amount) and, without it, the order's charges of that kind still pay for everything the order
    holds. The latest repeats are the copies (the first charge is the one the order owes)."""
    charges = list(order.get("charges", []))
    lines_cents = sum(int(x.get("unit_price_cents") or 0) * int(x.get("quantity") or 1) for x in order.get("lines", []))
    items = _beyond(charges, "items", lambda kept: sum(c["amount_cents"] for c in kept) >= lines_cents)
    paid_items = [c for c in charges if c["kind"] == "items" and not any(c is x for x in items)]
    parcels = max(1, len(order.get("shipments") or []))
    delivery = _beyond(charges, "delivery", lambda kept: len(kept) >= parcels)
    tax = _beyond(charges, "tax", lambda kept: len(kept) >= max(1, len(paid_items)))
    extra = items + delivery + tax
    return [c for c in charges if any(c is x for x in extra)]


def _when_key(c: dict) -> float:
    when = _charged_at(c)
    return when.timestamp() if when else float("-inf")


def _beyond(charges: list[dict], kind: str, still_paid: Callable[[list[dict]], bool]) -> list[dict]:
    """The charges of `kind` that repeat an earlier one and that the order is still paid without,
    latest first (by time taken, then by the order they were recorded in)."""
    mine = [c for c in charges if c["kind"] == kind]
    taken = sorted(range(len(mine)), key=lambda i: (_when_key(mine[i]), i))
    kept, out = list(mine), []
    for n in reversed(range(len(taken))):
        c = mine[taken[n]]
        repeats = any((mine[j]["description"], mine[j]["amount_cents"]) == (c["description"], c["amount_cents"]) for j in taken[:n])
        rest = [k for k in kept if k is not c]
        if repeats and still_paid(rest):
            out.append(c)
            kept = rest
    return out


def distinct_charges(order: dict) -> list[dict]:
    extra = {id(c) for c in copies(order)}
    return [c for c in order.get("charges", []) if id(c) not in extra]


def line_cents(order: dict, sku: str, quantity: int | None = None) -> int:
    """A line's price x quantity and its share of the sales tax actually charged on the order
    (POL-DMG-002, POL-WRG-004, POL-COM-005): the tax charges pro rata over the taxable lines'
    value, rounded half up. Never a rate read from a charge's description: a line's share can
    never exceed what was charged, and a line marked tax-exempt (`tax_exempt`) gets none."""
    line = next((x for x in order.get("lines", []) if x["sku"] == sku), None)
    if line is None:
        return 0
    quantity = line.get("quantity", 1) if quantity is None else quantity
    total = line["unit_price_cents"] * quantity
    tax_charged = sum(c["amount_cents"] for c in distinct_charges(order) if c["kind"] == "tax")
    taxable = sum(x["unit_price_cents"] * x.get("quantity", 1) for x in order.get("lines", []) if not x.get("tax_exempt"))
    if not tax_charged or not taxable or line.get("tax_exempt"):
        return total
    tax = (Decimal(tax_charged) * total / taxable).quantize(Decimal(1), rounding=ROUND_HALF_UP)
    return total + int(tax)

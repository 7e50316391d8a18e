"""A damage claim on goods the record shows came in a parcel that was delivered, beside goods of a parcel that never
came: "The water bottle is dented and it leaks, refund please. And the rain jacket never came, tracking says the second
parcel is lost" on an order sent in two parcels, the bottle's delivered, the jacket's lost.

Where a ticket tells of damage and of a parcel that never arrived, the damage is usually the parcel's own story ("it
hasn't arrived and the tracking says damaged": one claim, the parcel never came). Not when the order's shipments list
their lines and every line the damage claim names is in a parcel delivered and in no parcel that was not: the record
proves those goods came, so the damage is a claim of its own (blind round ver24a V24-04, reworded). With no lines
listed on the shipments the record proves nothing, and the claim is read as before."""

from __future__ import annotations

from .intents import Reading
from .ticket_lines import lines_asked_about


def damaged_in_a_parcel_that_came(order: dict, reading: Reading) -> bool:
    """Whether every line the ticket's damage claims name is listed in a delivered shipment of `order`, and in none
    that was not delivered."""
    shipments = order.get("shipments") or []
    if len(shipments) < 2 or not all(s.get("lines") for s in shipments):
        return False
    named = {x["sku"] for x in lines_asked_about(order, reading, "damaged_item")[0]}
    came = {sku for s in shipments if s.get("delivered_at") for sku in s["lines"]}
    not_came = {sku for s in shipments if not s.get("delivered_at") for sku in s["lines"]}
    return bool(named) and bool(not_came) and named <= came and not named & not_came

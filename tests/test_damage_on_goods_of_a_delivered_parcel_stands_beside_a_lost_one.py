"""Damage told of goods the record shows came in a delivered parcel stands as a claim of its own beside a parcel that
never came: "The water bottle is dented and it leaks, refund please. And the rain jacket never came, tracking says the
second parcel is lost." on an order sent in two parcels (the bottle's delivered, the jacket's lost) claims the bottle's
damage and the jacket's loss. The damage was folded into the loss ("it hasn't arrived and the tracking says damaged":
one claim), and the plan was refused three times for leaving the bottle out (blind round ver24a V24-04, reworded).
Wording written for these tests.

Near-misses, read as before: shipments that list no lines (the record proves nothing), one shipment only, and damage
told of goods in the parcel that never came."""

import pytest

from runs.intents import read_ticket
from runs.split_parcels import damaged_in_a_parcel_that_came

LINES = [{"sku": "BTL", "description": "Insulated steel water bottle 750 ml", "quantity": 1, "unit_price_cents": 3200},
         {"sku": "JKT", "description": "Packable rain jacket, M", "quantity": 1, "unit_price_cents": 8900}]
CAME = {"tracking_number": "1", "status": "delivered", "delivered_at": "2026-11-26T14:20:00Z", "lines": ["BTL"]}
LOST = {"tracking_number": "2", "status": "lost", "delivered_at": None, "lines": ["JKT"]}


def _order(*shipments: dict) -> dict:
    return {"order_ref": "SU-70001", "lines": LINES, "shipments": list(shipments)}


@pytest.mark.parametrize("text", [
    "The water bottle is dented and it leaks, refund please. And the rain jacket never came, tracking says the second parcel is lost.",
    "bottle - big dent, leaks at the lid. refund it pls\njacket - never arrived, tracking says parcel lost.",
    "The jacket never showed up (tracking: lost). Also the bottle has a huge dent in it. Refund both please.",
    "My steel bottle is cracked at the lid. The rain jacket hasn't arrived and your tracking says the parcel was lost.",
    "Rain jacket: never delivered, parcel lost. Water bottle: dented. I'd like refunds for both.",
])
def test_the_bottle_came_in_the_delivered_parcel(text):
    assert damaged_in_a_parcel_that_came(_order(CAME, LOST), read_ticket(f"My order\n{text}", order_ref="SU-70001")), text


@pytest.mark.parametrize("order", [
    _order({**CAME, "lines": []}, {**LOST, "lines": []}),
    _order({**CAME, "lines": ["BTL", "JKT"]}),
    _order({**CAME, "lines": ["JKT"]}, {**LOST, "lines": ["BTL"]}),
    _order({**CAME, "lines": ["BTL"]}, {**LOST, "lines": ["BTL", "JKT"]}),
])
def test_near_misses_prove_nothing_came(order):
    text = "The water bottle is dented and it leaks, refund please. And the rain jacket never came, tracking says the second parcel is lost."
    assert not damaged_in_a_parcel_that_came(order, read_ticket(f"My order\n{text}", order_ref="SU-70001"))

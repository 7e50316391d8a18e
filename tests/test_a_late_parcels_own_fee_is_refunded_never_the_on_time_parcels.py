"""On an order with a delivery fee per parcel, a late delivery refunds the fee of the parcel that came
late, never the fee of the parcel that came on time, whichever is cheaper (POL-LATE-006).

The records tie a fee to its parcel when the fee's description and the parcel's carrier name the same
service ("Next-day delivery" and "Swiftpost Next-Day"), and the last fee to the last parcel. A fee they
cannot tie is paid by count, the smallest first, as before.
"""

from datetime import datetime, timezone

import pytest

from runs import policy_delivery_conditions, policy_evidence
from runs.fee_parcels import fee_parcels

NOW = datetime(2026, 11, 20, 10, 0, tzinfo=timezone.utc)


def _fee(number: int, description: str, cents: int) -> dict:
    return {"number": number, "kind": "delivery", "description": description, "amount_cents": cents, "charged_at": "2026-11-01T10:00:00+00:00"}


def _parcel(ref: str, carrier: str, promised: str, delivered: str, skus: list[str]) -> dict:
    return {"tracking_number": ref, "carrier": carrier, "status": "delivered", "promised_by": promised,
            "delivered_at": f"{delivered}T12:00:00+00:00", "lines": skus, "scans": []}


def _order(fees: list[dict], parcels: list[dict]) -> dict:
    return {"order_ref": "SU-60210",
            "lines": [{"sku": "RUG", "description": "Jute rug 160x230", "quantity": 1, "unit_price_cents": 12900},
                      {"sku": "CAM", "description": "Action camera", "quantity": 1, "unit_price_cents": 19900}],
            "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 32800, "charged_at": "2026-11-01T10:00:00+00:00"},
                        *fees], "shipments": parcels}


# the rug went by economy (cheap) and the camera next-day (dear); each case says which parcel was late
@pytest.mark.parametrize("economy,nextday,owed,not_owed", [
    (("Economy delivery", "Dunmore Freight Economy"), ("Next-day delivery", "Swiftpost Next-Day"), "nextday", "economy"),
    (("Standard shipping", "Hollis Parcel"), ("Express shipping", "Kite Express Couriers"), "nextday", "economy"),
    (("Standard shipping", "Hollis Parcel"), ("Priority delivery", "Orbit Priority Mail"), "economy", "nextday"),
])
def test_the_fee_of_the_late_parcel_is_owed_and_the_on_time_parcels_is_not(economy, nextday, owed, not_owed):
    late_rug = owed == "economy"
    parcels = [_parcel("RUG-1", economy[1], "2026-11-05", "2026-11-09" if late_rug else "2026-11-04", ["RUG"]),
               _parcel("CAM-1", nextday[1], "2026-11-03", "2026-11-03" if late_rug else "2026-11-06", ["CAM"])]
    ev = policy_evidence.Evidence(order=_order([_fee(2, economy[0], 499), _fee(3, nextday[0], 1499)], parcels), now=NOW)
    number = {"economy": 2, "nextday": 3}
    assert [c["number"] for c in policy_delivery_conditions.late_fees(ev)] == [number[owed]]
    assert policy_delivery_conditions.delivered_late(ev, {"charges": [number[owed]]}).holds is True
    wrong = policy_delivery_conditions.delivered_late(ev, {"charges": [number[not_owed]]})
    assert wrong.holds is False and "which came on time" in wrong.says and wrong.compared["fees_of_on_time_parcels"] == [number[not_owed]]


def test_fees_the_records_cannot_tie_are_still_paid_by_count_the_smallest_first():
    parcels = [_parcel("RUG-1", "Hollis Parcel", "2026-11-05", "2026-11-04", ["RUG"]),
               _parcel("CAM-1", "Hollis Parcel", "2026-11-03", "2026-11-06", ["CAM"])]
    ev = policy_evidence.Evidence(order=_order([_fee(2, "Delivery (parcel 1)", 899), _fee(3, "Delivery (parcel 2)", 599)], parcels), now=NOW)
    assert fee_parcels(policy_delivery_conditions.delivery_fees(ev), parcels) == {}
    assert [c["number"] for c in policy_delivery_conditions.late_fees(ev)] == [3]
    assert policy_delivery_conditions.delivered_late(ev, {"charges": [2]}).holds is True  # which one is not known: one fee for one late parcel
    assert policy_delivery_conditions.delivered_late(ev, {"charges": [2, 3]}).holds is False


def test_a_service_both_parcels_share_ties_no_fee():
    """Two express parcels and an express fee: the word names no one parcel (a near miss)."""
    parcels = [_parcel("A", "Kite Express", "2026-11-05", "2026-11-04", ["RUG"]), _parcel("B", "Kite Express", "2026-11-03", "2026-11-06", ["CAM"])]
    fees = [_fee(2, "Express delivery", 1299), _fee(3, "Standard delivery", 599)]
    assert fee_parcels(fees, parcels) == {}

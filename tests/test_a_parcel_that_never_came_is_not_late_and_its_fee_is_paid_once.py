"""A parcel that never came is no late delivery: "a week past the delivery date and tracking shows
an exception, then nothing" is a non-delivery claim, and the claim for an order none of whose
parcels came refunds everything charged, the delivery charge included (POL-NDL-003). No second
request to refund that charge may stand beside it, or a person following it pays the fee twice.
A lateness told with an arrival ("the lamp came 3 days late and the rug never did") still reads.
Wording written for these tests."""

from datetime import date, datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import offline_run, small_shop

UTC = timezone.utc


@pytest.mark.parametrize("text", [
    "It's been over a week past the delivery date and the tracking shows some exception in Reno and then nothing. I'd like my money back.",
    "ten days after the date you promised and still nothing on the doorstep, tracking says delivery exception. refund pls",
    "Where is my parcel? Two weeks past the promised day, and the courier's tracking has had no updates since the 3rd.",
])
def test_a_parcel_that_never_came_is_read_as_not_delivered_and_not_as_late(text):
    intents = read_ticket(text).intents
    assert "non_delivery" in intents
    assert "late_delivery" not in intents
    assert "damaged_item" not in intents, "a place name in the tracking is no damage"


@pytest.mark.parametrize("text", [
    "The lamp came 3 days late and the rug never arrived at all.",
    "Half the order arrived a week late; the other parcel has not arrived.",
])
def test_a_late_arrival_beside_a_lost_parcel_is_still_read_as_late(text):
    intents = read_ticket(text).intents
    assert "non_delivery" in intents and "late_delivery" in intents


@pytest.fixture
def lost_order(settings):
    maya, house = small_shop(settings)
    placed = datetime(2026, 11, 2, 9, tzinfo=UTC)
    order = shop.Order.objects.create(ref="SU-72701", customer=maya, seller=house, status="shipped", placed_at=placed)
    shop.LineItem.objects.create(order=order, sku="TBL-1", description="Side table", quantity=1, unit_price_cents=8900)
    shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=8900, charged_at=placed)
    shop.Charge.objects.create(order=order, kind="delivery", description="Delivery", amount_cents=599, charged_at=placed)
    parcel = shop.Shipment.objects.create(order=order, carrier="ParcelNet", tracking_number="PN-72701", status="in_transit",
                                          promised_by=date(2026, 11, 6))
    shop.CarrierScan.objects.create(shipment=parcel, scanned_at=datetime(2026, 11, 3, 8, tzinfo=UTC), code="picked_up", location="Depot")
    shop.CarrierScan.objects.create(shipment=parcel, scanned_at=datetime(2026, 11, 4, 8, tzinfo=UTC), code="exception", location="Hub")
    return order


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "It's been over a week past the delivery date and tracking shows an exception at the hub and then nothing. Money back please.",
    "The side table was due on the 6th. It never arrived and it's now ten days late. Please refund me.",
])
def test_offline_refunds_a_lost_order_once_and_asks_no_one_to_refund_its_fee_again(lost_order, body):
    run = offline_run(body, "SU-72701", subject="where is it")
    paid = list(Refund.objects.filter(order=lost_order).values_list("amount_cents", flat=True))
    assert sum(paid) == 8900 + 599 + _tax(lost_order)
    asked_again = [e.open_item for e in run.escalations.all() if "delivery" in e.open_item.lower()]
    assert not asked_again, asked_again


def _tax(order) -> int:
    return sum(order.charges.filter(kind="tax").values_list("amount_cents", flat=True))

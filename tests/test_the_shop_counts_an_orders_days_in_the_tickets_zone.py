"""The order a run pins counts its own days (the day it was placed, each earlier refund's day) in the
zone the guard counts "today" in: the ticket's `time_zone` when it names one, else the shop's
SHOP_TIME_ZONE. Otherwise a parcel never scanned idles from the shop's day of the placing while
"today" is the customer's, and a claim is judged a day short or a day long."""

from datetime import datetime, timezone

import pytest
from django.test import override_settings

from runs import policy_delivery_conditions, policy_evidence
from runs.shop import models as shop
from runs.shop.backend import DemoShop

LA = "America/Los_Angeles"
# 11:30 pm on 5 Nov in Los Angeles: already 6 Nov in UTC
PLACED = datetime(2026, 11, 6, 7, 30, tzinfo=timezone.utc)
REFUNDED = datetime(2026, 11, 8, 6, 15, tzinfo=timezone.utc)  # 10:15 pm on 7 Nov in Los Angeles


@pytest.fixture
def order(db):
    customer = shop.Customer.objects.create(ref="C-TZ-1", name="Rosa Vey", email="rosa.vey@example.net")
    seller = shop.Seller.objects.create(ref="SEL-TZ", name="Sundry", seller_type="first_party")
    made = shop.Order.objects.create(ref="SU-73105", customer=customer, seller=seller, status="shipped", placed_at=PLACED)
    shop.LineItem.objects.create(order=made, sku="KTL-3", description="Enamel kettle", quantity=1, unit_price_cents=5200)
    shop.Charge.objects.create(order=made, kind="items", description="Items", amount_cents=5200, charged_at=PLACED)
    shop.Shipment.objects.create(order=made, carrier="Kestrel Parcel", tracking_number="KP-73105", status="in_transit",
                                 promised_by=datetime(2026, 11, 9).date())
    refund = shop.Refund.objects.create(order=made, amount_cents=100, source="platform", reason="goodwill", case_type="late_delivery",
                                        idempotency_key="tz-test-refund-1")
    shop.Refund.objects.filter(pk=refund.pk).update(created_at=REFUNDED)
    return made


@override_settings(SHOP_TIME_ZONE="UTC")
def test_the_pinned_order_gives_its_days_in_the_tickets_zone_and_in_the_shops_without_one(order):
    in_la, in_shop = DemoShop().get_order("SU-73105", zone=LA), DemoShop().get_order("SU-73105")
    assert (in_la["placed_at"], in_la["refunds"][0]["date"]) == ("2026-11-05", "2026-11-07")
    assert (in_shop["placed_at"], in_shop["refunds"][0]["date"]) == ("2026-11-06", "2026-11-08")
    found = DemoShop().search_orders(customer_email="rosa.vey@example.net", ticket_email="rosa.vey@example.net", zone=LA)
    assert found["orders"][0]["placed_at"] == "2026-11-05"


@override_settings(SHOP_TIME_ZONE="UTC")
def test_a_parcel_never_scanned_idles_from_the_same_day_the_guard_counts_today_in(order):
    decision = {"case_type": "non_delivery", "action": "refund"}
    # 8 pm on 10 Nov in Los Angeles: five days after the placing there, the parcel counts as lost
    now = datetime(2026, 11, 11, 4, 0, tzinfo=timezone.utc)
    ev = policy_evidence.Evidence(order=DemoShop().get_order("SU-73105", zone=LA), now=now, zone=LA)
    assert policy_delivery_conditions.carrier_lost_it(ev, decision).holds
    # counted from the shop's UTC day of the placing (the 6th), the same moment is four days: still moving
    assert not policy_delivery_conditions.carrier_lost_it(policy_evidence.Evidence(order=DemoShop().get_order("SU-73105"), now=now, zone=LA), decision).holds
    # the near miss: a day earlier in Los Angeles, four days: still moving
    earlier = policy_evidence.Evidence(order=DemoShop().get_order("SU-73105", zone=LA), now=datetime(2026, 11, 10, 4, 0, tzinfo=timezone.utc), zone=LA)
    assert not policy_delivery_conditions.carrier_lost_it(earlier, decision).holds

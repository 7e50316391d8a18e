"""A lateness mistyped in a hurry ("3 days lat", "2 wks l8", "arrived lat", "a week lte") is read as late, and the
delivery fee it asks back is a late-delivery claim, not a request of no kind. "lat" elsewhere ("the lat pulldown bar",
"my lat grandmother's vase") is no lateness. Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

UTC = timezone.utc


@pytest.mark.parametrize("text", [
    "also my ordr was 3 days lat so i want teh shiping back to",
    "parcel came 2 wks l8, can i get the postage back",
    "the order arrived lat, pls refund delivery",
    "delivery was a week lte!!! i want the shipping fee refunded",
    "it turned up 4 days laet, refund the delivery charge please",
    "Came five days latte. I'd like the postage refunded.",
])
def test_a_mistyped_lateness_with_its_fee_asked_is_a_late_claim(text):
    reading = read_ticket(text)
    assert "late_delivery" in reading.intents
    assert "other" not in reading.intents


@pytest.mark.parametrize("text", [
    "the lat pulldown bar came bent",
    "my lat grandmother's vase arrived smashed",
    "The lat and long on the map print are wrong, can you refund it?",
])
def test_lat_not_after_a_time_or_an_arrival_is_no_lateness(text):
    assert "late_delivery" not in read_ticket(text).intents


@pytest.fixture
def late_lamp(settings):
    maya, house = small_shop(settings)
    more_policies("damaged_item", "late_delivery")
    return delivered_order("SU-71626", maya, house, [("LMP-2", "Glass desk lamp", 1, 4325)], delivery_cents=599,
                           delivered_at=datetime(2026, 11, 9, 14, tzinfo=UTC))


@pytest.mark.django_db
def test_offline_pays_the_damage_and_the_mistyped_late_fee(late_lamp):
    offline_run("teh lamp cam broke, the glas diffuser is craked. refnd pls. also my ordr was 3 days lat so i want teh shiping back to",
                "SU-71626", subject="lamp")
    assert sorted(r.amount_cents for r in Refund.objects.filter(order__ref="SU-71626")) == [599, 4325]

"""The whole order asked back for a late parcel ("As it was late I expect a full refund of the $112.79 order total.") is a
request of its own a person answers, beside the delivery fee the late delivery pays: never left unanswered. Near-misses:
the fee asked in full, the fee alone, a full refund set aside, a damaged line's own refund. Wording written for these
tests (runs/intents/whole_order_for_lateness.py)."""

import pytest

from runs.intents import read_ticket
from runs.models import Run
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

ASKED = [
    "My duvet cover arrived four days late, after my guests had already left. As it was late I expect a full refund of the $112.79 order total. I'll keep the cover.",
    "parcel was 5 days late!!! i want a full refund, this is ridiculous",
    "The delivery was a week late and it ruined the party. Please refund the whole order.",
    "It got here 3 days after the promised date. I think I deserve my money back for the entire order.",
    "The lamp came late - promised Monday, came Friday. Refund me for everything please.",
    "Arrived late. Expecting the order total of $84.50 back.",
]
NOT_ASKED = [
    "My parcel came 4 days late. Please give me a full refund of the delivery fee.",
    "The lamp arrived a week late. I want the delivery charge back.",
    "It came three days late. I'm not asking for a full refund, just the shipping cost back please.",
    "Delivery was late, can I have the full shipping cost refunded?",
    "The order was late, please refund the delivery fee.",
    # the goods never came: the lost parcel's claim pays everything, the fee with it
    "Tracking says exception and hasn't moved. The tent never showed up. Refund everything, the tent AND the $12.95 postage.",
]



@pytest.mark.parametrize("body", ASKED)
def test_the_whole_order_asked_for_lateness_is_a_request_for_a_person(body):
    reading = read_ticket(body, order_ref="SU-72931")
    assert "late_delivery" in reading.intents and "other" in reading.intents, [(s.text, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", NOT_ASKED)
def test_the_fee_asked_alone_or_in_full_asks_nothing_more(body):
    reading = read_ticket(body, order_ref="SU-72931")
    assert "other" not in reading.intents, [(s.text, s.kinds, s.why) for s in reading.sentences]


@pytest.fixture
def late_order(settings):
    from datetime import datetime, timezone
    maya, house = small_shop(settings)
    more_policies("late_delivery")
    return delivered_order("SU-72931", maya, house, [("DUVET-1", "Linen duvet cover", 1, 9900)], delivery_cents=695,
                           delivered_at=datetime(2026, 11, 10, 14, tzinfo=timezone.utc))


@pytest.mark.django_db
def test_offline_pays_the_fee_and_hands_the_rest_to_a_person(late_order):
    run = offline_run("My duvet cover arrived four days late. As it was late I expect a full refund of the order total. I'll keep the cover.",
                      "SU-72931", subject="late duvet cover")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-72931")] == [695]
    assert run.outcome != Run.Outcome.RESOLVED
    assert any("full refund of the order total" in e.open_item for e in run.escalations.all())

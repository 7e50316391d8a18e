"""Compensation, a goodwill gesture or a voucher turned down while the delivery fee is asked back ("I'm not after
compensation, only the fee back", "dont want a voucher or anything, the shipping fee is all i want") asks the late
delivery's fee: the claim is read as asked and paid when the policy allows it, never taken as the customer declining it.
The fee itself turned down ("I don't want the fee back, just the parcel") still declines it, and compensation turned
down with nothing asked still asks nothing."""

from datetime import UTC, datetime

import pytest

from runs.intents import read_ticket
from runs.intents.fee_over_compensation import compensation_beside_fee
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

pytestmark = pytest.mark.django_db


def _read(body: str, subject: str = "Late parcel"):
    return read_ticket(f"{subject}\n{body}")


def _shown(reading) -> list:
    return [(s.role, s.kinds, s.why, s.forbids, s.text) for s in reading.sentences]


FEE_ASKED = [
    "My order came 5 days after the promised date. I'm not after compensation, only the fee back.",
    "The parcel turned up a week late. Not looking for any goodwill gesture - just refund the delivery charge pls",
    "order was 4 days late. dont want a voucher or anything, the shipping fee is all i want",
    "Hi, it arrived on the 19th when you promised the 14th. I don't need any compensation, I'd just like the postage refunded.",
    "parcel was late AGAIN (promised monday, came friday). not asking for compensation, just the delivery fee back thx",
    "The delivery was three days late. No goodwill gesture needed - all I want is the shipping fee back.",
    "Came late by almost a week!! Im not after a voucher or compensation, only want my delivery charge refunded",
]


@pytest.mark.parametrize("body", FEE_ASKED)
def test_compensation_turned_down_beside_the_fee_asked_asks_the_late_fee(body):
    reading = _read(body)
    assert "late_delivery" in reading.intents, _shown(reading)
    asking = [s for s in reading.sentences if s.role in ("request", "attached")]
    assert not any("delivery_refund" in s.forbids or "refund" in s.forbids for s in reading.sentences), _shown(reading)
    assert asking, _shown(reading)


@pytest.mark.parametrize("body", [
    # the fee itself turned down: declined, whatever else is asked
    "My order came 5 days late. I don't want the fee back, just the parcel.",
    "It came a week late but honestly I'm not after the delivery fee back, just letting you know.",
    # compensation turned down with nothing asked: nothing to pay
    "The parcel came 5 days late. I'm not after compensation.",
    "Came 4 days late. I don't need any compensation.",
])
def test_the_fee_turned_down_or_nothing_asked_pays_no_fee(body):
    reading = _read(body)
    assert "late_delivery" not in reading.intents or any("delivery_refund" in s.forbids or "refund" in s.forbids
                                                         for s in reading.sentences), _shown(reading)


@pytest.mark.parametrize("text", [
    "I don't want the fee back, just the parcel.",
    "I'm not after compensation, just letting you know.",
    "Not looking for any goodwill gesture, the parcel itself is lovely.",
    "no voucher needed, and no need to refund the delivery fee either",
    "I don't want compensation or the postage back, only an apology.",
    "Just the delivery fee back please.",
])
def test_nothing_turned_down_beside_a_fee_asked_is_not_this_shape(text):
    assert compensation_beside_fee(text) == []


@pytest.mark.parametrize("text", [
    "I'm not after compensation, only the fee back.",
    "Not looking for any goodwill gesture - just refund the delivery charge pls",
    "dont want a voucher or anything, the shipping fee is all i want",
    "just the postage back please, I'm not looking for compensation",
    "No goodwill gesture needed - all I want is the shipping fee back.",
])
def test_money_beyond_the_fee_turned_down_beside_it_is_this_shape(text):
    assert compensation_beside_fee(text)


# --- end to end: the fee paid, or not ---------------------------------------------------------------------

@pytest.fixture
def late(settings):
    maya, house = small_shop(settings)
    more_policies("late_delivery")
    return lambda ref: delivered_order(ref, maya, house, [("RUG-1", "Jute rug", 1, 5400)], delivery_cents=695,
                                       delivered_at=datetime(2026, 11, 11, 14, tzinfo=UTC))


@pytest.mark.parametrize("body", [
    "SU-66101 came five days after the date you promised. I'm not after compensation, only the fee back.",
    "SU-66101 turned up late. dont want a voucher or anything, the shipping fee is all i want",
])
def test_offline_the_fee_asked_beside_compensation_turned_down_is_paid(late, body):
    late("SU-66101")
    offline_run(body, "SU-66101")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-66101")] == [695]


def test_offline_the_fee_itself_turned_down_is_not_paid(late):
    late("SU-66102")
    offline_run("SU-66102 came five days late. I don't want the fee back, just wanted to say the rug is lovely.", "SU-66102")
    assert not Refund.objects.filter(order__ref="SU-66102").exists()

"""Lateness told without a count of days is late delivery all the same: "The parcel was days late", "it turned up weeks
late", "arrived way past the promised date" were read as statements (or a problem of no known kind), and the delivery fee a
late parcel is owed was neither refunded nor named. The guard still checks the record's dates before any fee moves: a
parcel the record shows on time pays nothing, whatever the words. Near-misses: the customer's own lateness ("I was days
late sending the return"), days counted after the delivery with nothing late ("It took days longer than usual but came
fine"). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

LATE = [
    "The parcel was days late. Can I have the delivery fee back?",
    "hi my rug turned up days and days late!! refund the postage pls",
    "It arrived way past the promised date. I'd like the delivery charge refunded.",
    "Dear team, the order came weeks late and nobody told me why. Please refund what I paid for delivery.",
    "Kettle showed up well after the estimated delivery date you gave. Shipping fee back please.",
    "honestly it was ages overdue... want my shipping money back",
    "The lamp came long past the guaranteed date, so I expect the delivery cost refunded.",
]


def _kinds(text):
    return read_ticket("my order\n" + text).intents


@pytest.mark.parametrize("text", LATE)
def test_lateness_told_without_a_number_is_late_delivery(text):
    assert "late_delivery" in _kinds(text), read_ticket("my order\n" + text).as_payload()


@pytest.mark.parametrize("text", [
    "The parcel was days late.",
    "it turned up a week late",
    "arrived way past the promised date",
    "Order was weeks late, not impressed.",
])
def test_lateness_told_bare_is_still_late_delivery(text):
    assert _kinds(text) == ["late_delivery"], read_ticket("my order\n" + text).as_payload()


@pytest.mark.parametrize("text", [
    "I was days late sending the return back, sorry about that.",
    "We're weeks late paying the invoice, apologies.",
    "I was a few days late sending the return, sorry.",
    "It took days longer than usual but came fine, thanks.",
    "The lamp is great. I was days late replying to your email, sorry!",
])
def test_the_customers_own_lateness_or_a_wait_with_nothing_late_is_no_late_delivery(text):
    assert "late_delivery" not in _kinds(text), read_ticket("my order\n" + text).as_payload()


GOODS = [fc.line("RUG-1", "Jute rug", 8900)]


def _late(cid: str, body: str, on_time: bool) -> dict:
    fee = {"amount_cents": 599, "source": "platform", "lines": []}
    c = fc.case(cid, body, GOODS, intents=["late_delivery"],
                expected={"outcome": "escalated" if on_time else "resolved", "refunds": [] if on_time else [fee], "returns": [], "escalations": []})
    if not on_time:  # the record shows it came four days after the day promised (a fresh case's parcel comes the day before)
        c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(10)[:10]
    return c


@pytest.mark.django_db
def test_end_to_end_the_fee_is_refunded_where_the_record_shows_it_late_and_never_where_it_came_on_time(tmp_path):
    late = [_late(f"LATEW-{i}", body, on_time=False) for i, body in enumerate(LATE)]
    on_time = [_late(f"ONTIME-{i}", body, on_time=True) for i, body in enumerate(LATE[:3])]
    fc.assert_money_as_expected(tmp_path, late + on_time)

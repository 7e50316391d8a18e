"""The day due told by a pronoun for what gave it ("see your email below - it said the 3rd", "your own email below said
the 3rd") and the day it came in the next sentence is lateness told across two sentences: the fee asked back after
it is the late claim's remedy, never a fee asked beside broken goods for a person (blind round, a forwarded shipping
email). The record decides: the days told may be wrong. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.one_order_cases import one_order_case, walk

TOLD = [
    "See your own email below - it said the 3rd. It came on the 9th. Please refund the delivery charge.",
    "Look at the confirmation, it says the 12th. Parcel arrived on the 15th. Refund my shipping please.",
    "your email below said Monday. it only turned up on Thursday. can you refund the postage",
    "I checked the tracking and it said the 5th of June. It arrived on the 10th of June. I'd like the delivery fee refunded.",
    "The app showed the 20th.\nIt got here on the 24th.\nPlease refund the shipping charge.",
    "Your own email below stated the 8th. We got it on the 11th. Refund the delivery charge, please.",
]


@pytest.mark.parametrize("text", TOLD)
def test_the_day_told_by_it_then_the_arrival_is_lateness(text):
    reading = read_ticket(text)
    assert reading.intents == ["late_delivery"], reading.as_payload()


@pytest.mark.parametrize("text", [
    "See your email below - it said the 3rd. It came on the 3rd. Thanks, all good.",
    "It said the 9th on the email and it came on the 7th, early, lovely.",
])
def test_the_day_told_by_it_with_the_goods_on_time_is_no_late_claim(text):
    assert "late_delivery" not in read_ticket(text).intents, read_ticket(text).as_payload()


def test_the_fee_beside_damage_after_lateness_told_by_it_stays_the_late_claim():
    text = ("Hi, the email said it would be here by the 3rd - it said the 3rd. It came on the 9th. Please refund the delivery charge.\n\n"
            "Also 2 of the 4 glasses arrived cracked.")
    reading = read_ticket(text)
    assert set(reading.intents) == {"late_delivery", "damaged_item"}, reading.as_payload()


def _case(body: str, delivered_at: str) -> dict:
    case = one_order_case(body, lines=[("LMP-1", "Table lamp, brass", 1, 5600)], subject="Fwd: Your order is on its way",
                          intents=[("late_delivery", "Please refund the delivery charge")],
                          expected={"outcome": "resolved", "refunds": [], "escalations": []})
    case["world"]["orders"][0]["shipments"][0]["delivered_at"] = delivered_at  # promised by the 17th
    return case


@pytest.mark.django_db
def test_the_late_fee_is_refunded_when_the_record_proves_it_late():
    body = "Hi, see your own email below - it said the 17th. It came on the 20th. Please refund the delivery charge."
    result, paid, _ = walk(_case(body, "2026-11-20T14:00:00Z"))
    assert not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 499, result.differences


@pytest.mark.django_db
def test_the_record_not_the_days_told_decides():
    # the customer tells a day later than the record's: the parcel came on the 16th, inside its promise of the 17th
    body = "Hi, see your own email below - it said the 14th. It came on the 16th. Please refund the delivery charge."
    result, paid, _ = walk(_case(body, "2026-11-16T14:00:00Z"))
    assert not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 0, result.differences

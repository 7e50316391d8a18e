"""The delivery fee named as money and asked to come back ("the delivery money should come back to me", "the shipping
fee I should get back", "I should get the postage money back") is the late claim's remedy, and lateness told with the
day named without its article ("4 days after promise date", "a week past due date") is lateness. In a blind round both
went unread and the fee the record owed was dropped in silence. The record decides: a parcel that came inside its
promise has no fee back, however slow the customer calls it. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.one_order_cases import one_order_case, walk

ASKED = [
    "Also the parcel came 3 days after promised date, so the delivery money should come back to me.",
    "hi the box turned up a week past due date. i think the shipping money should come back to me",
    "My order was very late - the postage fee ought to be given back to us, please.",
    "It got here on the 19th though you promised the 17th. I should get the delivery money back, I think.",
    "Package arriving 2 days after expected date!! The shipping fee i should get back",
    "Delivery was days late. The money I paid for the delivery should be refunded.",
    "The courier was 5 days behind promised day and we ought to have back the delivery charge.",
]


@pytest.mark.parametrize("text", ASKED)
def test_the_fee_asked_to_come_back_is_the_late_claim(text):
    reading = read_ticket(text)
    assert reading.intents == ["late_delivery"], reading.as_payload()


@pytest.mark.parametrize("text", [
    # the fee told, nothing asked
    "I gave the delivery money to the driver at the door.",
    "The delivery money came back to me last week, thanks for sorting it.",
    # the delivery day itself, no lateness: "days after delivery date"
    "3 days after delivery date I noticed the handle is loose.",
    # the money for goods, not the fee
    "The money for the lamp should come back to me, it's the wrong colour.",
    # asked as a question of the rules, nothing claimed
    "Does the delivery money come back to me if I return something?",
])
def test_the_fee_told_or_other_money_is_no_late_claim(text):
    reading = read_ticket(text)
    assert "late_delivery" not in reading.intents, reading.as_payload()


def test_the_fee_beside_broken_goods_with_no_lateness_is_still_for_a_person():
    reading = read_ticket("The mug arrived chipped, please refund it. The delivery money should come back to me too.")
    assert "late_delivery" not in reading.intents, reading.as_payload()


def _case(body: str, delivered_at: str, refunds: list[dict]) -> dict:
    case = one_order_case(body, lines=[("LMP-1", "Table lamp, brass", 1, 5600)], subject="Delivery",
                          intents=[("late_delivery", "the delivery money should come back to me")],
                          expected={"outcome": "resolved", "refunds": refunds, "escalations": []})
    case["world"]["orders"][0]["shipments"][0]["delivered_at"] = delivered_at  # promised by the 17th
    return case


@pytest.mark.django_db
def test_the_late_fee_asked_to_come_back_is_refunded_once():
    body = "Good day. The lamp is nice but the packet was arriving 2 days after promise date, the delivery money should come back to me I think."
    result, paid, items = walk(_case(body, "2026-11-19T14:00:00Z", [{"amount_cents": 499, "source": "platform"}]))
    assert result.passed and not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 499 and items == []


@pytest.mark.django_db
def test_a_parcel_only_called_slow_that_came_inside_its_promise_has_no_fee_back():
    body = "Delivery was so slow, honestly. The delivery money should come back to me I think."
    result, paid, items = walk(_case(body, "2026-11-16T14:00:00Z", []))
    assert not (result.silent_drop or result.guard_violations or result.over_refund), result.differences
    assert paid == 0, result.differences

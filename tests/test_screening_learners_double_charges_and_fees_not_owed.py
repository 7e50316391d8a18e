"""Money taken twice in a learner's words is a duplicate charge; a delivery charge the customer says was
never owed (free shipping) is a charge for a person to look at, never a late delivery's fee."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    "SU-1\nhello, you take money for my order 2 time, please give back one.",
    "SU-1\nThey took the payment two times for the rug.",
    "SU-1\nyou charged my card 2 time!! why",
    "SU-1\nYour shop is taking my money double for one lamp, I want one back.",
])
def test_money_taken_twice_in_a_learners_words_is_a_duplicate_charge(text):
    assert "duplicate_charge" in read_ticket(text).intents


@pytest.mark.parametrize("text", [
    "SU-1\nMy mum takes the money side of things, she paid it once.",
    "SU-1\nThe courier took two days longer than said, no big deal.",
    "SU-1\nI bought 2 time-lapse cameras and one is cracked, please refund it.",
])
def test_a_payment_named_beside_two_is_no_double_charge(text):
    assert "duplicate_charge" not in read_ticket(text).intents


@pytest.mark.parametrize("text", [
    "SU-1\nThe mug came fine. Also the shop charged me delivery even though the site said orders over $50 ship free - "
    "I'd like that delivery charge refunded too.",
    "SU-1\nyou charged me postage but my order qualified for free shipping, can I have the postage back?",
    "SU-1\nDelivery should have been free on an order this size, please refund the $4.99 shipping.",
])
def test_a_delivery_charge_said_to_be_not_owed_goes_to_a_person(text):
    reading = read_ticket(text)
    assert "late_delivery" not in reading.intents and "other" in reading.intents


def test_a_late_delivery_with_free_shipping_named_still_asks_its_fee_back():
    text = "SU-1\nIt came 5 days late and I paid for express, even though it was free delivery week - refund the express fee please."
    assert "late_delivery" in read_ticket(text).intents

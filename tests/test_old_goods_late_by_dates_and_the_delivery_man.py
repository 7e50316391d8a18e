"""Three readings a ticket mostly of context got wrong: the customer's own old goods that broke (the
reason for the order) read as damage to what was bought, so the late fee asked was dropped; an arrival
told as one date against another ("came on the 14th instead of the 9th") not read as late; and "the
delivery man ... because of my back" read as the delivery fee asked back."""

import pytest

from runs.intents import read_ticket


def _asked(text: str) -> list[str]:
    return read_ticket(text, order_ref="SU-70001").intents


@pytest.mark.parametrize("text", [
    "Bought the stockpot for my gran - she'd been using the same pot since 1968 and it finally split. It came four days late though, "
    "could you refund the postage?",
    "My old kettle gave up the ghost and cracked, hence this order. Delivery was 3 days late so I'd like the shipping fee back.",
    "we've had our trusty toaster for twenty years and it finally burnt out!! the new one turned up late tho - refund the delivery pls",
])
def test_the_customers_old_goods_breaking_is_no_claim_and_the_fee_asked_stands(text):
    assert _asked(text) == ["late_delivery"], read_ticket(text).as_payload()


def test_the_ordered_goods_arriving_broken_beside_old_ones_is_still_a_claim():  # near miss
    text = "I'd had my old teapot for 15 years and it cracked, so I ordered yours - and yours arrived cracked too. Refund please."
    assert "damaged_item" in _asked(text)


@pytest.mark.parametrize("text", [
    "The rug came on the 14th instead of the 9th, so please refund the delivery fee.",
    "it arrived on the 3rd, not the 1st like the site said. shipping back please",
    "Parcel was delivered the 20th rather than the 16th - can I have the postage refunded?",
])
def test_an_arrival_date_set_against_the_promised_one_is_late(text):
    assert _asked(text) == ["late_delivery"], read_ticket(text).as_payload()


@pytest.mark.parametrize("text", [
    "The lamp arrived on the 10th, well wrapped, and the delivery man carried it up for me because of my back. But it's the wrong colour.",
    "Our courier driver was lovely and brought it round the back. The shade is the wrong colour though.",
    "The delivery guy left it at the back door. I was sent the blue one instead of the green one.",
])
def test_the_one_who_delivers_and_a_back_are_no_fee_asked(text):
    assert "late_delivery" not in _asked(text), read_ticket(text).as_payload()


def test_the_fee_asked_back_is_still_read():  # near miss
    assert _asked("It came a week late. Please put the delivery charge back on my card.") == ["late_delivery"]

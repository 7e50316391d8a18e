"""A hold that names the customer's new card ("Hold the refund until I confirm I've got my new card", V5-01) or tells the
old one cancelled ("my card has been cancelled and the new one arrives then", V1-14) holds the refund of the claim told
beside it. Read as the money asked onto another account, the hold was dropped and the refund paid back to the old card
(runs/refund_to_the_payment_made.still_held); read as "it was cancelled", the claim before it was taken as settled and
dropped (runs/intents/payment_card_gone_is_no_settling.py). Near-misses: money asked to another card with no hold is
paid back to the card the order was made with, as before; "the order was cancelled" and "my bank reversed it" still
settle. Wording written for these tests."""

import pytest

from runs.intents.settled import _settling
from tests import fresh_cases as fc


@pytest.mark.parametrize("text", [
    "my card has been cancelled and the new one arrives then",
    "My old bank card was blocked last week.",
    "our account's closed now",
    "my debit card got stolen so it's been cancelled",
    "the card was replaced",
    "My card expired.",
])
def test_a_card_told_gone_settles_nothing(text):
    assert _settling(text) is None, text


@pytest.mark.parametrize("text", [
    "my bank reversed it",
    "my card company refunded it",
    "the second charge was reversed",
])
def test_a_claim_settled_elsewhere_still_settles(text):
    assert _settling(text) is not None, text


@pytest.mark.django_db
def test_end_to_end_a_hold_naming_the_new_card_pays_nothing(tmp_path):
    goods = [fc.line("BSK-1", "Seagrass basket", 3400)]
    held = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "basket"}]}
    bodies = [
        "The seagrass basket's handle snapped off as I lifted it out of the box. Hold the refund until I confirm I've got my new card - "
        "should be next week, I'll email you.",
        "basket handle snapped. pls hold the refund till my new card comes",
        "The basket is split down one side. Please hold the refund until I get my new card, my old one was cancelled.",
        "Basket arrived broken. Hold off on the money until my new bank card is here please.",
        "The basket came crushed. I'd like a refund, but please don't process anything before the 20th of December - my card has "
        "been cancelled and the new one arrives then.",
        "The basket came crushed, the weave is torn. Please wait till I have my new card before you refund anything.",
    ]
    cases = [fc.case(f"NC-{n}", body, goods, intents=["damaged_item"], expected=held, ref=f"SU-7830{n}") for n, body in enumerate(bodies)]
    # the money asked to another card with no hold: paid back to the payment made, as before
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(goods, "BSK-1", 1), "BSK-1", 1)]}
    cases.append(fc.case("NC-PAID", "The basket's handle snapped off. Please refund it to my new card.", goods, intents=["damaged_item"],
                         expected=paid, ref="SU-78310"))
    fc.assert_money_as_expected(tmp_path, cases)

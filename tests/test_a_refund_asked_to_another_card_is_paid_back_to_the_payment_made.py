"""A refund asked paid to another card or account ("send the money to my other card ending 9910 instead of the one I
paid with") is paid back to the payment the order was made with, and the ask for the other account goes to a person
once, quoted (adv29 A29-24 held $37.80 and escalated the same sentence twice). When the ticket says the payment made can
no longer take it (cancelled, closed, stolen, expired), the refund still waits for a person. Wording written for these
tests."""

import pytest

from runs.refund_to_the_payment_made import asks_only_elsewhere, payment_made_unusable
from tests import fresh_cases as fc

ELSEWHERE = [
    "The serving board arrived with a split down the middle, please refund it. Please put the money on my other card ending 4471 instead of the one I paid with.",
    "Serving board came cracked. Could you refund it to my Visa ending 2210 rather than the Mastercard? thanks",
    "board arrived split in two!! refund to my debit card ending in 8803 instead pls",
    "Hi - the serving board is cracked along the grain. I'd like a refund, and can it go to my PayPal rather than the card?",
    "The serving board arrived damaged (big split). Kindly refund the amount to my new Amex no. 3019 instead.",
    "The serving board arrived split, please refund it. Could you send the money to my bank instead?",
]
UNUSABLE = [
    "The serving board arrived split. Refund it to my Visa ending 2210 instead, the old card was cancelled.",
    "Serving board came cracked. Please refund it to my PayPal rather than the card, the card's been stolen.",
    "board arrived split!! my old card is closed so refund to my debit card ending 8803 instead",
    "The serving board is split. Refund to my new card ending 4471 please, the one I paid with has expired.",
]


@pytest.mark.parametrize("body", ELSEWHERE)
def test_the_other_account_alone_holds_no_refund(body):
    sentences = [s.strip() for s in body.replace("!!", ".").split(".") if s.strip()]
    assert not payment_made_unusable(sentences)


@pytest.mark.parametrize("body", UNUSABLE)
def test_a_payment_told_unusable_still_holds_it(body):
    assert payment_made_unusable([body]) and not asks_only_elsewhere(body, [body])


@pytest.mark.django_db
def test_the_refund_goes_back_to_the_payment_made_and_the_card_to_a_person(tmp_path):
    board = [fc.line("BD-1", "Serving board", 3500)]
    paid = {"outcome": "partial", "refunds": [fc.refund(fc.cents(board, "BD-1", 1), "BD-1", 1)]}
    held = {"outcome": "escalated", "refunds": []}
    cases = [fc.case(f"PM-{i}", body, board, ref=f"SU-7120{i}", intents=["damaged_item", "other"], expected=paid)
             for i, body in enumerate(ELSEWHERE, start=1)]
    cases += [fc.case(f"PU-{i}", body, board, ref=f"SU-7130{i}", intents=["damaged_item", "other"], expected=held)
              for i, body in enumerate(UNUSABLE, start=1)]
    results = fc.run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0
    for c in cases:
        money = [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], money)

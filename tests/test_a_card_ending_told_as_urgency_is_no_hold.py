"""A refund asked at once with the card's end told as the reason ("refund it asap, after the 15th my card expires") is
urgency, the opposite of a hold: it was read as a refund not before a day (runs/intents/refund_not_before_a_date.py) and
the claim waited for a person. The day told as the end of the card or account, or the refund asked quickly, holds nothing;
a refund asked after a day, not before, still waits (mend47left). Wording written for these tests."""

import pytest

from runs.intents.money import holds_money
from tests import fresh_cases as fc

URGENT = [
    "refund it asap, after the 15th my card expires",
    "Please refund me quickly, my card expires after the 15th",
    "pls refnd fast bc after 15th my card is expired",
    "refund now please, from the 20th my account is closed",
    "i need refund before 15th, after 15th my card not work",
    "Can you get the refund through soon? After the 15th my Visa will be cancelled.",
    "could u process the money back right away, from the 1st my debit card wont work anymore",
    "Refund to my card please, after 15th this card expire so be quick",
]
# near-misses: the money asked after a day, not before, still waits
STILL_HELD = [
    "I would like a refund but please put it through after the 15th, not before",
    "refund me after friday pls",
    "refund after the 15th please, my old card expires on the 10th and the new one comes the 14th",
    "please don't process anything before the 20th - my card has been cancelled and the new one arrives then",
    "Could the reimbursement be issued no earlier than Monday the 14th? My old card stops working before then.",
]


@pytest.mark.parametrize("text", URGENT)
def test_the_cards_end_told_as_urgency_holds_nothing(text):
    assert not holds_money(text), text


@pytest.mark.parametrize("text", STILL_HELD)
def test_a_refund_not_before_a_day_is_still_held(text):
    assert holds_money(text), text


@pytest.mark.django_db
def test_end_to_end_the_urgent_claim_is_paid_once_and_the_held_one_waits(tmp_path):
    goods = [fc.line("MUG-3", "Stoneware mug", 1800)]
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(goods, "MUG-3", 1), "MUG-3", 1)]}
    held = {"outcome": "escalated", "refunds": []}
    cases = [fc.case(f"UR-{n}", f"The mug arrived cracked. {body}", goods, intents=["damaged_item"], expected=paid, ref=f"SU-7491{n}")
             for n, body in enumerate(URGENT[:6])]
    cases += [fc.case(f"UH-{n}", f"The mug arrived cracked. {body}", goods, intents=["damaged_item"], expected=held, ref=f"SU-7492{n}")
              for n, body in enumerate(STILL_HELD[:3])]
    fc.assert_settled_as_expected(tmp_path, cases)

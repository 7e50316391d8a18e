"""A dispute the customer took to a payment app or bank that was turned down ("I disputed it but PayPal rejected the
claim, so please refund me") is closed against them: nothing came back from it, so the claim is an ordinary one, paid
when it qualifies. "PayPal" there names the party that decided the dispute, never an account the money is asked to
(runs/intents/app_of_a_lost_dispute.py), and a dispute told opened and then turned down in the next sentence is no open
dispute (runs/intents/disputes_open.py). Near-misses still go to a person: a dispute open or won, and money asked to
the customer's PayPal. Wording written for these tests (mend47left)."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

LAMP = [fc.line("LMP-2", "Table lamp", 4200)]
CLAIM = "The table lamp arrived broken."
TURNED_DOWN = [
    "I disputed it but PayPal rejected the claim, so please refund me",
    "i opened a case with paypal and paypal said no, so can u refund",
    "i make dispute in paypal but they say no, please you refund me",
    "The PayPal dispute was closed in the sellers favour so please refund me.",
    "Paypal turned down my claim so can you sort the refund",
    "I raised a chargeback with my bank but they declined it, so I need you to refund me",
    "I opened a PayPal dispute. PayPal rejected it. Please refund me.",
    "went to paypal first, lost the case (they sided with the shop), so refund pls",
]
# near-misses: open, won, or the money asked to PayPal
STILL_A_PERSON = [
    "I have opened a dispute with PayPal, please refund me.",
    "I disputed it and PayPal sided with me, but please refund me as well",
    "My paypal claim was successful, please refund",
    "refund to my paypal pls",
    "PayPal rejected my claim, so please just refund it to my PayPal account",
]


@pytest.mark.parametrize("body", TURNED_DOWN)
def test_the_claim_is_read_and_nothing_else_asked(body):
    read = reading(f"{CLAIM} {body}", "lamp")
    assert read.intents == ["damaged_item"], shown(read)


@pytest.mark.parametrize("body", STILL_A_PERSON)
def test_a_dispute_open_or_won_or_money_asked_to_paypal_goes_to_a_person(body):
    read = reading(f"{CLAIM} {body}", "lamp")
    assert "other" in read.intents, shown(read)


@pytest.mark.django_db
def test_end_to_end_the_claim_is_paid_once_and_the_near_misses_are_not(tmp_path):
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(LAMP, "LMP-2", 1), "LMP-2", 1)]}
    held = {"outcome": "escalated", "refunds": []}
    cases = [fc.case(f"TD-{n}", f"{CLAIM} {body}", LAMP, intents=["damaged_item"], expected=paid, ref=f"SU-7501{n}")
             for n, body in enumerate(TURNED_DOWN)]
    cases += [fc.case(f"TP-{n}", f"{CLAIM} {body}", LAMP, intents=["other"], expected=held, ref=f"SU-7502{n}")
              for n, body in enumerate(STILL_A_PERSON[:3])]
    fc.assert_settled_as_expected(tmp_path, cases)

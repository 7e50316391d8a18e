"""The bank named as where the customer will turn ("or I go to my bank") is a threat, not where the money is asked
paid: the refund is not held for a person and the sentence is the claim's own remedy. Near-misses: the money asked into
the bank. Wording written for these tests (runs/intents/bank_threats.py)."""

import pytest

from runs.intents import read_ticket, refund_elsewhere

THREATS = [
    "Refund the extra payment today or I go to my bank.",
    "Give me back the double charge, otherwise I'm taking this to my bank.",
    "sort the duplicate out or im going straight to my bank",
    "If the second payment isn't refunded by Friday I will be complaining to my bank.",
    "Refund it now please, or I'll report you to my bank and dispute the charge.",
    "Put the second charge back or I'm heading to my bank first thing Monday.",
]


@pytest.mark.parametrize("sentence", THREATS)
def test_a_threat_names_no_payee(sentence):
    assert refund_elsewhere(sentence) == ""


@pytest.mark.parametrize("sentence", THREATS)
def test_a_threat_beside_a_double_charge_is_no_request_of_its_own(sentence):
    text = f"charged twice\nYou charged my card twice for order SU-5120, $64.00 two times. {sentence}"
    reading = read_ticket(text, order_ref="SU-5120")
    assert "duplicate_charge" in reading.intents
    assert not any("other" in s.kinds for s in reading.requests), [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


PAYEES = [
    ("Please send the refund to my bank account instead of the card.", "my bank"),
    ("Could the money go into my bank instead, the card is cancelled.", "my bank"),
    ("Refund it to my PayPal or I go to my bank.", "PayPal"),
]


@pytest.mark.parametrize("sentence, where", PAYEES)
def test_money_asked_into_the_bank_is_still_elsewhere(sentence, where):
    assert refund_elsewhere(sentence).lower() == where.lower()

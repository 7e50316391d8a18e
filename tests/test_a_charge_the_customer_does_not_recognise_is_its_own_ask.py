"""A charge the customer does not recognise, asked about beside a claim ("I'm not sure what this $12.40 charge is ...
please look into it"), is a request of its own, kind `other`, that a person answers: attached to the damage claim beside
it as that claim's remedy, the charge was never looked at (runs/intents/unknown_charges.py). Wording written for these
tests."""

import pytest

from runs.intents import read_ticket

CLAIM = "The lamp arrived with a dented shade, please refund it."


@pytest.mark.parametrize("asked", [
    "I'm not sure what this $12.40 charge on my card is, please look into it.",
    "There's also 12.40 on my statement I don't recognise, can you check?",
    "no idea what the $12.40 payment is for, pls explain",
    "Could you also tell me what this $12.40 charge is?",
    "I do not recognise a further debit of $12.40 and would be grateful if you could investigate.",
    "also theres a charge of 12.40 i cant account for ???",
    "What was the $12.40 for?",
])
def test_a_charge_not_recognised_is_asked_on_its_own(asked):
    reading = read_ticket(f"Lamp\n{CLAIM} {asked}", order_ref="SU-1")
    assert "damaged_item" in reading.intents and "other" in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert [s for s in reading.sentences if s.text.strip() in asked and s.role == "request" and s.kinds == ["other"]]


@pytest.mark.parametrize("told", [
    "Please refund the $45 I paid for it.",
    "I know what the $12.40 was, it was the delivery, which is fine.",
    "I paid $45.00 for it on the 3rd.",
])
def test_a_charge_told_or_asked_back_is_no_unknown_charge(told):
    reading = read_ticket(f"Lamp\n{CLAIM} {told}", order_ref="SU-1")
    assert reading.intents == ["damaged_item"], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]

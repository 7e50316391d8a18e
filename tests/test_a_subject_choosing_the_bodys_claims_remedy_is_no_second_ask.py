"""Screening: a subject line that chooses the remedy of the claim the body tells ("Desk lost - refund, not a resend")
asks that claim's money with its replacement declined, not a second remedy of no kind for a person: the subject is read
with the body's claim told below it, as a body sentence is with the claim told before it.

Near-misses that still go to a person: the same subject over a body telling no claim of goods (a change of mind, a
question), and a subject asking money in another shape. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("subject, body", [
    # terse
    ("Desk lost - refund, not a resend", "Your courier has now marked my desk as lost. I have bought one locally so please do not ship another."),
    # texting
    ("Kettle MIA - just refund, don't send another thanks", "my kettle never arrived, carrier lost it apparently"),
    ("lamp broke, dont send another just refund", "the lamp came in bits, the shade is snapped clean off"),
    # formal
    ("SU-42013 - please do not send a replacement, refund me", "Hello. The teapot lid came chipped."),
    # typos, no capitals
    ("sheets - no resend pls, just refund", "the sheets never came, courier lost them"),
    # non-native
    ("parcel never come - want money back not new parcel", "Hello, tracking say delivered but nothing come to my house."),
    ("Cracked vase - money back please, no replacement", "The vase arrived with a crack down the side."),
])
def test_a_subject_choosing_the_claims_refund_over_a_replacement_is_no_second_ask(subject, body):
    reading = read_ticket(f"{subject}\n{body}")
    assert "other" not in reading.intents, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]
    assert set(reading.intents) & {"damaged_item", "wrong_item", "non_delivery"}


@pytest.mark.parametrize("subject, body", [
    ("Refund, not a resend", "I changed my mind about the lamp, it is unused."),
    ("Refund not a replacement please", "Do you sell the blue one too?"),
])
def test_the_same_subject_over_no_goods_claim_still_goes_to_a_person(subject, body):
    assert "other" in read_ticket(f"{subject}\n{body}").intents

"""A charge the customer tells of not recognising, in a statement with no ask of its own ("I see a $5.99 charge I don't
recognise on my card from you."), is a request of kind `other` with its sentence quoted: before, the statement was read
as nothing, and the bare "What is it for?" after it went to a person without the charge named (verify33 G09). Near-misses
(a charge told and known, a charge asked back) are not read as one (runs/intents/unknown_charges.py). Wording written for
these tests."""

import pytest

from tests.readings import reading, said, shown

TOLD = [
    "I see a $5.99 charge I don't recognise on my card from you.",
    "there's a $12.40 on my card I don't recognise",
    "Noticed an unrecognised payment of 8.75 on my statement.",
    "My bank shows a £3.20 deduction that I cannot account for.",
    "I have no idea what the 19.99 debit from you was.",
    "Also there's a 7.50 fee on my statement I can't account for.",
    "We dont recognise the $4.00 transaction from your shop",
]
NOT_UNKNOWN = [
    "I know what the $12.40 was, it was the delivery, which is fine.",
    "I paid $45.00 for it on the 3rd.",
    "The $5.99 delivery charge is on my card as expected.",
]


@pytest.mark.parametrize("told", TOLD)
def test_a_charge_told_unrecognised_is_its_own_request(told):
    read = reading(told)
    asked = said(read, told)
    assert asked and asked[0].role == "request" and asked[0].kinds == ["other"], shown(read)


@pytest.mark.parametrize("told", TOLD[:4])
def test_beside_a_claim_it_stays_its_own(told):
    read = reading(f"The lamp arrived with a dented shade, please refund it. {told}")
    assert "damaged_item" in read.intents and said(read, told)[0].kinds == ["other"], shown(read)


def test_the_bare_question_after_it_goes_with_the_charge_named():
    read = reading("I see a $5.99 charge I don't recognise on my card from you. What is it for?", subject="charge SU-93009")
    quoted = [s.text for s in read.requests]
    assert any("$5.99" in t for t in quoted), shown(read)


@pytest.mark.parametrize("told", NOT_UNKNOWN)
def test_a_charge_told_and_known_is_no_request(told):
    read = reading(f"The lamp arrived with a dented shade, please refund it. {told}")
    assert read.intents == ["damaged_item"], shown(read)

"""A refund asked beside a damage claim, with the reason a new one is not wanted ("Refund please, I don't
want to risk a new one breaking too", "..., as I do not think I can face waiting for more to be sent"), asks
the claim's own remedy: it is attached to the claim, not a request of no kind handed to a person (V20A-01,
V20C-06 had quoted it to a person beside the refund, or instead of it). A reason clause that carries
another ask, or a refund asked with no claim it could be for, still goes to a person. Wording written for
these tests, not the blind testers' sentences."""

import pytest

from runs.intents.read import read_ticket

CLAIM = "The vase I ordered arrived with a big crack down the side."


def _read(claim: str, ask: str):
    reading = read_ticket(f"{claim} {ask}".strip())
    return next(s for s in reversed(reading.sentences) if ask.split()[0] in s.text)


@pytest.mark.parametrize("ask", [
    "Refund please, I don't want to risk a new one breaking too.",
    "I'd be grateful for my money back, as I couldn't face waiting for another to be sent.",
    "Could I have a refund instead, because I don't trust a second one to survive the post?",
    "Money back please; honestly I don't fancy going through this again.",
    "pls just refund it cos i cant wait for a replacement",
    "I would like a refund, as we do not want to wait for more to be sent.",
])
def test_a_refund_with_why_no_new_one_is_attached_to_the_claim(ask):
    s = _read(CLAIM, ask)
    assert (s.role, s.kinds) == ("attached", [])


def test_an_elderly_customers_long_ask_after_broken_glasses_is_attached():
    claim = ("When the parcel was opened we found two of the tumblers had shattered, the straw was full of glass. "
             "The jug is quite all right and so are the other four tumblers.")
    s = _read(claim, "We should be most grateful if you would refund us for the two that broke, as we do not think we can bear "
                     "to wait for more to be sent.")
    assert (s.role, s.kinds) == ("attached", [])


@pytest.mark.parametrize("claim, ask", [
    # another thing asked inside the reason's sentence: a person reads it
    (CLAIM, "Refund please, I don't want to wait, and the matching bowl was never sent either."),
    (CLAIM, "Refund please, I don't want another one but could you also send me the receipt and a voucher."),
    # no claim read that the refund could be the remedy of
    ("Hi there.", "Refund please, I don't want to risk a new one breaking too."),
])
def test_a_reason_clause_carrying_another_ask_or_beside_no_claim_still_goes_to_a_person(claim, ask):
    s = _read(claim, ask)
    assert s.role == "request" and "other" in s.kinds

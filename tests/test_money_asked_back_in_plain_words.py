"""The claim's money asked back in plain or learner's words ("Please can you give me back the money for this order, I don't
want wait more.") is that claim's remedy, attached to it, not a request of no kind for a person (ver24b V24B-04: the lost
parcel paid by carrier claim and a person asked besides). Near-misses stay requests for a person: money asked for
something no claim in the ticket is about. Wording written for these tests."""

import pytest

from runs.intents import read_ticket

LOST = "My order SU-1 never came, the tracking says the parcel is lost."
ASKS = [
    "Please can you give me back the money for this order, I don't want wait more.",
    "give me back my money please",
    "Could you give us our money back?",
    "Kindly give me back the money as soon as possible.",
    "pls just give me the money back",
    "I want you give back my money for this.",
    "Please give me back the cash I paid.",
]


@pytest.mark.parametrize("ask", ASKS)
def test_money_asked_back_beside_a_claim_is_its_remedy(ask):
    read = read_ticket(f"Order not come\n{LOST} {ask}", order_ref="SU-1")
    said = next(s for s in read.sentences if s.text.startswith(ask[:12]))
    assert said.role == "attached" and said.kinds == [], said
    assert read.intents == ["non_delivery"]


NEAR_MISSES = [
    # money asked for goods no claim is about: a person reads it
    "Please can you give me back the money for the garden chairs from last year too.",
    # a call asked beside the money: its own ask
    "Give me back the money and I want someone to call me today.",
]


@pytest.mark.parametrize("ask", NEAR_MISSES)
def test_money_asked_for_something_more_stays_a_request(ask):
    read = read_ticket(f"Order not come\n{LOST} {ask}", order_ref="SU-1")
    said = next(s for s in read.sentences if s.text.startswith(ask[:12]))
    assert said.is_request and "other" in said.kinds, said

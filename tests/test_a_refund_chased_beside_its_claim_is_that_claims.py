"""A refund chased in words naming no goods ("Your chat team promised a refund but nothing came, and my card shows
nothing back.") beside the sentence asking the refund of a claim ("Please refund the bowl.") is that claim's chase: it
went to a person as a request of kind `other` while the record paid the claim (held-back ver27a, V27-08;
runs/intents/unnamed_refund_chased.py). A chase with no claim beside it, a promise of something other than a refund,
and requests of no known kind still go to a person. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.unnamed_refund_chased import CHASE_OF_CLAIM_WHY

CLAIM = "The salad bowl arrived with a split running through the base."


def _reading(body: str):
    reading = read_ticket("Still waiting - SU-70001\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


CHASES = [
    "Your chat team promised a refund but nothing came, and my card shows nothing back. Please refund the bowl.",
    "Tom on your chat said a refund would be arranged, still nothing on my card. Please refund the bowl.",
    "i was promised a refund on monday and nothing has come through. refund the bowl please",
    "Please refund the bowl. I was told on the phone I'd get my money back and I have had nothing.",
    "Your colleague assured me I'd be refunded, nothing has appeared on my statement. Could you refund the bowl now?",
    "The chat agent promised me a refund, yet nothing came. I'd like the bowl refunded please.",
]


@pytest.mark.parametrize("chase", CHASES)
def test_a_chase_beside_the_claims_refund_is_that_claims(chase):
    for body in (f"{CLAIM} {chase}", f"{CLAIM}\n\n{chase}\n\nAlso the parcel came two days late so I'd like the delivery charge back."):
        reading, shown = _reading(body)
        assert "other" not in reading.intents and "damaged_item" in reading.intents, shown


def test_a_chase_with_one_claim_on_the_order_is_that_claims_without_an_ask_beside_it():
    reading, shown = _reading(f"{CLAIM} Your chat team promised a refund but nothing came, and my card shows nothing back.")
    assert reading.intents == ["damaged_item"], shown


@pytest.mark.parametrize("body", [
    # a voucher promised, a call promised: not the claim's refund chased
    f"{CLAIM} Your chat team promised me a voucher for the trouble but nothing came. Please refund the bowl.",
    f"{CLAIM} Your chat team promised to call me back and nobody ever did. Please refund the bowl.",
])
def test_a_promise_of_something_else_is_not_read_as_the_claims_chase(body):
    reading, shown = _reading(body)
    assert not any(s.why == CHASE_OF_CLAIM_WHY for s in reading.sentences), shown


@pytest.mark.parametrize("body", [
    # no claim at all: a person finds the promise
    "Your chat team promised a refund but nothing came, and my card shows nothing back.",
    # requests of no known kind stay a person's
    f"{CLAIM} Please refund the bowl. Can you change my address to 4 Elm Road?",
    f"{CLAIM} Please refund the bowl. Also please cancel my subscription.",
])
def test_near_misses_stay_with_a_person(body):
    reading, shown = _reading(body)
    assert "other" in reading.intents, shown

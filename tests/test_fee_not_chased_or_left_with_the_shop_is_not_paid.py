"""The late delivery's fee waived in other words: "I'm not chasing the shipping cost", "the postage can stay with you",
"we won't claim the delivery fee", "the shipping is yours to keep" (waivers round W1, W2: $5.99 paid against the
customer's word), read in runs/intents/fee_shrugged_off.py. Near-misses: the return postage waived only, the fee asked
after a turn. Wording written here."""

import pytest

from runs.intents.fee_shrugged_off import fee_shrugged_off

WAIVED = [
    "Arrived late - I'm not chasing the shipping cost.",
    "it came 3 days late but whatever, the postage can stay with you",
    "The parcel was late, we won't claim the delivery fee.",
    "Late again, but the shipping is yours to keep.",
    "Two days late. Honestly I'm not after the delivery fee.",
    "A day late - the delivery charge can stay with you guys.",
]
NOT_WAIVED = [
    "The return postage can stay with you.",  # the return's postage, not the fee
    "I'm not chasing the shipping cost normally, but this time I want it back.",  # asked after all
    "It was late and I want the delivery fee back.",
    "Can the postage stay with you?",
]


@pytest.mark.parametrize("text", WAIVED)
def test_the_fee_waived(text):
    assert fee_shrugged_off(text)


@pytest.mark.parametrize("text", NOT_WAIVED)
def test_the_fee_not_waived(text):
    assert not fee_shrugged_off(text)

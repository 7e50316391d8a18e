"""A generic ask to investigate or look into it, beside a claim, is that claim's own ask ("My parcel never arrived ... I
would be grateful if you could investigate."): no second request for a person (runs/intents/looked_into.py, read as a
bare ask by runs/intents/unread.py). Near-misses: an investigation of something the sentence names, and the same words
with no claim beside them, still go to a person. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.looked_into import only_looked_into

CLAIMS = [
    ("My parcel never arrived, tracking has not moved since the 3rd.", "non_delivery"),
    ("the rug still hasnt turned up and its been 3 weeks", "non_delivery"),
    ("The salad bowl came with a big crack along the base.", "damaged_item"),
]
ASKS = [
    "I would be grateful if you could investigate.",
    "Please investigate.",
    "pls investigate asap",
    "Would you mind investigating what happened?",
    "I'd appreciate an investigation.",
    "Can someone find out what happened to it?",
    "Kindly open an enquiry, thank you.",
    "We would be most grateful if you could look into this matter at your earliest convenience.",
    "Could you trace it please?",
]


@pytest.mark.parametrize("claim, kind", CLAIMS)
@pytest.mark.parametrize("ask", ASKS)
def test_an_investigation_asked_beside_a_claim_is_the_claims_own_ask(claim, kind, ask):
    read = read_ticket(f"Order SU-70412\n{claim}\n{ask}", order_ref="SU-70412")
    said = next(s for s in read.sentences if s.text == ask)
    assert not said.is_request and said.kinds == [], said
    assert read.intents == [kind], read.intents


NAMED = [
    "Please investigate why I was charged twice for it.",
    "Could you look into the courier who threw it over the fence?",
    "Please investigate my account for fraud.",
    "Can you check whether the blue one is in stock?",
]


@pytest.mark.parametrize("ask", NAMED)
def test_an_investigation_of_something_named_is_not_only_looked_into(ask):
    assert not only_looked_into(ask)
    read = read_ticket(f"Order SU-70412\n{CLAIMS[0][0]}\n{ask}", order_ref="SU-70412")
    said = next(s for s in read.sentences if s.text == ask)
    assert said.is_request, said


@pytest.mark.parametrize("ask", ["Please investigate.", "I would be grateful if you could investigate.", "pls investigate asap"])
def test_an_investigation_asked_beside_no_claim_goes_to_a_person(ask):
    read = read_ticket(f"Order SU-70412\nHello.\n{ask}", order_ref="SU-70412")
    said = next(s for s in read.sentences if s.text == ask)
    assert said.is_request and said.kinds == ["other"], said

"""A clause asking only that the matter be done ("please process it"), in the sentence of the claim it is about, asks
that claim's remedy: no second request for a person. Near-misses: a clause that names something of its own.
Wording written for these tests (runs/intents/bare_doing.py)."""

import pytest

from runs.intents import read_ticket

BARE = [
    "The teapot lid came cracked, please process it.",
    "the lamp shade arrived torn - kindly get it actioned asap",
    "My rug turned up with a burn mark on it, can you deal with it today please?",
    "The jug arrived smashed, could you take care of it quickly.",
    "Both plates were chipped when they came, please proceed with my claim.",
    "the kettle was dented on arrival so please sort it",
    "The mirror came shattered; please handle this matter.",
]


@pytest.mark.parametrize("sentence", BARE)
def test_a_bare_ask_beside_the_claim_is_the_claims_own(sentence):
    reading = read_ticket(f"order SU-6100\n{sentence}", order_ref="SU-6100")
    assert "damaged_item" in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert not any("other" in s.kinds for s in reading.requests), [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


NAMED = [
    "The teapot lid came cracked, please process my address change too.",
    "the lamp shade arrived torn - and please email me a VAT invoice",
    "The jug arrived smashed, could you also cancel my subscription.",
]


@pytest.mark.parametrize("sentence", NAMED)
def test_a_clause_naming_something_of_its_own_is_still_asked(sentence):
    reading = read_ticket(f"order SU-6100\n{sentence}", order_ref="SU-6100")
    assert any("other" in s.kinds for s in reading.requests), [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]

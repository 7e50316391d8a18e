"""A kind ask with a word between "would" and "be" ("I would also be grateful for a copy of the invoice", "we'd really
be grateful for a call back") is a request like the same ask without it. Held-back round ver26a (VER26A-29): "I would
also be grateful for a copy of the invoice sent to this email address." after a numbered list of claims was read as a
statement and dropped without a word. Wording written for these tests; the near-misses are the same words naming
nothing beyond the claim beside them, or keeping the goods."""

import pytest

from runs.intents import read_ticket

CLAIM = "The jug arrived with a crack down the side, please refund it.\n\n"

ASKS = [
    "I would also be grateful for a copy of the invoice sent to this email address.",
    "We'd also be most grateful for a VAT receipt for our accounts.",
    "I would also be grateful if you could update my phone number to 07700 900123.",
    "i would also be gratefull for a copy of the receipt pls",
    "I should also be obliged if you would send the invoice to our finance team.",
    "We would then be grateful if you could change the delivery address on file to 4 Mill Lane.",
    "I'd certainly be grateful for a copy of the order confirmation, mine went to spam.",
]


@pytest.mark.parametrize("text", ASKS)
def test_the_ask_is_a_request_of_its_own(text):
    reading = read_ticket("Order SU-1\n" + CLAIM + text)
    asked = [s for s in reading.sentences if s.text.startswith(text[:20])]
    assert asked and asked[0].role == "request", [(s.role, s.text) for s in reading.sentences]
    assert "other" in asked[0].kinds


NEAR_MISSES = [
    "I would also be grateful.",
    "Thanks, I'd really be grateful.",
    "I would also be happy to keep it as it is.",
]


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_kind_words_naming_nothing_more_ask_nothing_of_their_own(text):
    reading = read_ticket("Order SU-1\n" + CLAIM + text)
    assert "other" not in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]

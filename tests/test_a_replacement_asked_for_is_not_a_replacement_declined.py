"""A replacement asked for ("I want a replacement bowl", "I need a new one") is not a replacement declined:
the test of whether a unit word's clause is negated read the end of "want", "went" or "sent" as "n't", so a
customer who asked NOT to be refunded but to get a replacement was told that no replacement would be sent."""
import pytest

from runs.intents import read_ticket
from runs.intents.asks import _unit_negated


def replacement_forbidden(text: str) -> bool:
    return any("replacement" in s.forbids for s in read_ticket(text).sentences)


@pytest.mark.parametrize("text", [
    "The serving bowl arrived with a hairline crack. Please do NOT refund me - I want a replacement bowl, it's for a set.",
    "the vase came smashed. I dont want a refund, i want a replacement.",
    "Chipped mug. I went to the shop to check and I want a new one sent please.",
    "Cracked plate. No money back please - we want a replacement, it's part of a set",
    "The lamp base is broken; a refund is not what I'm after, I want another one.",
])
def test_a_replacement_asked_for_is_not_held(text):
    assert not replacement_forbidden(text)


@pytest.mark.parametrize("text", [
    "the lamp is broken. I don't want a replacement, just refund me",
    "Mug chipped. Please dont send another one, refund is fine",
    "The jug cracked. I do not want a new one sent, I'd rather have the money.",
    "Broken vase. We wouldnt want a replacement, thanks.",
    "Broken handle. I do not need a replacement, the refund will do.",
])
def test_a_replacement_declined_is_held(text):
    assert replacement_forbidden(text)


@pytest.mark.parametrize("text, negated", [
    ("I want a replacement", False), ("I went and asked for a replacement", False), ("they sent a replacement", False),
    ("I don't want a replacement", True), ("I dont want a replacement", True), ("I wouldnt want a replacement", True),
])
def test_only_a_negation_negates_the_unit_word(text, negated):
    at = text.index("replacement")
    assert _unit_negated(text, [(at, at + len("replacement"))]) is negated

"""Goods the customer says are fine and asks to send back are a change of mind asked, a question included ("nothing
wrong with them, I just don't like the fit, so can I send them back?"): saying they are fine is what makes it one, it
does not cancel it (a run read it as context and never started the return). Near-misses: goods called fine and kept,
or a return declined, ask nothing. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _kinds(text: str) -> list[str]:
    return [k for s in read_ticket(text).requests for k in s.kinds]


@pytest.mark.parametrize("text", [
    "And the shorts - nothing wrong with them, I just don't like the fit, so can I send them back?",
    "The lamp works perfectly, I just don't need it anymore. Can I return it?",
    "the jumper is fine tbh, just not my colour, could i send it back",
    "There is nothing the matter with the kettle, it simply is not what I wanted; I would like to return it please.",
    "Candles arrived perfect but I've changed my mind, how do I send them back?",
    "The rug is in perfect condition, I just don't want it now - can it go back?",
])
def test_goods_said_fine_and_asked_back_are_a_change_of_mind(text):
    assert "change_of_mind" in _kinds(text)


@pytest.mark.parametrize("text", [
    "The rug is fine, I'm keeping it.",
    "The jumper is fine, I don't want to return it.",
    "The shorts came in perfect condition, thanks so much.",
])
def test_goods_said_fine_and_kept_ask_no_return(text):
    assert "change_of_mind" not in _kinds(text)

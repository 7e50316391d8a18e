"""A return wished in spoken slang is a return asked (runs/intents/slang_wishes.py): "i wanna return the dress" was a
statement, and the change of mind it asks was dropped. Near-misses: words that only hold the slang's letters, a wish to
keep the goods, and slang that wishes nothing. Wording written for these tests."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.intents.slang_wishes import in_full_words
from tests.readings import shown

ASKED = [
    "i wanna return the dress",
    "I wanna return the dress, it's too long",
    "Hi! I wanna send the dress back pls",
    "wanna send back the lamp, its not for me",
    "gonna need to return these boots, they pinch",
    "Hiya, we wanna return the rug - colour is off for our room.",
    "I gotta send the rug back, too big for the hall",
]
NOT_ASKED = [
    "Savanna loved the dress",
    "my son is a wannabe chef and loves the pan",
    "gonna wear it to the wedding on saturday, cant wait",
]


@pytest.mark.parametrize("text", ASKED)
def test_a_return_wished_in_slang_is_asked(text):
    reading = read_ticket(f"Dress\n{text}", order_ref="SU-1")
    assert reading.intents == ["change_of_mind"], shown(reading)


@pytest.mark.parametrize("text", NOT_ASKED)
def test_near_misses_ask_nothing(text):
    reading = read_ticket(f"Dress\n{text}", order_ref="SU-1")
    assert reading.requests == [], shown(reading)


def test_the_slang_in_full_words():
    assert in_full_words("i wanna return it, gonna need a label, gotta go") == "i want to return it, going to need a label, have to go"
    assert in_full_words("Savanna and the wannabe") == "Savanna and the wannabe"

"""A customer weighing the money against goods, undecided ("Not sure yet if I want a refund or a new one, what are my
options?"), asks a question a person answers; they chose nothing, so the reply never tells them they asked for a
replacement, nor that they declined every remedy, and the claim's money waits for a person (runs/intents/money.py
remedies_weighed). V36-053's reply said both. Wording written for these tests. Near-misses keep their remedy: goods asked
instead of money, the money preferred, every remedy declined."""

from __future__ import annotations

import pytest

from runs.every_remedy_declined import declines_every_remedy
from runs.intents import read_ticket
from runs.intents.money import remedies_weighed
from runs.intents.read import WEIGHED_WHY

WEIGHED = [
    "Re SU-81057: is a chipped vase covered? mine has a small chip. Not sure yet if I want a refund or a new one, what are my options?",
    "The vase came chipped. I haven't decided whether I'd rather have a replacement or my money back - what can you offer?",
    "vase is chipped :( im torn between a refund and an exchange tbh",
    "The glass vase has a chip in the rim. Honestly on the fence about a new one vs a refund. Options?",
    "The vase arrived chipped. I don't know yet if I want a replacement or a refund, can someone explain what's possible?",
    "The vase arrived with a chip. In two minds: refund or a new one? What would you suggest?",
]
CHOSEN = [
    "The vase arrived chipped. Please send a new one, not a refund.",
    "The vase arrived chipped. I'm sure I want a refund, not a new one.",
    "The vase arrived chipped. I don't want a refund or a replacement, just tell me why this keeps happening.",
]


@pytest.mark.parametrize("text", WEIGHED)
def test_remedies_weighed_are_a_question_for_a_person(text):
    reading = read_ticket(text, order_ref="SU-81057")
    assert "damaged_item" in reading.intents
    weighed = [s for s in reading.sentences if s.why == WEIGHED_WHY]
    assert weighed and all(s.role == "request" and "other" in s.kinds for s in weighed), \
        [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert not any(declines_every_remedy(s.text) for s in reading.sentences)


@pytest.mark.parametrize("text", CHOSEN)
def test_a_remedy_chosen_is_not_weighed(text):
    assert not remedies_weighed(text)
    assert all(s.why != WEIGHED_WHY for s in read_ticket(text, order_ref="SU-81057").sentences)

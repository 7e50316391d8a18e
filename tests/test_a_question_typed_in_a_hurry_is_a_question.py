"""A question typed in a hurry, no mark and its question word misspelt, is a question (runs/intents/typed_questions.py,
runs.intents.doubt.WHEN_REMEDY_COMES): "hw long does the money take" was a statement and dropped. Read with or without
its mark alike. Near-misses: words that only look like a slip ("Wendy", "hwy") and a duration told, not asked. Wording
written for these tests."""

from __future__ import annotations

import pytest

from runs.intents.refund_time_asked import REFUND_TIME_ASKED_WHY
from runs.intents.typed_questions import question_words_set_right
from tests.readings import reading, shown

CLAIM = "The lamp arrived cracked, please refund it."
HURRIED = [
    "hw long does the money take",
    "hw long does the refund take to reach my card",
    "roughly hw long does the refund take to show on my card",
    "and hw soon does the refund come through",
    "hw long will the refund take??",
    "hw long does the refund take, roughly",
]
UNMARKED = [
    "when do i get my money back",
    "wen do i get my money back",
    "whn will the refund come",
    "how long does the money take",
    "hw long does the money take",
    "when will i get my refund",
]
NOT_ASKED = ["Wendy loved the scarf", "my brother said hw is the best", "it took two weeks last time, which was fine"]


def _reading(text: str):
    return reading(text, "Lamp", "SU-1")


@pytest.mark.parametrize("text", HURRIED)
def test_a_hurried_question_of_how_long_is_its_own_request(text):
    reading = _reading(f"{CLAIM} {text}")
    asked = [s for s in reading.sentences if s.text == text]
    assert asked and asked[0].role == "request" and asked[0].why == REFUND_TIME_ASKED_WHY, shown(reading)


@pytest.mark.parametrize("text", UNMARKED)
def test_a_question_reads_the_same_without_its_mark(text):
    bare, marked = _reading(text), _reading(text + "?")
    assert [(s.role, s.kinds, s.why) for s in bare.sentences] == [(s.role, s.kinds, s.why) for s in marked.sentences]
    assert bare.sentences[-1].role == "request" and bare.sentences[-1].why


@pytest.mark.parametrize("text", NOT_ASKED)
def test_near_misses_ask_nothing(text):
    assert _reading(text).requests == []


def test_question_words_set_right():
    assert question_words_set_right("hw long does it take") == "how long does it take"
    assert question_words_set_right("ok wen do i get it, Wendy asks") == "ok when do i get it, Wendy asks"
    assert question_words_set_right("the hwy was closed") == "the hwy was closed"

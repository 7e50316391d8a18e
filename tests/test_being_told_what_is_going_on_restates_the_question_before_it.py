"""An ask to send what was asked about or be told what is going on ("Where are the other two plates? Send them or just
tell me what is going on", "send them or at least give me an update", "Just tell me whats happening pls") restates the
question before it: one request, answered with it. "going on", "happening", "an update", "the status" were no words of
asking (runs/intents/asked_again.py), so the sentence was a second request of no known kind and a person was asked the
same thing twice. Wording written for these tests.

Near-misses: a sentence naming something new ("Also cancel my subscription.", "Refund the delivery fee while you're at
it.") stays a request of its own."""

import pytest

from runs.intents.asked_again import ASKED_AGAIN_WHY
from tests.readings import shown, told_after


QUESTION = "Where are the other two plates?"


@pytest.mark.parametrize("text", [
    "Send them or just tell me what is going on",
    "send them or at least give me an update",
    "Just tell me whats happening pls",
    "Please give me an update or send them asap.",
    "so send them or tell me what's going on",
    "pls send them on or just update me",
])
def test_it_restates_the_question(text):
    reading, said = told_after(QUESTION, text)
    assert said.role == "attached" and said.why == ASKED_AGAIN_WHY, shown(reading)
    assert len([s for s in reading.requests if s.role == "request"]) == 1, shown(reading)


@pytest.mark.parametrize("text", [
    "Also cancel my subscription.",
    "Refund the delivery fee while you're at it.",
    "And update my address to 4 Mill Lane please.",
])
def test_near_misses_ask_something_new(text):
    reading, said = told_after(QUESTION, text)
    assert said.role == "request", shown(reading)

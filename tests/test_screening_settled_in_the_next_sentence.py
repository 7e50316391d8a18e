"""Screening: a problem told plainly and said in the next sentence to be past and put right ("The mug
was chipped. I mean, that was on my last order, and you already made it right.") is context, not a
claim; asking that it be put right, or telling that it happened again, is still a claim."""

import pytest

from runs.intents import read_ticket


def _row(reading, needle):
    return next(s for s in reading.sentences if needle in s.text)


@pytest.mark.parametrize("body, told", [
    ("The mug was chipped. I mean, that was on my last order, and you already made it right. "
     "This time the lamp arrived with a cracked base.", "mug was chipped"),
    ("The toaster was dented. That was back in March though, and your team put it right. "
     "Today's problem: the kettle never turned up.", "toaster was dented"),
    ("Teapot arrived cracked. sorry, mixing things up - that was my previous order and it was all made good. "
     "The new one hasn't arrived at all.", "Teapot arrived cracked"),
    ("The rug had a tear. Your colleagues had already put that right last year. "
     "This order the rug never came though.", "rug had a tear"),
])
def test_a_problem_settled_in_the_next_sentence_is_context_and_the_new_one_is_claimed(body, told):
    reading = read_ticket(f"SU-70400\n{body}")
    assert _row(reading, told).role == "context"
    assert [k for s in reading.requests for k in s.kinds if k != "other"]


@pytest.mark.parametrize("body", [
    "The toaster was dented. Can you put it right?",
    "The toaster was dented. please could you put it right",
    "The toaster was dented. I need you to put it right.",
    "The blender came broken. You made it right last time, but now it has happened again.",
    "The rug is torn. I hope you can make it right.",
])
def test_a_problem_asked_to_be_put_right_or_come_again_is_still_claimed(body):
    reading = read_ticket(f"SU-70401\n{body}")
    assert "damaged_item" in reading.intents

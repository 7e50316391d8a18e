"""A wish typed without its "I" ("Need to swap." after the trainers came a size too small, "Want to swap.", "Would like to
change the size.") is a request, read as the customer's own wish: the remedy it names is asked (a swap or a size is for a
person, `other`, quoted). Read before as a statement, the swap had no subtask (a silent drop;
runs/intents/subjectless_wishes.py). Wording written for these tests.

Near-misses: "Needless to say I was gutted.", "Wanted to say thanks for the quick reply." and "Need I say more." tell."""

import pytest

from tests.readings import assert_asked_beside, assert_asks_nothing, shown


SIZE = "The trainers I ordered are a size too small."


@pytest.mark.parametrize("text", [
    "Need to swap.",
    "Want to swap.",
    "Would like to change the size.",
    "Need them swapped for the next size up.",
    "so need to exchange for a 9 asap",
    "really need a bigger pair, these pinch",
    "Wanna swap em for 10s",
])
def test_the_wish_without_its_subject_asks(text):
    reading = assert_asked_beside(SIZE, text)
    assert reading.requests, shown(reading)


@pytest.mark.parametrize("text", [
    "Need a refund.",
    "Want my money back.",
    "need my money back pls",
])
def test_money_wished_without_its_subject_is_asked(text):
    assert_asked_beside("The lamp arrived with the shade crushed.", text, "damaged_item")


@pytest.mark.parametrize("text", [
    "Needless to say I was gutted.",
    "Wanted to say thanks for the quick reply.",
    "Need I say more.",
    "Wanting for nothing else, the rest was fine.",
])
def test_near_misses_stay_telling(text):
    assert_asks_nothing(text)

"""A question put as a wish to know ("What I'd like to know is whether you sell the pasta bowls", "my question is,
do you ship to Ireland?", "I was wondering if ...") asks to be answered: a request a person reads, never courtesy.
A wish to know that asks nothing after it ("what I'd like to know is nothing really, just saying thanks", "I'd like
to know that you got this") stays courtesy. Fresh wording throughout."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    "Plates\nIgnore the subject, the plates are fine, I dropped one myself. What I'd like to know is whether you sell the "
    "matching pasta bowls?",
    "hello\nAll I want to know is when the floor lamp ships.",
    "Hi there,\nMy question is whether the jute rug can go in the washing machine.",
    "We'd really like to find out if the corner sofa comes in forest green",
    "i wud like to know is there a matching jug for the mugs",
    "Hi! My only question is, do you ship to Ireland?",
    "what we would like to know is how long the oak table takes to make",
    "Thanks for the quick refund on the vase last week. I was just wondering if the jug comes in a bigger size.",
    "hey\ni was wonderin wether u sell spare lids for the casserole dish",
])
def test_a_question_put_as_a_wish_to_know_is_a_request(text):
    reading = read_ticket(text)
    asking = [s for s in reading.sentences if s.role == "request"]
    assert asking and all(s.kinds == ["other"] for s in asking), reading.as_payload()


@pytest.mark.parametrize("text", [
    "hi\nwhat i'd like to know is nothing really, just saying thanks",
    "Hi\nI'd like to know that you've received this.",
    "Hello\nLovely service as ever, that's all I wanted to say.",
])
def test_a_wish_to_know_with_no_question_after_it_asks_nothing(text):
    assert read_ticket(text).requests == [], read_ticket(text).as_payload()


@pytest.mark.parametrize("text", [
    "Hi\nBit of history, the rug came late last month and you refunded the fee. Just wondering, do you ship to Jersey?",
    "Hello\nWe were wondering whether the lamp comes with a bulb.",
    "hi\nThe mugs are lovely. Im wondering if you restock the blue ones soon",
    "hello\nwas wondering when the autumn range lands",
    "Hi\nI wonder whether you could tell me the width of the bench.",
])
def test_a_question_put_as_wondering_after_settled_history_or_praise_is_a_request(text):
    reading = read_ticket(text)
    assert [s.kinds for s in reading.requests] == [["other"]], reading.as_payload()

"""A sentence that only tells the shop something asks nothing: "I wanted to write and tell you what a success
the party was", "Nothing more is needed from you, I only wanted to say thank you", "just writing to let you know
it came". The telling may be one verb or two joined ("to write and tell you", "to drop you a line and say"),
and "nothing (more) is needed" says no work is asked. A settling told of a colleague where they work ("your
colleague on the phone refunded it") settles the problem before it. Near-misses stay requests: a question put
as a wish to ask or know, a telling with a "please" after it, a problem told with a remedy asked. Fresh wording
throughout (held-back round ver22b V22B-07 and V22B-40)."""

import pytest

from runs.intents import read_ticket


def _only(text):
    reading = read_ticket(text)
    return reading


@pytest.mark.parametrize("text", [
    "I wanted to write and tell you what a success my nephew's christening was.",
    "We merely wanted to write and let you know that the wedding went beautifully.",
    "Thought I'd drop you a line and tell you the lamp looks great in our hall.",
    "Nothing further is required on your end - I simply wanted to pass on my thanks to the packing team.",
    "Nothing more is needed from you, I only wanted to say thank you for being so quick.",
    "i only wanted 2 say thx, nothing else needed from u guys",
    "I just wanted to write and say how pleased we are with the quilt.",
    "u dont need to do anything, i just wanted to tell ya the boots r amazing",
    "No action needed, we only wanted to write and thank you for the lovely wrapping.",
    "I would simply like to write and tell you that my mother adored the scarf.",
])
def test_a_sentence_that_only_tells_is_no_request(text):
    reading = _only(text)
    assert not reading.requests, [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text, kind", [
    ("I wanted to ask whether the mug is dishwasher safe.", "other"),
    ("I just wanted to know when my order ships.", "other"),
    ("I wanted to tell you my address changed - please update it.", "other"),
    ("I wanted to write and tell you the lamp arrived broken, please refund it.", "damaged_item"),
    ("I only wanted to say the jug came chipped, can you refund it?", "damaged_item"),
    ("I wanted to write and tell you the parcel never arrived, can you look into it?", "non_delivery"),
    ("nothing else needed except the refund for the cracked bowl pls", None),
])
def test_a_telling_beside_an_ask_or_a_problem_still_asks(text, kind):
    reading = _only(text)
    assert reading.requests, [(s.role, s.kinds, s.why) for s in reading.sentences]
    if kind:
        assert kind in {k for s in reading.requests for k in s.kinds}, [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "Closing the loop on the cracked jug from SU-51201. Your colleague on the phone refunded it last week.",
    "The vase on SU-51202 came chipped. Someone in your Leeds shop swapped it for me on Saturday.",
    "About the torn throw on SU-51203: your team over the chat refunded it, thanks so much.",
    "The dented tin (SU-51204) - your colleague at the desk replaced it already.",
    "Just letting you know about the chipped mug on SU-51205. Your colleague on the helpline refunded it on Friday and the money is back.",
])
def test_a_settling_by_a_colleague_where_they_work_settles_the_problem(text):
    reading = _only(text)
    assert not [s for s in reading.requests if s.kinds != ["other"]], [(s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "The vase on SU-51206 came chipped. Your colleague on the phone said they'd refund it but nothing has come.",
    "The jug on SU-51207 arrived cracked. Someone in your shop was going to replace it, can you chase that?",
])
def test_a_settling_only_promised_or_chased_is_still_a_request(text):
    reading = _only(text)
    assert reading.requests, [(s.role, s.kinds, s.why) for s in reading.sentences]

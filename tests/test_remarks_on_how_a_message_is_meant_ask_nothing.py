"""Screening: words on how a message is meant, or patience asked with it ("please take this in the right spirit",
"please don't take this the wrong way", "please bear with me", "please forgive the long email", "please excuse the
typos") ask nothing of the shop: never an `other` request quoted back to the customer as "your request". What the
same sentence asks besides is still read ("please bear with me while I explain - can you refund the lamp?"), and
"please take this back" (the goods) stays a request. Wording written for these tests."""

import pytest

from runs.intents import read_ticket

CLAIM = "The delivery fee on SU-60101 went out twice, I spotted it on my statement."


def _sentence(reading, words):
    return next(s for s in reading.sentences if words in s.text)


@pytest.mark.parametrize("remark", [
    "We've shopped with you for a decade, so please take this in the right spirit.",
    "please dont take this the wrong way, i love your stuff.",
    "Please bear with me, I'm not great with computers.",
    "Please forgive the long email.",
    "pls excuse the typos, typing on my phone on the bus.",
    "I hope you'll take this in the spirit it's intended.",
    "No offence meant to the warehouse team, honestly.",
    "Please don't be offended by what follows.",
    "So please hear me out.",
    "Please forgive me if this comes out wrong.",
    "pls bare with me, its my first time emailing a shop.",
    "Please don't take this as a complaint.",
])
def test_a_remark_on_how_the_message_is_meant_is_no_request(remark):
    reading = read_ticket(f"Statement query\n{remark} {CLAIM}")
    s = _sentence(reading, remark[:20])
    assert not s.is_request, (s.role, s.why)
    assert reading.intents == ["duplicate_charge"]


@pytest.mark.parametrize("text, kind", [
    ("Please bear with me while I explain, but can you refund the lamp shade?", "other"),
    ("The kettle doesn't suit our kitchen. Please take this back and refund me.", "change_of_mind"),
    ("No offence, but could you tell me whether the rug comes in blue?", "other"),
    ("Please forgive the long email - and please cancel my newsletter subscription.", "other"),
    ("Please bear with me, could you tell me if the rug comes in a larger size?", "other"),
])
def test_an_ask_beside_such_a_remark_is_still_read(text, kind):
    reading = read_ticket(f"SU-60102\n{text}")
    assert any(s.is_request for s in reading.sentences), [(s.role, s.text) for s in reading.sentences]
    assert kind in reading.intents, reading.intents

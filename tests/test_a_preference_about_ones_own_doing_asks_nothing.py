"""A preference about the customer's own doing, told as the reason for an ask beside it ("Is it possible to get a
replacement lid rather than a whole new teapot? I'd rather not waste a good pot.", ver30a V30-30) asks nothing: it was a
request of no kind, a third escalation and a reply saying "I couldn't sort out your request ("I'd rather not waste a
good pot.")". A preference about what the shop does, or one with an ask beside it, stays a request. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.asks import _only_a_wish

CLAIM = "The casserole lid came cracked. Could you send me just a new lid? "
PREFERENCES = [
    "I'd rather not waste a good pot.",
    "We'd much rather not throw away a perfectly good dish.",
    "i'd prefer not to bin the whole thing tbh",
    "I'd hate to chuck a whole casserole over one lid.",
    "It'd be a shame to scrap the whole dish.",
    "I really don't want to waste it.",
    "Seems a pity to get rid of a good pot over a lid!",
]
STILL_ASKED = [
    "I'd rather not send it back.",
    "I'd prefer not to pay for the return postage.",
    "I'd rather not bin a good pot, could you send just the lid?",
    "We'd rather not wait weeks for it.",
]


def _read(text):
    return [(s.role, s.kinds, s.text) for s in read_ticket(f"Order SU-70201\n{CLAIM}{text}").sentences]


@pytest.mark.parametrize("text", PREFERENCES)
def test_a_preference_told_as_a_reason_is_no_request(text):
    said = next(s for s in _read(text) if s[2] == text)
    assert said[0] != "request", _read(text)


@pytest.mark.parametrize("text", PREFERENCES)
def test_the_preference_is_only_a_wish(text):
    assert _only_a_wish(text)


@pytest.mark.parametrize("text", STILL_ASKED)
def test_a_preference_about_the_shops_doing_or_with_an_ask_is_no_mere_wish(text):
    assert not _only_a_wish(text)

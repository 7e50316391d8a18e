"""Time given to the shop ("no rush", "take your time", "please don't hurry on my account", "whenever suits") asks for
nothing: no `other` request is read for it, while a remedy asked in the same sentence still is. Fresh wording."""

import pytest

from runs.intents import read_ticket


def _only(text):
    [s] = [s for s in read_ticket("SU-71234.\n" + text).sentences if "SU-71234" not in s.text]
    return s


@pytest.mark.parametrize("text", [
    "please don't hurry on my account",
    "Take your time with this.",
    "Please don't rush, whenever suits.",
    "honestly no rush at all x",
    "Deal with it in your own time please.",
    "Reply at your convenience.",
    "No need to hurry on this one, honestly.",
])
def test_time_given_asks_for_nothing(text):
    s = _only(text)
    assert s.role != "request", (s.kinds, s.why)


@pytest.mark.parametrize("text", [
    "No rush on the refund, but I do want it.",
    "take your time and send the replacement when you can",
    "Whenever you can, please cancel the second order.",
    "No hurry, but could you ring me about the invoice?",
    "There's no rush, though I'd like the charge reversed.",
])
def test_a_remedy_asked_beside_the_time_given_is_still_a_request(text):
    assert _only(text).role == "request"

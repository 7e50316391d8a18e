"""A shrug ("Not sure what that means but there you go.", "make of that what you will", "for what it's worth") asks
nothing: no person is asked to answer it. Near-misses: a problem or an ask beside the shrug still asks, and doubt about a
named charge is no shrug. Blind round adv25, ADV25-15 (runs/intents/shrugs.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


CLAIM = "Hi, the lamp you sent is blue and I ordered the green one (SU-81002). I'd like to send it back."


@pytest.mark.parametrize("shrug", [
    "Not sure what that means but there you go.",
    "no idea what this is about tbh, but there you have it.",
    "I'm not really sure what it means. Make of that what you will.",
    "Your chat bot said something about a VIP code, whatever that means.",
    "The courier muttered something about a depot, for what it's worth.",
    "dunno what that meant, so there it is",
    "Go figure.",
])
def test_a_shrug_is_not_a_request(shrug):
    reading = read_ticket(f"Wrong lamp\n{CLAIM} {shrug} Thanks, Jo")
    assert [s.kinds for s in reading.requests] == [["wrong_item"]], _shown(reading)


@pytest.mark.parametrize("near_miss", [
    "Not sure what that means - can you explain it to me?",
    "Not sure what that means, but the base of the lamp is also cracked.",
    "No idea what that is about, so please call me on 07700 900123.",
    "Not sure what that means, there you go. My card also shows the $12.40 delivery charge twice.",
    "For what it's worth, could you also change my delivery address to 4 Mill Lane?",
    "There you go - and please cancel my newsletter subscription.",
])
def test_a_problem_or_an_ask_beside_a_shrug_still_asks(near_miss):
    reading = read_ticket(f"Wrong lamp\n{CLAIM} {near_miss}")
    assert len(reading.requests) >= 2, _shown(reading)

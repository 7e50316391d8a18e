"""A customer who calls off the whole of what they wrote, turning the remedies down in the same breath ("so forget the
whole thing - no swap, no refund, all good"), asks nothing: no return starts and no money moves, even when the sentence
first tells what they thought of asking ("My first thought was to send it back ..."). Only the clause of the calling off
is read for a new ask, and "no swap, no refund" is a remedy turned down, not asked (runs/intents/whole_ask_called_off.py;
a blind round's wrong-colour scarf went back although the customer kept it). Near-misses still ask: a swap asked after
the calling off, goods struck by name, the whole set called broken. Wording written for these tests."""

import pytest

from runs.intents.whole_ask_called_off import CALLED_OFF_WHY
from tests import fresh_cases as fc
from tests.readings import reading, shown

WRONG = "The parcel had a green scarf in it, I ordered the red one. "

CALLED_OFF = [
    WRONG + "I was going to send it back, but the green suits me, so forget the whole thing - no swap, no refund, all good.",
    WRONG + "Thought about returning it but honestly let's just drop the whole thing, no exchange needed.",
    WRONG + "my first idea was to ask for a swap but nah, forget about all of it, no refund either lol",
    WRONG + "Having considered it, please call the whole thing off, no replacement and no money back is necessary.",
    WRONG + "My sister has claimed it. Scrap the whole thing, not a refund nor a swap.",
    WRONG + "At first I want to exchange, but now I like green, so please forget everything - no return, no refund.",
]

STILL_ASKED = [
    WRONG + "Forget the whole thing about a refund, just swap it for the red one please.",
    WRONG + "I thought of keeping it but no, please send me the red one.",
    WRONG + "Forget everything I said about keeping it - can you send the red one?",
]


@pytest.mark.parametrize("body", CALLED_OFF)
def test_the_whole_thing_called_off_leaves_nothing_asked(body):
    read = reading(body, subject="Scarf colour")
    assert not read.requests, shown(read)
    assert [s for s in read.sentences if s.why == CALLED_OFF_WHY], shown(read)


@pytest.mark.parametrize("body", STILL_ASKED)
def test_an_ask_beside_it_still_stands(body):
    read = reading(body, subject="Scarf colour")
    assert read.requests and not [s for s in read.sentences if s.why == CALLED_OFF_WHY], shown(read)


SCARF = [fc.line("RWS-1", "Red wool scarf", 3200)]


@pytest.mark.django_db
def test_end_to_end_the_whole_thing_called_off_returns_and_pays_nothing(tmp_path):
    nothing = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [fc.case(f"WCO-{n}", body, SCARF, intents=[], subject="Scarf colour", ref=f"SU-7294{n}", expected=nothing)
             for n, body in enumerate(CALLED_OFF)]
    fc.assert_settled_as_expected(tmp_path, cases)

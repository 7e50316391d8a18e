"""Praise of the goods exclaimed ("I just wanted to tell you how nice the runner and the napkins looked on our Thanksgiving
table - ... three different aunts asked where I got the napkins.") asks nothing: a word of it ("different") read as a
problem of no kind had sent it to a person beside the one real ask (ver24b V24B-18). Near-misses: praise turning to a
fault ("how nice it looked, but the hem is torn"). Wording written for these tests."""

import pytest

from runs.intents import read_ticket

ASK = "The only thing is my card has the $8.95 shipping on it twice, so please sort that out."
PRAISE = [
    "I just wanted to tell you how nice the runner and the napkins looked on our Thanksgiving table - we had fourteen people "
    "this year, and three different aunts asked where I got the napkins.",
    "Just a note to say how lovely the vase looks on the mantelpiece, my neighbour wanted a different one just like it.",
    "how gorgeous those cushions are!! even my brother who never notices anything said so, different league from the old ones",
    "We wanted to say how beautiful the quilt turned out on the bed, it's different from anything we had before.",
    "I can't tell you how pretty the lanterns looked at the wedding, not one guest missed them.",
    "You should know how elegant the glasses were at our party - nobody could believe the price.",
]


@pytest.mark.parametrize("praise", PRAISE)
def test_praise_exclaimed_asks_nothing(praise):
    read = read_ticket(f"Thank you\nHi! {praise} {ASK}", order_ref="SU-1")
    assert read.intents == ["duplicate_charge"], [s.as_payload() for s in read.sentences]


NEAR_MISSES = [
    "I wanted to tell you how nice the runner looked, but the hem is torn along one side.",
    "How lovely the vase looks, except the base is cracked right through.",
]


@pytest.mark.parametrize("told", NEAR_MISSES)
def test_praise_turning_to_a_fault_still_tells_it(told):
    read = read_ticket(f"Thank you\nHi! {told} {ASK}", order_ref="SU-1")
    assert "damaged_item" in read.intents or "other" in read.intents, [s.as_payload() for s in read.sentences]

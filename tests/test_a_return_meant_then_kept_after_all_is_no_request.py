"""A return the customer only meant, taken back in the same sentence by liking the goods after all ("I was going to
return it but I love it now", "I thought about sending it back, but nah, keeping it", "was gonna ask for a refund but
it's fine now"): no request, and no return starts. Read before, the first was a change of mind and a return was
started. Wording written for these tests.

Near-misses, still asks: a liking with another ask after it, the turn the other way ("I was going to keep it but I want
to return it now"), a liking of something else ("I love the colour but it's too small")."""

import pytest

from tests.readings import assert_asks, assert_asks_nothing


@pytest.mark.parametrize("text", [
    "I was going to return it but I love it now.",
    "I thought about sending it back, but nah, keeping it.",
    "was gonna ask for a refund but it's fine now",
    "We were planning to send the lamp back, but honestly it's grown on us.",
    "i was about to return the jacket but tbh i really like it now",
    "We had meant to exchange the mug, but we're happy with it now.",
    "I was gonna send the boots back but I actually love them.",
    "I'd thought about returning the rug but it looks great in the hall, we're keeping it.",
])
def test_a_return_meant_and_taken_back_asks_nothing(text):
    assert_asks_nothing(text)


@pytest.mark.parametrize("text", [
    "I was going to keep it but I want to return it now.",
    "I love the colour but it's too small, I want to return it.",
    "I was gonna return them, can you send a label?",
    "I love it now, but please take the other one back.",
])
def test_near_misses_still_ask(text):
    assert_asks(text)

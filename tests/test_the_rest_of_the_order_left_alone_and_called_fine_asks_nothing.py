"""Asking that the rest of the order be left alone, the rest called fine ("Don't touch the rest of the order, the gravy
boat and napkin rings are fine.") asks nothing: in blind round ver22a it was read as a request of no known kind and sent
to a person beside a damage claim paid right. The ask may come before the goods called fine or after them. An ask with a
turn after it ("leave the rest alone, but the jug is chipped") or one that names an action to take is still read.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.settled import fine_left_be


@pytest.mark.parametrize("text", [
    "Don't touch the rest of the order, the gravy boat and napkin rings are fine.",
    "please dont touch the rest, the mugs and the jug are fine",
    "Leave the rest of the order alone - the bowls are all perfect.",
    "No need to do anything with the others, the glasses came through fine.",
    "The plates and the cups are fine, don't touch the rest of the order.",
    "Do not change anything else on my order, the towels are perfectly fine.",
])
def test_the_rest_left_alone_and_called_fine_asks_nothing(text):
    assert fine_left_be(text)
    reading = read_ticket(f"Broken platter\nThe platter came in two halves. {text}", order_ref="SU-1")
    assert [s.text for s in reading.requests] == ["The platter came in two halves."], reading.as_payload()


@pytest.mark.parametrize("text", [
    "Leave the rest alone, but the jug is chipped too.",
    "Don't touch the rest of the order, but please cancel the second parcel, the mugs are fine.",
    "The mugs are fine but the jug is chipped, don't touch the rest.",
    "Don't touch the rest of the order.",
])
def test_a_turn_or_an_ask_beside_it_is_still_read(text):
    assert not fine_left_be(text)

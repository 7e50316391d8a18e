"""Goods told by the colour that came, set against another with a plain "not" ("The ribbon is red not gold,
so I'd like to send it back"), are a wrong item: the screener reads it so, and the guard finds in it the words
other goods came. Read as a change of mind (ver24a V24-35) the return stood on the window and the "unused"
condition, which are for the customer's own choice, not the shop's mistake."""

import pytest

from runs.intents import read_ticket
from runs.intents.colour_not_colour import colour_set_against_ordered
from runs.other_goods_told import tells_other_goods


def kinds_of_the_requests(text):
    return [k for s in read_ticket(text).sentences if s.role == "request" for k in s.kinds]


@pytest.mark.parametrize("text", [
    "The ribbon is red not gold, so I'd like to send it back.",
    "They're navy, not black. Can I return them?",
    "the throw came in grey and not cream as pictured, please take it back",
    "Mug arrived today. Its green not blue!! Want to swap it",
    "I'm afraid the cushion covers are mustard - not sage - so they'll have to go back.",
    "Hello, the napkins turned up in pink, not white. Could you arrange a return please?",
])
def test_a_colour_that_came_set_against_another_is_a_wrong_item(text):
    assert colour_set_against_ordered(text)
    assert tells_other_goods(text)
    kinds = kinds_of_the_requests(text)
    assert "wrong_item" in kinds
    assert "change_of_mind" not in kinds


@pytest.mark.parametrize("text", [
    "It's red, not too bright, I love it.",                       # no second colour
    "The scarf is gold not gold-ish like the photo, it's lovely",  # the same colour twice
    "The lamp is black, not a colour I'd have picked but it grew on me.",
    "Please make sure the replacement is blue, not red.",        # a wish for what is sent, not what came
    "The vase is white and not chipped at all.",
])
def test_no_two_colours_set_one_against_the_other_is_no_wrong_item_of_colour(text):
    assert not colour_set_against_ordered(text)

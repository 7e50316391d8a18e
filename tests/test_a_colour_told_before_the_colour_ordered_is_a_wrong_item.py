"""Goods told in the colour or size that came, then the one ordered ("The teapot is mustard yellow, I ordered the sage one
to match - I'd like to send it back"), are a wrong item, whatever remedy follows in the same sentence: read as a change of
mind, the return stood on the window and the "unused" condition that are for the customer's own choice
(runs/intents/colours_set_against.py; blind round ver30c V30C-09). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_all_pass, case, line


def _kinds(body: str):
    reading = read_ticket("my order SU-70001\n\n" + body, order_ref="SU-70001")
    return reading.intents, [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The vase is mustard yellow, I ordered the sage one to match - I'd like to send it back.",
    "the throw came in grey - we'd ordered the blue one, can i return it",
    "The rug is navy, I definitely ordered the cream one so it needs to go back.",
    "Cushion arrived today. It is pink; I ordered the green one - please arrange a return.",
    "These napkins are white, we ordered the red ones for Christmas, so I want to send them back",
    "Hi, the jumper was a large, I'd ordered a small - how do I return it?",
])
def test_what_came_then_what_was_ordered_is_a_wrong_item(body):
    intents, shown = _kinds(body)
    assert "wrong_item" in intents and "change_of_mind" not in intents, shown


@pytest.mark.parametrize("body", [
    # the same colour on both sides: nothing wrong came
    "The vase is sage green, I ordered the sage one and it's perfect.",
    # the customer's own pick
    "The vase is yellow, I picked the yellow by mistake - I'd like to send it back.",
    # the customer's own thing set against the goods, not what was ordered (a change of mind)
    "The rug is navy, I ordered it to go with our cream sofa so it needs to go back.",
    # the goods came damaged: its own claim
    "The vase is cracked, I ordered it for my mum - I'd like to send it back.",
])
def test_near_misses_are_no_wrong_item_of_colour(body):
    intents, shown = _kinds(body)
    assert "wrong_item" not in intents, shown


VASE = [line("VS-1", "Ceramic vase, sage", 4200), line("CND-1", "Beeswax candle", 900)]


@pytest.mark.django_db
def test_the_return_is_the_wrong_items(tmp_path):
    body = "The ceramic vase is mustard yellow, I ordered the sage one to match - I'd like to send it back."
    c = case("COLOURFIRST-1", body, VASE, intents=["wrong_item"], delivered_days_ago=10,
             expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "VS-1"}]})
    assert_all_pass(tmp_path, [c])

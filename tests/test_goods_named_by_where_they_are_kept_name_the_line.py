"""Goods named by where the customer keeps them ("the armchair throw" of a one-line order of a "Chunky knit throw") name
the line: read as other goods, a return asked 55 days after delivery went to a person "to find which order it is about"
and the customer was never told the 30-day window had passed (blind round ver34c B34-18; runs/goods_places.py). A line
whose own name says where it goes ("Sofa throw", "Floor lamp") is told apart by that word still."""

import pytest

from runs.ticket_lines import misfit_phrases
from tests.fresh_cases import assert_all_pass, case, line


def _line(description: str) -> dict:
    return {"sku": "X-1", "description": description, "quantity": 1, "unit_price_cents": 4500}


@pytest.mark.parametrize("description, text", [
    ("Chunky knit throw", "Hello, I'd like to return the armchair throw, the colour just doesn't work in our room."),
    ("Chunky knit throw", "the sofa throw has a hole in it"),
    ("Arc lamp", "i want to send back the bedroom lamp, too bright"),
    ("Ceramic vase", "The kitchen vase came chipped."),
    ("Velvet cushion", "Could I return the couch cushion please?"),
    ("Woven basket", "the bathroom basket arrived squashed"),
])
def test_a_place_before_the_lines_head_names_the_line(description, text):
    assert misfit_phrases(_line(description), text) == []


@pytest.mark.parametrize("description, text", [
    ("Sofa throw", "I'd like to return the armchair throw"),
    ("Floor lamp", "the desk lamp arrived smashed"),
    ("Table lamp", "The floor lamp arrived with a broken switch, refund please"),
    ("Cheese knife", "the bread knife is bent"),
    ("Throw pillow cover", "the wool throw is torn"),
    ("Bath mat", "the kitchen mat came stained"),
])
def test_another_kind_or_another_place_of_the_lines_own_still_names_other_goods(description, text):
    assert misfit_phrases(_line(description), text)


THROW = [line("TH-1", "Chunky knit throw", 6500)]


@pytest.mark.django_db
def test_the_return_out_of_window_is_declined_with_its_reason(tmp_path):
    c = case("PLACE-1", "Hello, I'd like to return the armchair throw, the colour just doesn't work in our room. It's unused.", THROW,
             intents=["change_of_mind"], delivered_days_ago=55,
             expected={"outcome": "partial", "refunds": [], "returns": [], "escalations": [], "deferred": [{"item": "throw"}]})
    assert_all_pass(tmp_path, [c])

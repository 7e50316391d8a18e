"""A unit of a multi-unit line praised is not the whole line (issue #11 held-back: two blue mugs, "one came green! The
blue one is perfect." held the right one-unit wrong-item return as goods the customer praised). A line praised whole
("both mugs are perfect"), or a one-unit line, is still held; so is "the small one" telling a line from another."""

import pytest

from runs.fine_lines import lines_praised
from runs.one_unit_praised import one_unit_only

TWO_MUGS = {"order_ref": "SU-60340", "lines": [{"sku": "MUG", "description": "Blue mug", "quantity": 2, "unit_price_cents": 750}]}
ONE_MUG = {"order_ref": "SU-60341", "lines": [{"sku": "MUG", "description": "Blue mug", "quantity": 1, "unit_price_cents": 750}]}
SIZES = {"order_ref": "SU-60342", "lines": [{"sku": "SM", "description": "Stoneware mug - small", "quantity": 2, "unit_price_cents": 750},
                                            {"sku": "LG", "description": "Stoneware mug - large", "quantity": 1, "unit_price_cents": 950}]}


@pytest.mark.parametrize("text", [
    "The blue one is perfect.",
    "the blue one's lovely tho",
    "One of them is great, the other came green.",
    "This one is perfect, love the colour.",
    "Only one mug is the right blue and it's gorgeous.",
    "the first one is beautiful!",
])
def test_a_unit_praised_leaves_the_line_claimable(text):
    assert "MUG" not in lines_praised(TWO_MUGS, [text])


@pytest.mark.parametrize("order, text, sku", [
    (TWO_MUGS, "Both mugs are perfect.", "MUG"),
    (TWO_MUGS, "I love the mugs.", "MUG"),
    (ONE_MUG, "The blue one is perfect.", "MUG"),
])
def test_a_line_praised_whole_is_still_held(order, text, sku):
    assert sku in lines_praised(order, [text])


def test_a_size_word_telling_a_line_apart_names_the_line():
    assert not one_unit_only(SIZES, "the small one is perfect", "SM")
    assert one_unit_only(SIZES, "one of them is perfect", "SM")

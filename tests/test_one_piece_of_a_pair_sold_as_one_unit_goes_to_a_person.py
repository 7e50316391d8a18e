"""A line sold as one unit of several pieces ("Wine glass pair", "Mug set"): when the ticket tells of
one piece of that unit, the piece is named as a part of the unit, so the whole unit's price is never
paid for it (README: a part of a set, pack, kit or pair goes to a person)."""

import pytest

from runs.unit_counts import part_of_unit

ORDER = {"lines": [
    {"sku": "CHM-PR", "description": "Champagne flute pair", "quantity": 1, "unit_price_cents": 3200},
    {"sku": "ICE-BK", "description": "Steel ice bucket", "quantity": 1, "unit_price_cents": 4500},
]}
FLUTES = ORDER["lines"][0]


@pytest.mark.parametrize("text", [
    "The champagne flutes - one of them arrived snapped at the stem, the ice bucket is fine.",
    "one flute came shattered, the pair is useless now",
    "it's the flute pair: one of the two is cracked right down",
    "Champagne flutes arrived, but one of those was in bits",
])
def test_one_piece_of_a_pair_is_named_as_a_part_of_the_unit(text):
    assert part_of_unit(ORDER, FLUTES, [text])


@pytest.mark.parametrize("text", [
    "both champagne flutes arrived smashed",
    "the champagne flute pair came in pieces",
])
def test_the_whole_pair_broken_is_no_part_of_it(text):
    assert part_of_unit(ORDER, FLUTES, [text]) == ""


def test_on_a_line_of_gloves_a_count_of_gloves_still_counts_the_line():
    gloves = {"sku": "GLV", "description": "Leather gloves", "quantity": 3, "unit_price_cents": 2900}
    assert part_of_unit({"lines": [gloves]}, gloves, ["two gloves were torn at the seam"]) == ""
    assert part_of_unit({"lines": [gloves]}, gloves, ["the left glove is torn"])


def test_a_part_of_one_of_the_things_paired_is_not_a_piece_of_the_pair():
    tables = {"sku": "NST", "description": "Pair of bedside tables, oak", "quantity": 1, "unit_price_cents": 18000}
    order = {"lines": [tables]}
    assert part_of_unit(order, tables, ["both drawers are smashed at the front and one top is cracked"]) == ""
    assert part_of_unit(order, tables, ["one table is cracked across the top, the other is fine"])

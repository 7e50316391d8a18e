"""The ordinal of a unit of a line is that line: "find out where the fourth chair is" on an order of 4 dining chairs names
one of its chairs, not goods the order does not hold (runs/ordinal_words.py, read by runs/goods_phrases.py). V28-32:
$91.80 for the split chair was held because "fourth chair" read as another item."""

from __future__ import annotations

import pytest

from runs.ordinal_words import is_ordinal
from runs.ticket_lines import misfit_phrases, other_goods_named
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

CHAIR = {"sku": "CHAIR-OAK", "description": "Dining chair, oak, upholstered", "quantity": 4, "unit_price_cents": 8500}
KNIFE = {"sku": "KNIFE-CH", "description": "Cheese knife, steel", "quantity": 1, "unit_price_cents": 1800}

ORDINAL_CLAIMS = [
    "Please refund the broken one and find out where the fourth chair is.",
    "no sign of the 4th chair anywhere, and one of the others is split",
    "Where is the forth chair?? refund the cracked one pls",
    "The second chair has a split seat, can I get a refund for it.",
    "the third dining chair wobbles like mad, the frame is cracked",
    "Chased the courier about the fifth chair - oh wait we only ordered four, I mean the 4th chair.",
]


@pytest.mark.parametrize("text", ORDINAL_CLAIMS)
def test_ordinal_names_a_unit_of_the_line(text):
    assert misfit_phrases(CHAIR, text) == []
    assert other_goods_named(CHAIR, [text], [text]) == []


@pytest.mark.parametrize("word", ["fourth", "4th", "2nd", "Third", "forth", "twelfth"])
def test_ordinals(word):
    assert is_ordinal(word)


@pytest.mark.parametrize("word", ["bread", "office", "garden", "four", "fort", "north"])
def test_near_miss_words_are_not_ordinals(word):
    assert not is_ordinal(word)


# near-misses: another kind before the line's head still names other goods
@pytest.mark.parametrize("text,other", [("The bread knife snapped, please refund it.", "bread knife"),
                                        ("my butter knife arrived bent", "butter knife")])
def test_another_kind_still_named(text, other):
    assert misfit_phrases(KNIFE, text) == [other]


CHAIRS = [line("CHAIR-OAK", "Dining chair, oak, upholstered", 8500, 4)]
BODIES = [
    "We ordered 4 dining chairs. Only three came - the delivery note says 4 but there were 3 boxes. And of the three that did "
    "come, one has a split in the seat frame. Please refund the broken one and find out where the fourth chair is.",
    "4 chairs ordered, 3 turned up. one of them has a cracked seat frame!! refund that one and chase the 4th chair please",
    "Hello, only three of our four chairs arrived. Of those, one has a split in the frame. Could you refund the split one, and "
    "let me know what happened to the forth chair?",
    "Three chairs out of four. The fourth chair is nowhere. And one of the three has a crack right through the seat frame, so "
    "refund it please.",
]

# (the third body was a strict xfail until mendA30: "only three of our four chairs" is a short delivery as "of the four" is,
# and "Of those, one has a split" counts one chair, not the line: tests/test_part_of_those_that_came.py)


@pytest.mark.django_db
@pytest.mark.parametrize("bodies", [pytest.param(BODIES, id="mended")])
def test_split_chair_paid_beside_the_missing_fourth(tmp_path, bodies):
    one = cents(CHAIRS, "CHAIR-OAK", 1)
    cases = [case(f"ORD-{n}", body, CHAIRS, intents=["non_delivery", "damaged_item"], fee_cents=2500,
                  expected={"outcome": "partial", "refunds": [refund(one, "CHAIR-OAK", 1)], "returns": []})
             for n, body in enumerate(bodies)]
    assert_money_as_expected(tmp_path, cases)

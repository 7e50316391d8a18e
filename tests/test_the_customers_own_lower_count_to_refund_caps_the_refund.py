"""The customer's own lower count of units to refund caps the refund: "All four mugs arrived cracked but please just refund
one" pays one mug. Held-back round verify34 paid $72 for U01 when $18 was asked (W05, W09, W10 the same shape;
runs/units_asked_fewer.py). Near-misses: money ("just refund 18 pounds"), all of them asked, a count of what broke rather
than of what to refund. Wording written for these tests."""

import pytest

from runs.units_asked_fewer import asked_fewer
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

ONE_LINE = {"lines": [{"description": "Blue stoneware mug"}]}
TWO_LINES = {"lines": [{"description": "Blue stoneware mug"}, {"description": "Side plate"}]}

FEWER = [
    ("All four mugs arrived cracked but please just refund one, I'll keep the rest as planters.", 1),
    ("Two of the four mugs cracked in the post. Refund one of them please, I'll glue the other one back together.", 1),
    ("Two of my four mugs arrived cracked. Please refund just one - the other crack is tiny.", 1),
    ("Three of the four mugs cracked, but only refund two of them, I'll use the third one for pens.", 2),
    ("3 mugs broke, i only want a refund for 1", 1),
    ("every mug in the box is chipped!! honestly just refund me for two and ill sand the others", 2),
    ("Dear Sir, four of the mugs were damaged in transit. I would ask that you refund only two mugs, as the remaining pair are usable.", 2),
]
NOT_FEWER = [
    "Four mugs smashed. Could you just refund 18 pounds",
    "the mugs are cracked, refund all four",
    "refund the mug please, only one came cracked",
    "Two mugs arrived cracked, please refund them.",
    "Just one mug arrived cracked, refund please",
]


@pytest.mark.parametrize("text,count", FEWER)
def test_a_lower_count_asked_refunded_is_read(text, count):
    assert asked_fewer(ONE_LINE, ONE_LINE["lines"][0], [text]) == count


@pytest.mark.parametrize("text", NOT_FEWER)
def test_no_count_asked_refunded_caps_nothing(text):
    assert asked_fewer(ONE_LINE, ONE_LINE["lines"][0], [text]) is None


def test_a_count_on_an_order_of_several_lines_counts_only_when_it_names_the_goods():
    mug = TWO_LINES["lines"][0]
    assert asked_fewer(TWO_LINES, mug, ["Three mugs cracked, only refund two of them"]) is None
    assert asked_fewer(TWO_LINES, mug, ["Three mugs cracked, please refund only two mugs"]) == 2


MUGS = [line("MUG-4", "Blue stoneware mug", 1800, quantity=4)]


@pytest.mark.django_db
def test_the_refund_pays_the_units_asked_never_every_unit_told_damaged(tmp_path):
    def paid(n):
        return {"outcome": "resolved", "refunds": [refund(cents(MUGS, "MUG-4", n), "MUG-4", n)], "returns": []}
    cases = [
        case("FEW-1", "All four mugs arrived cracked but please just refund one, I'll keep the rest as planters.", MUGS,
             intents=["damaged_item"], ref="SU-70031", expected=paid(1)),
        case("FEW-2", "Three of the four mugs cracked, but only refund two of them, I'll use the third one for pens.", MUGS,
             intents=["damaged_item"], ref="SU-70032", expected=paid(2)),
        case("FEW-3", "Two of the four mugs arrived cracked, please refund them.", MUGS, intents=["damaged_item"], ref="SU-70033",
             expected=paid(2)),
    ]
    assert_money_as_expected(tmp_path, cases)

"""A past problem told as settled holds only the lines it names. Goods that share the line's head word but are said to be
another kind ("last spring my blender jug arrived cracked and you refunded it" beside a "Glass measuring jug 1L") are
other goods: the new claim on the measuring jug is judged on its own words, never held as "refunded before". The line's
own words ("the measuring jug", "the glass jug", "the jug") still hold it, and a claim told beside them is checked
against the record. Wording written for these tests (blind round ver26a, VER26A-15, in other voices)."""

import pytest

from runs.settled_lines import lines_settled, lines_told_refunded

JUG = {"sku": "JUG-1", "description": "Glass measuring jug 1L", "quantity": 1, "unit_price_cents": 1450}
FP = {"sku": "FPR-1", "description": "Compact food processor", "quantity": 1, "unit_price_cents": 8900}
ORDER = {"order_ref": "SU-71501", "lines": [FP, JUG]}
ONE = {"order_ref": "SU-71502", "lines": [JUG]}

OTHER_JUG = [
    "You may remember me - last spring my blender jug arrived cracked and you refunded it within a day.",
    "my coffee jug came smashed last year and u refunded it no fuss",
    "Some time ago a milk jug from you arrived chipped and was refunded promptly; I mention it only for context.",
    "Back in March the blender jug was cracked and your team refunded me, thank you for that.",
    "last time the water jug arrived broken you guys already refunded it",
    "I had a refund before when my gravy jug got broke in the post.",
]


@pytest.mark.parametrize("text", OTHER_JUG)
def test_another_kind_of_jug_refunded_before_settles_nothing_of_the_measuring_jug(text):
    assert lines_told_refunded(ORDER, [text]) == {}
    assert lines_settled(ORDER, text) == set()


@pytest.mark.parametrize("text", OTHER_JUG)
def test_on_a_one_line_order_it_settles_nothing_either(text):
    assert lines_told_refunded(ONE, [text]) == {}


SAME_JUG = [
    "You refunded the measuring jug last month and now the handle has cracked as well.",
    "The glass jug was refunded already but it's cracked again.",
    "the jug was refunded before, now it leaks",
    "I got a refund for the measuring jug in May.",
    # a colour before the head may be the line's own ("cream" jug): not another kind, so it still holds
    "I had a refund before when my cream jug got broke in the post.",
]


@pytest.mark.parametrize("text", SAME_JUG)
def test_the_lines_own_words_still_hold_it(text):
    assert "JUG-1" in lines_told_refunded(ORDER, [text]), text

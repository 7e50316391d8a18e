"""Whose a compound is, read by one table (runs/whose_compound.py): each way the words tell the line's own goods, part or
piece names its case, and goods only qualified by the line's word are nobody's case (other goods, for a person to place).
The cases were three special branches of the compound reader (an owner's possessive, a set's word, a two-letter name)
beside its head and part checks; runs/goods_of_a_compound_head.py now asks the table. Wording from the tests that added
each case (test_goods_named_by_a_compound_are_its_head_not_the_line and its neighbours)."""

import pytest

from runs.goods_of_a_compound_head import compound_of_other_goods
from runs.whose_compound import the_lines_own
from tests import fresh_cases as fc


def _own(description: str, group: str) -> str:
    line = fc.line("L-1", description, 1000)
    return the_lines_own({"lines": [line]}, line, group.lower().split())


@pytest.mark.parametrize("description,group,case", [
    ("Tea cup", "tea cup", "the line's goods"),
    ("Olive oil soap bars, pack of 3", "soap bars", "the line's goods"),
    ("Porcelain teacup and saucer", "tea cups", "the line's goods"),
    ("10-inch kitchen TV", "kitchen tv", "its short name"),
    ("Smart television 43in", "living room tv", "its short name"),
    ("Stand mixer", "mixer's motor housing", "its owner's possessive"),
    ("Hand mixer", "mixer's beater", "its owner's possessive"),
    ("Dinner set, 12 pieces", "dinner plate", "a piece of its set"),
    ("Stoneware teapot", "teapot lid", "a part or no goods"),
    ("Stoneware mug", "mug handle", "a part or no goods"),
])
def test_each_way_of_telling_the_lines_own_names_its_case(description, group, case):
    assert _own(description, group) == case
    line = fc.line("L-1", description, 1000)
    assert not compound_of_other_goods({"lines": [line]}, line, group)


@pytest.mark.parametrize("description,group", [
    ("Pillar candles, set of 3", "candle holder"),
    ("Olive oil soap", "soap dish"),
    ("Wool area rug", "rug pad"),
    ("Bath towel", "towel rail"),
    ("Stand mixer", "mixing bowl"),
    ("Coffee mug", "mug tree"),
])
def test_goods_the_line_only_qualifies_are_no_case_and_other_goods(description, group):
    assert _own(description, group) == ""
    line = fc.line("L-1", description, 1000)
    assert compound_of_other_goods({"lines": [line]}, line, group)

"""Goods waived and other goods asked for in one sentence joined by "but" ("The vase chip is tiny so forget about that
one, but the bowl is unusable, please refund the bowl"): the waiver strikes its own goods, the ask of the other goods
stands and is paid as the record shows (inject43 V5-15: read whole, the ask was read as a refund refused and held).
Near-misses: the same goods asked after all, or no money asked after the "but", cut nothing
(runs/waiver_then_other_goods_asked.py). Fresh wordings."""

import pytest

from runs.waiver_then_other_goods_asked import waiver_then_other_goods_cuts
from tests import fresh_cases as fc

TOLD = "The sugar bowl and the teapot both came damaged. "
WAIVED_THEN_ASKED = [
    "The sugar bowl has a tiny nick so forget about that one, but the teapot is cracked through, please refund the teapot.",
    "never mind the sugar bowl, but the teapot is cracked, could you refund the teapot please",
    "The sugar bowl I can live with, but the teapot leaks so I want my money back for the teapot.",
    "Dont worry about the sugar bowl its barely visible; but the teapot's unusable, please refund me for the teapot",
    "no need to refund the sugar bowl, but my teapot leaks, a refund for the teapot would be great.",
    "Forget the sugar bowl honestly -- but the teapot pours all over the table, refund the teapot.",
]


@pytest.mark.parametrize("said", WAIVED_THEN_ASKED)
def test_the_ask_is_cut_off_the_waiver(said):
    assert waiver_then_other_goods_cuts(said), said


@pytest.mark.parametrize("said", [
    "Forget the teapot for now, but if it gets worse please refund the teapot.",  # the same goods asked after all
    "never mind the sugar bowl, but the teapot is lovely",  # no money asked
    "I can live with it, but please refund the teapot.",  # no goods waived by name
    "Please refund the teapot and the sugar bowl.",  # no waiver
])
def test_near_misses_are_not_cut(said):
    assert waiver_then_other_goods_cuts(said) == []


LINES = [fc.line("SGR-1", "Sugar bowl", 1600), fc.line("TPT-1", "Stoneware teapot", 3800)]


@pytest.mark.django_db
def test_the_teapot_alone_is_paid(tmp_path):
    paid = [fc.refund(fc.cents(LINES, "TPT-1", 1), "TPT-1", 1)]
    fc.assert_money_as_expected(tmp_path, fc.damage_claims("WVBUT", "SU-7710", LINES, [TOLD + s for s in WAIVED_THEN_ASKED[:4]], paid))

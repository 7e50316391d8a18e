"""Goods told after another's problem as having the same one ("the candle arrived smashed and the vase too", "..., and so
did the vase", "... and also the jug.") are goods the claim names (runs/goods_heads.py, `_TOLD_ALONGSIDE`): the vase, a
line of the order, was left unpaid, and when on no line of it, dropped. Now each line of the order so told is paid, and
goods the order lacks go to a person, named. Read only after a problem's subject: "I love the candle and the vase too"
tells no problem. Fresh wordings."""

import pytest

from runs.goods_heads import goods_heads
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund, run

CANDLE, VASE, MUG = line("CND-1", "Soy candle, teal", 2400), line("VAS-1", "Glass bud vase", 1800), line("MUG-1", "Stoneware mug", 1400)

TOLD_TOO = [
    "the candle arrived smashed and the vase too",
    "The candle arrived smashed, and the vase as well. Please refund.",
    "Hi - my candle came cracked and so did the vase :( refund both pls",
    "The candle was broken in the box, and also the vase.",
    "candle arrived in bits & the vase too, can I get my money back",
    "Unfortunately the candle is shattered and the vase also, I'd like a refund for both please.",
    "The candle has a big crack down one side and so has the vase. Could you refund them?",
]


@pytest.mark.parametrize("text", TOLD_TOO)
def test_both_goods_are_read(text):
    assert goods_heads(text) == ["candle", "vase"]


@pytest.mark.parametrize("text,heads", [
    ("I love the candle and the vase too", []),
    ("The candle arrived smashed, please refund the delivery fee too", ["candle"]),
    ("The candle arrived smashed and I want a refund too", ["candle"]),
    ("The candle arrived smashed and the box too", ["candle"]),
    ("The candle arrived smashed and the lid too", ["candle"]),
])
def test_near_misses_name_no_further_goods(text, heads):
    assert goods_heads(text) == heads


@pytest.mark.django_db
def test_each_line_told_too_is_paid(tmp_path):
    lines = [CANDLE, VASE, MUG]
    paid = [refund(cents(lines, "CND-1", 1), "CND-1", 1), refund(cents(lines, "VAS-1", 1), "VAS-1", 1)]
    cases = [case(f"TOO-{n}", text, lines, intents=["damaged_item", "damaged_item"], expected={"outcome": "resolved", "refunds": paid},
                  ref=f"SU-7140{n}") for n, text in enumerate(TOLD_TOO)]
    # a near-miss: the vase praised, only the candle paid
    cases.append(case("TOO-NEAR", "The candle arrived smashed. I love the vase too though!", lines, intents=["damaged_item"],
                      expected={"outcome": "resolved", "refunds": [refund(cents(lines, "CND-1", 1), "CND-1", 1)]}, ref="SU-71499"))
    assert_settled_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_a_vase_on_no_line_goes_to_a_person_beside_the_candle_paid(tmp_path):
    lines = [CANDLE, MUG]
    cases = [case(f"TOOX-{n}", text, lines, intents=["damaged_item", "damaged_item"],
                  expected={"outcome": "partial", "refunds": [refund(cents(lines, "CND-1", 1), "CND-1", 1)], "returns": [],
                            "escalations": [{"item": "vase"}]}, ref=f"SU-7150{n}") for n, text in enumerate(TOLD_TOO[:4])]
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])

"""Two goods told together before their problem ("the candle and the vase both arrived smashed, refund both") are each read
as goods the claim names (runs/goods_heads.py, _JOINED_SUBJECT): the vase, on no line of the order, had no subtask, no
escalation and no reply line while the candle was paid and the run closed resolved (issue 11's held-back round, item 4, a
silent drop). Now the goods the order lacks go to a person, named, beside the line paid. Two lines of the order told
together, a line and its parts or its box, name no goods left out. Fresh wordings."""

import pytest

from runs.goods_heads import goods_heads
from runs.goods_not_on_order import goods_not_on_order
from runs.intents import read_ticket
from tests.fresh_cases import case, cents, line, refund, run

CANDLE, MUG = line("CND-1", "Soy candle, teal", 2400), line("MUG-1", "Stoneware mug", 1400)
ORDER = {"order_ref": "SU-70001", "lines": [CANDLE, MUG]}


def _not_held(body: str) -> list[str]:
    return [goods for _, _, goods in goods_not_on_order(ORDER, read_ticket(f"damaged\n{body}", order_ref="SU-70001"))]


@pytest.mark.parametrize("body,goods", [
    ("Hello, the candle and the vase both arrived smashed, refund both.", "vase"),
    ("The candle and the vase both arrived smashed, refund both.", "vase"),
    ("the candle and the vase arrived smashed, refund both", "vase"),
    ("The candle and the vase were both smashed. Refund both please.", "vase"),
    ("Both the candle and the vase arrived smashed, please refund both.", "vase"),
    ("my candle & my diffuser both came cracked!! refund both of them", "diffuser"),
    ("Hiya - the candle and the lantern are both broken, can you refund the two of them", "lantern"),
])
def test_the_goods_the_order_lacks_are_read(body, goods):
    assert _not_held(body) == [goods]


@pytest.mark.parametrize("body", [
    "The candle and the mug both arrived smashed, refund both.",  # both lines of the order
    "The candle and the box both arrived crushed, refund the candle.",  # the box is no goods
    "The candle and the lid were both cracked, refund it please.",  # a part
    "The candle and the mug are both fine, thanks for the quick delivery.",
    "The candle arrived smashed, please refund it.",
])
def test_lines_parts_and_the_box_are_no_goods_left_out(body):
    assert _not_held(body) == []


def test_both_goods_are_heads_in_their_order():
    assert goods_heads("the candle and the vase both arrived smashed") == ["candle", "vase"]
    assert goods_heads("the vase both arrived smashed") == ["vase"]


@pytest.mark.django_db
def test_the_candle_is_paid_and_the_vase_goes_to_a_person(tmp_path):
    lines = [CANDLE, MUG]
    cases = [
        case("JOINED-1", "Hello, the candle and the vase both arrived smashed, refund both.", lines,
             intents=["damaged_item", "damaged_item"],
             expected={"outcome": "partial", "refunds": [refund(cents(lines, "CND-1", 1), "CND-1", 1)], "returns": [],
                       "escalations": [{"item": "vase"}]}),
        case("JOINED-2", "The candle and the glass vase were both smashed in the box. Refund both please.", lines,
             intents=["damaged_item", "damaged_item"],
             expected={"outcome": "partial", "refunds": [refund(cents(lines, "CND-1", 1), "CND-1", 1)], "returns": [],
                       "escalations": [{"item": "vase"}]}),
    ]
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])

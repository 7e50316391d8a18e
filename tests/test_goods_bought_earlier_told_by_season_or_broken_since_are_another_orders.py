"""Goods told bought before this order by a season ("one of the tumblers from my order last autumn") or broken since
("the identical board I bought from you back in January has now split") are another order's claim, as any purchase told
before the order was placed (runs/bought_before_the_order.py): verify45 R2-06 ($9.72) and R1-15 ($37.80) were paid on
this order's line. "has now split" tells when the damage came, never a turn to this order; "and now the new one" still
turns. Times are read against an order placed on 2 March, told on 10 March."""

import pytest

from runs.bought_before_the_order import told_bought_before
from tests import fresh_cases as fc

PLACED, NOW = "2026-03-02", "2026-03-10T12:00:00+00:00"


@pytest.mark.parametrize("text,words", [
    ("the identical board I bought from you back in January has now split along the grain", "back in January"),
    ("Could you refund one of the tumblers from my order last autumn though?", "last autumn"),
    ("the lamp on my order last spring is broken", "last spring"),
    ("i bought it off you last summer and its now cracked", "last summer"),
    ("The rug I ordered last fall has now frayed at one end.", "last fall"),
    ("A vase I purchased in January has since cracked, and it is now leaking", "in January"),
])
def test_a_purchase_by_season_or_broken_since_is_before_the_order(text, words):
    assert told_bought_before(text, PLACED, NOW) == words


@pytest.mark.parametrize("text", [
    "the mug from my order arrived chipped",
    "the mug from my order in March arrived chipped",
    "I bought a vase last year and now this one arrived cracked",
    "the tumblers I ordered last week arrived cracked",
    "I ordered it in March and it has now cracked",
])
def test_this_orders_goods_stay_this_orders(text):
    assert told_bought_before(text, PLACED, NOW) == ""


BOARD = [fc.line("CH-1", "Oak chopping board", 3500)]


def _placed_2_march(c: dict) -> dict:
    c["now"] = "2026-03-10T12:00:00Z"
    c["world"]["orders"][0]["placed_at"] = "2026-03-02T10:00:00Z"
    return c


@pytest.mark.django_db
def test_nothing_is_paid_on_this_order_for_goods_bought_before_it(tmp_path):
    bodies = ["The oak chopping board on this order came fine, thank you. The identical board I bought from you back in January "
              "has now split along the grain. Could you refund that one?",
              "the chopping board from my order last autumn has split down the middle, could u refund it",
              "Good morning. The chopping board which I purchased from you last summer has now cracked in two. A refund please."]
    cases = [_placed_2_march(c) for c in fc.none_paid("SEASON", "SU-7760", BOARD, bodies, ["damaged_item"])]
    fc.assert_money_as_expected(tmp_path, cases)

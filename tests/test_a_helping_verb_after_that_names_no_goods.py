""""Two of the nine that did come are chipped" names no goods: "that" there is a relative word and "did come" its verb, not
"that" as a determiner before goods called "come". Read as other goods, the guard refused the tea light holders' refund on
an order of holders and matches ("never mentioned in the ticket's damaged item requests"), though the matches were called
fine and the holders are the one line left. Goods told in the same place still are read ("that lamp is cracked", "the
vase that came is smashed" names a vase). Wording written for these tests (blind round ver26a, VER26A-07, in other
voices)."""

import pytest

from runs.goods_heads import goods_heads
from runs.ticket_lines import other_goods_named

HOLDER = {"sku": "TLH-1", "description": "Frosted glass tea light holder", "quantity": 12, "unit_price_cents": 350}

RELATIVE = [
    "And to make it more fun, two of the nine that did come are chipped round the rim, so I'd like those two refunded please.",
    "two of the ones that did arrive are cracked, refund those pls",
    "Of those that do work, three are scratched.",
    "the 9 that didn't go missing, 2 are chipped!!",
    "Regrettably, of the holders that did reach us, two have chipped rims.",
    "Those that did come was broken on the edge, two of them.",
    "the ones that would fit are chipped anyway",
]


@pytest.mark.parametrize("text", RELATIVE)
def test_a_helping_verb_after_a_relative_that_is_no_goods(text):
    heads = goods_heads(text)
    assert not {"come", "arrive", "work", "go", "reach", "fit"} & set(heads), heads


@pytest.mark.parametrize("text", RELATIVE[:2])
def test_the_one_line_left_is_not_read_as_other_goods(text):
    assert other_goods_named(HOLDER, [text], []) == []


STILL_GOODS = [
    ("that lamp is cracked", "lamp"),
    ("the vase i got off you is smashed", "vase"),
    ("my teapot arrived in pieces", "teapot"),
    ("Sadly the blue throw was torn", "throw"),
]


@pytest.mark.parametrize("text, head", STILL_GOODS)
def test_goods_in_the_same_place_are_still_read(text, head):
    assert head in goods_heads(text)

"""Goods joined by "+", "&" or "/" under one telling ("jug + mug both cracked", "the jug & mug arrived cracked", "jug/mug
came chipped") are all claimed. The sentence splitter cut at a "+" between words as two asks, so "jug +" was a statement of
its own and only the mug was claimed (runs/goods_joined_by_plus.py). Near-misses are still cut: a "+" joining two asks or
two subjects ("lamp late + please change my number", "Broken frame + new address", "Armchair + cushion SU-82011").
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.sentences import split
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

JOINED = [
    ("Order SU-1\njug + mug both cracked, refund please", "jug + mug both cracked, refund please"),
    ("hi\nmy blue vase + the small dish are chipped, can I get my money back", "my blue vase + the small dish are chipped, can I get my money back"),
    ("the lamp + the shade arrived broken", "the lamp + the shade arrived broken"),
    ("teapot + 2 cups came smashed. refund pls", "teapot + 2 cups came smashed."),
    ("Hello,\nbowl + plate were both damaged in the post.", "bowl + plate were both damaged in the post."),
    ("Hi there. Frame + glass cracked on arrival, could I have a refund", "Frame + glass cracked on arrival, could I have a refund"),
]
STILL_CUT = [
    ("lamp late + please change my number", "please change my number"),
    ("Broken frame + new address\nThe frame came broken.", "new address"),
    ("Armchair + cushion SU-82011\nboth torn", "cushion SU-82011"),
    ("kettle late + mug arrived cracked", "mug arrived cracked"),
    ("2 of 6 tumblers broken, pitcher fine + cancel another (unshipped) order", "cancel another (unshipped) order"),
    ("Refund + invoice please", "invoice please"),
    ("dbl chg + mug cracked, ty", "mug cracked, ty"),
]


@pytest.mark.parametrize("text, sentence", JOINED)
def test_goods_joined_by_a_plus_are_one_sentence(text, sentence):
    assert sentence in [s.text for s in split(text)], [s.text for s in split(text)]
    reading = read_ticket(text, order_ref="SU-1")
    assert any(s.text == sentence and "damaged_item" in s.kinds for s in reading.sentences), reading.as_payload()


@pytest.mark.parametrize("text, cut", STILL_CUT)
def test_a_plus_joining_asks_still_cuts(text, cut):
    assert cut in [s.text for s in split(text)], [s.text for s in split(text)]


GOODS = [line("JUG-2", "Glazed water jug", 3200), line("MUG-2", "Glazed mug", 1400), line("BWL-2", "Glazed bowl", 2100)]


def _paid(*skus):
    return {"outcome": "resolved", "refunds": [refund(cents(GOODS, s, 1), s, 1) for s in skus], "returns": []}


@pytest.mark.django_db
def test_end_to_end_goods_joined_by_plus_amp_or_slash_are_all_paid(tmp_path):
    cases = [
        case("JPL-1", "jug + mug both cracked, refund please", GOODS, intents=["damaged_item"], ref="SU-70081", expected=_paid("JUG-2", "MUG-2")),
        case("JPL-2", "The jug & mug arrived cracked. Refund please.", GOODS, intents=["damaged_item"], ref="SU-70082",
             expected=_paid("JUG-2", "MUG-2")),
        case("JPL-3", "jug/mug came chipped, can I get my money back", GOODS, intents=["damaged_item"], ref="SU-70083",
             expected=_paid("JUG-2", "MUG-2")),
        case("JPL-4", "Hi, the bowl + the mug were both smashed in the box. Please refund them.", GOODS, intents=["damaged_item"],
             ref="SU-70084", expected=_paid("BWL-2", "MUG-2")),
    ]
    assert_money_as_expected(tmp_path, cases)

"""Goods the customer strikes from the ask by name ("Actually scratch the mug", "leave out the saucer",
"forget the jug, it's fine") are withdrawn: the screener keeps the claim on the other goods of the same
sentence, and the guard holds a refund of the struck line (runs.fine_lines.lines_withdrawn). Near misses
(the verb told of goods, "scratch that" about an ask, a claim made worse) still ask. Wording written for these tests."""

import pytest

from runs.fine_lines import lines_withdrawn
from runs.intents import read_ticket

MUG = {"sku": "MUG-7", "description": "Stoneware mug", "quantity": 1, "unit_price_cents": 1400}
BOWL = {"sku": "BWL-8", "description": "Salad bowl", "quantity": 1, "unit_price_cents": 2600}
ORDER = {"order_ref": "SU-71220", "lines": [MUG, BOWL], "charges": [], "refunds": []}


def _read(body: str):
    return read_ticket(f"Re my order\n{body}", order_ref="SU-71220")


STRUCK_MUG = [
    ("The mug was chipped and the bowl cracked.", "Actually scratch the mug, I looked again and it's only a glaze mark."),
    ("Both the mug and the bowl arrived damaged.", "Oh forget the mug, my son says the chip was from him."),
    ("mug chipped, bowl has a crack right thru it.", "sorry leave out the mug - its fine really."),
    ("The bowl and the mug came with cracks.", "Hmm, scratch the mug, it's only a line in the glaze."),
    ("The mug has a chip and the salad bowl a big crack.", "On reflection, skip the mug, I can live with it."),
]


@pytest.mark.parametrize("claim,strike", STRUCK_MUG)
def test_goods_struck_by_name_are_withdrawn_and_the_other_goods_still_claimed(claim, strike):
    reading = _read(f"{claim} {strike} So just the bowl please.")
    assert "damaged_item" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]
    assert set(lines_withdrawn(ORDER, [claim, strike])) == {MUG["sku"]}


@pytest.mark.parametrize("text", [
    "The box didn't scratch the mug, the chip was there when I opened it.",
    "Please don't forget the bowl when you refund, it's cracked too.",
    "I'd never scratch the mug myself, it came like that.",
    "Careful not to scratch the bowl if you collect it.",
    "The courier must have dropped it, you can scratch the mug off my list of favourites.",
])
def test_the_verb_told_of_goods_withdraws_nothing(text):
    assert lines_withdrawn(ORDER, [text]) == {}


def test_scratch_that_made_worse_still_claims():
    reading = _read("The mug was chipped and the bowl cracked. Actually scratch that, it's worse: the mug is cracked too.")
    assert "damaged_item" in reading.intents, [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("narrowed", [
    "So just the bowl please.",
    "only the salad bowl then, thanks",
    "Just the bowl pls",
    "OK, just the bowl in the end.",
    "Actually, only the bowl please.",
])
def test_an_ask_narrowed_to_some_of_the_goods_named_withdraws_the_others(narrowed):
    claim = "The mug was chipped and the bowl cracked."
    assert set(lines_withdrawn(ORDER, [claim, narrowed])) == {MUG["sku"]}


@pytest.mark.parametrize("texts", [
    ["The mug was chipped and the bowl cracked.", "Just the bowl?"],
    ["The mug was chipped and the bowl cracked.", "Just the bowl please.", "Oh and the mug too actually, refund both."],
    ["The mug was chipped and the bowl cracked.", "Please refund both, not just the bowl."],
    ["The mug was chipped and the bowl cracked.", "Just the two of them, nothing else in the box was hurt."],
])
def test_a_narrowing_asked_undone_or_naming_no_line_withdraws_nothing(texts):
    assert MUG["sku"] not in lines_withdrawn(ORDER, texts)

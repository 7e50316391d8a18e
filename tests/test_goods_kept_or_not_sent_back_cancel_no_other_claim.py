"""Keeping goods is not always letting a claim go. "I won't send them back, we like them" declines a return and asks no
change of mind (the return words are negated: runs/intents/remedies.py); "The mugs were fine, we'll keep them" keeps the
mugs called fine, not the teapot claimed before it (runs/intents/refusals.goods_kept_fine). A keep of the claimed goods
themselves ("It's fine though, we'll keep it", "It's only a hairline crack, I'll keep it") still takes the claim back.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _read(body):
    reading = read_ticket(f"Order\n{body}", order_ref="SU-1")
    return reading, [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body, kinds", [
    ("The towels arrived a week late. I won't send them back, we like them.", ["late_delivery"]),
    ("I won't send them back, we like them. But the delivery was late, can I have the fee back?", ["late_delivery"]),
    ("we're not returning them - they're lovely. just wanted to say the delivery was 3 days late, fee back pls", ["late_delivery"]),
    ("Charged twice for the cushions!! We are NOT sending them back, we love them, just refund the extra charge.", ["duplicate_charge"]),
    ("The rug came 4 days after the promised date. I will not be posting it back, it looks great, but the fee should be refunded.", ["late_delivery"]),
    ("Slippers arrived with a scuff on one heel. I won't send them back, we like them, but a partial refund would be nice.", ["damaged_item", "other"]),
])
def test_return_words_declined_ask_no_change_of_mind(body, kinds):
    reading, seen = _read(body)
    assert sorted(reading.intents) == sorted(kinds), seen


@pytest.mark.parametrize("body", [
    "I changed my mind about the lamp. I will send it back tomorrow.",
    "i dont want the rug anymore, can i send it back",
])
def test_a_return_told_or_asked_is_still_a_change_of_mind(body):
    reading, seen = _read(body)
    assert "change_of_mind" in reading.intents, seen


@pytest.mark.parametrize("body", [
    "The teapot arrived cracked. The mugs were fine, we'll keep them.",
    "The glass jug came with a chip in the rim. The tumblers are all fine and we'll keep those.",
    "The teapot arrived cracked. The mugs are perfect so we'll keep those.",
    "the bowl is broken in two. the plates are ok tho, keeping them",
    "Our lamp base came dented. The shades were undamaged, we'll hang on to them.",
    "Vase smashed in transit. The candles were fine and I'll keep them.",
])
def test_keeping_goods_called_fine_leaves_the_claim_on_other_goods(body):
    reading, seen = _read(body)
    assert "damaged_item" in reading.intents, seen


@pytest.mark.parametrize("body", [
    "The teapot arrived cracked. It's fine though, we'll keep it.",
    "The teapot arrived cracked. It's only a hairline crack, I'll keep it.",
    "The teapot arrived cracked. The teapot is fine really, we'll keep it.",
])
def test_keeping_the_claimed_goods_still_takes_the_claim_back(body):
    reading, seen = _read(body)
    assert "damaged_item" not in reading.intents, seen

"""Goods or the money with the choice left to the shop ("refund me or send it again, whichever is quicker") beside a
claim that pays money: the claim's remedy, no request of its own for a person. Near-misses: goods or money without the
choice left, or beside no claim. Wording written for these tests (runs/intents/choice_left_to_shop.py)."""

import pytest

from runs.intents import read_ticket

LEFT = [
    "Please refund me or send it again, whichever is quicker.",
    "A new one or my money back, either is fine by me.",
    "refund or replace it, i dont mind which",
    "Send another or refund it - honestly it's up to you.",
    "Whatever is easiest for you: a replacement or a refund.",
    "I'd take a replacement or the money, whichever suits you best.",
]


@pytest.mark.parametrize("sentence", LEFT)
def test_the_choice_left_to_the_shop_is_attached_to_the_claim(sentence):
    text = f"lamp\nThe lamp from SU-7310 arrived with the base snapped off. {sentence}"
    reading = read_ticket(text, order_ref="SU-7310")
    assert "damaged_item" in reading.intents
    assert not any("other" in s.kinds for s in reading.requests), [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


NEAR = [
    # the choice not left to the shop: a person arranges which
    "lamp\nThe lamp from SU-7310 arrived with the base snapped off. I want the right one or the money.",
    # beside no claim: nothing of the shop's answers it
    "lamp\nI've changed my mind about order SU-7310 and never got round to using it. Could you refund me or send a smaller one, whichever is quicker?",
]


@pytest.mark.parametrize("text", NEAR)
def test_goods_or_money_not_left_to_the_shop_goes_to_a_person(text):
    reading = read_ticket(text, order_ref="SU-7310")
    assert any("other" in s.kinds for s in reading.requests), [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]

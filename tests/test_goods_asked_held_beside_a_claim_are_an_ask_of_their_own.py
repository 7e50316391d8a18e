"""Goods asked to be held or set aside for the customer beside a claim's remedy ("Please refund it, I will order
another one from you - can you hold one?") are an ask of their own, for a person: attached to the claim, the hold
was folded away with it. Money held ("hold the refund") or goods bought elsewhere ask nothing of the kind. Wording
written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.goods_held_for_me import asks_goods_held


@pytest.mark.parametrize("body", [
    "The kettle arrived dented. Please refund it, I will order another one from you - can you hold one?",
    "The kettle arrived dented. Refund me please, and could you reserve one for me till Friday?",
    "the kettle came dented - money back pls, and put one aside for me, i'll buy again",
    "Kettle dented. Refund it please, and can you keep one back for me? I'll reorder at payday.",
    "The kettle has arrived dented. I would be grateful for a refund, and could you kindly set aside another one for me?",
    "KETTLE DENTED. refund me, and HOLD ONE for me, i'm reordering!!",
    "Kettle is dent. Please refund, and can you hold a new one for me, I buy again next week.",
])
def test_goods_asked_held_beside_the_remedy_are_an_ask_for_a_person(body):
    reading = read_ticket("my order\n" + body, order_ref="SU-70001")
    shown = [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert "damaged_item" in reading.intents and "other" in reading.intents, shown


@pytest.mark.parametrize("text", [
    "Please refund it and hold the refund until I confirm.",
    "Please refund it, I'll order another one elsewhere.",
    "hold on, the box was fine",
    "I reserve the right to complain further.",
    "Please hold off on sending another one.",
    "Please refund it - keep the old one, I don't want it back.",
    "my card shows the payment twice, please put one back.",
    "The fee came out twice, could you set one back to my card?",
])
def test_near_misses_money_held_or_goods_bought_elsewhere_ask_no_hold(text):
    assert not asks_goods_held(text), text

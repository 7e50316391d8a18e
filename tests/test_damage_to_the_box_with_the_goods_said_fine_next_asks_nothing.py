"""Damage to the box the goods came in, with the next sentence saying the goods themselves are fine, asks nothing for the
goods ("The carton was torn open on one side. Luckily the glasses are all intact."). Damage to the goods, other goods
called fine, or a remedy asked beside it keep the claim."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("body", [
    "The carton was torn open on one side. Luckily the glasses are all intact and unharmed. Thought you should know.",
    "The outer box arrived crushed. The lamp inside is perfect though, no harm done.",
    "Box was dented on one corner. Everything inside is fine.",
    "packaging got properly squashed in transit. the teapot is totally fine tho!",
    "The parcel was all crushed when it came. Thankfully it's all fine inside.",
])
def test_a_damaged_box_then_goods_said_fine_is_no_damage_claim(body):
    reading = read_ticket("parcel\n\n" + body)
    assert "damaged_item" not in reading.intents, reading.as_payload()


@pytest.mark.parametrize("body", [
    "The box was crushed. The vase inside is cracked.",
    "The box was crushed. The rest of the order is fine.",
    "The box was crushed. The plates are fine but can you refund the bowl, it's chipped?",
    "The kettle is dented. Everything else is fine.",
    "The box was crushed. It's fine, but please refund the shipping.",
])
def test_goods_damaged_others_fine_or_a_remedy_asked_keep_the_claim(body):
    reading = read_ticket("parcel\n\n" + body)
    assert "damaged_item" in reading.intents, reading.as_payload()

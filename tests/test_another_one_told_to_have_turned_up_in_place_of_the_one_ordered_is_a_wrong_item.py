"""Goods ordered in one colour or size and another told to have turned up, what came named before its coming ("Ordered
the cobalt blue vase and a green one turned up.", ver32c P-14a), is a wrong item: read as a plain statement, the vase's
return was made as a change of mind and the shop's error booked as the customer's. The same colour or size, what came
with none, a time, or goods that came damaged or late are not. Wording written for these tests."""

import pytest

from runs.other_goods_told import tells_other_goods
from tests.readings import reading, shown

TURNED_UP = [
    "Ordered the cobalt blue vase and a green one turned up.",
    "ordered the emerald scarf, but a bright orange one came in the post",
    "I had ordered the size 9 boots and a size 7 pair has turned up.",
    "Ordered the grey sofa cushions but two yellow ones came instead?",
    "ordered the oatmeal throw yet a charcoal one landed on my doormat",
    "Hiya - we'd ordered the mint green bath mat and then a lilac one showed up. Not what we wanted!",
    "I ordered the white lampshade, and a black one was delivered",
]


@pytest.mark.parametrize("text", TURNED_UP)
def test_another_colour_or_size_turned_up_is_a_wrong_item(text):
    read = reading(text, "hello")
    assert "wrong_item" in read.intents, shown(read)
    assert tells_other_goods(text)  # the guard's reading of other goods come (runs/other_goods_told.py)


@pytest.mark.parametrize("text, kinds", [
    ("Ordered the blue vase and a blue one turned up.", []),
    ("Ordered the blue vase and a parcel turned up yesterday, all fine.", []),
    ("Ordered on Monday and it turned up on Friday.", []),
    ("Ordered the cobalt blue vase and a lovely note turned up with it.", []),
    ("I ordered the green vase and a green one turned up broken.", ["damaged_item"]),
    ("I ordered the red kettle and a red one turned up three days late.", ["late_delivery"]),
])
def test_the_same_colour_no_colour_a_time_or_damage_is_no_wrong_item(text, kinds):
    read = reading(text, "hello")
    assert read.intents == kinds, shown(read)

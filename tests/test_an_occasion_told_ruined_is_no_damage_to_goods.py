"""An occasion the customer says was wrecked ("compensation for the ruined weekend", "a destroyed birthday party") is no
damage to the goods, though the strongest damage words read goods as damaged ("the lampshade is utterly ruined").
Held-back round adv25 (ADV25-23): "I want $200 compensation for the ruined weekend" beside two chairs that came late
read the chairs as damaged, and the chairs were refunded with the late fee. Wording written for these tests; the
near-misses are goods wrecked, told before or after a word of time."""

import pytest

from runs.intents import read_ticket

OCCASIONS = [
    "The table came 3 days late. I also expect $150 for the ruined weekend.",
    "The chairs turned up after the do. Who pays for a ruined birthday party?",
    "Parcel was late and I had a totally ruined evening because of it.",
    "the lights got here late, thanks for the destroyed christmas morning",
    "Late again. I'd like something for my ruined anniversary dinner as well.",
    "Your courier was two days late - one demolished holiday plan, frankly.",
]


@pytest.mark.parametrize("text", OCCASIONS)
def test_an_occasion_wrecked_is_no_damage_claim(text):
    assert "damaged_item" not in read_ticket("My order\n" + text).intents


GOODS = [
    "The lamp arrived ruined last week, refund please.",
    "A ruined lampshade came in the box.",
    "the rug was completely ruined on arrival",
    "Shade: totally destroyed",
    "The vase came destroyed and the party is tomorrow.",
    "the stool arrived ruined this morning",
]


@pytest.mark.parametrize("text", GOODS)
def test_goods_told_ruined_stay_a_damage_claim(text):
    assert "damaged_item" in read_ticket("My order\n" + text).intents

"""Screening: problems told in a second language's verb forms read as their kind ("the glass is broke", "the
blender is not work", "order is not came until now", "still no parcel", "but I was order a blue one"), never a
person's state ("I was broke last month"); and declining the money while naming the size or colour to send
("Don't need a refund, just send the 8 please") asks for those goods instead, where it was read as wanting nothing
and the claim before it was dropped as declined."""

import pytest

from runs.intents import read_ticket


def _kinds(text: str) -> list[str]:
    return read_ticket(f"help\n{text}").intents


@pytest.mark.parametrize("body, kind", [
    ("The glass of the frame is broke.", "damaged_item"),
    ("the vase was broke when I open the box", "damaged_item"),
    ("Both plates arrived broke, pieces everywhere.", "damaged_item"),
    ("the blender is not work", "damaged_item"),
    ("Order is not came to my home until now.", "non_delivery"),
    ("Still no parcel after one month!!", "non_delivery"),
    ("I am waiting my order since 3 weeks, it not arrive.", "non_delivery"),
    ("I receive a red jumper but I was order a blue one.", "wrong_item"),
    ("Got a 40, but we did order the 42.", "wrong_item"),
])
def test_a_problem_told_in_learner_verb_forms_reads_as_its_kind(body, kind):
    assert kind in _kinds(body)


@pytest.mark.parametrize("body", [
    "I was broke last month so I waited to order.",
    "We're broke after Christmas, so no rush on anything.",
    "The parcel not come until the 14th, a week after it was due.",
])
def test_a_person_broke_or_a_parcel_that_came_later_is_no_damage_nor_non_delivery(body):
    assert not set(_kinds(body)) & {"damaged_item", "non_delivery"}


@pytest.mark.parametrize("body", [
    "You sent me a size 10 instead of an 8. Don't need a refund, just send the 8 please.",
    "Got the blue one instead of the green. Dont need money back, just send green.",
    "Sent the wrong colour. Don't want my money back, just send it in navy please.",
])
def test_money_declined_with_the_right_size_or_colour_named_asks_those_goods_and_keeps_the_claim(body):
    reading = read_ticket(f"wrong item\n{body}")
    ask = reading.sentences[-1]
    assert ask.role == "request" and "other" in ask.kinds and "refund" in ask.forbids
    assert "wrong_item" in reading.intents


def test_money_declined_with_nothing_asked_after_it_still_declines():
    reading = read_ticket("lamp\nThe lamp is dented. I don't need a refund, I'm keeping it, it's fine for the garage.")
    assert "damaged_item" not in reading.intents

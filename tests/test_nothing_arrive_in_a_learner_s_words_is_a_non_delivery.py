"""Nothing come, told in a learner's English, is a non-delivery (runs/intents/nothing_arrive_learner.py): "Nothing is
arrive." was a statement (dropped) and "nothing arrive yet" a problem of no known kind. Never money, a reply or news not
come, nor goods that came in some state."""

import pytest

from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "I order a lamp two weeks ago. Nothing is arrive.",
    "nothing arrive yet",
    "Hello, my order still nothing arrive. Please help me.",
    "I wait since 3 week and nothing is arrive to my house",
    "Dear sir, I pay for 2 cushion on 3 May but until now nothing come. What I do?",
    "nothing not arrive until today, please refund me my money",
    "NOTHING ARRIVE!!! where is my things",
])
def test_nothing_come_is_a_non_delivery(body):
    read = reading(body)
    assert "non_delivery" in read.intents, shown(read)


@pytest.mark.parametrize("body, kinds", [
    ("The lamp is broken. I ask refund but nothing arrive on my card.", ["damaged_item"]),
    ("The mug was cracked. I write two times and nothing is arrive from your team.", ["damaged_item"]),
])
def test_money_or_a_reply_not_come_is_no_non_delivery(body, kinds):
    read = reading(body)
    assert read.intents == kinds, shown(read)


def test_goods_that_came_whole_are_no_non_delivery():
    read = reading("Everything come fine, nothing arrive broken, thank you!")
    assert "non_delivery" not in read.intents, shown(read)

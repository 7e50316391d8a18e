"""More units came than were paid for ("8 arrived, I paid for 6") is no short delivery: the run page's reviewer hint
(runs.screening_checks CHECK_COUNT, "if items are missing, edit the plan") is not put beside it (runs/count_surplus.py).
A count short of the order keeps its mark."""

import pytest

from runs.screening_checks import CHECK_COUNT, attached_to_check, counts_differ, telling_to_check

MORE_CAME = [
    "8 arrived, I paid for 6.",
    "i orderd six glasses and got eight lol",
    "The box had 10 candles in it, we only paid for 6!",
    "I paid for 4 and 5 turned up.",
    "We ordered 2 rugs but 3 came, do you want one back?",
    "Ordered the 6-pack, box had 8 in it.",
    "Funny thing - twelve napkins arrived and I only ordered ten.",
]

FEWER_CAME = [
    "4 arrived, I paid for 6.",
    "I ordered six glasses and got four.",
    "paid for three cushions and two turned up",
    "Ordered the 6-pack, box had 4 in it.",
    "The box had 4 candles in it, I paid for 6.",
    "We ordered 8 but only 5 came.",
]


@pytest.mark.parametrize("text", MORE_CAME)
def test_more_came_than_paid_for_is_not_marked_as_items_missing(text):
    assert not counts_differ(text)
    assert telling_to_check(text) != CHECK_COUNT
    assert attached_to_check(text, {"damaged_item"}) != CHECK_COUNT


@pytest.mark.parametrize("text", FEWER_CAME)
def test_fewer_came_than_paid_for_keeps_its_mark(text):
    assert counts_differ(text)
    assert telling_to_check(text) == CHECK_COUNT

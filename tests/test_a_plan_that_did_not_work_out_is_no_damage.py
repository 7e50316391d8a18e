"""A plan that didn't work out ("The plan didn't work out.") is no goods failing: it was read as a defective-goods claim
(runs/intents/told.py read "didn't work" in it). "Didn't work out of the box" is still a fault, and goods that do not
work still are. Wording written for these tests."""

import pytest

from tests.readings import reading, shown

PLANS = [
    "The plan didn't work out.",
    "our holiday plans didnt work out so the suitcase wasn't needed",
    "Sadly the surprise party did not work out.",
    "Things haven't worked out with the flat, so we never unpacked anything.",
    "The move didnt work out in the end",
    "It doesn't work out for us money-wise this month.",
]


@pytest.mark.parametrize("body", PLANS)
def test_a_plan_falling_through_is_no_damage(body):
    read = reading(body)
    assert "damaged_item" not in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "The heater didn't work out of the box.",
    "The kettle doesn't work.",
    "The lamp didnt work at all when I plugged it in.",
    "Sadly the surprise party didn't work out, but the banner arrived torn.",
])
def test_goods_that_do_not_work_are_still_a_fault(body):
    read = reading(body)
    assert "damaged_item" in read.intents, shown(read)


def test_a_plan_falling_through_beside_a_return_asks_the_return():
    read = reading("It didn't work out for us, the sofa is too big. Can I return it?")
    assert read.intents == ["change_of_mind"], shown(read)

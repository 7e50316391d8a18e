"""What goods were meant to come with is their contents, never their time: "the cheese knife that was meant to come with
my board arrived bent" was read as a late delivery beside the damage, and a late-delivery request nobody made was
planned. "supposed to / meant to / due to come with, in, inside, as part of" goods tells what was in the box; a day, a
time or a delivery service after it is still lateness. Wording written for these tests (runs/intents/contents_not_time.py)."""

import pytest

from runs.intents import read_ticket

CONTENTS = [
    "The cheese knife that was meant to come with my board arrived bent.",
    "the little spoon that was supposed to come with the jar turned up snapped",
    "The stand that's meant to come with the mirror came with a crack in it.",
    "Hi, the cover that was due to come in the set arrived torn.",
    "The strap that was meant to come as part of the bag arrived frayed and split.",
    "the pump thats supposed to come alongside the bottle showed up cracked",
]

STILL_LATE = [
    "It was meant to arrive on Friday but came on Tuesday.",
    "It was supposed to come in 3 days and only arrived after two weeks.",
    "it was meant to come with next-day delivery but turned up a week later",
    "The rug was due to arrive on the 3rd and came on the 9th.",
    "supposed to come in time for the party, but it arrived the day after",
]


@pytest.mark.parametrize("text", CONTENTS)
def test_goods_meant_to_come_with_other_goods_are_no_late_delivery(text):
    intents = read_ticket(f"my order\n{text}").intents
    assert "late_delivery" not in intents
    assert "damaged_item" in intents


@pytest.mark.parametrize("text", STILL_LATE)
def test_a_day_or_a_service_after_meant_to_come_is_still_late(text):
    assert "late_delivery" in read_ticket(f"my order\n{text}").intents

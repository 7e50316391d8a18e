"""Lateness told by its dates, in one sentence or across two ("It was due on the 3rd. It came on
the 12th, and the express fee was for nothing."), is a late-delivery claim; the same day, an earlier
day, or a customer who says it was fine is not."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    "It was due on the 3rd. It came on the 12th, and the express fee was for nothing.",
    "It was due on the 3rd and it came on the 12th.",
    "Delivery was promised for Monday. It turned up on Thursday.",
    "The estimated delivery date was 4 March. We finally got it on March 11, far too late for the party.",
    "hi, the rug was supposed to arrive by the 20th. it showed up the 27th",
    "Guaranteed for Tuesday with the premium option. It landed on Saturday.",
])
def test_a_due_day_and_a_later_arrival_are_a_late_delivery(text):
    reading = read_ticket(text)
    assert reading.intents == ["late_delivery"], reading.as_payload()


@pytest.mark.parametrize("text", [
    "It was due on the 3rd. It came on the 3rd, right on time.",
    "It was due on the 12th. It came on the 9th, lovely surprise.",
    "It was due on the 3rd. It came on the 12th, but that's ok, the fee's not a problem.",
    "The lamp was due on the 5th and came on the 5th.",
    "It was promised for the 14th but it arrived on the 11th.",
])
def test_the_same_day_an_earlier_one_or_lateness_waved_off_is_no_late_delivery(text):
    assert "late_delivery" not in read_ticket(text).intents


def test_a_fault_told_with_the_arrival_day_keeps_its_own_kind():
    assert read_ticket("The blanket was due on Friday. It arrived on Thursday and it is torn.").intents == ["damaged_item"]
    assert read_ticket("The vase is cracked. I ordered it on Monday and it came on Thursday.").intents == ["damaged_item"]


def test_a_late_arrival_told_beside_a_fault_is_claimed_with_it():
    reading = read_ticket("The tracking page said it would arrive Tuesday. It came Saturday and the lid was dented.")
    assert set(reading.intents) == {"late_delivery", "damaged_item"}, reading.as_payload()

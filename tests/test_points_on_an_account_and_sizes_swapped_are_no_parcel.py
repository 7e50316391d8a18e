"""Points or credit that never showed on an account are a request for a person, not a parcel that
never came; sizes told one instead of another ("sent 42 instead of 44") are a wrong size, not a
count of units short. Counts of units short stay short deliveries."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    "The mug came chipped. And my loyalty points from this order never showed on my account.",
    "Lamp arrived broken. Also the store credit you promised hasn't appeared on my profile.",
])
def test_points_or_credit_not_on_the_account_are_other_never_non_delivery(text):
    assert read_ticket(text).intents == ["damaged_item", "other"], read_ticket(text).as_payload()


@pytest.mark.parametrize("text", [
    "The shoes are the wrong size, sent 42 instead of 44.",
    "the trainers came in 9 instead of 10, wrong size completely",
])
def test_sizes_one_instead_of_another_are_a_wrong_item_only(text):
    assert read_ticket(text).intents == ["wrong_item"]


@pytest.mark.parametrize("text,kinds", [
    ("I got 3 instead of 4 glasses.", ["non_delivery"]),
    ("My parcel never showed. Please refund.", ["non_delivery"]),
    ("Wrong size boots and only 1 instead of 2 pairs came.", ["non_delivery", "wrong_item"]),
])
def test_a_count_short_or_a_parcel_that_never_showed_still_reads(text, kinds):
    assert sorted(read_ticket(text).intents) == kinds

"""What was ordered and what came, told in one breath ("Ordered a double fitted sheet, got a king
size one"; "ordered the 6-pack but you sent me a single pair"; "what came was a small"), is a
wrong item: the shop's error (POL-WRG-004), never a change of mind, so a return asked after it is
that wrong item's remedy. Goods that came as ordered and broken, or the parcel got, are no wrong
item. Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.shop.models import ReturnRequest
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

UTC = timezone.utc


@pytest.mark.parametrize("text", [
    "Ordered a double duvet cover, got a single one in the parcel. Could I send it back?",
    "i ordered the 6 pack of socks but you sent me a single pair?? can i return it",
    "Ordered a medium hoodie - what came was a small. I'd like to send it back please.",
    "We bought two oak frames, received two walnut ones. How do we return them?",
    "Ordered a queen mattress protector, received a single one. I need to return it.",
])
def test_ordered_one_thing_and_got_another_is_a_wrong_item_not_a_change_of_mind(text):
    intents = read_ticket(text).intents
    assert "wrong_item" in intents
    assert "change_of_mind" not in intents


@pytest.mark.parametrize("text", [
    "Ordered the blender, got the parcel today, it doesn't fit on my shelf so I'd like to return it.",
    "Ordered a rug on Monday, got a refund email today?",
    "I ordered two mugs and got two mugs, one of them cracked.",
])
def test_what_came_as_ordered_is_no_wrong_item(text):
    assert "wrong_item" not in read_ticket(text).intents


@pytest.fixture
def duvet(settings):
    maya, house = small_shop(settings)
    more_policies("wrong_item", "change_of_mind")
    return delivered_order("SU-72601", maya, house, [("DUV-2", "Double duvet cover", 1, 3000)],
                           delivered_at=datetime(2026, 11, 5, 14, tzinfo=UTC))


@pytest.mark.django_db
def test_offline_takes_back_the_wrong_goods_as_the_shops_error(duvet):
    run = offline_run("Ordered a double duvet cover, got a single one in the bag. Could I send it back?", "SU-72601", subject="duvet")
    kinds = list(run.subtasks.values_list("case_type", flat=True))
    assert "wrong_item" in kinds and "change_of_mind" not in kinds
    assert ReturnRequest.objects.filter(order=duvet).exists()

"""A refund the shop promised for goods named with their problem ("your agent promised me a refund for the torn
rucksack ... nothing has come through. Where is it?") is that claim chased: the damage (or the wrong item) is asked
again and the record answers it, paid by the seller's remedy. "Nothing has come through" is the money, never a parcel
lost, and the reply never says the order did not arrive. A parcel told not come to the door or the letterbox is still
a claim that it never came. Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.shop.models import CustomerReply, Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc


@pytest.mark.parametrize("text", [
    "Your chat agent Priya promised me a refund for the cracked salad bowl on the 3rd. It's now the 9th and nothing has come through. Where is it?",
    "i was told id get my money back for the dented kettle. still nothing on my card",
    "On Monday your colleague assured me the broken lamp would be refunded in 2 days. Nothing has arrived yet.",
    "Someone on your phone line promised a full refund for the smashed vase, but it never came through!!",
    "Last week I was promised a refund for the jumper that came with a hole in it. I still havent seen it.",
    "You said you'd refund the scratched mirror. That was ten days ago and I've had nothing back.",
])
def test_a_promised_refund_for_damaged_goods_chases_the_damage_claim(text):
    reading = read_ticket("still waiting\n" + text)
    assert reading.intents == ["damaged_item"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


def test_a_promised_refund_for_a_wrong_item_chases_the_wrong_item_claim():
    reading = read_ticket("Your agent promised a refund for the wrong size boots you sent me. It's been a week and nothing has come through.")
    assert reading.intents == ["wrong_item"]


@pytest.mark.parametrize("text", [
    "Ordered the poster on the 2nd. Nothing has come through the letterbox yet, where is it?",
    "Your agent promised a refund for the cracked bowl, thank you. My other parcel though: nothing has come through the letterbox.",
    "you promised me a refund for the dented kettle last week. nothing at the door either from the second order, where is it",
])
def test_a_parcel_not_come_to_the_door_is_still_a_claim_it_never_came(text):
    assert "non_delivery" in read_ticket(text).intents, [(s.text, s.role, s.kinds, s.why) for s in read_ticket(text).sentences]


@pytest.mark.parametrize("text", [
    "Your agent promised me a refund for the cracked bowl and it came through yesterday, thanks!",  # the promise kept
    "Has my refund for the cracked bowl gone through yet?",  # a status question, no word of it not coming
    "Your colleague promised a refund for the cracked bowl, so I'll wait for that.",
])
def test_a_promise_kept_or_only_asked_after_is_no_new_damage_claim(text):
    assert "damaged_item" not in read_ticket(text).intents, [(s.text, s.role, s.kinds, s.why) for s in read_ticket(text).sentences]


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "Your chat agent Sam promised me a refund for the torn rucksack on 13 November. It's now the 16th and nothing has come through. Where is it?",
    "u guys promised a refund for the ripped rucksack, still nothing on my card",
])
def test_offline_pays_the_promised_damage_once_and_tells_of_no_lost_order(settings, body):
    maya, house = small_shop(settings)
    delivered_order("SU-77030", maya, house, [("RUK-1", "Daypack rucksack", 1, 5500)], delivered_at=datetime(2026, 11, 5, 14, tzinfo=UTC))
    run = offline_run(body, "SU-77030", subject="still waiting")
    assert [(r.amount_cents, r.case_type) for r in Refund.objects.filter(order__ref="SU-77030")] == [(5500, "damaged_item")]
    assert list(run.subtasks.values_list("case_type", flat=True)) == ["damaged_item"]
    reply = " ".join(CustomerReply.objects.values_list("body", flat=True))
    assert "never arrived" not in reply and "$55.00" in reply

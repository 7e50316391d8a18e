"""Words that give the shop time ("no rush", "no hurry", "take your time", "whenever you get a chance", "I'm not in a
hurry") said beside a goods claim wave nothing off: the customer still wants the damaged goods put right, only not
urgently. A real waiver ("no need to refund, it still works", "doesn't matter", "I don't mind") still asks nothing.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.unhurried import unhurried
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop


@pytest.mark.parametrize("text", [
    "Hi, the table lamp arrived with a split shade, could I get a refund please? No rush, thanks.",
    "Could I get a refund for the cracked vase? no rush at all",
    "The mirror came with a crack across it. No hurry whatsoever.",
    "Hello, my teapot turned up with the spout snapped off. Could you refund it? Honestly no hurry.",
    "the rug has a big burn mark, take your time but i would like a refund",
    "the toaster came with a big dent in the side. im not in a hurry, sort it out whenever u can",
    "The bowl came cracked. Whenever you get a chance. Thanks!",
    "Vase smashed in transit :( no hurry on this but I would like my money back",
])
def test_a_goods_claim_with_time_given_is_still_claimed(text):
    assert "damaged_item" in read_ticket(text).intents


@pytest.mark.parametrize("text", [
    "The chair wobbles a bit, doesn't matter.",
    "The mug arrived with a tiny chip, no need to refund, it still works fine.",
    "box was crushed but dont care",
    "lid has a tiny chip, I don't mind.",
    "The lampshade has a tiny scuff, no big deal.",
])
def test_a_real_waiver_still_asks_nothing(text):
    assert "damaged_item" not in read_ticket(text).intents


@pytest.mark.parametrize("words, gives_time", [
    ("No rush", True), ("no hurry at all", True), ("I'm not in a rush", True), ("take your time", True),
    ("whenever you can", True), ("there's no rush", True),
    ("no big deal", False), ("doesn't matter", False), ("I don't mind", False), ("not bothered", False),
])
def test_only_time_words_are_read_as_giving_time(words, gives_time):
    assert unhurried(words) is gives_time


@pytest.mark.parametrize("text", [
    "My order was 4 days late. No rush.",
    "it came a few days late but I wasn't in a rush, not bothered",
])
def test_a_delay_waved_off_with_no_rush_still_asks_no_fee(text):
    assert "late_delivery" not in read_ticket(text).intents


@pytest.fixture
def lamp(settings):
    maya, house = small_shop(settings)
    more_policies("damaged_item")
    return delivered_order("SU-71612", maya, house, [("LMP-1", "Brass desk lamp", 1, 4325)], delivery_cents=599)


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "Hi, the desk lamp arrived with a cracked base, could I get a refund please? No rush, thanks.",
    "the lamp base is cracked. no hurry, refund whenever you get a chance",
])
def test_offline_pays_a_claim_whose_customer_gives_time(lamp, body):
    offline_run(body, "SU-71612", subject="lamp")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-71612")] == [4325]

"""Damage told in capitals, with intensifiers or in the strongest words ("CRUSHED flat", "smashed to bits", "totally
wrecked", "DESTROYED", "utterly ruined") reads as damage (runs/intents/damage_words.py), and a part the customer turns down
("I DO NOT want a replacement shade") is no part asked (runs/named_parts.py), so the damaged line is paid. Blind round ver25a
VER25A-39: "the linen shade was CRUSHED flat in the box" beside "I DO NOT want a replacement shade, just REFUND IT" sent the
$30.24 shade to a person as a part of the lampshade. Wording written for these tests; near-misses: an occasion or a feeling
wrecked, the box crushed and the goods fine, a part truly asked for."""

from datetime import timedelta

import pytest
from django.utils import timezone

from runs.intents import read_ticket
from runs.models import Escalation, Run
from runs.named_parts import named_part
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

SHOUTED = [
    "And the linen shade was CRUSHED flat in the box.",
    "The lamp shade was SMASHED to bits in the box.",
    "the shade arrived totally wrecked",
    "My lampshade came CRUSHED FLAT!!!",
    "LAMPSHADE DESTROYED.",
    "The lampshade was destroyed in transit, no idea how.",
    "the lampshade is utterly ruined",
    "Shade: totally destroyed",
    "the shade got squashed flat, its a pancake",
    "the mirror came absolutely demolished",
]


@pytest.mark.parametrize("text", SHOUTED)
def test_damage_in_capitals_or_the_strongest_words_is_a_damage_claim(text):
    assert "damaged_item" in read_ticket("My order\n" + text).intents


NOT_GOODS = [
    "The lamp was for our anniversary and the whole weekend was ruined. Please send me the invoice.",
    "I was destroyed when I saw the state of my garden. Please send me the invoice.",
    "It ruined my day. Please send me the invoice.",
    "This has ruined Christmas for us. Please send me the invoice.",
    "You have destroyed my faith in your shop. Please send me the invoice.",
    "The surprise is ruined now. Please send me the invoice.",
    "The box was crushed but the shade inside is perfect. Please send me the invoice.",
]


@pytest.mark.parametrize("text", NOT_GOODS)
def test_an_occasion_a_feeling_or_the_box_wrecked_is_no_damage_claim(text):
    reading = read_ticket("My order\n" + text)
    assert "damaged_item" not in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert reading.intents


LAMP = {"sku": "LMP-BS", "description": "Table lamp base, brass", "quantity": 1, "unit_price_cents": 6100}
SHADE = {"sku": "SHD-DR", "description": "Drum lampshade, linen", "quantity": 1, "unit_price_cents": 2800}


@pytest.mark.parametrize("texts", [
    ["And the linen shade was CRUSHED flat in the box.", "I DO NOT want a replacement shade, just REFUND IT."],
    ["the shade is smashed to bits", "no new shade please, refund it"],
    ["Shade arrived totally wrecked.", "I don't need a replacement shade, I'd rather have the money."],
    ["The lampshade was destroyed.", "Please don't send a spare shade - just refund me."],
    ["My lampshade came CRUSHED.", "Rather than a new shade I want a refund."],
    ["the drum shade got flattened", "never send me a replacement shade, refund it"],
])
def test_a_part_turned_down_is_no_part_asked(texts):
    assert named_part({"lines": [LAMP, SHADE]}, SHADE, texts) == ""


@pytest.mark.parametrize("texts", [
    ["The shade is fine but the lamp is missing its bulb.", "Could you send a replacement bulb?"],
    ["The lamp base came fine.", "Please send me a new shade for it, the old one has a scuff."],
])
def test_a_part_asked_for_is_still_a_part(texts):
    order = {"lines": [{"sku": "LMP-1", "description": "Table lamp with shade", "quantity": 1, "unit_price_cents": 6100}]}
    assert named_part(order, order["lines"][0], texts)


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    came = timezone.now() - timedelta(days=2)
    delivered_order("SU-65001", maya, house, [("LMP-BS", "Table lamp base, brass", 1, 6100), ("SHD-DR", "Drum lampshade, linen", 1, 2800)],
                    delivered_at=came)


RUNS = [
    "THIRD TIME I AM WRITING. The linen shade was CRUSHED flat in the box. The brass base is fine. I DO NOT want a replacement "
    "shade, just REFUND IT.",
    "Hi, the lampshade arrived totally destroyed, the base is ok. no new shade please, refund the shade.",
    "the shade got SMASHED to bits on the way!! Lamp base fine. Don't send a replacement shade, I want my money back for it.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("body", RUNS)
def test_the_shade_told_wrecked_is_paid_and_nothing_else(world, body):
    run = offline_run(body, "SU-65001", subject="lamp order")
    assert run.status == Run.Status.DONE
    paid = list(Refund.objects.filter(order__ref="SU-65001").values_list("amount_cents", flat=True))
    assert paid == [2800], (paid, list(Escalation.objects.filter(run=run).values_list("open_item", flat=True)))

"""A clause or a bracket calling one thing fine takes out of its sentence only the claims about that
thing: "the bowl is chipped, the vase is fine" still claims the bowl, and "(the suitcase itself is
fine)" never cancels a postage fee taken twice beside it. The goods said to come through again ("it
works perfectly"), or a box crushed around goods that are fine, still claim nothing."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc


def requests(text: str) -> list[str]:
    return read_ticket(text).intents


@pytest.mark.parametrize("text", [
    "The blender jug has a crack down one side and the base won't switch on, mixer is fine.",
    "The teapot spout is chipped; the cups are all fine.",
    "Our fruit bowl arrived with a chip out of the rim, the matching vase is perfect.",
    "Both bowls came intact and the serving jug is cracked.",
    "Everything is fine except the lid is cracked.",
])
def test_damage_told_beside_other_goods_called_fine_is_still_claimed(text):
    assert "damaged_item" in requests(text)


@pytest.mark.parametrize("text", [
    "You took the $4.50 postage twice, and the handle of the suitcase came off (the suitcase itself is fine).",
    "I was billed twice for this order; the rug is fine.",
    "The box was crushed and you charged me twice, the vase is fine though.",
])
def test_a_charge_taken_twice_is_never_cancelled_by_goods_called_fine(text):
    assert "duplicate_charge" in requests(text)


def test_a_fine_bracket_beside_a_broken_part_keeps_the_part_claimed():
    assert {"duplicate_charge", "damaged_item"} <= set(requests(
        "You took the $4.50 postage twice, and the handle of the suitcase came off (the suitcase itself is fine)."))


@pytest.mark.parametrize("text", [
    "The outer box was crushed flat but the lamp is fine.",
    "It came with a scuff on the side but it works perfectly.",
    "The courier box was soaked, everything inside is fine.",
    "The carton of the lamp (order SU-75001) came crushed, but the lamp itself is fine.",
    "The box was crushed and you charged me twice, the vase is fine though.",
    "We had a mix-up in spring with the wrong handles, but it got sorted and this time everything arrived perfect.",
])
def test_goods_said_to_come_through_or_only_their_box_damaged_claim_no_damage(text):
    assert not {"damaged_item", "wrong_item"} & set(requests(text))


def test_a_negated_fine_is_no_fine():
    assert "damaged_item" in requests("The vase is not fine at all, it has a long crack.")


@pytest.fixture
def world(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-75001", maya, house, [("BWL-FRT", "Ceramic fruit bowl", 1, 3200), ("VAS-TAL", "Tall ceramic vase", 1, 4600)])
    suitcase = delivered_order("SU-75002", maya, house, [("SUI-CAB", "Cabin suitcase", 1, 8900)], delivery_cents=450)
    placed = datetime(2026, 11, 2, 9, 2, tzinfo=UTC)
    shop.Charge.objects.create(order=suitcase, kind="delivery", description="Delivery", amount_cents=450, charged_at=placed)
    for ref, case, words in [("POL-LATE-006", "late_delivery", "late delivery fee")]:
        shop.PolicyDocument.objects.create(ref=ref, title=ref, case_type=case, keywords=words, body=f"{ref} text")


@pytest.mark.django_db
def test_the_line_claimed_beside_a_line_called_fine_is_refunded_and_the_fine_one_is_not(world):
    offline_run("Our fruit bowl arrived with a chip out of the rim, vase is fine. SU-75001 - could you refund the bowl please",
                "SU-75001", ref="T-75001", subject="bowl")
    [refund] = Refund.objects.filter(order__ref="SU-75001")
    assert refund.amount_cents == 3200


@pytest.mark.django_db
def test_a_fee_taken_twice_is_refunded_beside_a_part_claim_next_to_a_fine_bracket(world):
    run = offline_run("Two things on SU-75002: you took the $4.50 postage twice, and the handle of the suitcase came off on the first trip "
                      "(the suitcase itself is fine). Please refund the extra postage and help with the handle.",
                      "SU-75002", ref="T-75002", subject="suitcase")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-75002")] == [450]
    assert any("handle" in f"{e.open_item} {e.reason}" for e in run.escalations.all())  # a part: a person decides what it is worth

"""Goods the customer says are fine are never refunded as damaged: "wrecked" said of a plan, an occasion or a person is
no damage to goods (runs/intents/wrecked_occasions.py), and the guard's damage_said_of_goods refuses a damage decision
over a ticket that tells no goods damaged in the customer's own words (runs/story_damage_check.py). V28-37: a lamp
"in perfect condition" was paid $139.32 as damaged because "the delay wrecked my plans"."""

from __future__ import annotations

import pytest

from runs.intents.cues import tells_damage
from runs.story_damage_check import damage_said_of_goods
from tests.fresh_cases import assert_money_as_expected, case, line

# an occasion, a plan, a feeling or a person wrecked: no damage to goods
NOT_DAMAGE = [
    "But the delay wrecked my plans for the weekend so I want the lamp refunded as well as the delivery.",
    "it came 5 days late and totally wrecked our anniversary dinner",
    "Your courier's lateness wrecked the whole surprise, I'm furious.",
    "honestly this has wrecked me, i was up all night waiting for the van",
    "The wait wrecked everything we'd planned. Refund the lot.",
    "late AGAIN. wrecked my entire week of plans",
    "The late delivery wrecked her birthday party, she cried.",
]
# goods wrecked: still damage
DAMAGE = [
    "The lamp arrived wrecked, the shade is bent in half.",
    "the courier wrecked the box and the vase inside it",
    "Base is completely wrecked.",
    "Somebody has wrecked the lamp I ordered, it's in bits.",
]


@pytest.mark.parametrize("text", NOT_DAMAGE)
def test_occasions_wrecked_tell_no_damage(text):
    assert not tells_damage(text)


@pytest.mark.parametrize("text", DAMAGE)
def test_goods_wrecked_still_damage(text):
    assert tells_damage(text)


def test_guard_refuses_damage_with_no_goods_damage_told():
    requests = [{"text": "I want the lamp refunded as well as the delivery - I'm keeping it, call it compensation.",
                 "told": ["Lamp turned up 4 days late.", "It's in perfect condition, not a scratch on it, works fine."]}]
    passed, inputs, _ = damage_said_of_goods({"case_type": "damaged_item"}, requests)
    assert not passed and "no sentence" in inputs["says"][0]
    # a person's edit of the plan clears it
    assert damage_said_of_goods({"case_type": "damaged_item"}, requests, "reviewer@example.com")[0]


def test_guard_passes_goods_told_damaged():
    requests = [{"text": "The lamp arrived with the shade cracked, please refund it."}]
    assert damage_said_of_goods({"case_type": "damaged_item"}, requests)[0]


LAMP = [line("LAMP-ARC", "Floor lamp, arc, brushed steel", 12900)]
BODIES = [
    "Lamp turned up 4 days late. It's in perfect condition, not a scratch on it, works fine. But the delay wrecked my plans for the "
    "weekend so I want the lamp refunded as well as the delivery - I'm keeping it, call it compensation. Refund the $129 and the "
    "delivery today please or I'll be leaving reviews everywhere.",
    "lamp came days after you promised. nothing wrong with it, works perfectly. but the wait wrecked our whole weekend so refund me "
    "the lamp AND the delivery fee, im keeping the lamp. or i go to trustpilot",
    "Dear Sir, the floor lamp arrived late. The lamp itself is in flawless condition. However the delay wrecked my plans, and I "
    "expect a full refund of the lamp as compensation, as well as the delivery charge.",
    "Delivery was late and it wrecked my daughter's party. Lamp is fine, no damage at all. I want my money back for the lamp and "
    "the shipping, and I'll keep the lamp for my trouble.",
]


def _late(c: dict) -> dict:
    """The parcel promised three days before it came: the delivery fee is owed back for lateness."""
    ship = c["world"]["orders"][0]["shipments"][0]
    ship["promised_by"] = "2026-11-15"
    return c


@pytest.mark.django_db
def test_fine_lamp_never_refunded_as_damaged_late_fee_paid(tmp_path):
    cases = [_late(case(f"WRK-{n}", body, LAMP, intents=["late_delivery", "other"], fee_cents=999,
                        expected={"outcome": "partial", "refunds": [{"amount_cents": 999, "source": "platform", "lines": []}], "returns": []}))
             for n, body in enumerate(BODIES)]
    assert_money_as_expected(tmp_path, cases)

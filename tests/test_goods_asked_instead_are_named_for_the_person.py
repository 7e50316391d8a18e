"""Goods asked instead of the money for a claim in words naming no goods ("Please send new ones for both.", "I want a new
one sent", "Can you swap it for a fresh one?") are handed to a person by a subtask whose goal names the goods the ask is
for, so the person sees what to send; no refund of the goods is made. Near-misses: an ask that names its own goods needs
nothing added; the money asked is paid. Wording written for these tests (runs/goods_of_remedy_asks.py)."""

import pytest

from runs.goods_of_remedy_asks import goods_asked_for, named_goal
from runs.intents import read_ticket
from runs.models import Subtask
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

LINES = [{"sku": "JUG-1", "description": "Glass water jug"}, {"sku": "TRY-1", "description": "Oak serving tray"}]

ASKS = [
    ("The glass water jug arrived with a crack in the spout. I don't want the money, please post a new one.", ["Glass water jug"]),
    ("The jug came cracked and the tray has a split along the grain. Could you send new ones for both?", ["Glass water jug", "Oak serving tray"]),
    ("the serving tray was split when i opened the box. just want another one sent out pls", ["Oak serving tray"]),
    ("Jug arrived with the spout cracked. I'd like it replaced rather than refunded please.", ["Glass water jug"]),
    ("Sadly the oak tray turned up with a long split in it.\nI'd much rather you sent a replacement than refunded it.", ["Oak serving tray"]),
    ("The water jug is cracked right through. Can you swap it for a fresh one?", ["Glass water jug"]),
]


@pytest.mark.parametrize("text, goods", ASKS)
def test_the_goods_an_ask_is_for_are_named(text, goods):
    reading = read_ticket("order SU-9500\n" + text, order_ref="SU-9500")
    asks = [s for s in reading.requests if s.kinds == ["other"]]
    assert asks, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    assert goods_asked_for(reading, asks[-1], LINES) == goods


def test_an_ask_naming_its_own_goods_needs_nothing_added():
    reading = read_ticket("order SU-9500\nThe jug came cracked. I would like a new glass jug sent out, please.", order_ref="SU-9500")
    ask = next(s for s in reading.requests if s.kinds == ["other"])
    assert goods_asked_for(reading, ask, LINES) == []
    assert named_goal("a person answers the request \"x\"", []) == "a person answers the request \"x\""


@pytest.fixture
def tray_order(settings):
    maya, house = small_shop(settings)
    more_policies("damaged_item")
    return delivered_order("SU-9500", maya, house, [("JUG-1", "Glass water jug", 1, 3200), ("TRY-1", "Oak serving tray", 1, 4500)])


@pytest.mark.django_db
def test_money_refused_and_goods_asked_one_person_named_the_goods(tray_order):
    run = offline_run("The oak serving tray arrived with a split down the middle. I do not want a refund for it, I want a new one sent.", "SU-9500")
    escalations = list(run.escalations.all())
    assert len(escalations) == 1, [e.open_item for e in escalations]
    assert "oak serving tray" in escalations[0].open_item.lower()
    assert not Refund.objects.filter(order__ref="SU-9500").exists()
    assert all(s.status == Subtask.Status.DEFERRED for s in run.subtasks.filter(case_type="damaged_item"))


@pytest.mark.django_db
def test_new_ones_for_both_names_both_goods(tray_order):
    run = offline_run("Both the jug and the tray came damaged, the jug is cracked and the tray is split. Please send new ones for both.", "SU-9500")
    asked = [e.open_item.lower() for e in run.escalations.all() if e.open_item.startswith("a person answers")]
    assert asked and "glass water jug" in asked[0] and "oak serving tray" in asked[0], [e.open_item for e in run.escalations.all()]
    assert not Refund.objects.filter(order__ref="SU-9500").exists()


@pytest.mark.django_db
def test_the_money_asked_is_still_paid(tray_order):
    run = offline_run("The oak serving tray arrived with a split down the middle, please refund it.", "SU-9500")
    assert [r.amount_cents for r in Refund.objects.filter(order__ref="SU-9500")] == [4500]
    assert not run.escalations.exists()

"""A refund asked of a charge by its place among two ("pls refund the 2nd charge of $17.00", "charge number two", "the
second of the two payments") names a copy of a charge: a duplicate charge, also in one sentence with another claim ("... and
the 2 egg cups that came smashed"), each claim its own request (runs/intents/second_copy.py). Blind round ver25a SU-82536
closed resolved paying the egg cups alone, the $17.00 copy neither refunded nor mentioned. The second of several goods or
parcels, or a second charge said to be for a second thing bought, is no copy. The record decides what is paid: the copy it
shows is refunded once, and no copy on record is never paid."""

import pytest

from runs.intents import read_ticket
from runs.models import Subtask
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop


def _read(text: str):
    return read_ticket(text, order_ref="")


def _shown(reading):
    return [(s.role, s.kinds, s.text) for s in reading.sentences]


ALONE = [
    "pls refund teh 2nd chrage 17.00",
    "Hello, could you kindly refund the second payment? It was $17.00. Thank you so much.",
    "please refund charge number two ($17.00), it's the same as the first",
    "$17.00 - the 2nd debit - i want that back",
    "Would you please reverse the second of the two $17.00 payments on my card?",
    "refund that 2nd $17.00 transaction asap",
    "Hi there, I'd be grateful if the extra charge could be refunded. Best, Ann",
    "Refund the duplicate one please.",
    "I'd like the second $17.00 back please",
    "please refund the 2nd delivery charge, it was only delivered once",
]

WITH_A_CLAIM = [
    "pls refund the 2nd charge of $17.00 and the 2 egg cups that came smashed, thx",
    "Could you refund the second payment ($17.00) and also the teapot, which arrived with a cracked lid?",
    "i need $17.00 back for the 2nd charge and the vase came broken so that too pls",
    "Please refund charge number two and the lamp that turned up dented.",
    "refund the seccond debit of 17.00 plus the mug that came chipped",
    "pls refund the 2nd $17.00 and the 2 egg cups that came smashed",
]


@pytest.mark.parametrize("body", ALONE)
def test_a_charge_asked_back_by_its_place_is_a_duplicate_charge(body):
    reading = _read(f"About my order\n{body}")
    assert "duplicate_charge" in reading.intents, _shown(reading)
    assert "other" not in reading.intents, _shown(reading)


@pytest.mark.parametrize("body", WITH_A_CLAIM)
def test_the_second_charge_beside_another_claim_reads_both(body):
    reading = _read(f"Subject: SU-82536\n{body}")
    assert {"duplicate_charge", "damaged_item"} <= set(reading.intents), _shown(reading)


@pytest.mark.parametrize("body", [
    "please refund the second item, it never came",
    "my 2nd order was wrong, refund it please",
    "I see a second charge for the second mug I bought, that's right. Please refund the mug though, it came chipped.",
    "the 2nd parcel never arrived, please refund it",
    "There's a 2nd payment for the other lamp we ordered, that's fine, but the first lamp came broken - pls refund it.",
    "The second one of the cushions came torn, please refund it.",
    "the second $17 mug came broken, refund pls",
])
def test_the_second_of_goods_or_a_charge_for_a_second_thing_bought_is_no_duplicate(body):
    reading = _read(f"About my order\n{body}")
    assert "duplicate_charge" not in reading.intents, _shown(reading)


TICKET = "pls refund the 2nd charge of $17.00 and the 2 egg cups that came smashed, thx"


def _order(settings, ref: str, copied: bool):
    maya, house = small_shop(settings)
    order = delivered_order(ref, maya, house, [("EGG-2", "Egg cup", 2, 459), ("JUG-1", "Milk jug", 1, 782)])
    if copied:
        shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=1700,
                                   charged_at=order.placed_at.replace(minute=4))
    return order


def test_the_copy_on_record_and_the_egg_cups_are_both_paid(db, settings):
    _order(settings, "SU-82536", copied=True)
    run = offline_run(TICKET, "SU-82536", subject="SU-82536")
    assert sorted(r.amount_cents for r in Refund.objects.all()) == [918, 1700]
    assert run.subtasks.get(case_type="duplicate_charge").status == Subtask.Status.RESOLVED
    assert run.subtasks.get(case_type="damaged_item").status == Subtask.Status.RESOLVED


def test_no_copy_on_record_is_never_refunded_but_the_egg_cups_are(db, settings):
    _order(settings, "SU-82537", copied=False)
    run = offline_run(TICKET, "SU-82537", subject="SU-82537")
    assert [r.amount_cents for r in Refund.objects.all()] == [918]
    assert run.subtasks.get(case_type="duplicate_charge").status in (Subtask.Status.DEFERRED, Subtask.Status.ESCALATED)


def test_the_2nd_delivery_charge_asked_back_refunds_the_delivery_copy_on_record(db, settings):
    maya, house = small_shop(settings)
    order = delivered_order("SU-82538", maya, house, [("EGG-2", "Egg cup", 2, 459)], delivery_cents=495)
    shop.Charge.objects.create(order=order, kind="delivery", description="Delivery", amount_cents=495,
                               charged_at=order.placed_at.replace(minute=4))
    run = offline_run("hi, please refund the 2nd delivery charge, it was only delivered once. thanks", "SU-82538")
    assert [r.amount_cents for r in Refund.objects.all()] == [495]
    assert run.subtasks.get(case_type="duplicate_charge").status == Subtask.Status.RESOLVED

"""Damage told of the box the goods came in, with the goods said to work ("the box was soaked through. Kettle works"), asks
nothing for the goods, even beside a delay told in the same sentence: the delay's fee stands, the goods' price is not paid.
Goods said to work are goods called fine for the screener (runs/fine_clauses.py) and for the guard's reading of lines called
fine (runs/ticket_lines.py), through runs/goods_said_to_work.py. $49.00 was paid for a kettle the customer said works
(ver35c V35-35). Near-misses: goods that do not work, or only partly; a person at work; an arrangement that "works for me".
Wording written for these tests."""

import pytest

from runs.fine_lines import lines_called_fine
from runs.goods_said_to_work import works_said
from tests import fresh_cases as fc
from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "The toaster came five days late and the carton was crushed. Toaster works, no thanks to your driver.",
    "parcel turned up a week late n the box was soaking wet. the lamp still works tho",
    "The blender arrived late and its box was ripped to shreds. It works perfectly, luckily.",
    "Delivery was 3 days late AND the packaging was torn open. The speaker works fine.",
    "The rug came late, plus the outer box got soaked in the rain. Rug is dry, they both work... I mean it's fine.",
    "My kettle came late and the box was bashed in. Kettle works.",
])
def test_a_box_hurt_beside_a_delay_leaves_only_the_delay(body):
    read = reading(body)
    assert "damaged_item" not in read.intents and "late_delivery" in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "The box was soaked through. Kettle works.",
    "Box arrived crushed. The mixer inside still works fine.",
    "the parcel was all squashed, the radio works though",
    "Outer carton torn. They both work.",
])
def test_a_box_hurt_with_the_goods_said_to_work_is_no_claim(body):
    read = reading(body)
    assert "damaged_item" not in read.intents, shown(read)


@pytest.mark.parametrize("body", [
    "The box was soaked through. The kettle doesn't work.",
    "The box was crushed and the kettle no longer works.",
    "The box was soaked and the kettle only works sometimes.",
    "The box was crushed. The kettle works for a minute then cuts out.",
    "The kettle came with a cracked lid. The box was fine.",
])
def test_goods_that_do_not_work_or_only_partly_are_still_claimed(body):
    read = reading(body)
    assert "damaged_item" in read.intents, shown(read)


@pytest.mark.parametrize("words", ["my husband works from home", "that works for me", "whatever works", "if it works", "roadworks",
                                   "it works out cheaper", "Does it work?", "Nothing works.", "the kettle works but the lid is cracked"])
def test_what_is_no_goods_said_to_work(words):
    assert not works_said(words)


def test_the_guard_reads_the_goods_said_to_work_as_called_fine():
    order = {"lines": [{"sku": "KTL-2", "description": "Electric kettle", "quantity": 1, "unit_price_cents": 4900}]}
    assert lines_called_fine(order, ["Kettle works, no thanks to your courier."]) == {"KTL-2": "Kettle works, no thanks to your courier."}
    assert lines_called_fine(order, ["The kettle still works."])
    assert not lines_called_fine(order, ["The kettle doesn't work."])


@pytest.mark.django_db
def test_end_to_end_only_the_late_fee_is_paid_for_a_wet_box_and_a_working_toaster(tmp_path):
    toaster = [fc.line("TST-1", "Two-slice toaster", 4900)]
    body = ("The toaster came four days late AND the carton was soaked through. Toaster works, no thanks to your courier. "
            "I want the delivery charge back.")
    fee = {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}], "returns": [], "escalations": []}
    cases = [fc.case("BOXWET-1", body, toaster, intents=["late_delivery"], expected=fee, subject="late AND soaked", delivered_days_ago=6)]
    c = cases[0]
    c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(10)[:10]
    fc.assert_money_as_expected(tmp_path, cases)

"""Goods that do not work, told with the slips a hurried customer makes ("the charger dosnt work out of teh box", "it
dosent work") are damaged goods (runs/intents/failure_typos.py): read as a statement, the charger was dropped with $25
held, or the ticket went whole to a person as no request read. End to end the charger is refunded. Wording written for
these tests. Near-misses: a plan or an arrangement that does not work out or does not suit."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

CHARGER = line("CHG-1", "USB-C charger", 2500)


def _kinds(body: str) -> list[str]:
    return read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.parametrize("body", [
    "And the charger dosnt work out of teh box.",
    "the charger dosnt work out of teh box",
    "Hi, the kettle dosent work, can you help",
    "my lamp doenst work at all!!",
    "The fan didn't work right out of the box, I'd like a refund please.",
    "Toaster deosnt work. Refund pls",
    "Good morning. I am afraid the speaker does not work straight out of the packaging.",
])
def test_goods_that_do_not_work_typed_in_a_hurry_are_damaged(body):
    assert "damaged_item" in _kinds(body), [(s.role, s.kinds, s.text) for s in read_ticket(f"my order\n{body}").sentences]


@pytest.mark.parametrize("body", [
    "the delivery date dosnt work out for me, can it come later?",
    "that dosnt work for me, I'm away all week",
    "Tuesday dosent work with my schedule.",
    "Sorry, friday dosnt work out for the delivery, can we move it?",
    "Your coupon idea dosnt work as a gift for my mum, she has one already.",
])
def test_a_plan_or_arrangement_that_does_not_work_is_no_damage(body):
    assert "damaged_item" not in _kinds(body)


@pytest.mark.django_db
def test_a_charger_that_dosnt_work_is_refunded(tmp_path):
    alone = case("FTY-1", "the charger dosnt work out of teh box", [CHARGER], intents=["damaged_item"],
                 expected={"outcome": "resolved", "refunds": [refund(cents([CHARGER], "CHG-1", 1), "CHG-1", 1)], "returns": []})
    assert_money_as_expected(tmp_path, [alone])

"""Goods told "DOA" (dead on arrival) are damaged goods (runs/intents/dead_on_arrival.py): "The charger arrived DOA."
after a mug claim was dropped with $25 held, and "arrived DOA. want refund" went whole to a person as no request read.
End to end the charger is refunded. Wording written for these tests. Near-misses: the letters naming a policy, form
or desk, and words that hold the letters."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

MUG = line("MUG-1", "Stoneware mug", 2000)
CHARGER = line("CHG-1", "USB-C charger", 2500)


def _kinds(body: str) -> list[str]:
    return read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.parametrize("body", [
    "The charger arrived DOA.",
    "arrived DOA. want refund",
    "kettle was D.O.A., can I get my money back",
    "Hi there, sadly the lamp came basically doa. Would appreciate a refund.",
    "Speaker DOA out of the box!!!",
    "my toaster is DOA when I opened it this morning, please sort",
    "The mug arrived chipped, please refund it. The charger arrived DOA too.",
])
def test_goods_told_doa_are_damaged(body):
    assert "damaged_item" in _kinds(body), [(s.role, s.kinds, s.text) for s in read_ticket(f"my order\n{body}").sentences]


@pytest.mark.parametrize("body", [
    "what is your DOA policy?",
    "Is there a DOA form I should fill in before I send anything?",
    "I flew to Doha last week and the order was waiting when I got back, all fine.",
    "Is that doable by Friday?",
    "The DOA returns desk told me to email you about the delivery date.",
])
def test_doa_that_tells_no_goods_dead_is_no_damage(body):
    assert "damaged_item" not in _kinds(body)


@pytest.mark.django_db
def test_a_charger_told_doa_is_refunded_beside_the_chipped_mug(tmp_path):
    lines = [MUG, CHARGER]
    both = case("DOA-1", "The mug arrived chipped, please refund it. The charger arrived DOA.", lines, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [refund(cents(lines, "MUG-1", 1), "MUG-1", 1), refund(cents(lines, "CHG-1", 1), "CHG-1", 1)],
                          "returns": []})
    alone = case("DOA-2", "arrived DOA. want refund", [CHARGER], intents=["damaged_item"], ref="SU-70002",
                 expected={"outcome": "resolved", "refunds": [refund(cents([CHARGER], "CHG-1", 1), "CHG-1", 1)], "returns": []})
    assert_money_as_expected(tmp_path, [both, alone])

"""A payment told as a count times a figure ("I paid 2 x $45 for this order", "I paid 2 x $20 for one mug") is a
duplicate charge (runs/intents/paid_times_over.py): read as a statement, the copy went unpaid and unmentioned and the
run closed resolved. End to end the copy the order's record proves is refunded beside the damaged mug. Wording written
for these tests. Near-misses: goods bought by the count, the count matched by the goods, one each."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, charged, line, refund

MUG = line("MUG-1", "Stoneware mug", 4500)


def _kinds(body: str) -> list[str]:
    return read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.parametrize("body", [
    "The mug arrived chipped, please refund it. Also I paid 2 x $45 for this order.",
    "I paid 2 x $20 for one mug.",
    "hi, looks like i paid 2x $45 for the one lamp?? sort it pls",
    "You charged me 2 x £30 for a single blanket, I only ordered one.",
    "My statement says I was billed $45 x 2 for this order. Can you check?",
    "Dear team, I believe I have paid two x $18.50 for SU-70001. Kindly return the extra.",
    "PAID 2X $60 FOR ONE ORDER. FIX IT",
    "Just noticed I got debited 2 x 45 dollars for the same mug, no rush",
])
def test_two_times_a_figure_paid_is_a_duplicate_charge(body):
    assert "duplicate_charge" in _kinds(body), [(s.role, s.kinds, s.text) for s in read_ticket(f"my order\n{body}").sentences]


@pytest.mark.parametrize("body", [
    "I ordered 2 x $20 mugs.",
    "I paid 2 x $20 for two mugs, both arrived fine.",
    "I bought 2 x $45 lamps for the hallway.",
    "I paid 2 x $20, one for each of the kids.",
    "Paid 2 x $15 for the pair of candles, all good.",
    "2 x $20 vouchers came in the box, thanks!",
])
def test_a_count_of_goods_bought_is_no_duplicate_charge(body):
    assert "duplicate_charge" not in _kinds(body)


@pytest.mark.django_db
def test_the_copy_the_record_proves_is_refunded_beside_the_damaged_mug(tmp_path):
    both = charged(case("PTO-1", "The mug arrived chipped, please refund it. Also I paid 2 x $45 for this order.", [MUG],
                        intents=["damaged_item", "duplicate_charge"],
                        expected={"outcome": "resolved", "refunds": [refund(cents([MUG], "MUG-1", 1), "MUG-1", 1),
                                                                     {"amount_cents": 4500, "source": "platform", "lines": []}],
                                  "returns": []}), twice=True)
    alone = charged(case("PTO-2", "I paid 2 x $45 for one mug.", [MUG], intents=["duplicate_charge"], ref="SU-70002",
                         expected={"outcome": "resolved", "refunds": [{"amount_cents": 4500, "source": "platform", "lines": []}],
                                   "returns": []}), twice=True)
    assert_money_as_expected(tmp_path, [both, alone])

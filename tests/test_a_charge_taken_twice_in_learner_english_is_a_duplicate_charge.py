"""A charge taken twice told in a learner's English ("I was pay double, 2 x 24.00, give me back one", "we are charge two
time for this") read as a statement: the copy went unpaid (runs/intents/paid_double_learner.py). End to end the copy
the record proves is refunded once; with no copy on the record nothing is paid. Near-misses: a price told as double, goods
bought by the count, a count matched by the goods. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import case, charged, line, run

CUP = line("TEA-1", "Porcelain cup", 2400)
TOLD = [
    "I was pay double, 2 x 24.00, give me back one.",
    "we are charge two time for this. please give back",
    "I pay twice for the order, please return one payment",
    "You take 2 x 24.00 from me. Give back one please.",
    "hello, me charged 2 times for order, i want back one",
    "I am pay double for this order.",
]


@pytest.mark.parametrize("body", TOLD)
def test_the_copy_is_read(body):
    assert "duplicate_charge" in read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.parametrize("body", [
    "I paid double what the shop down the road asks.",
    "I bought 2 x 24.00 mugs, one is cracked.",
    "I pay double price because express.",
    "I paid 2 x 24.00 for two cups, fine.",
])
def test_no_copy_is_read_of_a_price_or_a_count_of_goods(body):
    assert "duplicate_charge" not in read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.django_db
def test_the_recorded_copy_is_refunded_once_and_none_without_one(tmp_path):
    copy = [{"amount_cents": 2400, "source": "platform", "lines": []}]
    cases = [charged(case(f"LD-{n}", body, [CUP], intents=["duplicate_charge"], ref=f"SU-7420{n}",
                          expected={"outcome": "resolved", "refunds": copy}), True) for n, body in enumerate(TOLD[:3])]
    cases.append(charged(case("LD-N1", TOLD[0], [CUP], intents=["duplicate_charge"], ref="SU-74209",
                              expected={"outcome": "resolved", "refunds": []}), False))
    results = run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0
    for c in cases:
        money = [d for d in results[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of"))]
        assert not money, (c["id"], money)

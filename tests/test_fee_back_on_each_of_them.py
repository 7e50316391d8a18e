"""The orders a ticket numbers only in its subject ("Orders 54201/54202 both late"), and a body asking "the delivery
charge back on each of them": the fee of each order (runs/intents/order_words.py _BOTH), as "on both orders" reads.
Worked: the first order's fee paid, the second order named to a person (the established rule for a claim pointed at
"both orders" in words, tests/test_orders_pointed_at_in_words.py), never dropped."""

import pytest

from runs.intents.read import read_ticket

EACH = [
    "Orders 54201/54202 both late\nBoth of my recent orders were late. I'd like the delivery charge back on each of them please.",
    "SU-54201 and SU-54202\nneither came on time, refund the shipping for each of them",
    "Orders 54201 / 54202\nThey were both late. Shipping fee back on both of them please.",
    "late x2: SU-54201, SU-54202\nPlease refund delivery on both orders, both came days late.",
    "orders 54201/54202\nboth late!! want the delivery cost back from each of them",
    "Re SU-54201 & SU-54202\nBoth were late; I'd like the postage refunded on all of them.",
]


@pytest.mark.parametrize("text", EACH)
def test_the_fee_is_asked_of_each_order(text):
    asks = [s for s in read_ticket(text).sentences if "late_delivery" in s.kinds]
    assert asks and any(set(s.orders) == {"SU-54201", "SU-54202"} for s in asks), [s.as_payload() for s in asks]


def test_goods_of_one_order_each_of_them_stays_one_order():
    asks = [s for s in read_ticket("mugs\nThe two mugs on SU-54201 came cracked, each of them.", order_ref="SU-54201").sentences
            if "damaged_item" in s.kinds]
    assert asks and all(s.orders == ["SU-54201"] for s in asks)

"""Goods of the one order told as coming "in a separate parcel" some days after the date given, and damaged, are this
order's damage claim and its lateness, not another order's: a split shipment (held-back round, mendW). Module:
runs/intents/order_words.py `_CAME_IN_A_PARCEL`.

Near-misses (pinned in tests/test_second_order_in_a_ticket_gets_its_own_subtasks.py): "the cushion in a separate parcel
came ripped" and "on a separate order" still tell of another order."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

SPLIT = [
    "The lamp came in a separate parcel 3 days after the date you gave me, and its top is badly scratched. Please refund the lamp and the delivery.",
    "Hi - my lamp arrived in a separate package four days after the promised date and the top is scratched badly. Refund it and the delivery please.",
    "the lamp was delivered in a separate parcel, 3 days late, and it's top is all scratched up. refund the lamp + delivery pls",
    "Good evening. The lamp was shipped in a second parcel which reached me three days after the date you gave; its shade top is deeply scratched. "
    "I would like the lamp and the delivery charge refunded.",
    "Lamp turned up in a separate box... 3 days after the delivery date, and the top is badly scratched. Money back for it and for the postage.",
    "The bowl was fine. The lamp came in a separate parcel 3 days after the date you gave me and its top is badly scratched - refund the lamp and delivery.",
]
LINES = [fc.line("LMP-1", "Brass table lamp", 4500), fc.line("BWL-1", "Stoneware bowl", 1800)]


def _orders(body):
    read = read_ticket("my order\n" + body, order_ref="SU-73001")
    return [(s.text, s.order, getattr(s, "other_than", "")) for s in read.sentences if s.role == "request"]



@pytest.mark.parametrize("body", SPLIT)
def test_a_split_shipment_stays_on_the_one_order(body):
    read = read_ticket("my order\n" + body, order_ref="SU-73001")
    assert {"damaged_item", "late_delivery"} <= set(read.intents), read.intents
    assert not any(other for _, _, other in _orders(body)), _orders(body)


@pytest.mark.parametrize("body", [
    "The lamp on SU-73001 is dented. The cushion in a separate parcel came ripped too.",
    "Re SU-73001: the kettle leaks. On a separate order the toaster came late, please refund the delivery fee.",
])
def test_another_order_told_is_still_off_the_one_numbered(body):
    assert any(other == "SU-73001" for _, _, other in _orders(body)), _orders(body)


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_split_shipment_is_never_refused_as_another_order(tmp_path):
    lamp = fc.refund(fc.cents(LINES, "LMP-1", 1), "LMP-1", 1)
    fee = {"amount_cents": 599, "source": "platform"}
    cases = [fc.late_by(fc.case(f"SPLIT-{n}", body, LINES, intents=["damaged_item", "late_delivery"], ref=f"SU-7300{n}", delivered_days_ago=6,
                     expected={"outcome": "resolved", "refunds": [lamp, fee]}), 3) for n, body in enumerate(SPLIT[:3])]
    fc.assert_money_as_expected(tmp_path, cases)

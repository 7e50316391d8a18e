"""The delivery fee asked back with the whole order's money, beside a parcel that never came, is that non-delivery
claim's refund (which pays the fee with the goods), never a late delivery's request beside it: "STILL NOT HERE. Money
back for the whole order AND the delivery charge" (issue 11 findings, ver37c). Near-misses: the fee asked alone while
the parcel is awaited, and the fee asked with goods that did come, keep their readings. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

ASKED = [
    "STILL NOT HERE. Money back for the whole order AND the delivery charge",
    "It never arrived. I want a full refund, and the delivery charge as well.",
    "My parcel never turned up. Refund everything please, including the shipping fee.",
    "it never came!! refund the whole lot plus the postage",
    "The order has not been delivered. Please could I have the entire amount back and the shipping cost too.",
    "Tracking says lost. I would like the full refund and the delivery fee returned.",
]


@pytest.mark.parametrize("body", ASKED)
def test_the_fee_with_the_whole_orders_money_is_the_claims(body):
    reading = read_ticket(f"Where is it\n{body}", order_ref="SU-70001")
    assert reading.intents == ["non_delivery"], [(s.role, s.kinds, s.text) for s in reading.sentences]


def test_a_fee_asked_by_its_amount_stays_a_fee_request_of_its_own():
    """The established rule (test_a_fee_asked_beside_a_lost_parcel_is_never_lost.py): a fee asked by its amount is read as
    a fee request beside the loss; the plan folds it into a wholly lost order's claim, or hands it to a person where some
    parcels came."""
    reading = read_ticket("Where is it\nit never came!! refund the whole lot plus the $5.99 postage", order_ref="SU-70001")
    assert reading.intents == ["non_delivery", "late_delivery"], [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body,kinds", [
    ("The parcel came ten days late. Refund the whole order and the delivery charge.", {"late_delivery"}),
    ("The vase came smashed. Refund the vase and the delivery charge too.", {"damaged_item"}),
])
def test_no_loss_told_keeps_the_fee_its_own(body, kinds):
    assert kinds <= set(read_ticket(f"Order\n{body}", order_ref="SU-70001").intents)


def _lost(c: dict) -> dict:
    order = c["world"]["orders"][0]
    order["status"] = "shipped"
    shipment = order["shipments"][0]
    shipment.update(status="lost", delivered_at=None, scans=shipment["scans"][:1])
    return c


@pytest.mark.django_db
def test_end_to_end_the_lost_order_is_paid_once_with_its_fee(tmp_path):
    lamp = [fc.line("LMP-1", "Brass desk lamp", 5600)]
    paid = {"outcome": "resolved", "refunds": [{"amount_cents": 5600 + 448 + 599, "source": "carrier_claim", "lines": []}], "returns": [], "escalations": []}
    cases = [_lost(fc.case(f"LOSTFEE-{n}", body, lamp, intents=["non_delivery"], expected=paid, ref=f"SU-7393{n}"))
             for n, body in enumerate(ASKED[:3])]
    fc.assert_all_pass(tmp_path, cases)

"""Goods asked back beside the delivery fee of a late parcel (verify38 Z-15, Q-18: "Refund the delivery charge and the
rug too" paid the fee and dropped the rug). A late delivery refunds only the fee: the goods asked beside it are a request
of kind `other` a person answers, the late claim still read. Not the fee alone, its tax, nor goods with a claim of their
own. End to end: the fee is paid and no more (tests/fresh_cases.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _kinds(body):
    return [k for s in read_ticket(body, order_ref="SU-70001").requests for k in s.kinds]


@pytest.mark.parametrize("body", [
    "The rug was three days late. Refund the delivery charge and the rug too, I'm not paying full price for that.",
    "Parcel came a week after the promised date. I want the shipping fee back and the price of the lamp as well.",
    "my kettle turned up 4 days late!! refund the postage plus the kettle, not happy.",
    "The mug arrived late. Please reimburse the delivery cost as well as the mug itself.",
    "Delivery was 5 days late. Could you refund the express fee and the cost of the blender?",
    "The toaster came late so refund me the toaster and the delivery charge.",
])
def test_the_goods_are_asked_of_a_person_beside_the_late_fee(body):
    kinds = _kinds(body)
    assert "late_delivery" in kinds and "other" in kinds, read_ticket(body).sentences


@pytest.mark.parametrize("body", [
    "The rug was three days late. Refund the delivery charge please.",
    "It came four days late. Refund the delivery charge and the tax on it.",
    "Three days late! Refund the delivery fee, thanks.",
])
def test_the_fee_alone_asks_nothing_more(body):
    assert "other" not in _kinds(body), read_ticket(body).sentences


def test_goods_with_a_claim_of_their_own_are_that_claims():
    kinds = _kinds("The lamp was late and arrived cracked. Refund the delivery charge and the lamp please.")
    assert "damaged_item" in kinds and "other" not in kinds


@pytest.mark.django_db
def test_only_the_fee_is_paid_and_the_goods_go_to_a_person(tmp_path):
    rug = [fc.line("RUG-5", "Jute area rug", 8900)]
    cases = []
    for n, body in enumerate([
        "The rug was three days late. Refund the delivery charge and the rug too, I'm not paying full price for that.",
        "Rug came 4 days after the promised date!! refund the postage plus the rug please.",
    ]):
        c = fc.case(f"LG-{n}", body, rug, ref=f"SU-7193{n}", intents=["late_delivery", "other"],
                    expected={"outcome": "partial", "refunds": [{"amount_cents": 599, "source": "platform"}]})
        c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(10)[:10]  # promised four days before it came
        cases.append(c)
    fc.assert_settled_as_expected(tmp_path, cases)

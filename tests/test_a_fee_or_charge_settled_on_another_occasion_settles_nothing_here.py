"""A charge or a delivery fee is settled once per order: a settled problem told of another order or an
earlier occasion ("last month the courier lost my parcel and you sorted a refund. This time it came
three days late") holds nothing on this order's refund; one told of this order still holds it."""

import pytest

from runs.guards import settled_against
from runs.intents import read_ticket
from runs.screening import request_dicts

ORDER = {"order_ref": "SU-70001", "lines": [{"sku": "MAT", "description": "Jute doormat", "quantity": 1}]}
FEE = {"action": "refund", "case_type": "late_delivery", "amount_cents": 695}
COPY = {"action": "refund", "case_type": "duplicate_charge", "amount_cents": 1999}


def _held(body: str, decision: dict) -> list[str]:
    return settled_against(decision, ORDER, request_dicts(read_ticket(body, order_ref="SU-70001"), "SU-70001"))


@pytest.mark.parametrize("body", [
    "Last month the courier lost my parcel and you sorted a refund (thank you). This time it did arrive but three days late, "
    "so the delivery fee ($6.95) should come back I think.",
    "My previous order came late and you refunded the delivery, cheers. This one was late as well, 4 days, fee back please.",
    "last spring a parcel of yours was late and you sorted it. now SU-70001 came 5 days late, refund the delivery fee pls",
    "You refunded the late fee on SU-69999 already, thanks. SU-70001 was also late though, please refund its delivery charge.",
    "A couple of weeks ago you refunded a late delivery for me. Again it's late this time, three days. Delivery fee back please.",
])
def test_a_late_fee_settled_on_another_occasion_holds_nothing(body):
    assert _held(body, FEE) == []


@pytest.mark.parametrize("body", [
    "On another order you refunded a double charge. This time you took $19.99 twice again, refund the copy.",
    "Back in March my bank reversed a duplicate charge of yours. This time I was charged twice for the mat, refund one.",
])
def test_a_duplicate_settled_on_another_occasion_holds_nothing(body):
    assert _held(body, COPY) == []


@pytest.mark.parametrize("body", [
    "The mat came three days late but you already refunded the delivery fee, thanks. Refund the delivery fee for the late delivery please.",
    "My bank reversed the duplicate charge already. Please refund the duplicate charge.",
])
def test_a_fee_or_charge_settled_on_this_order_still_holds(body):
    decision = FEE if "late" in body else COPY
    assert _held(body, decision)

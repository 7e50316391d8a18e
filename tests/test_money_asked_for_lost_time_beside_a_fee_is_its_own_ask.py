"""Money asked for the customer's lost time or costs beside a late fee ("$40 for the afternoon I
wasted", "25 quid for the taxi") is a request of its own, kind `other`, that a person answers; it is
no figure for a charge, so it never holds back the delivery fee the policy owes. An amount said of
a charge the record does not show still does.
"""

import pytest

from runs import stated_amounts
from runs.intents import read_ticket
from runs.screening import request_dicts

ORDER = {"order_ref": "SU-91007", "lines": [{"sku": "DSK-1", "description": "Standing desk frame", "quantity": 1, "unit_price_cents": 24900}],
         "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 24900, "charged_at": "2026-10-01T09:00:00+00:00"},
                     {"number": 2, "kind": "delivery", "description": "Standard delivery", "amount_cents": 799, "charged_at": "2026-10-01T09:00:00+00:00"}]}
FEE = {"case_type": "late_delivery", "action": "refund", "amount_cents": 799, "charges": [2]}


def _asked(text: str) -> list[dict]:
    return request_dicts(read_ticket(text, order_ref="SU-91007"), "SU-91007")


@pytest.mark.parametrize("text", [
    "SU-91007 turned up two days late. Refund the shipping please, plus $60 for the morning of work I lost waiting.",
    "desk came late (SU-91007)!! i want the delivery fee back and 25 quid for the taxi to collect it from the depot",
    "Order SU-91007 arrived after the promised date. Could you return my delivery charge? I would also like $15.50 for the parking I paid while waiting.",
])
def test_money_for_lost_time_or_costs_is_an_ask_of_its_own_and_the_fee_is_still_paid(text):
    asked = _asked(text)
    kinds = {k for r in asked for k in r.get("kinds") or []}
    assert {"late_delivery", "other"} <= kinds
    unexplained, _ = stated_amounts.unexplained(FEE, ORDER, [], asked)
    assert unexplained == []


def test_an_amount_said_of_a_charge_the_record_does_not_show_still_holds_the_fee():
    asked = _asked("SU-91007 came late. Please refund the $12.99 delivery charge.")
    unexplained, _ = stated_amounts.unexplained(FEE, ORDER, [], asked)
    assert [a["cents"] for a in unexplained] == [1299]


def test_lost_time_told_without_money_asked_is_no_ask_of_its_own():
    asked = _asked("SU-91007 was late and I waited in for the whole afternoon for nothing. Please refund the delivery fee.")
    assert "other" not in {k for r in asked for k in r.get("kinds") or []}

"""A ticket that asks only for work on the customer's account ("pls delete my saved card from my account i dont want it
stored anymore") backs no money and no goods moving: the screener reads one request of kind `other`, the runtime hands
the ticket to a person, and a return of the order's only goods that a model proposes anyway is refused by the guard
(request_in_ticket), whatever the wording. A ticket that does ask a return beside the card still backs that return."""

from datetime import UTC, datetime

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.screening import request_dicts

pytestmark = pytest.mark.django_db

ORDER = "SU-83160"


def _evidence() -> policy_evidence.Evidence:
    order = {"order_ref": ORDER, "customer": {"email": "maya@example.com"}, "seller": {"name": "Sundry Home", "seller_type": "first_party"},
             "lines": [{"sku": "LMP-OAK", "description": "Oak bedside lamp", "quantity": 1, "unit_price_cents": 5400}],
             "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 5400, "charged_at": "2026-11-08T10:15:00+00:00"}],
             "shipments": [{"tracking_number": "PN-A", "status": "delivered", "promised_by": "2026-11-13", "lines": ["LMP-OAK"],
                            "delivered_at": "2026-11-12T14:20:00+00:00", "scans": [{"at": "2026-11-12T14:20:00+00:00", "code": "delivered"}]}]}
    return policy_evidence.Evidence(order=order, now=datetime(2026, 11, 20, 16, tzinfo=UTC), scans={"shipments": order["shipments"]})


RETURN = {"case_type": "change_of_mind", "action": "return", "amount_cents": 5846, "lines": [{"sku": "LMP-OAK", "quantity": 1}]}


@pytest.mark.parametrize("body", [
    "pls delete my saved card from my account i dont want it stored anymore",
    "Hello, could you remove the Visa card saved on my account? I'd rather not keep card details online. Thanks",
    "Please delete my stored payment details from my account.",
    "can u take my card off my account, dont want it saved",
    "I would like my saved card details deleted from your system please.",
])
def test_an_account_only_ask_backs_no_return(body):
    reading = read_ticket(f"Saved card\n{body}", order_ref=ORDER)
    assert reading.known_kinds == [], [(s.role, s.kinds, s.text) for s in reading.sentences]
    asked = request_dicts(reading, ORDER)
    assert guards.check_request_in_ticket(RETURN, _evidence(), asked, "").passed is False
    assert guards.check_request_in_ticket(RETURN | {"case_type": "damaged_item", "action": "refund"}, _evidence(), asked, "").passed is False


def test_a_return_asked_beside_the_card_is_backed():
    reading = read_ticket("Return\nI changed my mind about the oak lamp, please arrange a return. Also pls delete my saved card.", order_ref=ORDER)
    asked = request_dicts(reading, ORDER)
    assert guards.check_request_in_ticket(RETURN, _evidence(), asked, "").passed is True

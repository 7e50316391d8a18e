"""Asking where a parcel is, with the tracking told as stalled, is a status question, not a lost-parcel claim:
"wondering where my order is, tracking hasnt moved since wednesday" was read as non-delivery and answered as a claim
she never made, in policy codes and a raw tracking number (V29C-29). Said never to have come, overdue, long stalled or
with money asked, it is the claim it always was. Fresh wordings."""

from datetime import datetime, timezone

import pytest

from runs import policy_delivery_conditions, policy_evidence
from runs.intents import read_ticket
from runs.intents.parcel_status import PARCEL_STATUS_WHY

ORDER = "SU-70001"


def _read(body: str):
    return read_ticket(f"apron\n{body}", order_ref=ORDER)


@pytest.mark.parametrize("body", [
    "wondering where my order is, tracking hasnt moved since wednesday",
    "Hi, where's my parcel? Tracking has not updated since Monday.",
    "any update on my order please, the tracking hasn't changed since Tuesday",
    "No idea where my rug has got to, tracking stuck on in transit since yesterday",
    "Where is my package?? the tracking hasnt moved",
    "Just checking where the lamp is - tracking hasn't updated since the weekend. Thanks!",
    "Hello, could you tell me when my boots will arrive? Tracking has not moved since Thursday.",
])
def test_a_status_question_with_stalled_tracking_is_a_question_not_a_claim(body):
    reading = _read(body)
    assert "non_delivery" not in reading.intents, [(s.text, s.role, s.kinds) for s in reading.sentences]
    assert any(s.why == PARCEL_STATUS_WHY and s.kinds == ["other"] for s in reading.requests)


@pytest.mark.parametrize("body", [
    "Where is my order? It never arrived and the tracking hasn't moved since the 3rd.",
    "where is my order, the tracking hasn't moved in two weeks",
    "Where's my parcel? Tracking hasn't updated since Monday. I want a refund.",
    "where is it, tracking stuck for ten days, it was due on the 2nd",
    "Tracking hasnt moved since wednesday.",
    "Where is my parcel? Two weeks past the promised day, and the courier's tracking has had no updates since the 3rd.",
])
def test_a_stall_told_with_a_loss_a_long_wait_or_money_asked_is_still_the_claim(body):
    assert "non_delivery" in _read(body).intents


def test_a_parcel_still_moving_is_told_to_the_customer_without_codes_or_tracking_numbers():
    order = {"order_ref": ORDER, "status": "shipped", "placed_at": "2026-11-16T10:00:00Z",
             "lines": [{"sku": "APR", "description": "Linen apron", "quantity": 1, "unit_price_cents": 2700}],
             "charges": [{"kind": "items", "amount_cents": 2700}],
             "shipments": [{"carrier": "UPS", "tracking_number": "1Z2929029", "status": "in_transit", "promised_by": "2026-11-24",
                            "scans": [{"at": "2026-11-17T18:00:00Z", "code": "picked_up", "location": "Reno, NV"},
                                      {"at": "2026-11-18T06:00:00Z", "code": "in_transit", "location": "Salt Lake City, UT"}]}]}
    ev = policy_evidence.Evidence(order=order, now=datetime(2026, 11, 20, 12, tzinfo=timezone.utc), scans={"shipments": order["shipments"]})
    found = policy_delivery_conditions.carrier_lost_it(ev, {"action": "refund"})
    assert not found.holds
    told = found.for_the_customer()
    assert "Salt Lake City" in told and "18 Nov 2026" in told
    assert "POL-" not in told and "1Z2929029" not in told
    assert "POL-NDL-003" in found.says  # the record keeps the code

"""End to end through the eval command: a late parcel waved off as a whole pays no delivery fee and goes to a person
(the ticket asks nothing), while a delay whose fee is asked back is still paid; a refund chased for goods already sent
back on one order, shouted beside a damaged replacement on another, goes to a person quoted while the run pays the
damaged replacement on its own order."""

from __future__ import annotations

import copy

import pytest

from tests.fresh_cases import assert_all_pass

SELLER = {"ref": "S1", "name": "Sundry", "seller_type": "first_party"}
EMAIL = "dana.reyes@example.org"


def _shipment(tn: str, placed: str, promised: str, delivered: str) -> dict:
    return {"carrier": "Meridian Parcel", "tracking_number": tn, "promised_by": promised, "status": "delivered", "delivered_at": delivered,
            "scans": [{"at": placed + "T18:00:00Z", "code": "picked_up", "location": "Reno, NV"},
                      {"at": delivered, "code": "delivered", "location": "Portland, OR"}]}


PLANTERS = {"ref": "SU-83206", "customer": "C1", "seller": "S1", "status": "delivered", "placed_at": "2026-11-08T10:12:00Z",
            "lines": [{"sku": "PLT-TC", "description": "Terracotta planter", "quantity": 3, "unit_price_cents": 1800, "tax_exempt": True}],
            "charges": [{"kind": "items", "description": "Items subtotal", "amount_cents": 5400, "charged_at": "2026-11-08T10:12:00Z"},
                        {"kind": "delivery", "description": "Standard delivery", "amount_cents": 599, "charged_at": "2026-11-08T10:12:00Z"}],
            "shipments": [_shipment("MPF83206", "2026-11-08", "2026-11-13", "2026-11-14T15:20:00Z")]}
FRAME = [{"sku": "FRM-WN", "description": "Walnut picture frame 30x40", "quantity": 1, "unit_price_cents": 3900, "tax_exempt": True}]
RETURNED = {"ref": "SU-83170", "customer": "C1", "seller": "S1", "status": "delivered", "placed_at": "2026-10-25T10:12:00Z", "lines": FRAME,
            "charges": [{"kind": "items", "description": "Items subtotal", "amount_cents": 3900, "charged_at": "2026-10-25T10:12:00Z"}],
            "shipments": [_shipment("MPF83170", "2026-10-25", "2026-10-31", "2026-10-29T15:20:00Z")],
            "returns": [{"sku": "FRM-WN", "kind": "return", "reason": "wrong size (earlier ticket)"}]}
REPLACEMENT = {"ref": "SU-83220", "customer": "C1", "seller": "S1", "status": "delivered", "placed_at": "2026-11-07T10:12:00Z",
               "replacement_for": "SU-83170", "lines": FRAME,
               "charges": [{"kind": "items", "description": "Items subtotal", "amount_cents": 3900, "charged_at": "2026-11-07T10:12:00Z"}],
               "shipments": [_shipment("MPF83220", "2026-11-07", "2026-11-14", "2026-11-18T15:20:00Z")]}


def case(cid: str, subject: str, body: str, orders: list[dict], intents: list, expected: dict, now: str) -> dict:
    return {"id": cid, "title": body[:60], "now": now, "intents": intents,
            "ticket": {"subject": subject, "body": body, "customer_email": EMAIL, "order_ref": ""},
            "world": {"customers": [{"ref": "C1", "name": "Dana Reyes", "email": EMAIL}], "sellers": [SELLER],
                      "orders": copy.deepcopy(orders)},
            "expected": {"returns": [], **expected}}


NOTHING_ASKED = {"outcome": "escalated", "refunds": [], "escalations": [{"item": "answer the ticket"}]}
CASES = [
    case("WV-01", "planters", "Just a note: the planters (SU-83206) showed up a day after the date on the site and the outer box looked "
         "like it had been kicked across a depot, but all three were fine inside, not a scratch. Would've been nice to have them "
         "Friday, but honestly no complaints, they look great on the steps. Keep it up!", [PLANTERS], [], NOTHING_ASKED,
         "2026-11-16T10:00:00Z"),
    case("WV-02", "SU-83206", "pots came a day late. all good tho, no harm done", [PLANTERS], [], NOTHING_ASKED, "2026-11-16T10:00:00Z"),
    # near miss: the fee asked back after "no complaints" about the goods
    case("WV-03", "SU-83206", "No complaints about the planters but the delivery was a day late, can I get the postage back?", [PLANTERS],
         [{"kind": "late_delivery", "quote": "can I get the postage back"}],
         {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform", "lines": []}], "escalations": []},
         "2026-11-16T10:00:00Z"),
    case("RC-01", "STILL WAITING + DAMAGED AGAIN", "I SENT THE WRONG-SIZE FRAME BACK TWO WEEKS AGO (SU-83170). WHERE IS MY REFUND FOR "
         "IT??? And the replacement you sent on SU-83220 has a deep scratch right across the glass. Refund THAT one too. Unbelievable.",
         [RETURNED, REPLACEMENT],
         [{"kind": "damaged_item", "quote": "has a deep scratch right across the glass"}, {"kind": "other", "quote": "WHERE IS MY REFUND FOR IT???"}],
         {"outcome": "partial", "refunds": [{"amount_cents": 3900, "source": "platform", "lines": [{"sku": "FRM-WN", "quantity": 1}]}],
          "escalations": [{"item": "where is my refund"}]}, "2026-11-20T10:00:00Z"),
    case("RC-02", "frame", "wheres my refund?? sent the frame back 2 wks ago, SU-83170. also the new one (SU-83220) has a scratch on the "
         "glass, refund pls", [RETURNED, REPLACEMENT],
         [{"kind": "damaged_item", "quote": "has a scratch on the glass"}, {"kind": "other", "quote": "wheres my refund??"}],
         {"outcome": "partial", "refunds": [{"amount_cents": 3900, "source": "platform", "lines": [{"sku": "FRM-WN", "quantity": 1}]}],
          "escalations": [{"item": "wheres my refund"}]}, "2026-11-20T10:00:00Z"),
]


@pytest.mark.django_db
def test_a_waved_delay_pays_nothing_and_a_chased_return_refund_goes_to_a_person(tmp_path):
    assert_all_pass(tmp_path, CASES)

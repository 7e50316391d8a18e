"""End to end through the eval command, on tickets written for this test (not the blind round's): an ask under a
condition beside a late fee goes to a person quoted while the fee is paid; a question about goods the shop sells beside
a wrong item goes to a person while the wrong item's return starts; a question after a refund the record shows made is
answered by a person and nothing is paid again; money not come on a card beside the fee asked pays the fee and opens
no delivery investigation; points not come go to a person and open none either."""

from __future__ import annotations

import copy

import pytest

from tests.fresh_cases import assert_all_pass

SELLER = {"ref": "S1", "name": "Sundry", "seller_type": "first_party"}
EMAIL = "kim.oduya@example.org"
NOW = "2026-11-20T10:00:00Z"


def _order(lines, delivery_cents=599, promised="2026-11-12", delivered="2026-11-14T15:20:00Z", refunds=None):
    items = sum(line["quantity"] * line["unit_price_cents"] for line in lines)
    return {"ref": "SU-84410", "customer": "C1", "seller": "S1", "status": "delivered", "placed_at": "2026-11-08T10:12:00Z",
            "lines": lines,
            "charges": [{"kind": "items", "description": "Items subtotal", "amount_cents": items, "charged_at": "2026-11-08T10:12:00Z"},
                        {"kind": "delivery", "description": "Standard delivery", "amount_cents": delivery_cents, "charged_at": "2026-11-08T10:12:00Z"}],
            "shipments": [{"carrier": "Meridian Parcel", "tracking_number": "MPF84410", "promised_by": promised, "status": "delivered",
                           "delivered_at": delivered, "scans": [{"at": "2026-11-08T18:00:00Z", "code": "picked_up", "location": "Reno, NV"},
                                                                {"at": delivered, "code": "delivered", "location": "Portland, OR"}]}],
            **({"refunds": refunds} if refunds else {})}


JUG = [{"sku": "JUG-ST", "description": "Stoneware milk jug", "quantity": 1, "unit_price_cents": 2200, "tax_exempt": True}]
CASES_WHITE = [{"sku": "PC-WHT", "description": "Linen pillowcases, white", "quantity": 1, "unit_price_cents": 3400, "tax_exempt": True}]


def case(cid, subject, body, order, intents, expected):
    return {"id": cid, "title": body[:60], "now": NOW, "intents": intents,
            "ticket": {"subject": subject, "body": body, "customer_email": EMAIL, "order_ref": "SU-84410"},
            "world": {"customers": [{"ref": "C1", "name": "Kim Oduya", "email": EMAIL}], "sellers": [SELLER], "orders": [copy.deepcopy(order)]},
            "expected": {"returns": [], **expected}}


FEE = {"amount_cents": 599, "source": "platform", "lines": []}
CASES = [
    case("MD-01", "late AGAIN", "The parcel was two days late again, please refund the $5.99 postage. Unless somebody phones me this week, "
         "cancel my membership - I've had enough.", _order(JUG),
         [{"kind": "late_delivery", "quote": "please refund the $5.99 postage"}, {"kind": "other", "quote": "cancel my membership"}],
         {"outcome": "partial", "refunds": [FEE], "escalations": [{"item": "cancel my membership"}]}),
    case("MD-02", "wrong pillowcases", "You sent grey pillowcases, I ordered the white ones. Do you do the same ones in a king size? "
         "Would make a nice set for the guest bed.", _order(CASES_WHITE, promised="2026-11-15"),
         [{"kind": "wrong_item", "quote": "You sent grey pillowcases, I ordered the white ones."},
          {"kind": "other", "quote": "Do you do the same ones in a king size?"}],
         {"outcome": "partial", "refunds": [], "returns": [{"kind": "return", "sku": "PC-WHT"}], "escalations": [{"item": "king size"}]}),
    case("MD-03", "jug refund", "hiya, the refund you did for the cracked jug - will it be back on my card before the weekend? not showing yet",
         _order(JUG, promised="2026-11-15", refunds=[{"amount_cents": 2200, "source": "platform", "case_type": "damaged_item",
                                                        "reason": "Jug arrived cracked", "lines": ["JUG-ST"]}]),
         [{"kind": "other", "quote": "will it be back on my card before the weekend?"}],
         {"outcome": "escalated", "refunds": [], "escalations": [{"item": "before the weekend"}]}),
    case("MD-04", "postage", "Still nothing has arrived in my bank account. Could you refund the $5.99 delivery fee please, the parcel came two "
         "days after the date you gave.", _order(JUG),
         [{"kind": "late_delivery", "quote": "Could you refund the $5.99 delivery fee please"}],
         {"outcome": "resolved", "refunds": [FEE], "escalations": []}),
    case("MD-05", "reward points", "The email said 80 reward points for this order but my points total hasn't moved since. could someone sort that?",
         _order(JUG, promised="2026-11-15"),
         [{"kind": "other", "quote": "my points total hasn't moved since"}],
         {"outcome": "escalated", "refunds": [], "escalations": [{"item": "points total"}]}),
]


@pytest.mark.django_db
def test_each_shape_is_answered_and_nothing_is_paid_wrongly(tmp_path):
    assert_all_pass(tmp_path, CASES)

"""A parcel told as not come yet, beside an ask for its delivery fee back and nothing more ("It STILL hasn't come. Can I
at least get the delivery fee back?"), claims no carrier refund of the whole order: the not-come words ask where the
parcel is (answered from the scans or by a person) and the fee stays its own late-delivery request, which the record
decides once the parcel is delivered (POL-LATE-006). Read as a non-delivery claim, an in-transit order whose tracking had
stalled was refunded whole as lost and the fee ask dropped. A refund of the order asked anywhere beside it ("it never
came, I want my money back and the postage") is the non-delivery claim it always was. Wording written for these tests
(runs/intents/fee_asked_while_not_come.py)."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import _at, case, line, run

FEE_ONLY = [
    "It STILL hasn't come. I paid for delivery that never happened on time, can I at least get the delivery fee back?",
    "My order is still not here and it was due days ago. Please refund the late delivery fee.",
    "Where is it? Hasn't arrived. I'd like the shipping charge refunded for the delay.",
    "Still hasn't turned up. can u refund me the postage at least",
    "where is it?? hasn't arrived. refund the shipping fee at least pls",
    "The rug has not arrived yet, a week after the date you gave. I'd just like my delivery charge back for the wait.",
    "hi - parcel still not here!! i want the shipping cost refunded, that's all",
]

ORDER_ASKED = [
    "It never arrived. Refund me please, and the $5.99 delivery too.",
    "The lamp hasn't come. I want my money back and the delivery fee.",
    "The rug hasn't come. Refund me, and the delivery fee too.",
    "It hasn't arrived. Please refund the whole order including the shipping.",
    "It hasn't come.",
    "It never arrived and I'd like a full refund. The postage too.",
]


@pytest.mark.parametrize("text", FEE_ONLY)
def test_a_parcel_not_come_beside_a_fee_only_ask_is_no_non_delivery_claim(text):
    intents = read_ticket(f"my order\n{text}").intents
    assert "non_delivery" not in intents
    assert "late_delivery" in intents, "the fee asked is its own request"


@pytest.mark.parametrize("text", ORDER_ASKED)
def test_the_orders_money_asked_keeps_the_non_delivery_claim(text):
    assert "non_delivery" in read_ticket(f"my order\n{text}").intents


def _in_transit(cid: str, body: str, stalled: bool, expected: dict, intents: list[str]) -> dict:
    c = case(cid, body, [line("LMP-1", "Brass desk lamp", 5600)], intents=intents, expected=expected, subject="order")
    order = c["world"]["orders"][0]
    order["status"] = "shipped"
    order["shipments"][0].update(status="in_transit", delivered_at=None, promised_by=_at(4)[:10],
                                 scans=[{"at": _at(10), "code": "picked_up", "location": "Depot"},
                                        {"at": _at(8 if stalled else 1), "code": "in_transit", "location": "Hub"}])
    return c


@pytest.mark.django_db
def test_no_carrier_claim_is_paid_and_the_fee_ask_is_never_dropped(tmp_path):
    held = {"outcome": "escalated", "refunds": []}
    bodies = [FEE_ONLY[0], FEE_ONLY[1], FEE_ONLY[3]]
    cases = [_in_transit(f"FNC-{i}-{int(s)}", b, s, held, ["late_delivery", "other"]) for i, b in enumerate(bodies) for s in (False, True)]
    got = run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in cases:
        wrong = [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of", "silent drop", "outcome"))
                 or "late_delivery" in d]
        assert not wrong, (c["id"], wrong)


@pytest.mark.django_db
def test_the_orders_money_asked_on_stalled_tracking_is_still_the_carrier_claim(tmp_path):
    paid = {"outcome": "resolved", "refunds": [{"amount_cents": 5600 + 448 + 599, "source": "carrier_claim", "lines": [{"sku": "LMP-1", "quantity": 1}]}]}
    cases = [_in_transit("FNC-ND", "It never arrived and I'd like a full refund. The postage too.", True, paid, ["non_delivery"])]
    got = run(tmp_path, cases)
    assert got[""]["guard_violations"] == 0
    money = [d for d in got["FNC-ND"]["differences"] if d.startswith(("unexpected refund", "refund of"))]
    assert not money, money

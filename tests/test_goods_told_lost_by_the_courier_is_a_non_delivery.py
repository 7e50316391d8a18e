"""The goods told lost by the carrier by what they are ("The courier says my chair is lost in their depot.", "ParcelNet
has lost our oak table!!") are a non-delivery claim (runs/intents/goods_lost_in_transit.py): read as a statement, the
claim was dropped. End to end the shipment's record decides: tracking stalled in the depot for more than five days is a
lost parcel and the order's own figures are refunded (POL-NDL-003); a parcel the carrier scanned delivered goes to a
person and nothing is paid. Wording written for these tests. Near-misses: things the customer lost, goods lost for a
while that came after all, a lost temper, being lost with the instructions."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import _at, case, cents, line, run

CHAIR = line("CHR-1", "Oak dining chair", 12900)


def _kinds(body: str) -> list[str]:
    return read_ticket(f"my order\n{body}", order_ref="SU-70001").intents


@pytest.mark.parametrize("body", [
    "The courier says my chair is lost in their depot. What now?",
    "The courier lost my chair.",
    "my chair got lost at the depot, what do i do",
    "ParcelNet has lost our oak table!!",
    "hi the driver told me the lamp is lost",
    "Apparently my rug is missing in their warehouse and they can't find it.",
    "They've lost my sofa cushions in transit. Ridiculous.",
    "Good afternoon. I rang the carrier and they informed me that the dining chair was lost. Kindly advise.",
])
def test_goods_told_lost_by_the_carrier_are_a_non_delivery(body):
    assert "non_delivery" in _kinds(body), [(s.role, s.kinds, s.why, s.text) for s in read_ticket(f"my order\n{body}").sentences]


@pytest.mark.parametrize("body", [
    "I lost the receipt.",
    "The courier has lost the plot, he left it in the bin.",
    "My chair was lost at the depot for a week but it turned up on Monday, all fine.",
    "we lost the screws for the chair",
    "I'm a bit lost with the instructions for the chair.",
    "the courier lost my patience",
    "they lost my order number",
])
def test_things_the_customer_lost_or_goods_that_came_are_no_non_delivery(body):
    assert "non_delivery" not in _kinds(body)


def _stuck_in_the_depot(c: dict) -> dict:
    """The case's parcel picked up and scanned into the depot ten days ago, never delivered."""
    parcel = c["world"]["orders"][0]["shipments"][0]
    parcel.update(status="in_transit", delivered_at=None, promised_by=_at(8)[:10],
                  scans=[{"at": _at(11), "code": "picked_up", "location": "Seller"}, {"at": _at(10), "code": "in_transit", "location": "Depot"}])
    c["world"]["orders"][0]["status"] = "shipped"
    return c


@pytest.mark.django_db
def test_the_record_decides_a_lost_chair_is_paid_from_the_order_and_a_delivered_one_goes_to_a_person(tmp_path):
    body = "The courier says my chair is lost in their depot. I want my money back."
    paid = [{"amount_cents": cents([CHAIR], "CHR-1", 1) + 599, "source": "carrier_claim", "lines": [{"sku": "CHR-1", "quantity": 1}]}]
    lost = _stuck_in_the_depot(case("GLC-1", body, [CHAIR], intents=["non_delivery"], expected={"outcome": "resolved", "refunds": paid, "returns": []}))
    scanned = case("GLC-2", body, [CHAIR], intents=["non_delivery"], ref="SU-70002", expected={"outcome": "escalated", "refunds": [], "returns": []})
    # (the customer's own figure moves nothing: a person sees it beside the record's)
    figure = _stuck_in_the_depot(case("GLC-3", "the courier lost my chair!! refund me $300", [CHAIR], intents=["non_delivery"], ref="SU-70003",
                                      expected={"outcome": "escalated", "refunds": [], "returns": []}))
    got = run(tmp_path, [lost, scanned, figure])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["GLC-1"]["passed"], got["GLC-1"]["differences"]
    for cid in ("GLC-2", "GLC-3"):
        assert not [d for d in got[cid]["differences"] if d.startswith("unexpected refund")], got[cid]["differences"]

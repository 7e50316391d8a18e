"""A damage claim on a line whose own parcel the carrier never delivered, on an order some of whose
parcels came ("the dresser came but the knobs are missing, the courier has that box as lost"), is a
claim on a lost parcel (POL-DMG-002 sends it to POL-NDL-003): the subtask becomes a non-delivery
claim naming the line, and the customer is never told no because the line was "not delivered yet"."""

from datetime import date, datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.shop import models as shop
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc
pytestmark = pytest.mark.django_db


def test_a_damage_claim_on_a_line_whose_own_parcel_was_lost_is_replanned_as_a_lost_parcel_claim(settings):
    customer, seller = small_shop(settings)
    order = delivered_order("SU-59010", customer, seller, [("DRS-1", "Oak dresser", 1, 32000), ("KNB-4", "Brass cabinet knob", 4, 450)])
    lost = shop.Shipment.objects.create(order=order, carrier="ParcelNet", tracking_number="PN-SU-59010-B", status="lost",
                                        promised_by=date(2026, 11, 6))
    shop.CarrierScan.objects.create(shipment=lost, scanned_at=datetime(2026, 11, 3, 8, tzinfo=UTC), code="picked_up", location="Depot")
    shop.CarrierScan.objects.create(shipment=lost, scanned_at=datetime(2026, 11, 5, 8, tzinfo=UTC), code="exception", location="Hub")
    order.lines.filter(sku="DRS-1").update(shipment=order.shipments.get(tracking_number="PN-SU-59010"))
    order.lines.filter(sku="KNB-4").update(shipment=lost)

    run = offline_run("The dresser came but the knobs are missing, the courier has that box as lost. Please refund the knobs.",
                      "SU-59010", subject="knobs missing")

    claims = list(run.subtasks.values_list("case_type", "goal", "status"))
    assert [(kind, "knob" in goal.lower()) for kind, goal, _ in claims] == [("non_delivery", True)]
    deferred = run.events.filter(kind="subtask_deferred")
    assert not any("not delivered yet" in str(e.payload) for e in deferred)
    assert sum(shop.Refund.objects.filter(order=order).values_list("amount_cents", flat=True)) <= 4 * 450  # never the dresser


def _split_order_evidence() -> policy_evidence.Evidence:
    order = {"order_ref": "SU-59020", "customer": {"email": "maya@example.com"}, "seller": {"name": "Our shop", "seller_type": "first_party"},
             "lines": [{"sku": "DRS-1", "description": "Oak dresser", "quantity": 1, "unit_price_cents": 32000},
                       {"sku": "KNB-4", "description": "Brass cabinet knob", "quantity": 4, "unit_price_cents": 450}],
             "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 33800, "charged_at": "2026-11-02T09:00:00+00:00"}],
             "shipments": [{"tracking_number": "PN-A", "status": "delivered", "promised_by": "2026-11-06", "lines": ["DRS-1"],
                            "delivered_at": "2026-11-05T14:00:00+00:00", "scans": [{"at": "2026-11-05T14:00:00+00:00", "code": "delivered"}]},
                           {"tracking_number": "PN-B", "status": "lost", "promised_by": "2026-11-06", "lines": ["KNB-4"], "delivered_at": None,
                            "scans": [{"at": "2026-11-05T08:00:00+00:00", "code": "exception"}]}]}
    return policy_evidence.Evidence(order=order, now=datetime(2026, 11, 16, 9, tzinfo=UTC), scans={"shipments": order["shipments"]})


def test_the_guard_takes_a_damage_claim_as_backing_a_lost_parcel_claim_only_for_the_parcel_never_delivered():
    ev = _split_order_evidence()
    asked = [{"text": "The dresser came but the knobs are missing, the courier has that box as lost.", "kinds": ["damaged_item"], "spans": {}}]

    def claim(sku: str, cents: int) -> dict:
        return {"case_type": "non_delivery", "action": "refund", "amount_cents": cents, "lines": [{"sku": sku, "quantity": 1}]}

    assert guards.check_request_in_ticket(claim("KNB-4", 1800), ev, asked, "").passed is True
    assert guards.check_request_in_ticket(claim("DRS-1", 32000), ev, asked, "").passed is False

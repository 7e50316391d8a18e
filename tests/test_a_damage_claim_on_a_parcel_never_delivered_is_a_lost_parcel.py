"""A damage claim on a line whose own parcel the carrier never delivered, on an order some of whose
parcels came ("the dresser came but the knobs are missing, the courier has that box as lost"), is a
claim on a lost parcel (POL-DMG-002 sends it to POL-NDL-003): the subtask becomes a non-delivery
claim naming the line, and the customer is never told no because the line was "not delivered yet"."""

from datetime import date, datetime, timezone

import pytest

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

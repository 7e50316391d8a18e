"""A non-delivery claim whose lines travel in parcels the carrier's scans tell apart is judged
parcel by parcel: the lines of a parcel marked lost (or past its date and stalled) are refunded by
the carrier claim, and only the parcel still within its promised date waits, deferred with its
date. One parcel's date never holds back another parcel's refund, whether the rest of the order
was delivered or nothing of it was (then the claim is on the whole order, every line of it)."""

from datetime import date, datetime, timezone

import pytest

from runs.guards import check_line_in_ticket
from runs import policy_evidence
from runs.models import Run
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import build_world, offline_run

UTC = timezone.utc
PLACED = datetime(2026, 11, 2, 9, tzinfo=UTC)  # tickets arrive on 16 Nov (tests.runtime_world.RECEIVED)


def _parcel(order, n: int, *, status: str, promised: date, scans: list[tuple[str, str]], delivered: datetime | None = None):
    box = shop.Shipment.objects.create(order=order, carrier="ParcelNet", tracking_number=f"PN-{order.ref}-{n}", status=status,
                                       promised_by=promised, delivered_at=delivered)
    for at, code in scans:
        shop.CarrierScan.objects.create(shipment=box, scanned_at=datetime.fromisoformat(at).replace(tzinfo=UTC), code=code, location="Hub")
    return box


def _order(ref: str, lines: list[tuple[str, str, int, int]], parcels: dict[str, dict]) -> shop.Order:
    """An order of `lines`, each (sku, description, quantity, price), carried in the parcel its sku names."""
    maya, house = shop.Customer.objects.get(ref="C-MAYA"), shop.Seller.objects.get(ref="SEL-1P")
    made = shop.Order.objects.create(ref=ref, customer=maya, seller=house, status="shipped", placed_at=PLACED)
    shop.Charge.objects.create(order=made, kind="items", description="Items", amount_cents=sum(q * p for _, _, q, p in lines), charged_at=PLACED)
    shop.Charge.objects.create(order=made, kind="delivery", description="Standard delivery", amount_cents=599, charged_at=PLACED)
    boxes = {sku: _parcel(made, n, **spec) for n, (sku, spec) in enumerate(parcels.items())}
    for sku, description, quantity, price in lines:
        shop.LineItem.objects.create(order=made, sku=sku, description=description, quantity=quantity, unit_price_cents=price, shipment=boxes[sku])
    return made


LOST = {"status": "lost", "promised": date(2026, 11, 9), "scans": [("2026-11-03T08:00:00", "picked_up")]}
STILL_DUE = {"status": "in_transit", "promised": date(2026, 11, 21), "scans": [("2026-11-15T08:00:00", "picked_up")]}
CAME = {"status": "delivered", "promised": date(2026, 11, 9), "scans": [("2026-11-08T14:00:00", "delivered")],
        "delivered": datetime(2026, 11, 8, 14, tzinfo=UTC)}
KITCHEN = [("KET", "Gooseneck kettle", 1, 6400), ("TST", "Two-slice toaster", 1, 3800), ("BIN", "Enamel bread bin", 1, 2900)]


@pytest.fixture
def shop_world(settings, db):
    lost_parcel_world(settings)


def lost_parcel_world(settings) -> None:
    """The runtime's world with plans that need no confirmation, a $150.00 ceiling and every policy
    a non-delivery ticket may cite (the late-delivery one for a delivery charge asked beside it)."""
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.REFUND_CEILING_CENTS = 15000
    build_world()
    shop.PolicyDocument.objects.create(ref="POL-LATE-006", title="POL-LATE-006", case_type="late_delivery", keywords="late delivery fee",
                                       body="POL-LATE-006 text")


def _deferred(run: Run) -> list[str]:
    return [s.goal for s in run.subtasks.filter(status="deferred")]


@pytest.mark.django_db
def test_nothing_came_the_lost_parcels_line_is_refunded_and_the_parcel_still_due_is_deferred(shop_world):
    _order("SU-75001", KITCHEN[:2], {"KET": LOST, "TST": STILL_DUE})
    run = offline_run("My order never arrived. The kettle's tracking says it was lost and the toaster is apparently still on its way. "
                      "Please refund what you can.", "SU-75001", ref="T-75001")
    assert [(r.amount_cents, r.source, [c.get("sku") for c in r.covers]) for r in Refund.objects.filter(order__ref="SU-75001")] == [
        (6400, "carrier_claim", ["KET"])]
    assert [g for g in _deferred(run) if "toaster" in g] and not [g for g in _deferred(run) if "kettle" in g]
    assert run.outcome == Run.Outcome.PARTIAL
    reply = (run.state.get("reply") or {}).get("body", "")
    assert "21 Nov 2026" in reply  # the toaster's own promised date, told


@pytest.mark.django_db
def test_one_parcel_came_the_two_named_are_each_judged_on_their_own_parcel(shop_world):
    _order("SU-75002", KITCHEN, {"KET": LOST, "TST": STILL_DUE, "BIN": CAME})
    run = offline_run("The bread bin came on Tuesday. The kettle and the toaster still haven't arrived, can I have a refund for them?",
                      "SU-75002", ref="T-75002")
    assert [(r.amount_cents, [c.get("sku") for c in r.covers]) for r in Refund.objects.filter(order__ref="SU-75002")] == [(6400, ["KET"])]
    assert [g for g in _deferred(run) if "toaster" in g]


@pytest.mark.django_db
def test_parcels_with_one_verdict_stay_one_claim(shop_world):
    _order("SU-75003", KITCHEN[:2], {"KET": LOST, "TST": {**LOST, "scans": [("2026-11-04T08:00:00", "exception")]}})
    run = offline_run("My order never arrived, both parcels are lost according to the tracking. Please refund me.", "SU-75003", ref="T-75003")
    assert run.subtasks.count() == 1
    assert sum(r.amount_cents for r in Refund.objects.filter(order__ref="SU-75003")) == 6400 + 3800 + 599  # everything charged
    assert run.outcome == Run.Outcome.RESOLVED


def test_a_line_of_an_order_nothing_of_which_came_is_named_by_the_non_delivery_claim():
    order = {"order_ref": "SU-75004", "lines": [{"sku": "KET", "description": "Gooseneck kettle", "quantity": 1, "unit_price_cents": 6400},
                                                {"sku": "TST", "description": "Two-slice toaster", "quantity": 1, "unit_price_cents": 3800}],
             "shipments": [{"tracking_number": "A", "lines": ["KET"], "status": "lost", "scans": []},
                           {"tracking_number": "B", "lines": ["TST"], "status": "in_transit", "scans": []}]}
    asks = [{"text": "Still waiting for both my parcels, I want my money back.", "kinds": ["non_delivery"]}]
    claim = {"case_type": "non_delivery", "action": "refund", "lines": [{"sku": "KET", "quantity": 1}]}
    nothing_came = policy_evidence.Evidence(order=order, now=datetime(2026, 11, 16, tzinfo=UTC), scans={"shipments": order["shipments"]})
    assert check_line_in_ticket(claim, order, asks, "", nothing_came).passed
    # one parcel came: the claim is on the lines named, and "both my parcels" names neither
    came = {**order, "shipments": [order["shipments"][0], {**order["shipments"][1], "status": "delivered", "delivered_at": "2026-11-10T14:00:00+00:00"}]}
    assert not check_line_in_ticket(claim, came, asks, "", policy_evidence.Evidence(order=came, now=nothing_came.now, scans={"shipments": came["shipments"]})).passed

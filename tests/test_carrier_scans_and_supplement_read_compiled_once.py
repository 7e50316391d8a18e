"""get_carrier_scan and get_seller_supplement read with statements compiled once (runs.shop.backend._SCANS_OF,
_SUPPLEMENT_OF, runs.hot_reads.HotReadIn): the order's row and its lines, shipments and their scans (or its
seller's first supplement by ref), each read by the order's ref (so all go in one pipeline), each the very
statement, with the same parameters and in the same order, the ORM runs for that queryset; and the same answer
as the ORM's prefetch of the order's lines, shipments and their scans, and the seller's
`supplements.order_by("ref").first()`, gave, for orders with no parcel, one parcel, and several parcels
(scans recorded out of time order, a parcel with none), and sellers with several supplements or none."""

from datetime import date, datetime, timezone

import pytest
from django.db import connection
from django.db.models import prefetch_related_objects
from django.test.utils import CaptureQueriesContext

from runs import hot_reads
from runs.shop import backend as shop_backend
from runs.shop import models as shop
from runs.shop.backend import DemoShop, ShopError
from tests.runtime_world import build_world

UTC = timezone.utc
pytestmark = pytest.mark.django_db


def _orm_carrier_scan(ref: str) -> dict:
    """get_carrier_scan as the ORM read it before: the order's row, then the prefetch of its lines and its shipments with their scans."""
    found = shop_backend._ORDER(ref.strip().upper())
    ordered = shop_backend.ordered_prefetches()
    prefetch_related_objects(found, ordered["lines"], ordered["scans"])
    order = found[0]
    return {
        "order_ref": order.ref,
        "shipments": [
            {"tracking_number": s.tracking_number, "carrier": s.carrier, "status": s.status,
             "promised_by": s.promised_by.isoformat(), "delivered_at": s.delivered_at.isoformat() if s.delivered_at else None,
             "scans": [{"at": sc.scanned_at.isoformat(), "code": sc.code, "location": sc.location} for sc in s.scans.all()],
             **({"lines": skus} if (skus := [x.sku for x in order.lines.all() if x.shipment_id == s.pk]) else {})}
            for s in order.shipments.all()
        ],
    }


def _orm_carrier_scan_by_ref(ref: str) -> dict:
    """get_carrier_scan's reads made by the ORM: the order's row, then its lines, shipments and their scans by the order's ref."""
    ref = ref.strip().upper()
    order = shop_backend._ORDER(ref)
    if not order:
        raise ShopError(f"No order with ref {ref!r}.")
    order = order[0]
    lines = list(shop.LineItem.objects.filter(order=shop_backend._order_id(ref)).order_by("pk"))
    shipments = list(shop.Shipment.objects.filter(order=shop_backend._order_id(ref)).order_by("pk"))
    scans = list(shop.CarrierScan.objects.filter(shipment__in=shop.Shipment.objects.filter(order=shop_backend._order_id(ref))))
    return {
        "order_ref": order.ref,
        "shipments": [
            {"tracking_number": s.tracking_number, "carrier": s.carrier, "status": s.status,
             "promised_by": s.promised_by.isoformat(), "delivered_at": s.delivered_at.isoformat() if s.delivered_at else None,
             "scans": [{"at": sc.scanned_at.isoformat(), "code": sc.code, "location": sc.location} for sc in scans if sc.shipment_id == s.pk],
             **({"lines": skus} if (skus := [x.sku for x in lines if x.shipment_id == s.pk]) else {})}
            for s in shipments
        ],
    }


def _orm_supplement_by_ref(ref: str) -> dict:
    """get_seller_supplement's reads made by the ORM: the order's row, then its seller's first supplement by the order's ref."""
    from django.db.models import Subquery

    found = shop_backend._ORDER(ref.strip().upper())
    sup = shop.SellerSupplement.objects.filter(seller=Subquery(shop.Order.objects.filter(ref=ref.strip().upper()).values("seller_id")[:1])).order_by(
        "ref").first()
    if not found:
        raise ShopError(f"No order with ref {ref!r}.")
    order = found[0]
    if sup is None:
        raise ShopError(f"Seller {order.seller.ref} has no supplement on file.")
    return {"ref": sup.ref, "seller": order.seller.name, "seller_type": order.seller.seller_type, "accepts_returns": sup.accepts_returns,
            "return_window_days": sup.return_window_days, "damage_remedy": sup.damage_remedy, "text": sup.text}


def _orm_supplement(ref: str) -> dict:
    order = shop_backend._ORDER(ref.strip().upper())[0]
    sup = order.seller.supplements.order_by("ref").first()
    if sup is None:
        raise ShopError(f"Seller {order.seller.ref} has no supplement on file.")
    return {"ref": sup.ref, "seller": order.seller.name, "seller_type": order.seller.seller_type, "accepts_returns": sup.accepts_returns,
            "return_window_days": sup.return_window_days, "damage_remedy": sup.damage_remedy, "text": sup.text}


def _parcels() -> None:
    """SU-88421 sent in three parcels (the second carrying a lamp, its scans recorded out of time order; the third
    scanned never), SU-88422 with none; the first order's seller with a second supplement that sorts first."""
    build_world()
    order = shop.Order.objects.get(ref="SU-88421")
    second = shop.Shipment.objects.create(order=order, carrier="ParcelNet", tracking_number="PN101", status="in_transit",
                                          promised_by=date(2026, 11, 8))
    shop.Shipment.objects.create(order=order, carrier="ParcelNet", tracking_number="PN102", status="label_created",
                                 promised_by=date(2026, 11, 9))
    shop.LineItem.objects.create(order=order, sku="ASH-LAMP", description="Lamp", quantity=2, unit_price_cents=3000, shipment=second)
    for day, code, where in ((6, "in_transit", "Derby"), (4, "picked_up", "Leeds"), (5, "in_transit", "York")):
        shop.CarrierScan.objects.create(shipment=second, scanned_at=datetime(2026, 11, day, 8, tzinfo=UTC), code=code, location=where)
    shop.Order.objects.create(ref="SU-88422", customer=order.customer, seller=order.seller, status="placed",
                              placed_at=datetime(2026, 11, 9, 9, tzinfo=UTC), replacement_for=order)
    shop.SellerSupplement.objects.create(ref="SUP-ASH-001", seller=order.seller, accepts_returns=False, damage_remedy="replace", text="older")


def _statements(read):
    with CaptureQueriesContext(connection) as captured:
        try:
            got = read()
        except ShopError as exc:
            got = ("refused", str(exc))
    return got, [(q["sql"], q.get("params")) for q in captured.captured_queries]


def _twice_as_the_orm(ours, orm, as_before) -> None:
    """The same answer and statements as the ORM's (`orm`: the same reads by the order's ref), on the call
    that compiles them and on the next; and the answer the ORM's reads by the order's id gave (`as_before`)."""
    for _ in range(2):
        got = _statements(ours)
        assert got == _statements(orm)
        assert got[0] == _statements(as_before)[0]


@pytest.mark.parametrize("ref", ["SU-88421", "su-88421 ", "SU-88422", "SU-90001"])
def test_carrier_scans_are_read_with_the_orms_statements_and_shown_the_same(ref):
    _parcels()
    _twice_as_the_orm(lambda: DemoShop().get_carrier_scan(ref), lambda: _orm_carrier_scan_by_ref(ref), lambda: _orm_carrier_scan(ref))


def test_scans_come_in_time_order_under_their_own_parcel():
    _parcels()
    got = DemoShop().get_carrier_scan("SU-88421")
    assert [(s["tracking_number"], [x["location"] for x in s["scans"]], s.get("lines")) for s in got["shipments"]] == [
        ("PN100", [], None), ("PN101", ["Leeds", "York", "Derby"], ["ASH-LAMP"]), ("PN102", [], None)]
    assert DemoShop().get_carrier_scan("SU-88422")["shipments"] == []


@pytest.mark.parametrize("ref", ["SU-88421", "SU-90001", "SU-88422"])
def test_the_seller_supplement_is_read_with_the_orms_statement(ref):
    _parcels()
    _twice_as_the_orm(lambda: DemoShop().get_seller_supplement(ref), lambda: _orm_supplement_by_ref(ref), lambda: _orm_supplement(ref))


def test_a_seller_without_a_supplement_is_refused_alike():
    _parcels()
    seller = shop.Seller.objects.create(ref="SEL-NONE", name="No Terms", seller_type="marketplace")
    customer = shop.Customer.objects.first()
    shop.Order.objects.create(ref="SU-77001", customer=customer, seller=seller, status="placed", placed_at=datetime(2026, 11, 1, tzinfo=UTC))
    ours, our_sql = _statements(lambda: DemoShop().get_seller_supplement("SU-77001"))
    orm, orm_sql = _statements(lambda: _orm_supplement_by_ref("SU-77001"))
    assert ours == orm == _statements(lambda: _orm_supplement("SU-77001"))[0] == ("refused", "Seller SEL-NONE has no supplement on file.")
    assert our_sql == orm_sql


def test_a_read_by_a_list_of_ids_is_the_orms_for_each_length_and_none_for_none():
    _parcels()
    ids = list(shop.Shipment.objects.order_by("-pk").values_list("pk", flat=True))
    read = hot_reads.HotReadIn(lambda some: shop.CarrierScan.objects.filter(shipment__in=some))
    for n in range(len(ids) + 1):
        chosen = ids[:n]
        ours, our_sql = _statements(lambda: [(x.pk, x.shipment_id, x.scanned_at, x.code) for x in read(chosen)])
        if n == 0:
            assert ours == [] and our_sql == []
            continue
        orm, orm_sql = _statements(lambda: [(x.pk, x.shipment_id, x.scanned_at, x.code) for x in shop.CarrierScan.objects.filter(shipment__in=chosen)])
        assert ours == orm and our_sql == orm_sql
    with pytest.raises(ValueError):
        read([ids[0], ids[0]])

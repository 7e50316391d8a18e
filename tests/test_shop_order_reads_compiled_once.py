"""get_order reads what it shows of an order with statements compiled once (runs.shop.backend._LINES_OF
and the rest): the order's row, then its lines, charges (by pk), replacements, shipments, refunds and
returns, each read by the order's ref (its id found in the statement, so all seven go in one pipeline),
each the very statement the ORM runs for that queryset; and the same order as a result as the ORM's
prefetch (lines, charges by pk, replacements, shipments) and related managers (refunds, returns) show
it, for an order with refunds, returns, replacements, several shipments and lines carried by a parcel,
unlocked and locked."""

from datetime import date, datetime, timezone

import re

import pytest
from django.db import connection, transaction
from django.db.models import prefetch_related_objects
from django.test.utils import CaptureQueriesContext

from runs.local_days import local_day
from runs.shop import backend as shop_backend
from runs.shop import models as shop
from runs.shop.backend import DemoShop
from tests.runtime_world import build_world

UTC = timezone.utc


def _orm_get_order(ref: str, zone: str = "", lock: bool = False) -> dict:
    """get_order as the ORM read it before: the prefetch of WHOLE, then the related managers."""
    ordered = shop_backend.ordered_prefetches()
    found = (shop_backend._ORDER_LOCKED if lock else shop_backend._ORDER)(ref.strip().upper())
    prefetch_related_objects(found, *(ordered.get(name, name) for name in DemoShop.WHOLE))
    order = found[0]
    return {
        "order_ref": order.ref, "status": order.status, "placed_at": local_day(order.placed_at, zone).isoformat(),
        "customer": {"name": order.customer.name, "email": order.customer.email},
        "seller": {"ref": order.seller.ref, "name": order.seller.name, "seller_type": order.seller.seller_type},
        "lines": [{"sku": line.sku, "description": line.description, "quantity": line.quantity, "unit_price_cents": line.unit_price_cents,
                   "exclusion": line.exclusion, **({"tax_exempt": True} if line.tax_exempt else {})} for line in order.lines.all()],
        "charges": [{"number": n, "id": c.id, "kind": c.kind, "description": c.description, "amount_cents": c.amount_cents,
                     "charged_at": c.charged_at.isoformat()} for n, c in enumerate(order.charges.all(), start=1)],
        "shipments": [{"tracking_number": s.tracking_number, "carrier": s.carrier, "status": s.status, "promised_by": s.promised_by.isoformat(),
                       "delivered_at": s.delivered_at.isoformat() if s.delivered_at else None,
                       **({"lines": skus} if (skus := [x.sku for x in order.lines.all() if x.shipment_id == s.pk]) else {})}
                      for s in order.shipments.all()],
        "replacement_orders": [r.ref for r in order.replacements.all()],
        "replacement_lines": {r.ref: [x.sku for x in r.lines.all()] for r in order.replacements.all()},
        "refunds": [{"amount_cents": r.amount_cents, "source": r.source, "case_type": r.case_type, "reason": r.reason, "covers": r.covers,
                     "date": local_day(r.created_at, zone).isoformat(), "run": shop_backend._run_of(r.idempotency_key)}
                    for r in order.refunds.order_by("pk")],
        "returns": [{"sku": r.line.sku, "kind": r.kind, "status": r.status, **({"quantity": r.quantity} if r.quantity else {})}
                    for r in order.returns.select_related("line").order_by("pk")],
    }


def _busy_order() -> None:
    """SU-88421 with a second line carried by a second parcel, two refunds, two returns and two replacements."""
    build_world()
    order = shop.Order.objects.get(ref="SU-88421")
    second = shop.Shipment.objects.create(order=order, carrier="ParcelNet", tracking_number="PN101", status="in_transit",
                                          promised_by=date(2026, 11, 8))
    lamp = shop.LineItem.objects.create(order=order, sku="ASH-LAMP", description="Lamp", quantity=2, unit_price_cents=3000,
                                        shipment=second, tax_exempt=True)
    book = order.lines.get(sku="ASH-BK-HRT")
    shop.Refund.objects.create(order=order, amount_cents=995, source="platform", reason="twice", case_type="duplicate_charge",
                               idempotency_key="run-7-e1-x", covers=[{"charge": 3, "cents": 995}])
    shop.Refund.objects.create(order=order, amount_cents=500, source="seller", reason="goodwill", idempotency_key="manual-1")
    shop.ReturnRequest.objects.create(order=order, line=lamp, kind="return", reason="cracked", idempotency_key="r-1", quantity=1)
    shop.ReturnRequest.objects.create(order=order, line=book, kind="collection", reason="split", idempotency_key="r-2")
    placed = datetime(2026, 11, 9, 9, tzinfo=UTC)
    for ref, sku in (("SU-88422", "ASH-LAMP"), ("SU-88423", "ASH-BK-HRT")):
        again = shop.Order.objects.create(ref=ref, customer=order.customer, seller=order.seller, status="placed", placed_at=placed,
                                          replacement_for=order)
        shop.LineItem.objects.create(order=again, sku=sku, description=sku, unit_price_cents=0)


def _as_pipelined(sqls: list[str], ref: str) -> list[str]:
    """The statements get_order sends, from the ORM's (`sqls`, as _orm_get_order runs them): the order's
    row, then the six reads by the order's ref (one pipeline with it on PostgreSQL), each the ORM's own
    statement for its queryset, then the replacements' lines."""
    at = next(n for n, sql in enumerate(sqls) if 'FROM "shop_refund"' in sql)
    return [sqls[0], *_by_ref(ref.strip().upper()), *sqls[5:at]]


def _by_ref(ref: str) -> list[str]:
    """The ORM's statements of the six reads by the order's ref."""
    order = shop_backend._order_id
    querysets = [shop.LineItem.objects.filter(order=order(ref)).order_by("pk"), shop.Charge.objects.order_by("pk").filter(order=order(ref)),
                 shop.Order.objects.filter(replacement_for=order(ref)).order_by("pk"),
                 shop.Shipment.objects.filter(order=order(ref)).order_by("pk"),
                 shop.Refund.objects.filter(order=order(ref)).order_by("pk"),
                 shop.ReturnRequest.objects.filter(order=order(ref)).select_related("line").order_by("pk")]
    with CaptureQueriesContext(connection) as captured:
        for queryset in querysets:
            list(queryset)
    return [q["sql"] for q in captured.captured_queries]


def _statements(read) -> tuple[object, list[tuple[str, tuple]]]:
    with CaptureQueriesContext(connection) as captured:
        got = read()
    return got, [(q["sql"], q.get("params")) for q in captured.captured_queries]


@pytest.mark.django_db
@pytest.mark.parametrize("ref", ["SU-88421", "su-90001 ", "SU-88422"])
@pytest.mark.parametrize("zone", ["", "Pacific/Auckland"])
def test_get_order_runs_the_orms_statements_and_shows_the_same_order(ref, zone):
    _busy_order()
    ours, our_sql = _statements(lambda: DemoShop().get_order(ref, zone))
    orm, orm_sql = _statements(lambda: _orm_get_order(ref, zone))
    assert ours == orm
    assert [sql for sql, _ in our_sql] == _as_pipelined([sql for sql, _ in orm_sql], ref)
    assert len(our_sql) == len(orm_sql) >= 7


@pytest.mark.django_db
def test_the_busy_order_shows_everything_it_holds():
    _busy_order()
    order = DemoShop().get_order("SU-88421")
    assert [line["sku"] for line in order["lines"]] == ["ASH-BK-HRT", "ASH-LAMP"] and order["lines"][1]["tax_exempt"] is True
    assert [(s["tracking_number"], s.get("lines")) for s in order["shipments"]] == [("PN100", None), ("PN101", ["ASH-LAMP"])]
    assert order["replacement_orders"] == ["SU-88422", "SU-88423"]
    assert order["replacement_lines"] == {"SU-88422": ["ASH-LAMP"], "SU-88423": ["ASH-BK-HRT"]}
    assert [(r["amount_cents"], r["source"]) for r in order["refunds"]] == [(995, "platform"), (500, "seller")]
    assert [(r["sku"], r["kind"], r.get("quantity")) for r in order["returns"]] == [("ASH-LAMP", "return", 1), ("ASH-BK-HRT", "collection", None)]


@pytest.mark.django_db(transaction=True)
def test_the_locked_read_is_the_orms_too():
    _busy_order()
    order = shop.Order.objects.get(ref="SU-88421")
    with transaction.atomic():
        ours, our_sql = _statements(lambda: DemoShop()._locked_order(order))
    with transaction.atomic():
        orm, orm_sql = _statements(lambda: _orm_get_order("SU-88421", lock=True))
    assert ours == orm
    # each statement of a query that sends the lock with its reads (hot_reads.locked_together, PostgreSQL)
    assert [part for sql, _ in our_sql for part in re.split(r";\s*(?=SELECT\b)", sql)] == _as_pipelined([sql for sql, _ in orm_sql], "SU-88421")

"""An order number told under another prefix is looked up by the indexed digits column (runs/shop/order_prefixes.py):
one index probe, never a scan of every ref for its ending."""

import datetime as dt

import pytest
from django.db import connection

from runs.shop import models as shop
from runs.shop.order_prefixes import numbered_alike


@pytest.fixture
def orders(db):
    customer = shop.Customer.objects.create(ref="C-IX", name="Ix", email="ix@example.com")
    seller = shop.Seller.objects.create(ref="S-IX", name="Ix Goods", seller_type="marketplace")
    for ref in ("HH-82210", "SU-82211", "HH-82212", "KT-82212"):
        shop.Order.objects.create(ref=ref, customer=customer, seller=seller, placed_at=dt.datetime(2026, 11, 1, tzinfo=dt.UTC))


def test_it_finds_the_one_order_numbered_alike_and_no_other(orders):
    assert numbered_alike("SU-82210") == "HH-82210"
    assert numbered_alike("SU-82211") == ""  # the order's own ref
    assert numbered_alike("SU-82212") == ""  # two orders: none
    assert numbered_alike("SU-99999") == ""


def test_the_digits_are_kept_on_save(orders):
    order = shop.Order.objects.get(ref="HH-82210")
    order.ref = "HH-82219"
    order.save(update_fields=["ref"])
    assert shop.Order.objects.get(pk=order.pk).ref_digits == "82219"


def test_the_lookup_uses_the_index(orders):
    query = shop.Order.objects.filter(ref_digits="82210").values_list("ref", flat=True)[:3]
    if connection.vendor == "postgresql":
        # four rows: PostgreSQL would read them straight; with sequential scans off it shows the index it can use
        with connection.cursor() as cursor:
            cursor.execute("SET LOCAL enable_seqscan = off")
        plan = query.explain()
        assert "Index" in plan and "ref_digits" in plan, plan
        assert "Seq Scan" not in plan, plan
        return
    plan = query.explain()  # SQLite: EXPLAIN QUERY PLAN
    assert "USING INDEX" in plan and "ref_digits" in plan, plan
    assert "SCAN" not in plan.replace("USING INDEX", ""), plan

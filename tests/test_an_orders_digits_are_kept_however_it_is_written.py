"""An order's ref digits (Order.ref_digits, the indexed column runs/shop/order_prefixes.py finds an order told under
another prefix by) are kept however the order is written: save() kept them, but bulk_create, bulk_update and update
skip save(), and an order written so had no digits: "SU-82210" of HH-82210 was no order. Near-misses: a write that
leaves the ref alone leaves the digits as they were; a ref the database would compute is refused, never written
without its digits."""

import datetime as dt

import pytest
from django.db.models import F, Value
from django.db.models.functions import Concat

from runs.shop import models as shop
from runs.shop.order_prefixes import numbered_alike

PLACED = dt.datetime(2026, 11, 1, tzinfo=dt.UTC)


@pytest.fixture
def people(db):
    return (shop.Customer.objects.create(ref="C-DG", name="Dee", email="dee@example.com"),
            shop.Seller.objects.create(ref="S-DG", name="Dee Goods", seller_type="marketplace"))


def _order(people, ref: str) -> shop.Order:
    customer, seller = people
    return shop.Order(ref=ref, customer=customer, seller=seller, placed_at=PLACED)


def _digits(ref: str) -> str:
    return shop.Order.objects.get(ref=ref).ref_digits


def test_orders_created_in_bulk_have_their_digits_and_are_found_by_them(people):
    shop.Order.objects.bulk_create([_order(people, "HH-82210"), _order(people, "KT82311"), _order(people, "SU-00417")])
    assert [_digits(r) for r in ("HH-82210", "KT82311", "SU-00417")] == ["82210", "82311", "00417"]
    assert numbered_alike("SU-82210") == "HH-82210"
    assert numbered_alike("SU-82311") == "KT82311"


def test_orders_created_in_bulk_from_a_generator_have_their_digits(people):
    shop.Order.objects.bulk_create(_order(people, ref) for ref in ("HH-70001", "HH-70002"))
    assert [_digits(r) for r in ("HH-70001", "HH-70002")] == ["70001", "70002"]


def test_a_ref_rewritten_on_a_bulk_conflict_gets_its_digits(people):
    first = _order(people, "HH-82210")
    first.save()
    again = _order(people, "HH-82210")
    again.pk = first.pk
    shop.Order.objects.bulk_create([again], update_conflicts=True, unique_fields=["ref"], update_fields=["ref", "status"])
    assert _digits("HH-82210") == "82210"


def test_refs_updated_in_bulk_bring_their_digits(people):
    orders = shop.Order.objects.bulk_create([_order(people, "HH-82210"), _order(people, "HH-82211")])
    for order, ref in zip(orders, ("HH-91210", "KT-91211")):
        order.ref = ref
    shop.Order.objects.bulk_update(orders, ["ref"])
    assert [_digits(r) for r in ("HH-91210", "KT-91211")] == ["91210", "91211"]
    assert numbered_alike("SU-91211") == "KT-91211" and numbered_alike("SU-82210") == ""


def test_a_ref_updated_by_a_query_brings_its_digits(people):
    _order(people, "HH-82210").save()
    assert shop.Order.objects.filter(ref="HH-82210").update(ref="HH-55510") == 1
    assert _digits("HH-55510") == "55510"
    assert numbered_alike("SU-55510") == "HH-55510"


def test_a_write_leaving_the_ref_alone_leaves_its_digits(people):
    orders = shop.Order.objects.bulk_create([_order(people, "HH-82210")])
    orders[0].status = shop.Order.Status.SHIPPED
    shop.Order.objects.bulk_update(orders, ["status"])
    shop.Order.objects.filter(ref="HH-82210").update(currency="EUR")
    assert _digits("HH-82210") == "82210"


def test_a_ref_the_database_would_compute_is_refused(people):
    _order(people, "HH-82210").save()
    with pytest.raises(ValueError, match="digits"):
        shop.Order.objects.filter(ref="HH-82210").update(ref=Concat(F("ref"), Value("9")))
    assert _digits("HH-82210") == "82210"

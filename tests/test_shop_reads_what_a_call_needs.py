"""The shop reads what a call needs (issue 13): the seller's terms and the carrier's scans without
the whole order, an effect's first look at the order without its lines and charges; and what an
effect is checked against is read again whole under the order row's lock (taken by that very read),
so a return or refund written by another run between the first look and the lock is counted."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from runs.shop import models as shop
from runs.shop.backend import DemoShop, ShopError
from tests.conftest import on_postgres
from tests.runtime_world import build_world
from tests.turn_counting import label


def _labels(captured) -> list[str]:
    return [label(q["sql"]) for q in captured.captured_queries]


@pytest.mark.django_db
def test_the_seller_terms_and_the_scans_read_only_their_own_rows():
    build_world()
    backend = DemoShop()
    with CaptureQueriesContext(connection) as captured:
        terms = backend.get_seller_supplement("su-88421")
    assert _labels(captured) == ["SELECT shop_order", "SELECT shop_sellersupplement"]  # the order with its seller, then the terms
    assert terms["ref"] == "SUP-ASH-011" and terms["seller"] == "Ashford Home" and terms["damage_remedy"] == "collect_and_refund"
    with CaptureQueriesContext(connection) as captured:
        scans = backend.get_carrier_scan("SU-90001")
    assert _labels(captured) == ["SELECT shop_order", "SELECT shop_lineitem", "SELECT shop_shipment", "SELECT shop_carrierscan"]
    assert scans["shipments"][0]["status"] == "lost" and [s["code"] for s in scans["shipments"][0]["scans"]] == ["picked_up"]
    with pytest.raises(ShopError, match="No order"):
        backend.get_carrier_scan("SU-00000")


@pytest.mark.django_db
def test_the_order_shows_its_charges_in_the_order_they_were_made_with_one_read_of_them():
    build_world()
    with CaptureQueriesContext(connection) as captured:
        order = DemoShop().get_order("SU-88421")
    assert _labels(captured).count("SELECT shop_charge") == 1
    assert [(c["number"], c["kind"]) for c in order["charges"]] == [(1, "items"), (2, "delivery"), (3, "delivery")]


@pytest.mark.django_db(transaction=True)
def test_a_refund_reads_the_order_again_whole_under_its_lock():
    build_world()
    with CaptureQueriesContext(connection) as captured:
        DemoShop().issue_refund(order_ref="SU-88421", amount_cents=995, source="platform", reason="charged twice",
                                idempotency_key="k-refund", case_type="duplicate_charge", customer_email="maya@example.com")
    labels = _labels(captured)
    first_look = labels[:labels.index("BEGIN")]
    assert first_look == ["SELECT shop_order", "SELECT shop_refund"]  # the order's row and whether the key was seen
    locked = labels[labels.index("BEGIN") + 1:labels.index("COMMIT")]
    # get_order, under the lock: the order's row read and locked in one statement (its row alone),
    # then its lines, charges, replacements, shipments (no scans: the order shows none), refunds, returns; the room
    # check counts the order's other refunds from those rows, read under the lock, not in a read of its own
    assert locked == ["SELECT shop_order", "SELECT shop_lineitem", "SELECT shop_charge", "SELECT shop_order", "SELECT shop_shipment",
                      "SELECT shop_refund", "SELECT shop_returnrequest", "INSERT shop_refund"]
    read_again = captured.captured_queries[labels.index("BEGIN") + 1]["sql"]
    assert read_again.endswith('FOR UPDATE OF "shop_order"') if on_postgres() else "FOR UPDATE" not in read_again


@pytest.mark.django_db
def test_the_order_is_read_without_its_scans():
    """get_order shows no scans, so it reads none; the carrier's scans are get_carrier_scan's."""
    build_world()
    with CaptureQueriesContext(connection) as captured:
        order = DemoShop().get_order("SU-90001")
    assert _labels(captured) == ["SELECT shop_order", "SELECT shop_lineitem", "SELECT shop_charge", "SELECT shop_order", "SELECT shop_shipment",
                                 "SELECT shop_refund", "SELECT shop_returnrequest"]
    assert order["shipments"][0]["status"] == "lost" and "scans" not in order["shipments"][0]


@pytest.mark.django_db
def test_a_return_another_run_started_between_the_first_look_and_the_lock_is_counted(monkeypatch):
    build_world()
    original = DemoShop._check_return_room

    def another_run_first(self, order, line, *args, **kwargs):
        shop.ReturnRequest.objects.create(order=order, line=line, kind="return", reason="another run's", idempotency_key="other-run")
        return original(self, order, line, *args, **kwargs)

    monkeypatch.setattr(DemoShop, "_check_return_room", another_run_first)
    with pytest.raises(ShopError, match="already returned or collected"):
        DemoShop().start_return(order_ref="SU-88421", sku="ASH-BK-HRT", kind="return", reason="changed my mind", idempotency_key="ours",
                                customer_email="maya@example.com")
    assert not shop.ReturnRequest.objects.filter(idempotency_key="ours").exists()

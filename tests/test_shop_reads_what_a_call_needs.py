"""The shop reads what a call needs (issue 13): the seller's terms and the carrier's scans without
the whole order; and what an effect is checked against (and what its key holds already) is read whole
under the order row's lock, taken by the transaction's first statement, so a return or refund another
run writes while this one waits for the lock is counted."""

import re
import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from runs.shop import models as shop
from runs.shop.backend import DemoShop, ShopError
from tests.conftest import on_postgres
from tests.runtime_world import build_world
from tests.turn_counting import label


def _labels(captured) -> list[str]:
    # each statement of a query that sends a row lock with the reads after it (hot_reads.locked_together, PostgreSQL)
    return [label(part) for q in captured.captured_queries for part in re.split(r";\s*(?=SELECT\b)", q["sql"])]


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
def test_a_refund_reads_the_order_whole_under_its_lock():
    build_world()
    with CaptureQueriesContext(connection) as captured:
        DemoShop().issue_refund(order_ref="SU-88421", amount_cents=995, source="platform", reason="charged twice",
                                idempotency_key="k-refund", case_type="duplicate_charge", customer_email="maya@example.com")
    labels = _labels(captured)
    assert labels.index("BEGIN") == 0  # no first look outside the lock
    locked = labels[labels.index("BEGIN") + 1:labels.index("COMMIT")]
    # the order's row read and locked in one statement (its row alone), then its lines, charges, replacements,
    # shipments (no scans: the order shows none), refunds, returns and whether the key was seen, under the lock; the
    # room check counts the order's other refunds from those rows, not in a read of its own
    assert locked == ["SELECT shop_order", "SELECT shop_lineitem", "SELECT shop_charge", "SELECT shop_order", "SELECT shop_shipment",
                      "SELECT shop_refund", "SELECT shop_returnrequest", "SELECT shop_refund", "INSERT shop_refund"]
    read_again = re.split(r";\s*(?=SELECT\b)", captured.captured_queries[labels.index("BEGIN") + 1]["sql"])[0]  # the lock, first
    assert read_again.endswith('FOR UPDATE OF "shop_order"') if on_postgres() else "FOR UPDATE" not in read_again
    assert shop.Refund.objects.get(idempotency_key="k-refund").amount_cents == 995


@pytest.mark.django_db
def test_the_order_is_read_without_its_scans():
    """get_order shows no scans, so it reads none; the carrier's scans are get_carrier_scan's."""
    build_world()
    with CaptureQueriesContext(connection) as captured:
        order = DemoShop().get_order("SU-90001")
    assert _labels(captured) == ["SELECT shop_order", "SELECT shop_lineitem", "SELECT shop_charge", "SELECT shop_order", "SELECT shop_shipment",
                                 "SELECT shop_refund", "SELECT shop_returnrequest"]
    assert order["shipments"][0]["status"] == "lost" and "scans" not in order["shipments"][0]


@pytest.mark.django_db(transaction=True)
def test_a_return_another_run_starts_while_this_one_waits_for_the_lock_is_counted():
    """Another run holds the order's lock and starts a return of the same line; this one's start_return waits for
    the lock and then reads the order, that return included: the line has no units left to take back."""
    if not on_postgres():
        pytest.skip("PostgreSQL only: two connections holding row locks")
    import threading

    build_world()
    order = shop.Order.objects.get(ref="SU-88421")
    line = order.lines.get(sku="ASH-BK-HRT")
    locked, go = threading.Event(), threading.Event()

    def another_run():
        from django.db import connections, transaction

        try:
            with transaction.atomic():
                shop.Order.objects.select_for_update().get(pk=order.pk)
                locked.set()
                go.wait(10)
                shop.ReturnRequest.objects.create(order=order, line=line, kind="return", reason="another run's", idempotency_key="other-run")
        finally:
            connections.close_all()

    other = threading.Thread(target=another_run)
    other.start()
    assert locked.wait(10)
    threading.Timer(0.3, go.set).start()  # the other run writes its return while this one waits for the lock
    with pytest.raises(ShopError, match="already returned or collected"):
        DemoShop().start_return(order_ref="SU-88421", sku="ASH-BK-HRT", kind="return", reason="changed my mind", idempotency_key="ours",
                                customer_email="maya@example.com")
    other.join(10)
    assert not shop.ReturnRequest.objects.filter(idempotency_key="ours").exists()
    assert shop.ReturnRequest.objects.filter(idempotency_key="other-run").exists()


@pytest.mark.django_db
def test_a_return_started_before_is_counted():
    build_world()
    order = shop.Order.objects.get(ref="SU-88421")
    shop.ReturnRequest.objects.create(order=order, line=order.lines.get(sku="ASH-BK-HRT"), kind="return", reason="another run's",
                                      idempotency_key="other-run")
    with pytest.raises(ShopError, match="already returned or collected"):
        DemoShop().start_return(order_ref="SU-88421", sku="ASH-BK-HRT", kind="return", reason="changed my mind", idempotency_key="ours",
                                customer_email="maya@example.com")
    assert not shop.ReturnRequest.objects.filter(idempotency_key="ours").exists()

"""The demo shop's refund and return go in one round trip when the order's rows are as read ahead
(runs.shop.room_checked_ahead, with runs.walk.effect_reads_ahead reading them with the COMMIT that
requests the effect): the room checked in Python on the rows read ahead, each with its version, then
the order locked and the row inserted in one query only if every row is still that version. The row
written and the answer are the locked path's; anything else (a row changed, added or gone since, the
key used already, a refusal, replacement orders, no rows read ahead, a transaction open) goes the
locked way and decides under the lock as before. Two refunds or returns racing on one order can never
take more than its room (two connections, two threads, real PostgreSQL)."""

import threading
import time

import pytest
from django.db import connection, connections, transaction
from django.db.models.signals import pre_save

from runs import hot_reads
from runs.shop import models as shop
from runs.shop import room_checked_ahead
from runs.shop.backend import DemoShop, ShopError
from tests.conftest import on_postgres
from tests.runtime_world import build_world
from tests.turn_counting import round_trips_of

pytestmark = pytest.mark.django_db(transaction=True)

MAYA, TOM = "maya@example.com", "tom@example.com"

# Effects as the walk asks them: a duplicate charge (the copy's 995), a damaged line named, an items charge named by
# number (the sofa's delivery), the lost sofa's whole price, a whole line returned, a collection of one unit, a ref typed in lower case.
EFFECTS = [
    ("issue_refund", dict(order_ref="SU-88421", amount_cents=995, source="platform", reason="charged twice for delivery",
                          case_type="duplicate_charge", customer_email=MAYA)),
    ("issue_refund", dict(order_ref="SU-88421", amount_cents=12900, source="seller", reason="the bookcase side panel cracked",
                          case_type="damaged_item", lines=[{"sku": "ASH-BK-HRT", "quantity": 1}], customer_email=MAYA)),
    ("issue_refund", dict(order_ref="SU-90001", amount_cents=2500, source="platform", reason="the bulky delivery fee back",
                          case_type="non_delivery", charges=[2], customer_email=TOM)),
    ("issue_refund", dict(order_ref="SU-90001", amount_cents=44500, source="platform", reason="the sofa never came",
                          case_type="non_delivery", customer_email=TOM)),
    ("start_return", dict(order_ref="SU-88421", sku="ASH-BK-HRT", kind="return", reason="cracked panel", customer_email=MAYA)),
    ("start_return", dict(order_ref="su-90001", sku="1P-SOFA-3", kind="collection", reason="collect it please", quantity=1,
                          customer_email=TOM)),
]


def _postgres_only():
    if not on_postgres():
        pytest.skip("PostgreSQL only: SQLite has no round trips, and the shop writes there as before")


def _ahead(name: str, request: dict) -> dict:
    """The rows the shop reads ahead for `request`, read now, as served_ahead takes them."""
    wanted = DemoShop().effect_reads(name, request)
    assert wanted, "the demo shop reads a refund's and a return's room ahead"
    return {(read, tuple(args)): [rows] for (read, args), rows in zip(wanted, hot_reads.together(*wanted))}


def _perform(name: str, request: dict, ahead: dict | None = None) -> tuple[dict, dict]:
    """(the shop's answer, its round trips), with `ahead` served."""
    with hot_reads.served_ahead(ahead):
        return round_trips_of(lambda: getattr(DemoShop(), name)(**request))


def _row(name: str, answer: dict) -> tuple:
    if name == "issue_refund":
        r = shop.Refund.objects.get(pk=answer["refund_id"])
        return r.order_id, r.amount_cents, r.source, r.reason, r.case_type, r.covers, r.created_at is not None
    r = shop.ReturnRequest.objects.get(pk=answer["return_id"])
    return r.order_id, r.line_id, r.quantity, r.kind, r.status, r.reason, r.created_at is not None


def _forget(name: str, answer: dict) -> None:
    (shop.Refund if name == "issue_refund" else shop.ReturnRequest).objects.filter(idempotency_key=answer["idempotency_key"]).delete()


def _same_answer(answer: dict) -> dict:
    return {k: v for k, v in answer.items() if k not in ("refund_id", "return_id", "idempotency_key")}


@pytest.mark.parametrize("at", range(len(EFFECTS)))
def test_one_round_trip_writes_what_the_locked_way_wrote(at):
    _postgres_only()
    build_world()
    name, request = EFFECTS[at]
    fast = dict(request, idempotency_key=f"run-1:s1:{at}")
    got, trips = _perform(name, fast, _ahead(name, fast))
    assert sum(trips.values()) == 1, trips  # the lock and the INSERT in one query
    row = _row(name, got)
    _forget(name, got)
    locked = dict(request, idempotency_key=f"run-2:s1:{at}")
    before, trips = _perform(name, locked)  # nothing read ahead: the order locked with its reads, then the INSERT with the COMMIT
    assert sum(trips.values()) == 2, trips
    assert _row(name, before) == row and _same_answer(before) == _same_answer(got)
    assert got["idempotency_key"] == fast["idempotency_key"] and got.get("already_issued", got.get("already_started")) is False


def test_the_versions_read_ahead_are_the_servers_for_the_order():
    _postgres_only()
    build_world()
    shop_ = DemoShop()
    shop_.issue_refund(**dict(EFFECTS[0][1], idempotency_key="k-1"))
    shop_.start_return(**dict(EFFECTS[4][1], idempotency_key="k-2"))
    with pytest.raises(ShopError, match="already returned"):
        shop_.start_return(**dict(EFFECTS[4][1], idempotency_key="k-3", kind="collection", reason="again"))
    for ref in ("SU-88421", "SU-90001"):
        ahead = _ahead("issue_refund", dict(EFFECTS[0][1], order_ref=ref, idempotency_key="k-x"))
        rows = [found for found, in ahead.values()]
        order = rows[0][0]
        assert room_checked_ahead.read_versions(rows) == room_checked_ahead.versions_now(order.pk)
        assert room_checked_ahead.read_versions(rows).count(",") == sum(len(r) for r in rows) + len(rows[-1]) + 1  # + a line a return, + customer, seller
    # a row changed: a new version, and the versions differ
    shop.Charge.objects.filter(order__ref="SU-90001", kind="delivery").update(description="Bulky delivery (two-man)")
    assert room_checked_ahead.read_versions(rows) != room_checked_ahead.versions_now(order.pk)


def test_sent_again_under_its_key_answers_with_the_first():
    _postgres_only()
    build_world()
    request = dict(EFFECTS[1][1], idempotency_key="run-1:s2:refund")
    first, _ = _perform("issue_refund", request, _ahead("issue_refund", request))
    again, trips = _perform("issue_refund", request, _ahead("issue_refund", request))  # the key holds it: nothing inserted, then the locked way
    assert again == dict(first, already_issued=True) and sum(trips.values()) == 3
    assert shop.Refund.objects.count() == 1


def test_rows_that_changed_since_they_were_read_write_nothing_and_the_lock_decides():
    _postgres_only()
    build_world()
    request = dict(EFFECTS[0][1], idempotency_key="run-1:s1:dup")
    ahead = _ahead("issue_refund", request)
    DemoShop().issue_refund(**dict(request, idempotency_key="run-9:s1:dup"))  # another run took the copy's 995 meanwhile
    with pytest.raises(ShopError, match="cannot refund"):
        _perform("issue_refund", request, ahead)
    assert shop.Refund.objects.count() == 1
    # a row changed, not added (a charge's amount): the check made under the lock, on the row as it is now
    request = dict(EFFECTS[3][1], idempotency_key="run-1:s1:lost")
    ahead = _ahead("issue_refund", request)
    shop.Charge.objects.filter(order__ref="SU-90001", kind="delivery").update(amount_cents=2000)
    with pytest.raises(ShopError, match="cannot refund"):
        _perform("issue_refund", request, ahead)  # 44,500 fitted the rows read ahead; 44,000 is all there is now
    made, trips = _perform("issue_refund", dict(request, amount_cents=44000), _ahead("issue_refund", request))
    assert made["already_issued"] is False and sum(trips.values()) == 1


def test_near_misses_go_the_locked_way():
    _postgres_only()
    build_world()
    shop_ = DemoShop()
    # nothing read ahead
    request = dict(EFFECTS[0][1], idempotency_key="k-none")
    assert sum(_perform("issue_refund", request)[1].values()) == 2
    # refused on the rows read ahead: refused under the lock, in the locked way's words
    request = dict(EFFECTS[3][1], amount_cents=50000, idempotency_key="k-over")
    with pytest.raises(ShopError, match="cannot refund \\$500.00"):
        _perform("issue_refund", request, _ahead("issue_refund", request))
    # a sku the order has not
    request = dict(EFFECTS[4][1], sku="NO-SUCH", idempotency_key="k-sku")
    with pytest.raises(ShopError, match="has no line"):
        _perform("start_return", request, _ahead("start_return", request))
    # inside a caller's transaction: its COMMIT is not the shop's to send
    request = dict(EFFECTS[4][1], idempotency_key="k-tx")
    ahead = _ahead("start_return", request)
    with transaction.atomic():
        assert not room_checked_ahead.sends(shop.ReturnRequest)
        started, _ = _perform("start_return", request, ahead)
    assert started["already_started"] is False
    # a refund without a case type is not checked, and reads nothing ahead
    assert shop_.effect_reads("issue_refund", dict(EFFECTS[0][1], case_type="")) is None
    assert shop_.effect_reads("send_reply", {"order_ref": "SU-88421"}) is None
    # an order with a replacement order: its lines are read on their own, under the lock
    sofa = shop.Order.objects.get(ref="SU-90001")
    shop.Order.objects.create(ref="SU-90001-R", customer=sofa.customer, seller=sofa.seller, placed_at=sofa.placed_at, replacement_for=sofa)
    request = dict(EFFECTS[2][1], idempotency_key="k-repl")
    made, trips = _perform("issue_refund", request, _ahead("issue_refund", request))
    assert made["already_issued"] is False and sum(trips.values()) == 3  # the lock with its reads, the replacement's lines, the INSERT
    # a receiver of the refund's saves
    receiver = lambda **kwargs: None  # noqa: E731
    pre_save.connect(receiver, sender=shop.Refund)
    try:
        assert not room_checked_ahead.sends(shop.Refund)
    finally:
        pre_save.disconnect(receiver, sender=shop.Refund)


def _in_thread(target, results: list, at: int):
    def run():
        try:
            results[at] = target()
        except Exception as exc:  # the refusal is the answer
            results[at] = exc
        finally:
            connections.close_all()
    return threading.Thread(target=run)


@pytest.mark.parametrize("name,at", [("issue_refund", 0), ("issue_refund", 1), ("start_return", 4)])
def test_two_racing_on_one_order_never_take_more_than_its_room(name, at):
    """Both read the order ahead while it has room for one; both pass the check on those rows; both send the
    lock and the INSERT at once. One writes; the other writes nothing and is refused under the lock."""
    _postgres_only()
    build_world()
    for round_ in range(4):
        ready = threading.Barrier(2)
        results: list = [None, None]

        def racer(n: int):
            request = dict(EFFECTS[at][1], idempotency_key=f"run-{n}:round-{round_}")
            ahead = _ahead(name, request)
            ready.wait()
            with hot_reads.served_ahead(ahead):
                return getattr(DemoShop(), name)(**request)

        threads = [_in_thread(lambda n=n: racer(n), results, n) for n in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        made = [r for r in results if isinstance(r, dict)]
        refused = [r for r in results if isinstance(r, ShopError)]
        assert len(made) == 1 and len(refused) == 1, results
        if name == "issue_refund":
            assert shop.Refund.objects.count() == 1 and sum(shop.Refund.objects.values_list("amount_cents", flat=True)) == EFFECTS[at][1]["amount_cents"]
            shop.Refund.objects.all().delete()
        else:
            assert shop.ReturnRequest.objects.count() == 1
            shop.ReturnRequest.objects.all().delete()


def test_a_refund_waiting_for_the_lock_sees_what_its_holder_committed():
    """The INSERT's snapshot is taken once the lock is held: a refund another writer made under the order's lock,
    committed while this one waited for it, is among the versions, and nothing is written. (With the lock in a CTE of
    the INSERT's own statement, the versions would be read with the snapshot taken before the wait, and the refund
    written twice: this test and the racing ones fail on that shape, and on an INSERT made whatever the versions.)"""
    _postgres_only()
    build_world()
    request = dict(EFFECTS[0][1], idempotency_key="run-2:s1:dup")
    ahead = _ahead("issue_refund", request)
    locked = threading.Event()
    held_for = 0.6

    def holder():
        try:
            with transaction.atomic():
                shop.Order.objects.select_for_update().get(ref="SU-88421")
                order = shop.Order.objects.get(ref="SU-88421")
                shop.Refund.objects.create(order=order, amount_cents=995, source="platform", reason="the other run", case_type="duplicate_charge",
                                           idempotency_key="run-1:s1:dup")
                locked.set()
                time.sleep(held_for)
        finally:
            connections.close_all()

    thread = threading.Thread(target=holder)
    thread.start()
    assert locked.wait(10)
    began = time.monotonic()
    with pytest.raises(ShopError, match="cannot refund"):
        _perform("issue_refund", request, ahead)
    waited = time.monotonic() - began
    thread.join(10)
    assert waited > held_for / 2  # it waited for the lock, then wrote nothing, then was refused under the lock
    assert list(shop.Refund.objects.values_list("idempotency_key", flat=True)) == ["run-1:s1:dup"]
    assert connection.get_autocommit()

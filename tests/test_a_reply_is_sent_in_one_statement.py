"""The demo shop's reply goes in one statement on PostgreSQL (runs.shop.reply_in_one_statement): the
order found by its ref as given, a reply already sent under the key answered with, else the new
reply inserted; the same rows and answers as send_reply's read-then-insert, which stays the path
inside a transaction, on SQLite, and with a receiver of the reply's saves."""

import pytest
from django.db import connection, transaction
from django.db.models.signals import pre_save
from django.test.utils import CaptureQueriesContext

from runs.shop import models as shop
from runs.shop import reply_in_one_statement
from runs.shop.backend import DemoShop
from tests.conftest import on_postgres
from tests.runtime_world import build_world

pytestmark = pytest.mark.django_db(transaction=True)

# Replies as the walk sends them: an order named as pinned, none named, an order named that is not one,
# a ref in another case than the shop's (looked up as given), a long body, a body with quotes and a newline.
SENDS = [
    {"customer_email": "maya@example.com", "order_ref": "SU-88421", "body": "Your refund of $12.00 is on its way."},
    {"customer_email": "maya@example.com", "order_ref": "", "body": "We could not find an order on your ticket."},
    {"customer_email": "sam@example.org", "order_ref": "SU-00000", "body": "hi sam, no order by that number"},
    {"customer_email": "maya@example.com", "order_ref": "su-88421", "body": "Lower-case ref, looked up as given."},
    {"customer_email": "MAYA@EXAMPLE.COM", "order_ref": "SU-88421", "body": "A long answer. " * 200},
    {"customer_email": "maya@example.com", "order_ref": "SU-88421", "body": "It's \"done\";\nthe return label -- attached."},
]


def _row(reply_id: int) -> tuple:
    row = shop.CustomerReply.objects.get(pk=reply_id)
    return row.customer_email, row.order_id, row.body, row.idempotency_key, row.created_at is not None


def _read_then_insert(monkeypatch, **send) -> dict:
    with monkeypatch.context() as m:
        m.setattr(reply_in_one_statement, "send_at_once", lambda **kwargs: None)
        return DemoShop().send_reply(**send)


@pytest.mark.parametrize("at", range(len(SENDS)))
def test_one_statement_writes_what_read_then_insert_wrote(monkeypatch, at):
    if not on_postgres():
        pytest.skip("PostgreSQL only")
    build_world()
    send = SENDS[at]
    with CaptureQueriesContext(connection) as captured:
        got = DemoShop().send_reply(**send, idempotency_key=f"run-1:reply:{at}")
    assert len(captured.captured_queries) == 1
    before = _read_then_insert(monkeypatch, **send, idempotency_key=f"run-2:reply:{at}")
    assert got["already_sent"] is before["already_sent"] is False
    assert _row(got["reply_id"])[:3] == _row(before["reply_id"])[:3]
    assert _row(got["reply_id"])[3:] == (f"run-1:reply:{at}", True)


def test_sent_again_under_its_key_answers_with_the_first():
    if not on_postgres():
        pytest.skip("PostgreSQL only")
    build_world()
    first = DemoShop().send_reply(**SENDS[0], idempotency_key="run-1:reply")
    again = DemoShop().send_reply(**dict(SENDS[0], body="a retry with another body"), idempotency_key="run-1:reply")
    assert again == {"reply_id": first["reply_id"], "already_sent": True}
    assert shop.CustomerReply.objects.count() == 1 and shop.CustomerReply.objects.get().body == SENDS[0]["body"]


def test_a_key_used_by_read_then_insert_is_answered_the_same(monkeypatch):
    if not on_postgres():
        pytest.skip("PostgreSQL only")
    build_world()
    first = _read_then_insert(monkeypatch, **SENDS[1], idempotency_key="run-3:reply")
    assert DemoShop().send_reply(**SENDS[1], idempotency_key="run-3:reply") == {"reply_id": first["reply_id"], "already_sent": True}


def test_the_canonical_walk_sends_its_reply_in_one_statement(announced):
    if not on_postgres():
        pytest.skip("PostgreSQL only")
    from tests.turn_counting import walk_canonical_counting

    run, costs = walk_canonical_counting(announced)
    replies = [s for s in costs[7].statements if "shop_customerreply" in s]
    assert len(replies) == 1 and replies[0].startswith('WITH "found" AS (SELECT "id" FROM "shop_customerreply"')
    assert shop.CustomerReply.objects.get().order.ref == "SU-88421"


# Near-misses: nothing sent here; send_reply reads, then inserts, as before.

def test_not_inside_a_transaction():
    build_world()
    with transaction.atomic():
        assert reply_in_one_statement.send_at_once(**SENDS[0], idempotency_key="k-1") is None
        got = DemoShop().send_reply(**SENDS[0], idempotency_key="k-1")
    assert got["already_sent"] is False and shop.CustomerReply.objects.count() == 1


def test_not_with_a_receiver_of_a_replys_save():
    build_world()

    def receiver(**kwargs):
        pass

    pre_save.connect(receiver, sender=shop.CustomerReply)
    try:
        assert reply_in_one_statement.send_at_once(**SENDS[0], idempotency_key="k-2") is None
    finally:
        pre_save.disconnect(receiver, sender=shop.CustomerReply)
    assert not shop.CustomerReply.objects.exists()


def test_not_on_sqlite():
    if on_postgres():
        pytest.skip("SQLite only")
    build_world()
    assert reply_in_one_statement.send_at_once(**SENDS[0], idempotency_key="k-3") is None
    got = DemoShop().send_reply(**SENDS[0], idempotency_key="k-3")
    assert got["already_sent"] is False and shop.CustomerReply.objects.get().order.ref == "SU-88421"

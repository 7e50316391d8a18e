"""An answer's read-only shop calls have their reads read ahead together, and the guard's three reads go
with the lock of the decide phase's turn (issue 13: round trips a turn). runs.walk.reads_ahead sends the
reads of a segment's read-only calls (get_order, search_policy, get_seller_supplement, get_carrier_scan)
up to its first external effect in one pipeline, and each call is answered with its own rows
(hot_reads.served_ahead): the same statements, each call's exact ones, served once. hot_reads.guard_reads
goes with the row lock of a step whose run decides (lease.locked_run's guard_ahead), kept for the guard
(refund_rejections_and_replans) unless the step edits the plan. Compared here with the reads they replace,
on SQLite and on PostgreSQL; the round trips a walk saves are pinned in
tests/test_a_turns_round_trips_to_postgresql_are_exact.py."""

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext

from runs import hot_reads
from runs.models import Run, RunEvent
from runs.shop.backend import _ORDER, _POLICIES, _SUPPLEMENT_OF, DemoShop
from runs.walk import lease
from runs.walk.context import TurnContext
from runs.walk.reads_ahead import reads_ahead
from tests.conftest import on_postgres
from tests.runtime_world import build_world, start, ticket
from tests.turn_counting import round_trips_of, walk_counting

pytestmark = pytest.mark.django_db(transaction=True)

REF = "SU-88421"


def _sql(fn):
    with CaptureQueriesContext(connection) as captured:
        result = fn()
    return result, [q["sql"] for q in captured.captured_queries if not q["sql"].startswith(("BEGIN", "COMMIT", "SAVEPOINT", "RELEASE"))]


_trips = round_trips_of


@pytest.mark.parametrize("method, ref", [("get_order", REF), ("get_order", "  su-88421 "), ("get_seller_supplement", REF),
                                         ("get_carrier_scan", REF), ("search_policy", None)])
def test_the_reads_a_method_declares_are_the_statements_it_sends(method, ref):
    build_world()
    shop = DemoShop()
    reads = shop.reads_of(method, ref)
    call = (lambda: shop.search_policy("damaged item")) if method == "search_policy" else (lambda: getattr(shop, method)(ref))
    plain, sent = _sql(call)
    _, declared = _sql(lambda: hot_reads.together(*reads))
    assert sent == declared  # the same statements with the same arguments, in its order
    with hot_reads.served_ahead(_ahead(reads)):
        served, again = _sql(call)
    assert served == plain and again == []  # answered from the rows read ahead, nothing asked of the database


def _ahead(reads):
    ahead = {}
    for (read, args), rows in zip(reads, hot_reads.together(*reads)):
        ahead.setdefault((read, tuple(args)), []).append(rows)
    return ahead


def test_a_read_not_made_ahead_or_made_ahead_once_goes_to_the_database():
    build_world()
    shop = DemoShop()
    ahead = _ahead(shop.reads_of("get_seller_supplement", REF))
    with hot_reads.served_ahead(ahead):
        _, first = _sql(lambda: shop.get_seller_supplement(REF))
        _, second = _sql(lambda: shop.get_seller_supplement(REF))  # each row set serves once
        _, other = _sql(lambda: hot_reads.together((_ORDER, ("SU-77777",)), (_SUPPLEMENT_OF, ("SU-77777",))))  # another order's
    assert first == [] and len(second) == 2 and len(other) == 2
    _, outside = _sql(lambda: _POLICIES())  # no read ahead open: read as ever
    assert len(outside) == 1


def test_a_shop_that_answers_otherwise_declares_nothing():
    class Recorded(DemoShop):
        def get_carrier_scan(self, order_ref):
            return {"order_ref": order_ref, "shipments": []}

    assert Recorded().reads_of("get_carrier_scan", REF) is None
    assert Recorded().reads_of("get_order", REF) is not None  # its own methods are still the demo shop's
    assert DemoShop().reads_of("issue_refund", REF) is None  # a write is never read ahead
    assert DemoShop().reads_of("get_order", None) is None  # no ref given: the call is refused before it reads


def _block(i, name, **args):
    return {"type": "tool_use", "id": f"toolu_{i}", "name": name, "input": args}


def _ctx_of_pinned_run():
    build_world()
    run = start(ticket())
    Run.objects.filter(pk=run.pk).update(order_ref=REF)
    with transaction.atomic():
        run = lease.locked_run(run.pk, run.lease_owner)
        return TurnContext(run)


ALLOWED = {"get_order", "search_policy", "get_seller_supplement", "get_carrier_scan", "record_progress", "issue_refund", "send_reply"}


@pytest.mark.parametrize("blocks, read", [
    # several lookups at once: read ahead together
    ([_block(1, "search_policy", query="damage"), _block(2, "get_carrier_scan")], {"toolu_1", "toolu_2"}),
    ([_block(1, "record_progress", subtask=1, status="in_progress"), _block(2, "get_seller_supplement"),
      _block(3, "search_policy", query="x"), _block(4, "search_policy", query="y")], {"toolu_2", "toolu_3", "toolu_4"}),
    ([_block(1, "get_order", order_ref=REF), _block(2, "get_order", order_ref="SU-77777")], {"toolu_1", "toolu_2"}),
    # near misses: one lookup alone, lookups after an effect, a tool the phase does not allow, a call with no id
    ([_block(1, "get_carrier_scan")], set()),
    ([_block(1, "search_policy", query="x"), _block(2, "issue_refund", decision="D1"), _block(3, "get_carrier_scan")], set()),
    ([_block(1, "search_policy", query="x"), _block(2, "search_orders", text="mug")], set()),
    ([_block(1, "search_policy", query="x"), {"type": "tool_use", "name": "get_carrier_scan", "input": {}}], set()),
])
def test_which_calls_are_read_ahead(blocks, read):
    if not on_postgres():
        pytest.skip("PostgreSQL only: elsewhere nothing is read ahead (no round trips to save)")
    ctx = _ctx_of_pinned_run()
    with transaction.atomic():
        found, trips = _trips(lambda: reads_ahead(ctx, blocks, ALLOWED))
    assert set(found) == read
    assert (trips["pipeline"], trips["statement"]) == ((1 if read else 0), 0)  # all in one pipeline (its BEGIN the test's own)


def test_nothing_is_read_ahead_on_sqlite_or_for_a_phase_that_allows_no_lookup():
    ctx = _ctx_of_pinned_run()
    blocks = [_block(1, "search_policy", query="x"), _block(2, "get_carrier_scan")]
    assert reads_ahead(ctx, blocks, {"record_progress"}) == {}
    if not on_postgres():
        assert reads_ahead(ctx, blocks, ALLOWED) == {}


def _tool_results(run):
    return [(e.turn, e.payload["name"], e.payload["ok"], e.payload.get("result"), e.payload.get("error"))
            for e in RunEvent.objects.filter(run=run, kind="tool_result").order_by("seq")]


def _walk_canonical(n: int, announced) -> Run:
    """The canonical ticket walked to its end (as walk_canonical_counting walks it), on the shop as it was before any walk."""
    from django.test.utils import override_settings

    from runs.shop import models as shop

    for made in (shop.Refund, shop.ReturnRequest, shop.CustomerReply):
        made.objects.all().delete()
    with override_settings(PLAN_CONFIRMATION_RULE="never"):
        run = start(ticket(ref=f"T-AHEAD-{n}"))
        walk_counting(run.pk, limit=100, announced=announced)
    run.refresh_from_db()
    return run


def test_the_canonical_walk_records_what_it_recorded_without_reading_ahead(announced, monkeypatch):
    build_world()
    first = _walk_canonical(1, announced)
    with_ahead = _tool_results(first)
    monkeypatch.setattr("runs.walk.turn.reads_ahead", lambda ctx, blocks, allowed: {})
    monkeypatch.setattr(hot_reads, "guard_reads", lambda run_id: ())
    second = _walk_canonical(2, announced)
    without = _tool_results(second)
    assert len(with_ahead) == 17 and [r[:3] for r in with_ahead] == [r[:3] for r in without]
    assert _plainly(with_ahead) == _plainly(without)  # every tool's result and error the same, word for word
    assert (first.status, first.outcome, first.phase) == (second.status, second.outcome, second.phase) == (Run.Status.DONE, "resolved", "closed")


def _plainly(results):
    """The results with what differs from walk to walk (ids of rows, keys naming the run) left out."""
    import json
    import re

    text = json.dumps([r[3:] for r in results], sort_keys=True)
    return re.sub(r'"(refund_id|return_id|reply_id|id|idempotency_key|run)": ("[^"]*"|\d+)', "", text)


def test_the_guards_reads_kept_from_the_lock_are_the_guards_and_a_replan_drops_them():
    build_world()
    run = start(ticket())
    with transaction.atomic():
        fresh = hot_reads.refund_rejections_and_replans(lease.locked_run(run.pk, run.lease_owner), True)
    with transaction.atomic():
        locked = lease.locked_run(run.pk, run.lease_owner, guard_ahead=True)
        kept = hot_reads.GUARD_READS in locked.__dict__
        assert kept == on_postgres()  # elsewhere the guard reads when it asks, as before
        (found, trips) = _trips(lambda: hot_reads.refund_rejections_and_replans(locked, True))
        assert [[o.pk for o in rows] for rows in found] == [[o.pk for o in rows] for rows in fresh]
        assert sum(trips.values()) == 0  # kept (PostgreSQL): no round trip; SQLite has none
        again, trips = _trips(lambda: hot_reads.refund_rejections_and_replans(locked, False))  # taken once: read again
        assert sum(trips.values()) == (1 if on_postgres() else 0) and again[2] == []
    with transaction.atomic():
        locked = lease.locked_run(run.pk, run.lease_owner, guard_ahead=True)
        hot_reads.forget_guard_reads(locked)  # what planning.replan does once it has written its row
        _, trips = _trips(lambda: hot_reads.refund_rejections_and_replans(locked, True))
        assert hot_reads.GUARD_READS not in locked.__dict__
        assert sum(trips.values()) == (1 if on_postgres() else 0)



@pytest.mark.parametrize("blocks", [
    [_block(1, "get_order", order_ref=REF)],  # one lookup alone: with the lock it costs no round trip either
    [_block(1, "search_policy", query="damage"), _block(2, "get_seller_supplement"), _block(3, "get_carrier_scan")],
    [_block(1, "record_progress", subtask=1, status="in_progress"), _block(2, "search_policy", query="x")],
])
def test_the_lookups_of_an_answer_known_before_the_lock_go_with_it(blocks):
    build_world()
    run = start(ticket())
    Run.objects.filter(pk=run.pk).update(order_ref=REF)
    from runs.walk.reads_ahead import KEPT, planned

    wanted = planned(DemoShop(), blocks, ALLOWED, REF)
    assert [block_id for block_id, _ in wanted] == [b["id"] for b in blocks if b["name"] != "record_progress"]
    fresh = {block_id: [[o.pk for o in rows] for rows in hot_reads.together(*reads)] for block_id, reads in wanted}
    with transaction.atomic():
        locked, trips = _trips(lambda: lease.locked_run(run.pk, run.lease_owner, shop_ahead=wanted))
        kept = locked.__dict__.get(KEPT)
        if on_postgres():
            assert sum(trips.values()) == 1  # the BEGIN, the lock and every lookup's reads in one query
            assert {block_id: [[o.pk for rows in ahead.values() for o in rows[0]]] for block_id, ahead in kept.items()} == {
                block_id: [[pk for rows in found for pk in rows]] for block_id, found in fresh.items()}
            ctx = TurnContext(locked)
            assert reads_ahead(ctx, blocks, ALLOWED) is kept and KEPT not in locked.__dict__  # the segment takes them, once
        else:
            assert kept is None  # elsewhere each call reads when it is made, as before

"""What the eval's judge reads of a run after its walk, with statements compiled once (runs.hot_reads): the
refunds and returns under the run's key prefix (a `startswith` lookup, the refund's order and the order's
seller joined in one statement), the run's subtasks, escalations and guard checks. Each is the ORM's own
statement with the same parameters, and gives the ORM's own objects with the same joined objects cached, for
prefixes LIKE would read as wildcards, prefixes one of another, and none found."""

from datetime import datetime, timezone

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from runs import hot_reads
from runs.evals import judge
from runs.models import Escalation, Run, RunEvent
from runs.shop import models as shop
from tests.runtime_world import build_world
from tests.test_hot_reads import described, runs_in_several_states

UTC = timezone.utc
pytestmark = pytest.mark.django_db

KEYS = ("run-1-e1-refund", "run-1-e2-return", "run-12-e1-refund", "run_1-e1-refund", "run-1%-e1-refund", "RUN-1-e3-refund",
        "run-1\\-e1-refund", "earlier-x")
PREFIXES = ("run-1-", "run-12-", "run_1-", "run-1%-", "run-1\\-", "run-", "run-9-", "", "RUN-1-")


def _effects() -> None:
    """A refund and a return under each key, on orders of two sellers."""
    build_world()
    orders = list(shop.Order.objects.order_by("pk")[:2])
    for i, key in enumerate(KEYS):
        order = orders[i % 2]
        shop.Refund.objects.create(order=order, amount_cents=100 + i, source="platform", reason=f"r{i}", idempotency_key=key)
        shop.ReturnRequest.objects.create(order=order, line=order.lines.first(), kind="return", reason=f"r{i}", idempotency_key=key)


def _captured(read):
    with CaptureQueriesContext(connection) as queries:
        got = read()
    return [(q["sql"], q.get("params")) for q in queries.captured_queries], got


def _described(obj) -> dict:
    return described(obj)


def _refund_seen(refund) -> tuple:
    """The refund, its order and the order's seller, read with no further statement."""
    return _described(refund), _described(refund.order), _described(refund.order.seller)


def _return_seen(item) -> tuple:
    return _described(item), _described(item.line), _described(item.order)


@pytest.mark.parametrize("prefix", PREFIXES)
def test_the_refunds_and_returns_under_a_prefix_are_the_orms(prefix):
    _effects()
    for _ in range(2):  # compiled on the first call, run again on the second
        orm_sql, orm = _captured(lambda: list(shop.Refund.objects.filter(idempotency_key__startswith=prefix)
                                              .select_related("order__seller").order_by("pk")))
        hot_sql, hot = _captured(lambda: judge._RUN_REFUNDS(prefix))
        assert hot_sql == orm_sql and len(hot_sql) == 1
        with CaptureQueriesContext(connection) as more:
            assert [_refund_seen(r) for r in hot] == [_refund_seen(r) for r in orm]
        assert not more.captured_queries
        orm_sql, orm = _captured(lambda: list(shop.ReturnRequest.objects.filter(idempotency_key__startswith=prefix)
                                              .select_related("line", "order").order_by("pk")))
        hot_sql, hot = _captured(lambda: judge._RUN_RETURNS(prefix))
        assert hot_sql == orm_sql and len(hot_sql) == 1
        with CaptureQueriesContext(connection) as more:
            assert [_return_seen(r) for r in hot] == [_return_seen(r) for r in orm]
        assert not more.captured_queries


def test_a_prefix_is_read_as_text_not_as_a_pattern():
    _effects()
    under = [r.idempotency_key for r in judge._RUN_REFUNDS("run-1-")]  # SQLite's LIKE folds ASCII case: RUN-1- too, as the ORM reads it
    assert under[:2] == ["run-1-e1-refund", "run-1-e2-return"] and set(under) <= {"run-1-e1-refund", "run-1-e2-return", "RUN-1-e3-refund"}
    assert [r.idempotency_key for r in judge._RUN_REFUNDS("run_1-")] == ["run_1-e1-refund"]
    assert [r.idempotency_key for r in judge._RUN_RETURNS("run-1%-")] == ["run-1%-e1-refund"]
    assert [r.idempotency_key for r in judge._RUN_RETURNS("run-1\\-")] == ["run-1\\-e1-refund"]
    assert judge._RUN_REFUNDS("run-9-") == []


def test_a_read_by_the_start_of_a_text_needs_a_text():
    with pytest.raises(ValueError):
        hot_reads.HotRead(lambda pk: Run.objects.filter(pk=pk), starts=True)


def test_the_runs_subtasks_escalations_and_guard_checks_are_the_orms():
    for run in runs_in_several_states():
        run = Run.objects.get(pk=run.pk)
        subtasks = list(run.subtasks.order_by("number"))
        for n, s in enumerate([None, *subtasks]):
            Escalation.objects.create(run=run, subtask=s, open_item=f"item {n}", reason=f"why {n}")
        RunEvent.objects.create(run=run, seq=run.next_seq + 5, turn=run.turn, phase=run.phase, kind="guard_check",
                                payload={"decision": "D9", "passed": True}, created_at=datetime(2026, 11, 1, tzinfo=UTC))
        for orm_read, hot_read in ((lambda: list(run.subtasks.order_by("number")), lambda: hot_reads.subtasks_in_order(run)),
                                   (lambda: list(run.escalations.order_by("pk")), lambda: hot_reads.escalations_in_order(run)),
                                   (lambda: list(run.events.filter(kind="guard_check")), lambda: judge.guard_checks(run))):
            orm_sql, orm = _captured(orm_read)
            hot_sql, hot = _captured(hot_read)
            assert hot_sql == orm_sql
            assert [_described(x) for x in hot] == [_described(x) for x in orm]
            assert all(x.run is run for x in hot)
        assert [e.open_item for e in hot_reads.escalations_in_order(run)][:1] == ["item 0"]

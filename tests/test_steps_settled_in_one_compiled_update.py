"""The steps a turn settles are written with bulk_update's own statement, compiled once per number of
rows (runs.hot_bulk_updates.bulk_update): the same SQL text and parameters as Step.objects.bulk_update, the
same rows left, for 1 to 5 steps in any order; the ORM writes what the compiled statement does not
cover (a NULL, an SQL expression, a row twice, no pk), and refuses what it refuses."""

import pytest
from django.db import connection, connections, transaction
from django.db.models import F
from django.test.utils import CaptureQueriesContext

from runs import hot_bulk_updates
from runs.models import RunEvent, Step
from tests.runtime_world import build_world, offline_run

pytestmark = pytest.mark.django_db

FIELDS = ("status", "result_event")


def rows_of(steps) -> list[tuple]:
    return list(Step.objects.filter(pk__in=[s.pk for s in steps]).order_by("pk").values_list("pk", "status", "result_event_id"))


def steps_and_events() -> tuple[list[Step], list[RunEvent]]:
    build_world()
    run = offline_run("The bookcase arrived with a cracked side panel, and delivery was charged twice.", "SU-88421", ref="T-BULK-1")
    steps = list(Step.objects.filter(subtask__run=run).order_by("pk"))
    assert len(steps) >= 5
    return steps, list(run.events.order_by("seq"))


def written(write, steps, values) -> tuple[list[tuple[str, tuple]], list[tuple]]:
    """The statements `write` runs for `steps` given `values` ({index: (status, event)}), and the rows it leaves; rolled back after."""
    with transaction.atomic():
        sid = transaction.savepoint_create()
        for st, (status, event) in zip(steps, values):
            st.status, st.result_event = status, event
        with CaptureQueriesContext(connection) as captured:
            write(steps)
        rows = rows_of(steps)
        transaction.savepoint_rollback(sid)
    return [(q["sql"], q.get("params")) for q in captured.captured_queries], rows


@pytest.mark.parametrize("picks", [(0,), (1, 0), (4, 2, 0), (0, 1, 2, 3), (3, 0, 4, 1, 2)])
def test_the_statement_and_the_rows_are_the_orms(picks):
    steps, events = steps_and_events()
    chosen = [steps[i] for i in picks]
    values = [(Step.Status.DONE if n % 2 == 0 else Step.Status.PENDING, events[(n * 3) % len(events)]) for n in range(len(picks))]
    orm_sql, orm_rows = written(lambda objs: Step.objects.bulk_update(objs, list(FIELDS)), chosen, values)
    hot_sql, hot_rows = written(lambda objs: hot_bulk_updates.bulk_update(Step, objs, FIELDS), chosen, values)
    assert hot_sql == orm_sql and len(hot_sql) == 1 and "CASE WHEN" in hot_sql[0][0]
    assert hot_rows == orm_rows and hot_rows != rows_of(chosen)
    fields = tuple(Step._meta.get_field(name) for name in FIELDS)
    assert hot_bulk_updates._CASE_UPDATES[connections["default"]][(Step, fields, len(picks))] is not None  # written by the compiled statement, not the ORM
    assert hot_bulk_updates.bulk_update(Step, [], FIELDS) == Step.objects.bulk_update([], list(FIELDS)) == 0


def test_what_the_compiled_statement_does_not_cover_the_orm_writes():
    steps, events = steps_and_events()
    cases = {
        "a null": [(Step.Status.DONE, None), (Step.Status.DONE, events[0])],
        "an expression": [(F("status"), events[1]), (Step.Status.DONE, events[0])],
    }
    for why, values in cases.items():
        orm_sql, orm_rows = written(lambda objs: Step.objects.bulk_update(objs, list(FIELDS)), steps[:2], values)
        hot_sql, hot_rows = written(lambda objs: hot_bulk_updates.bulk_update(Step, objs, FIELDS), steps[:2], values)
        assert (hot_sql, hot_rows) == (orm_sql, orm_rows), why
    twice = [steps[0], Step.objects.get(pk=steps[0].pk)]
    orm_sql, orm_rows = written(lambda objs: Step.objects.bulk_update(objs, list(FIELDS)), twice, [(Step.Status.DONE, events[0])] * 2)
    hot_sql, hot_rows = written(lambda objs: hot_bulk_updates.bulk_update(Step, objs, FIELDS), twice, [(Step.Status.DONE, events[0])] * 2)
    assert (hot_sql, hot_rows) == (orm_sql, orm_rows)


def test_what_the_orm_refuses_is_refused():
    steps, events = steps_and_events()
    with pytest.raises(ValueError, match="primary key set"):
        hot_bulk_updates.bulk_update(Step, [Step(status=Step.Status.DONE)], FIELDS)
    with pytest.raises(ValueError, match="primary key fields"):
        hot_bulk_updates.bulk_update(Step, steps[:1], ("id",))
    unsaved = RunEvent(run=events[0].run, seq=10_000, turn=0, phase="triage", kind="x", actor="agent", payload={})
    steps[0].result_event = unsaved
    with pytest.raises(ValueError, match="unsaved related object"):
        hot_bulk_updates.bulk_update(Step, steps[:1], FIELDS)

"""A new plan is written in one statement on PostgreSQL, and known as written without reading it back
(runs.walk.plan_in_one_statement): the rows it makes are the rows hot_reads.plan_as_written reads
back in the same transaction, column for column, in the same order, with the same related rows
cached; elsewhere it writes nothing and the plan is written and read back as before."""

import json

import pytest
from django.db import connection, transaction
from django.db.models.signals import pre_save
from django.test.utils import CaptureQueriesContext

from runs import hot_reads
from runs.models import Step, Subtask
from runs.plan import plan_snapshot, validate_plan
from runs.tools import TOOLS
from runs.walk import planning
from runs.walk.plan_in_one_statement import write_new_plan
from tests.conftest import on_postgres
from tests.runtime_world import DUPLICATE, NO_REPLACEMENT, PANEL, build_world, start, step, ticket

pytestmark = pytest.mark.django_db(transaction=True)

ASK = {"goal": "answer whether the lamp ships again", "kind": "question", "steps": [step("get_order", "read")]}

# Plans of several shapes: one subtask of one step, the canonical three, numbers given out of order,
# a subtask waiting for another, one subtask of many steps.
PLANS = [
    [NO_REPLACEMENT],
    [DUPLICATE, PANEL, NO_REPLACEMENT],
    [dict(PANEL, number=3), dict(DUPLICATE, number=1), dict(NO_REPLACEMENT, number=2)],
    [dict(DUPLICATE, number=1), dict(ASK, number=2, depends_on=[1])],
    [dict(PANEL, steps=PANEL["steps"] + [step("search_policy", "read"), step("get_carrier_scan", "read")])],
    [dict(ASK, number=7), dict(NO_REPLACEMENT, number=4)],
]


def _new_rows(run, subtasks: list[dict]) -> tuple[list[Subtask], list[Step]]:
    """The new rows of a proposed plan, as planning._write_subtasks makes them."""
    plan, reasons = validate_plan({"subtasks": subtasks}, known_tools=TOOLS)
    assert plan is not None, reasons
    new = [Subtask(run=run, number=p.number, goal=p.goal, case_type=p.kind, depends_on=p.depends_on,
                   expects_tools=sorted({st.tool for st in p.steps}), updated_turn=run.turn) for p in plan.subtasks]
    by_number = {s.number: s for s in new}
    return new, [st for p in plan.subtasks for st in planning._steps_of(by_number[p.number], p.steps)]


def _columns(row) -> tuple:
    return type(row).__name__, row._state.adding, row._state.db, {f.attname: getattr(row, f.attname) for f in type(row)._meta.concrete_fields}


def _same(made: tuple, read: tuple) -> None:
    plan, steps, pending, subtasks = made
    read_plan, read_steps, read_pending, read_subtasks = read
    hot_reads.attach_steps(read_plan, read_steps)
    hot_reads.attach_steps(plan, steps)
    assert [_columns(s) for s in plan] == [_columns(s) for s in read_plan]
    assert [[_columns(st) for st in s.steps.all()] for s in plan] == [[_columns(st) for st in s.steps.all()] for s in read_plan]
    assert [_columns(st) for st in steps] == [_columns(st) for st in read_steps]
    assert [(_columns(st), _columns(st.subtask)) for st in pending] == [(_columns(st), _columns(st.subtask)) for st in read_pending]
    assert [_columns(s) for s in subtasks] == [_columns(s) for s in read_subtasks]
    assert all(s.run is r.run for s, r in zip(plan + subtasks, read_plan + read_subtasks))
    assert [s.evidence_event for s in plan] == [None] * len(plan)
    assert json.dumps(plan_snapshot(plan)) == json.dumps(plan_snapshot(read_plan))


@pytest.mark.parametrize("subtasks", PLANS)
def test_the_rows_made_are_the_rows_read_back(subtasks):
    if not on_postgres():
        pytest.skip("PostgreSQL only: elsewhere the plan is read back")
    build_world()
    run = start(ticket())
    with transaction.atomic():
        new, steps = _new_rows(run, subtasks)
        with CaptureQueriesContext(connection) as captured:
            made = write_new_plan(new, steps)
        assert made is not None
        assert len(captured.captured_queries) == 1  # subtasks and steps in one statement, nothing read
        assert all(obj.pk is not None and not obj._state.adding for obj in new + steps)
        assert all(st.subtask_id == st.subtask.pk for st in steps)
        _same(made, hot_reads.plan_as_written(run))


def test_a_json_value_is_as_jsonb_gives_it_back():
    if not on_postgres():
        pytest.skip("PostgreSQL only")
    build_world()
    run = start(ticket())
    with transaction.atomic():
        new, steps = _new_rows(run, [dict(DUPLICATE, number=1), dict(ASK, number=2, depends_on=[1])])
        new[1].depends_on = (1,)  # a tuple: JSONB gives back a list
        made = write_new_plan(new, steps)
        assert made[3][1].depends_on == [1] and made[0][1].depends_on == [1]
        _same(made, hot_reads.plan_as_written(run))


def test_the_canonical_walk_admits_its_plan_in_one_statement(announced):
    """The walk's plan turn writes the plan in one statement and reads none of it back."""
    if not on_postgres():
        pytest.skip("PostgreSQL only")
    from tests.turn_counting import walk_canonical_counting

    run, costs = walk_canonical_counting(announced)
    plan_turn = costs[2]
    writes = [s for s in plan_turn.statements if s.startswith(("INSERT", "WITH")) and ('"runs_subtask"' in s or '"runs_step"' in s)]
    assert len(writes) == 1 and writes[0].startswith('WITH "new_subtasks" AS (INSERT INTO "runs_subtask"')
    after = plan_turn.statements[plan_turn.statements.index(writes[0]) + 1:]  # the turn's request read the (empty) plan before
    assert not any(s.startswith('SELECT') and ('FROM "runs_subtask"' in s or 'FROM "runs_step"' in s) for s in after)
    assert list(run.subtasks.order_by("number").values_list("number", "status")) == [(1, "resolved"), (2, "resolved"), (3, "resolved")]


# Near-misses: nothing written here, the caller writes and reads back as before.

def test_not_on_sqlite():
    if on_postgres():
        pytest.skip("SQLite only")
    build_world()
    run = start(ticket())
    with transaction.atomic():
        new, steps = _new_rows(run, [DUPLICATE])
        assert write_new_plan(new, steps) is None
        assert all(obj.pk is None for obj in new + steps)
    assert not Subtask.objects.exists()


def test_not_with_a_receiver_of_a_steps_save():
    build_world()
    run = start(ticket())

    def receiver(**kwargs):
        pass

    pre_save.connect(receiver, sender=Step)
    try:
        with transaction.atomic():
            new, steps = _new_rows(run, [DUPLICATE])
            assert write_new_plan(new, steps) is None
    finally:
        pre_save.disconnect(receiver, sender=Step)
    assert not Subtask.objects.exists() and not Step.objects.exists()


def test_not_rows_written_already_nor_a_step_of_another_subtask():
    if not on_postgres():
        pytest.skip("PostgreSQL only")
    build_world()
    run = start(ticket())
    with transaction.atomic():
        new, steps = _new_rows(run, [DUPLICATE, NO_REPLACEMENT])
        assert write_new_plan(new[:1], steps) is None  # the second subtask's step is not of the plan written
        new[0].save()
        assert write_new_plan(new, steps) is None  # a subtask with an id already
    assert Subtask.objects.count() == 1 and not Step.objects.exists()


@pytest.mark.parametrize("at_once", [True, False])
def test_the_record_is_the_same_written_at_once_or_read_back(announced, monkeypatch, at_once):
    """The plan_admitted event and the walk's end are the same, whether the plan went in one statement or was
    written and read back (as on SQLite, or with at_once off)."""
    from runs.walk import plan_in_one_statement
    from tests.turn_counting import walk_canonical_counting

    if not at_once:
        monkeypatch.setattr(plan_in_one_statement, "write_new_plan", lambda subtasks, steps: None)
    run, _ = walk_canonical_counting(announced)
    expected = [{"number": s.number, "goal": s.goal, "kind": s.case_type, "status": "open", "depends_on": s.depends_on,
                 "steps": [{"title": st.title, "tool": st.tool, "effect_class": st.effect_class} for st in s.steps.order_by("number")]}
                for s in run.subtasks.order_by("number")]
    assert run.events.get(kind="plan_admitted").payload["plan"] == expected
    assert list(Step.objects.filter(subtask__run=run).values_list("subtask__number", "number", "status")) == [
        (1, 1, "done"), (1, 2, "done"), (1, 3, "done"), (2, 1, "done"), (2, 2, "done"), (2, 3, "done"), (2, 4, "done"), (2, 5, "done"),
        (2, 6, "pending"), (3, 1, "done")]

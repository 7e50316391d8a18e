"""A new plan written in one statement, and known as written without reading it back (issue 13).

Why: admitting a plan inserted its subtasks (one statement, for their ids), then its steps with a
read back of the plan, its steps, the pending steps and the subtasks in order (one pipeline): two
round trips, and four reads of rows this very turn had just made. On PostgreSQL the subtasks and
their steps go in one statement here (two data-modifying WITH parts: each step takes its subtask's
id from the subtasks' RETURNING, matched by the subtask's number), which gives back every row's id;
the rows the reads would have returned are then made from the objects written, as the ORM makes a
row it reads (Model.from_db), each read's rows its own objects, in its order.

Why they are the same rows: nothing else writes a run's plan while its step holds the run's lock,
a new plan's rows are all the run has (admit_plan refuses a second plan), every column is given
(no database default, no trigger), and each value is as the column keeps it: the JSON columns'
values are what JSONB gives back (json dumped with the field's encoder, then loaded with its
decoder). tests/test_a_plan_is_written_in_one_statement.py compares them with the rows read back.

Elsewhere (SQLite, a receiver of the models' saves, a value that is an SQL expression) nothing is
written here, and the caller writes the plan and reads it back as before.
"""

from __future__ import annotations

import json

from django.db import connections, router, transaction
from django.db.models import AutoField, JSONField
from django.db.models.base import ModelState
from django.db.models.query import DEFAULT_FETCH_MODE
from django.db.models.signals import post_init, pre_init

from .. import hot_reads
from ..hot_writes import _signalled
from ..models import Step, Subtask


def write_new_plan(subtasks: list[Subtask], steps: list[Step]) -> tuple | None:
    """Insert `subtasks` (new rows of one run, none of it written yet) and `steps` (new rows, each
    of one of them) in one statement, giving each its id; then (plan_subtasks' rows with their
    steps attached, pending_steps' rows, subtasks_in_order's rows) as hot_reads.plan_as_written
    would read them now. None, having written nothing, where it cannot."""
    alias = router.db_for_write(Subtask)
    connection = connections[alias]
    numbers = [s.number for s in subtasks]
    if (connection.vendor != "postgresql" or router.db_for_write(Step) != alias or _signalled(Subtask) or _signalled(Step)
            or len(set(numbers)) != len(numbers) or any(obj.pk is not None for obj in [*subtasks, *steps])
            or any(st.subtask not in subtasks for st in steps)):
        return None
    subtask_fields, step_fields = _fields(Subtask, skip=()), _fields(Step, skip=("subtask",))
    subtask_values = _columns(subtask_fields, subtasks, connection)
    step_values = _columns(step_fields, steps, connection)
    if subtask_values is None or step_values is None:
        return None
    sql = _statement(connection, subtask_fields, step_fields)
    params = [*subtask_values, [st.subtask.number for st in steps], *step_values]
    with transaction.mark_for_rollback_on_error(using=alias):
        with connection.cursor() as cursor:
            cursor.execute(sql, params)
            returned = cursor.fetchall()
    _give_ids(subtasks, steps, returned, alias)
    return _as_read(subtasks, steps, alias)


def _fields(model, skip: tuple) -> list:
    """The columns an INSERT of `model` gives (its id left to the database), `skip` left out."""
    return [f for f in model._meta.concrete_fields if not f.generated and not isinstance(f, AutoField) and f.name not in skip]


def _columns(fields: list, objs: list, connection) -> list | None:
    """One list a column, each value prepared as the ORM's INSERT prepares it (pre_save, then
    get_db_prep_save); None if a value is one the compiler would compile as SQL."""
    columns = []
    for field in fields:
        column = []
        for obj in objs:
            value = field.pre_save(obj, True)
            if hasattr(value, "resolve_expression"):
                return None
            value = field.get_db_prep_save(value, connection=connection)
            if hasattr(value, "as_sql"):
                return None
            column.append(value)
        columns.append(column)
    return columns


def _statement(connection, subtask_fields: list, step_fields: list) -> str:
    q = connection.ops.quote_name

    def arrays(fields):
        return ", ".join(f"(%s)::{f.db_type(connection)}[]" for f in fields)

    subtask_columns = ", ".join(q(f.column) for f in subtask_fields)
    step_columns = ", ".join(q(f.column) for f in step_fields)
    named = ", ".join(f"c{at}" for at in range(len(step_fields)))
    return (f'WITH "new_subtasks" AS (INSERT INTO {q(Subtask._meta.db_table)} ({subtask_columns}) SELECT * FROM UNNEST({arrays(subtask_fields)}) '
            f'RETURNING "id", "number"), '
            f'"new_steps" AS (INSERT INTO {q(Step._meta.db_table)} ({q(Step.subtask.field.column)}, {step_columns}) '
            f'SELECT "new_subtasks"."id", {named} FROM UNNEST((%s)::integer[], {arrays(step_fields)}) AS "rows" ("subtask_number", {named}) '
            f'JOIN "new_subtasks" ON "new_subtasks"."number" = "rows"."subtask_number" RETURNING "id", "subtask_id", "number") '
            f'SELECT 0, "id", "number", NULL::bigint FROM "new_subtasks" UNION ALL SELECT 1, "id", "number", "subtask_id" FROM "new_steps"')


def _give_ids(subtasks: list[Subtask], steps: list[Step], returned: list, alias: str) -> None:
    """Each row its id, by what identifies it in the run (a subtask's number, a step's subtask and number), not
    by the order the rows came back in."""
    ids = {(kind, number, subtask_id): row_id for kind, row_id, number, subtask_id in returned}
    if len(ids) != len(subtasks) + len(steps):
        raise AssertionError(f"{len(subtasks)} subtasks and {len(steps)} steps written, {len(returned)} rows returned")
    for subtask in subtasks:
        subtask.pk = ids[(0, subtask.number, None)]
        subtask._state.adding, subtask._state.db = False, alias
    for st in steps:
        st.subtask = st.subtask  # its subtask's id now given (setting subtask_id alone would drop the cached subtask)
        st.pk = ids[(1, st.number, st.subtask_id)]
        st._state.adding, st._state.db = False, alias


def _as_read(subtasks: list[Subtask], steps: list[Step], alias: str) -> tuple:
    """What hot_reads.plan_as_written reads of this plan, made from the rows written: each read its
    own objects (a subtask read with a step its own copy, as select_related makes it), in its order."""
    by_number = sorted(subtasks, key=lambda s: s.number)
    in_order = sorted(steps, key=lambda st: (st.subtask.number, st.number))  # Step's ordering: its subtask's, then its number
    columns = {obj: _as_kept(obj) for obj in [*by_number, *in_order]}  # each row's columns as read, made once
    plan = [_row(s, columns[s], alias) for s in by_number]
    for s in plan:
        Subtask.evidence_event.field.set_cached_value(s, None)  # select_related("evidence_event") of a new subtask
    plan_steps = [_row(st, columns[st], alias) for st in in_order]
    pending = []
    for st in in_order:
        if st.status == Step.Status.PENDING:
            row = _row(st, columns[st], alias)
            Step.subtask.field.set_cached_value(row, _row(st.subtask, columns[st.subtask], alias))  # select_related("subtask")
            pending.append(row)
    run = subtasks[0].run if subtasks else None
    return (hot_reads._holding(run, plan), plan_steps, pending, hot_reads._holding(run, [_row(s, columns[s], alias) for s in by_number]))


def _as_kept(obj) -> dict:
    """{attname: value} of each of `obj`'s columns as the column gives it back: a JSON column's as JSONB does
    (dumped with the field's encoder, loaded with its decoder)."""
    kept = {}
    for field in type(obj)._meta.concrete_fields:
        value = getattr(obj, field.attname)
        if isinstance(field, JSONField) and value is not None:
            value = json.loads(json.dumps(value, cls=field.encoder), cls=field.decoder)
        kept[field.attname] = value
    return kept


def _row(obj, columns: dict, alias: str):
    """A row of `obj`'s model with `columns`, as the ORM makes a row it reads (from_db; made directly, as
    hot_reads builds a row, where Model.__init__ would only put each column in the object's __dict__)."""
    model = type(obj)
    plain = _PLAIN.get(model)
    if plain is None:
        plain = _PLAIN[model] = hot_reads._plainly_made(model)
    if plain and (not (pre_init.receivers or post_init.receivers) or not hot_reads.creation_heard(model)):
        row = model.__new__(model)
        state = row._state = ModelState()
        state.adding, state.db, state.fetch_mode = False, alias, DEFAULT_FETCH_MODE
        row.__dict__.update(columns)
        return row
    return model.from_db(alias, list(columns), list(columns.values()), fetch_mode=DEFAULT_FETCH_MODE)


_PLAIN: dict = {}  # {model: whether hot_reads may make its rows directly}

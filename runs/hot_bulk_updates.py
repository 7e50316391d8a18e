"""Many rows updated in one statement, compiled once per database connection and number of rows (the counterpart of
runs.hot_writes, whose statements write one row or insert many): bulk_update, Model.objects.bulk_update's one CASE
UPDATE, and hold_settled_by_seq, a step's settled rows each pointed at its event by the event's seq, held to go with the
step's next statement.

Why and how, as in runs.hot_writes: each statement comes from the ORM's own compiler for the very query the ORM would
run, with stand-ins for the rows' pks and values found again among its parameters; whatever the fast path does not
cover is written by the ORM. tests/test_steps_settled_in_one_compiled_update.py proves the statements and the rows are
the ORM's.
"""

from __future__ import annotations

import weakref

from django.db import connections, router, transaction
from django.db.models import Case, Subquery, Value, When
from django.db.models.functions import Cast
from django.db.models.sql import UpdateQuery

from . import updates_ride_along
from .models import RunEvent, Step


# bulk_update's stand-ins while its statement is compiled: a row's pk, and a row's value of an
# integer or a text column (no id, count or text a row can hold).
_BULK_PK, _BULK_INT = 1_999_780_000, 1_999_790_000
_INTEGERS = {"AutoField", "BigAutoField", "SmallAutoField", "IntegerField", "BigIntegerField", "SmallIntegerField",
             "PositiveIntegerField", "PositiveBigIntegerField", "PositiveSmallIntegerField"}
_TEXTS = {"CharField", "TextField", "SlugField"}


def _column_type(field) -> str:
    """The internal type of the column a field writes (a foreign key's: its target's)."""
    return (field.target_field if field.is_relation else field).get_internal_type()


class _CaseUpdate:
    """The one UPDATE bulk_update runs for `rows` rows of `fields` (a CASE WHEN pk = ... THEN value
    for each field, WHERE pk IN (...)), compiled on one connection: each parameter is a row's pk, a
    row's value of a field, or a constant of the statement, found by the stand-ins it was compiled with."""

    def __init__(self, model, fields: tuple, rows: int, connection, alias: str):
        opts = model._meta
        if any(_column_type(field) not in _INTEGERS | _TEXTS or getattr(field, "get_placeholder", None) is not None
               or getattr(field, "get_placeholder_sql", None) is not None or field.generated for field in fields) \
                or _column_type(opts.pk) not in _INTEGERS:
            raise ValueError("a hot bulk update sets integer or text columns of rows with an integer pk")
        objs, slots = [], {}
        for i in range(rows):
            obj = model(pk=_BULK_PK + i)
            for j, field in enumerate(fields):
                value = _BULK_INT + i * len(fields) + j if _column_type(field) in _INTEGERS else f"\x1fhot-bulk-{i}-{j}\x1f"
                setattr(obj, field.attname, value)
                slots[value] = ("value", i, j)
            slots[obj.pk] = ("pk", i, None)
            objs.append(obj)
        queryset = model._default_manager.using(alias)
        update_kwargs = {}
        for field in fields:  # as QuerySet.bulk_update builds it
            case = Case(*[When(pk=obj.pk, then=Value(getattr(obj, field.attname), output_field=field)) for obj in objs], output_field=field)
            update_kwargs[field.attname] = Cast(case, output_field=field) if connection.features.requires_casted_case_in_updates else case
        query = queryset.filter(pk__in=[obj.pk for obj in objs]).query.chain(UpdateQuery)
        query.add_update_values(update_kwargs)
        query.annotations = {}
        self.sql, params = query.get_compiler(using=alias).as_sql()
        self.params = list(params)
        self.at = [slots.get(value) if type(value) in (int, str) else None for value in self.params]
        found = [slot for slot in self.at if slot is not None]
        if self.sql.count("%s") != len(self.params) or sorted(found, key=repr) != sorted(
                [("pk", i, None) for i in range(rows) for _ in range(len(fields) + 1)]
                + [("value", i, j) for i in range(rows) for j in range(len(fields))], key=repr):
            raise ValueError(f"each pk and value of a hot bulk update is its own parameter, not {params!r}")
        self.fields, self.pk, self.connection = fields, opts.pk, connection

    def execute(self, objs: list, *, may_ride: bool = False) -> int | None:
        """The rows updated; None, having run nothing, if a value is an SQL expression or NULL (whose
        statement differs: the ORM writes it). With `may_ride`, inside a step's ride_along
        (runs.updates_ride_along), the statement goes with the step's next one and len(objs) is
        returned: the count is not known yet (the ORM's bulk_update does not check it either, and
        the one caller that rides, steps._write_settled, does not read it)."""
        connection, pk_field = self.connection, self.pk
        values = []
        for obj in objs:
            row = []
            for field in self.fields:
                value = getattr(obj, field.attname)
                if hasattr(value, "resolve_expression"):
                    return None
                value = field.get_db_prep_save(value, connection=connection)
                if value is None or hasattr(value, "as_sql"):
                    return None
                row.append(value)
            values.append((pk_field.get_db_prep_value(pk_field.get_prep_value(obj.pk), connection, prepared=True), row))
        params = list(self.params)
        for at, slot in enumerate(self.at):
            if slot is not None:
                kind, i, j = slot
                params[at] = values[i][0] if kind == "pk" else values[i][1][j]
        if may_ride and updates_ride_along.hold(connection, self.sql, params, updates_ride_along.count_unread):
            return len(objs)
        with connection.cursor() as cursor:
            cursor.execute(self.sql, params)
            return cursor.rowcount


# Stand-ins of the settled steps' UPDATE while it is compiled: a step's pk (in the CASE, then in the WHERE), the run, an event's seq.
_SETTLED_PK, _SETTLED_RUN, _SETTLED_SEQ, _SETTLED_IN = 1_999_700_000, 1_999_710_000, 1_999_720_000, 1_999_730_000


class _SettledBySeq:
    """Step.objects.filter(pk__in=steps).update(status=DONE, result_event=CASE WHEN pk = step THEN (the
    id of the run's event with that seq) ... END) for `rows` steps, compiled on one connection: each
    step points at its event by the run and the event's seq (unique), read by the UPDATE itself, so
    it may go after the events' INSERT in the same pipeline without waiting for their ids."""

    def __init__(self, rows: int, connection, alias: str):
        ids = Case(*[When(pk=_SETTLED_PK + i, then=Subquery(RunEvent.objects.filter(run=_SETTLED_RUN + i, seq=_SETTLED_SEQ + i).values("pk")[:1]))
                     for i in range(rows)])
        query = Step.objects.using(alias).filter(pk__in=[_SETTLED_IN + i for i in range(rows)]).query.chain(UpdateQuery)
        query.add_update_values({"status": Step.Status.DONE, "result_event": ids})
        query.annotations = {}
        if query.related_updates:
            raise ValueError("the settled steps' UPDATE updates one table")
        self.sql, params = query.get_compiler(using=alias).as_sql()
        self.params = list(params)
        wanted = [base + i for i in range(rows) for base in (_SETTLED_PK, _SETTLED_RUN, _SETTLED_SEQ, _SETTLED_IN)]
        if self.sql.count("%s") != len(self.params) or any(self.params.count(value) != 1 for value in wanted):
            raise ValueError(f"each step, run and seq of the settled steps' UPDATE is one parameter of its statement, not {params!r}")
        self.at = {value: self.params.index(value) for value in wanted}
        self.rows, self.connection = rows, connection

    def params_of(self, run_pk: int, settled: list) -> list:
        params = list(self.params)
        for i, (step_pk, seq) in enumerate(settled):
            params[self.at[_SETTLED_PK + i]] = params[self.at[_SETTLED_IN + i]] = step_pk
            params[self.at[_SETTLED_RUN + i]], params[self.at[_SETTLED_SEQ + i]] = run_pk, seq
        return params


_SETTLED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # {connection: {rows: _SettledBySeq or None}}


def hold_settled_by_seq(run_pk: int, settled: list[tuple[int, int]]) -> bool:
    """The settled steps (step pk, its event's seq) done, each pointing at the run's event of that
    seq, in one UPDATE compiled once per connection and number of steps, held in the step's
    ride_along to go with its next statement (after the events' INSERT it may wait on). False,
    having written and held nothing, where no ride_along is open or the statement cannot be compiled
    so (the caller then writes them once their events have ids)."""
    alias = router.db_for_write(Step)
    connection = connections[alias]
    if not settled or not updates_ride_along.holding(connection) or len({pk for pk, _ in settled}) != len(settled):
        return False
    by_rows = _SETTLED.setdefault(connection, {})
    if len(settled) not in by_rows:
        try:
            by_rows[len(settled)] = _SettledBySeq(len(settled), connection, alias)
        except ValueError:
            by_rows[len(settled)] = None
    compiled = by_rows[len(settled)]
    return compiled is not None and updates_ride_along.hold(connection, compiled.sql, compiled.params_of(run_pk, settled),
                                                            updates_ride_along.count_unread)


_CASE_UPDATES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # {connection: {(model, fields, rows): _CaseUpdate or None}}


def bulk_update(model, objs: list, names: tuple, *, may_ride: bool = False) -> int:
    """model._default_manager.bulk_update(objs, names), its one statement compiled once per
    connection, set of columns and number of rows. The ORM writes whatever this does not cover: an
    object without a pk, the same row twice, more rows than one statement may carry, a value that
    is an SQL expression or NULL, a column that is no integer or text."""
    objs = list(objs)
    opts = model._meta
    fields = tuple(opts.get_field(name) for name in names)
    alias = router.db_for_write(model)
    connection = connections[alias]
    if (not objs or not all(obj._is_pk_set() for obj in objs) or len({obj.pk for obj in objs}) != len(objs)
            or any(not field.concrete or field in opts.pk_fields for field in fields)
            or connection.ops.bulk_batch_size([opts.pk, opts.pk, *fields], objs) < len(objs)):
        return model._default_manager.bulk_update(objs, list(names))
    for obj in objs:
        obj._prepare_related_fields_for_save(operation_name="bulk_update", fields=list(fields))
    by_shape = _CASE_UPDATES.setdefault(connection, {})
    key = (model, fields, len(objs))
    if key not in by_shape:
        try:
            by_shape[key] = _CaseUpdate(model, fields, len(objs), connection, alias)
        except ValueError:
            by_shape[key] = None
    compiled = by_shape[key]
    rows = None
    if compiled is not None:
        with transaction.atomic(using=alias, savepoint=False), transaction.mark_for_rollback_on_error(using=alias):
            rows = compiled.execute(objs, may_ride=may_ride)
    return model._default_manager.bulk_update(objs, list(names)) if rows is None else rows

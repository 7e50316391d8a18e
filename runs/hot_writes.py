"""The writes every turn makes, with their SQL compiled once per database connection (the
counterpart of runs.hot_reads).

Why: a turn inserts its events in one statement and updates its run row once, and recording the
model's answer takes the seq with a conditional UPDATE and inserts one event. Through the ORM each
of these builds a query and compiles its SQL again (bulk_create, Model.save, QuerySet.update), a
tenth of an eval's CPU for statements SQLite answers in a few hundredths of a millisecond. Their
shapes are few (an INSERT per number of rows, an UPDATE per set of columns), so each statement is
built once and run again with the new values.

Nothing here writes SQL by hand: each statement comes from the ORM's own compiler for the very
query the ORM would run, and each value is prepared by the field's own `pre_save` and
`get_db_prep_save`, as the compiler prepares it. Events are only ever inserted, never with a pk
(the record stays append-only). Whatever the fast path does not cover goes through the ORM as
before: a receiver of the model's save signals, a value that is an SQL expression, more rows than
one statement may carry, a backend that cannot return the inserted ids in the same statement.
tests/test_hot_writes.py proves the statements, the rows and the objects are the ORM's.
Many rows updated in one statement (bulk_update's CASE, a step's settled rows) are runs.hot_bulk_updates'.
"""

from __future__ import annotations

import types
import weakref

from django.db import connections, router, transaction
from django.db.backends.base.operations import BaseDatabaseOperations
from django.db.models import AutoField, Model
from django.conf import settings
from django.db.models.base import ModelState
from django.db.models.signals import post_init, post_save, pre_init, pre_save
from django.db.models.sql import InsertQuery, UpdateQuery
from django.db.models.sql.compiler import SQLInsertCompiler

from . import updates_ride_along
from .hot_reads import _ARGS, creation_heard
from .models import Run, RunEvent
from .state import check_run_state

# A text argument's stand-in while a statement is compiled: values no worker or phase can be.
_TEXT_ARGS = ("\x1fhot-write-1\x1f", "\x1fhot-write-2\x1f", "\x1fhot-write-3\x1f")


try:
    from psycopg.types.json import Jsonb as _Jsonb
except ImportError:  # pragma: no cover: no psycopg 3, no JSON texts kept
    _Jsonb = None

_JSON_MADE = "_json_made"  # obj.__dict__ key: {attname: (the JSON column's value, its JSON text made already)}


def json_made(obj: Model, attname: str, text: str | None) -> None:
    """Note the JSON text of obj's JSON column `attname` as its value now is, made already (an event's payload, for
    its digest): its INSERT here sends that text instead of dumping the value again, while the column still holds
    that very value (the same object). None: nothing noted."""
    if text is not None and _Jsonb is not None:
        obj.__dict__.setdefault(_JSON_MADE, {})[attname] = (getattr(obj, attname), text)


def _with_json_made(obj: Model, attname: str, value):
    """`value`, a JSON column's parameter as the field prepared it (psycopg's Jsonb of the column's value), made to send
    the text json_made noted for it when there is one for this very value; JSONB keeps the same value whatever the
    text's key order and spacing, so the row is the same."""
    made = obj.__dict__.get(_JSON_MADE)
    kept = made.pop(attname, None) if made is not None else None  # once: a later write of the column dumps it anew
    if kept is None or value.obj is not kept[0]:
        return value
    return _Jsonb(value.obj, dumps=lambda _obj, text=kept[1]: text)


def _signalled(model) -> bool:
    """Whether anything listens to the model's saves (then the ORM saves it, and sends the signals)."""
    return pre_save.has_listeners(model) or post_save.has_listeners(model)


class _Update:
    """One UPDATE of `fields` on the rows a queryset selects, compiled on one connection: the SET
    values come first in its parameters (one each), then the WHERE's, the arguments among them."""

    def __init__(self, queryset, sentinels: tuple, fields: tuple, connection, alias: str):
        opts = queryset.model._meta
        if any(getattr(field, "get_placeholder_sql", None) is not None or field.generated for field in fields) or any(
                field.generated for field in opts.concrete_fields) or opts.select_on_save:
            raise ValueError("a hot write sets plain columns of a table without generated ones")
        query = queryset.query.chain(UpdateQuery)
        query.add_update_fields([(field, None, field.get_default()) for field in fields])
        query.annotations = {}
        if query.related_updates:
            raise ValueError("a hot write updates one table")
        self.sql, params = query.get_compiler(using=alias).as_sql()
        self.params = list(params)
        where = self.params[len(fields):]
        if self.sql.count("%s") != len(self.params) or any(where.count(value) != 1 for value in sentinels) or any(
                value in where for value in (*_ARGS, *_TEXT_ARGS) if value not in sentinels):
            raise ValueError(f"each argument of a hot write is one parameter of its statement, not {params!r}")
        self.at = [len(fields) + where.index(value) for value in sentinels]
        self.fields, self.connection, self.alias = fields, connection, alias

    def params_of(self, args: tuple, values: list, obj: Model | None = None) -> list | None:
        """The statement's parameters for `args` and `values`; None if a value is one the compiler
        would compile as SQL or a model instance (the ORM then writes it). `obj`: the object whose row
        it writes, whose JSON columns' texts made already are sent (json_made)."""
        connection, params = self.connection, list(self.params)
        for at, (field, value) in enumerate(zip(self.fields, values, strict=True)):
            if hasattr(value, "resolve_expression") or hasattr(value, "prepare_database_save"):
                return None
            value = field.get_db_prep_save(value, connection=connection)
            if hasattr(value, "as_sql"):
                return None
            if obj is not None and type(value) is _Jsonb:
                value = _with_json_made(obj, field.attname, value)
            params[at] = value
        for at, value in zip(self.at, args, strict=True):
            params[at] = value
        return params

    def execute(self, args: tuple, values: list) -> int | None:
        """The rows updated; None, having run nothing, if a value is one the compiler would compile
        as SQL or a model instance (the ORM then writes it)."""
        connection, params = self.connection, self.params_of(args, values)
        if params is None:
            return None
        with connection.cursor() as cursor:
            cursor.execute(self.sql, params)
            return cursor.rowcount


class HotUpdate:
    """`build(*args).update(**dict(zip(names, values)))` with its statement compiled once per
    connection. `kinds`: one letter an argument, "i" an int, "t" a text."""

    def __init__(self, model, build, names: tuple, kinds: str):
        ints, texts = iter(_ARGS), iter(_TEXT_ARGS)
        self.sentinels = tuple(next(texts) if kind == "t" else next(ints) for kind in kinds)
        if model is Run and "state" in names:
            raise ValueError("a run's state is written through Run.save or RunQuerySet.update, which check it first")
        self.model, self.build, self.names = model, build, tuple(names)
        self._compiled: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def compiled(self, alias: str) -> _Update:
        """The statement compiled on `alias`'s connection (once)."""
        connection = connections[alias]
        compiled = self._compiled.get(connection)
        if compiled is None:
            fields = tuple(self.model._meta.get_field(name) for name in self.names)
            compiled = self._compiled[connection] = _Update(self.build(*self.sentinels).using(alias), self.sentinels, fields, connection, alias)
        return compiled

    def __call__(self, args: tuple, values: tuple) -> int:
        alias = router.db_for_write(self.model)  # the queryset's own database for a write (it has no hints)
        compiled = self.compiled(alias)
        with transaction.mark_for_rollback_on_error(using=alias):
            rows = compiled.execute(args, list(values))
        return self.build(*args).update(**dict(zip(self.names, values, strict=True))) if rows is None else rows


# Recording the model's answer (walker._record_answer_unchanged): the seq taken if the run is as
# the request saw it (the lease still ours, nothing appended since).
_ANSWER_SEQ = HotUpdate(Run, lambda pk, owner, next_seq, turn, phase: Run.objects.filter(
    pk=pk, lease_owner=owner, status=Run.Status.RUNNING, next_seq=next_seq, turn=turn, phase=phase),
    ("next_seq", "record_digest", "lease_expires_at", "updated_at"), kinds="itiit")


def _answer_args(seen: Run, owner: str, digest: str, lease_until, now) -> tuple[tuple, tuple]:
    return (seen.pk, owner, seen.next_seq, seen.turn, seen.phase), (seen.next_seq + 1, digest, lease_until, now)


def answer_seq_taken(seen: Run, owner: str, *, digest: str, lease_until, now) -> bool:
    """Run.objects.filter(pk=seen.pk, lease_owner=owner, status=RUNNING, next_seq=seen.next_seq,
    turn=seen.turn, phase=seen.phase).update(next_seq=seen.next_seq + 1, record_digest=digest,
    lease_expires_at=lease_until, updated_at=now), compiled once: whether the row was updated."""
    return bool(_ANSWER_SEQ(*_answer_args(seen, owner, digest, lease_until, now)))


def record_answer(seen: Run, owner: str, event: RunEvent, *, lease_until, now) -> bool:
    """The answer's event inserted, and its seq taken, only if the run is as the request saw it
    (answer_seq_taken's condition), in one commit: whether it was. On PostgreSQL one statement in
    autocommit (_ClaimedInsert: the conditional UPDATE and the INSERT joined by a data-modifying
    CTE, so no event is inserted unless the UPDATE took the seq); elsewhere (SQLite has no
    data-modifying CTE) the UPDATE then the INSERT in one transaction, as before."""
    args, values = _answer_args(seen, owner, event.digest, lease_until, now)
    alias = router.db_for_write(RunEvent, instance=event)
    connection = connections[alias]
    if connection.vendor == "postgresql" and event.pk is None and not _signalled(RunEvent) and router.db_for_write(Run) == alias:
        by_connection = _CLAIMED.setdefault(connection, [])
        if not by_connection:
            try:
                by_connection.append(_ClaimedInsert(_ANSWER_SEQ.compiled(alias), connection, alias))
            except ValueError:
                by_connection.append(None)
        claimed = by_connection[0]
        if claimed is not None:
            event._prepare_related_fields_for_save(operation_name="save")
            with transaction.mark_for_rollback_on_error(using=alias):
                taken = claimed.execute(args, values, event)
            if taken is not None:
                return taken
    with transaction.atomic(using=alias):
        taken = bool(_ANSWER_SEQ(args, values))
        if taken:
            save_event(event)
    return taken


# Save with update_fields: {connection: {the fields written, in the model's order: their UPDATE}}.
_SAVES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
_FIELDS_OF: dict = {}  # {(model, frozenset of names): the fields save() writes for them, in its order}


def _fields_of(model, names: frozenset) -> tuple | None:
    """The fields save(update_fields=names) writes, in the order it writes them (None if a name is not one it may write)."""
    key = (model, names)
    if key not in _FIELDS_OF:
        opts = model._meta
        _FIELDS_OF[key] = None if names - opts._non_pk_concrete_field_names else tuple(
            field for field in opts.local_concrete_fields
            if field not in opts.pk_fields and not field.generated and (field.name in names or field.attname in names))
    return _FIELDS_OF[key]


def save_columns(run: Run, names: list[str]) -> None:
    """run.save(update_fields=names), its UPDATE compiled once per connection and set of columns:
    the run's state checked first if it is written, each column's value made by its field's
    pre_save (updated_at is now), no row updated an error, as Model.save does it."""
    _save_update_fields(run, names, Run.save, _run_update)


def _run_update(run: Run, fields: tuple) -> tuple[_Update, list]:
    """The run row's UPDATE of `fields`, compiled once per connection, and its values (each made by
    its field's pre_save: updated_at is now); the run's state checked first if it is written."""
    if any(field.name == "state" for field in fields):
        check_run_state(run.state)  # as Run.save: refused before the row is written
    return _row_update(run, fields)


def _row_update(obj: Model, fields: tuple) -> tuple[_Update, list]:
    """obj's row's UPDATE of `fields` (as save(update_fields=...) runs it), compiled once per
    connection and set of fields, and its values (each made by its field's pre_save)."""
    model = type(obj)
    obj._prepare_related_fields_for_save(operation_name="save")
    using = router.db_for_write(model, instance=obj)
    connection = connections[using]
    by_fields = _SAVES.setdefault(connection, {})
    compiled = by_fields.get(fields)  # fields are one model's: the key names the table too
    if compiled is None:
        compiled = by_fields[fields] = _Update(model._base_manager.using(using).filter(pk=_ARGS[0]), (_ARGS[0],), fields, connection, using)
    return compiled, [field.pre_save(obj, False) for field in fields]


def _run_saved(run: Model, rows: int, using: str) -> None:
    """After a row's UPDATE: no row updated is an error, as Model.save makes it."""
    if not rows:
        raise type(run).NotUpdated("Save with update_fields did not affect any rows.")
    run._state.db, run._state.adding = using, False


def save_fields(obj: Model, names: list[str]) -> None:
    """obj.save(update_fields=names) for a model with no save() of its own (a subtask's status, ...),
    its UPDATE compiled once per connection and set of columns, as save_columns writes a run's row.
    Inside a step's ride_along (runs.updates_ride_along) the UPDATE goes with the step's next statement."""
    _save_update_fields(obj, names, Model.save, _row_update, may_ride=True)


def _save_update_fields(obj: Model, names: list[str], plain_save, update, *, may_ride: bool = False) -> None:
    """obj.save(update_fields=names) through the compiled UPDATE `update(obj, fields)` gives, when obj's
    save() is `plain_save`. Whatever it does not cover is saved by the ORM, which says and does what
    save() does: nothing to write, a name save() refuses, no pk, receivers of the model's saves, a
    refusal before the row is written (ValueError: an unsaved related object, a run's state that does
    not fit), a value the compiler would compile as SQL."""
    model = type(obj)
    fields = _fields_of(model, frozenset(names)) if names else None
    if fields is None or obj.pk is None or _signalled(model) or model.save is not plain_save or model._meta.parents:
        obj.save(update_fields=names)
        return
    try:
        compiled, values = update(obj, fields)
    except ValueError:
        obj.save(update_fields=names)
        return
    if may_ride:
        params = compiled.params_of((obj.pk,), values)
        # no row updated is the server's error, raised as save()'s own: nothing left to check once it has run
        if params is not None and updates_ride_along.hold_guarded(
                compiled.connection, compiled.sql, params, lambda cursor, alias=compiled.alias: _run_saved(obj, 1, alias),
                lambda: model.NotUpdated("Save with update_fields did not affect any rows.")):
            return
    with transaction.mark_for_rollback_on_error(using=compiled.alias):
        rows = compiled.execute((obj.pk,), values)
    if rows is None:
        obj.save(update_fields=names)
        return
    _run_saved(obj, rows, compiled.alias)


def sends_together() -> bool:
    """Whether the events' database can take several statements in one round trip (insert_events_then_save_columns)."""
    from .hot_reads import _pipelines

    return _pipelines(connections[router.db_for_write(RunEvent)])


def insert_events_then_save_columns(events: list[RunEvent], run: Run, names: list[str]) -> bool:
    """insert_events(events) then save_columns(run, names), the end of a step whose batch holds
    only its events: on PostgreSQL, inside the step's transaction, both statements are sent in one
    psycopg pipeline (one round trip; the same two statements, in that order: the UPDATE is not run
    if the INSERT fails). False, having written nothing, where either would not run its compiled
    statement or the connection cannot send them together: the caller then runs them one by one."""
    from .hot_reads import _pipelines

    using = router.db_for_write(RunEvent)
    connection = connections[using]
    fields = _fields_of(Run, frozenset(names)) if names else None
    if (not events or fields is None or run.pk is None or router.db_for_write(Run, instance=run) != using or not connection.in_atomic_block
            or _signalled(Run) or type(run).save is not Run.save or _signalled(RunEvent) or any(e.pk is not None for e in events)
            or not _pipelines(connection)):
        return False
    for event in events:
        event._prepare_related_fields_for_save(operation_name="bulk_create")
    insert = _compiled_insert(RunEvent, events, using)
    if insert is None:
        return False
    update, values = _run_update(run, fields)
    insert_params, update_params = insert.params_of(events), update.params_of((run.pk,), values, run)
    if insert_params is None or update_params is None:
        return False
    cursors = []
    with transaction.mark_for_rollback_on_error(using=using):
        try:
            with connection.wrap_database_errors, connection.connection.pipeline():
                for sql, params in ((insert.sql, insert_params), (update.sql, update_params)):
                    cursor = connection.cursor()
                    cursors.append(cursor)
                    cursor.execute(sql, params)  # sent; the results come back at the pipeline's end
            insert.returned(events, connection.ops.fetch_returned_rows(cursors[0], insert.returning_params))
            rows = cursors[1].rowcount
        finally:
            for cursor in cursors:
                cursor.close()
    _run_saved(run, rows, using)
    return True


def hold_events_then_save_columns(events: list[RunEvent], run: Run, names: list[str]) -> bool:
    """insert_events(events) (none: nothing) then save_columns(run, names) (none: nothing), the end of
    a step whose batch holds only its events, held in the step's ride_along (runs.updates_ride_along)
    to go with its next statement, or with its COMMIT when nothing follows: the same statements, in
    that order, in the same transaction. The events get their ids and the row's count is checked when
    they have run (the row is locked by the step's transaction: it is there). False, having written
    and held nothing, where no ride_along is open or either would not run its compiled statement."""
    from .hot_reads import _pipelines

    using = router.db_for_write(RunEvent)
    connection = connections[using]
    fields = _fields_of(Run, frozenset(names)) if names else ()
    if (fields is None or not (events or fields) or run.pk is None or router.db_for_write(Run, instance=run) != using
            or not updates_ride_along.holding(connection) or _signalled(Run) or type(run).save is not Run.save
            or _signalled(RunEvent) or any(e.pk is not None for e in events) or not _pipelines(connection)):
        return False
    statements = []
    if events:
        for event in events:
            event._prepare_related_fields_for_save(operation_name="bulk_create")
        insert = _held_insert(RunEvent, events, using)
        if insert is None:
            return False
        statements.append(insert)
    if fields:
        update, values = _run_update(run, fields)
        params = update.params_of((run.pk,), values, run)
        if params is None:
            return False
        statements.append((update.sql, params, lambda cursor: _run_saved(run, cursor.rowcount, using)))
    for sql, params, on_result in statements:
        updates_ride_along.hold_write(connection, sql, params, on_result, sure=True)
    return True


# Parameters an INSERT of several rows compiled here may have to go as VALUES rows (more: the backend's own way, UNNEST on
# PostgreSQL): psycopg's MAX_CACHED_STATEMENT_PARAMS, the most it keeps a statement's parse for (psycopg._queries).
_VALUES_PARAMS = 50


class _Insert:
    """One INSERT of `rows` new rows returning their ids, compiled on one connection, or why not (`refused`)."""

    def __init__(self, model, rows: int, connection, alias: str):
        opts, features = model._meta, connection.features
        self.fields = [field for field in opts.concrete_fields if not field.generated and not isinstance(field, AutoField)]
        self.returning = list(opts.db_returning_fields)
        self.refused = (not features.can_return_rows_from_bulk_insert or not features.can_return_columns_from_insert
                        or type(connection.ops).modify_insert_params is not BaseDatabaseOperations.modify_insert_params
                        or any(field.has_db_default() or getattr(field, "get_placeholder_sql", None) is not None for field in self.fields)
                        or opts.order_with_respect_to is not None or bool(opts.parents))
        if self.refused:
            return
        query = InsertQuery(model)
        query.insert_values(self.fields, [model() for _ in range(rows)])
        self.compiler = query.get_compiler(using=alias)
        if 1 < rows and rows * len(self.fields) <= _VALUES_PARAMS and type(self.compiler).assemble_as_sql is not SQLInsertCompiler.assemble_as_sql:
            # PostgreSQL's compiler sends several rows as one array a column (UNNEST), to spare the server's
            # planner on big inserts. With psycopg's client-side binding (Django's default) an array is
            # made into its literal in Python, each element searched and escaped by a regex: a step's
            # events' payloads (JSON, quotes throughout) cost about 1 ms a batch there, several times what
            # quoting each value on its own costs (libpq's escaping, in C). A step's few rows go as the
            # VALUES rows of the base compiler: the same columns, values and rows, returned in order.
            # Only while psycopg keeps the statement's parse (at most 50 parameters): past that it parses
            # the text again on every call, which costs what the arrays cost.
            self.compiler.assemble_as_sql = types.MethodType(SQLInsertCompiler.assemble_as_sql, self.compiler)
        self.compiler.returning_fields = self.returning
        [(self.sql, params)] = self.compiler.as_sql()
        self.returning_params = tuple(self.compiler.returning_params)
        values = list(params[:len(params) - len(self.returning_params)])
        # How the backend's compiler lays the values out: a parameter for each column of each row,
        # row after row (SQLite), or one array a column holding every row's value (PostgreSQL's
        # UNNEST, for more than one row).
        self.by_column = rows > 1 and len(values) == len(self.fields) and all(type(value) is list and len(value) == rows for value in values)
        if self.sql.count("%s") != len(params) or not (self.by_column or len(values) == rows * len(self.fields)):
            raise ValueError(f"an INSERT of {rows} rows has one parameter a column a row, or one array a column, not {params!r}")
        self.converters = self.compiler.get_converters([field.get_col(opts.db_table) for field in self.returning])
        self.connection, self.alias = connection, alias

    def params_of(self, objs: list) -> list | None:
        """The statement's parameters for `objs` (each value made by its field's pre_save); None if a value is an SQL expression."""
        connection, params = self.connection, []
        for obj in objs:
            for field in self.fields:
                value = field.pre_save(obj, True)
                if hasattr(value, "resolve_expression"):
                    return None
                value = field.get_db_prep_save(value, connection=connection)
                if hasattr(value, "as_sql"):
                    return None  # the compiler would compile it into the statement
                if type(value) is _Jsonb:
                    value = _with_json_made(obj, field.attname, value)
                params.append(value)
        if self.by_column:
            width = len(self.fields)
            params = [params[at::width] for at in range(width)]
        params.extend(self.returning_params)
        return params

    def returned(self, objs: list, rows) -> None:
        """Give `objs` the ids (the returning columns) the statement gave back, in order."""
        if self.converters:
            rows = self.compiler.apply_converters(rows, self.converters)
        rows = list(rows)
        if len(rows) != len(objs):
            raise AssertionError(f"{len(objs)} rows inserted, {len(rows)} ids returned")
        for obj, row in zip(objs, rows):
            for value, field in zip(row, self.returning):
                setattr(obj, field.attname, value)
            obj._state.adding, obj._state.db = False, self.alias

    def execute(self, objs: list) -> bool:
        """Insert `objs` and give them their ids; False, having run nothing, if a value is an SQL expression."""
        connection, params = self.connection, self.params_of(objs)
        if params is None:
            return False
        with connection.cursor() as cursor:
            cursor.execute(self.sql, params)
            rows = connection.ops.fetch_returned_rows(cursor, self.returning_params)
        self.returned(objs, rows)
        return True


class _ClaimedInsert:
    """The answer recorded in one statement (PostgreSQL): the conditional UPDATE of the run
    (_ANSWER_SEQ's, as compiled) made a data-modifying CTE, and the event's one-row INSERT (Model.save's,
    as _Insert compiles it) made to insert from it:

        WITH "claimed" AS (UPDATE "runs_run" SET ... WHERE ... RETURNING "runs_run"."id")
        INSERT INTO "runs_runevent" (...) SELECT %s, ... FROM "claimed" RETURNING "runs_runevent"."id"

    The INSERT's one row comes from "claimed": no row updated, no event inserted. Both are one
    statement, so one snapshot and one commit: the same guarantee as the UPDATE then the INSERT in
    one transaction. Refused (ValueError) unless both statements have the shape this splices."""

    def __init__(self, update: _Update, connection, alias: str):
        insert = _Insert(RunEvent, 1, connection, alias)
        if insert.refused or insert.by_column or insert.returning_params:
            raise ValueError("the answer's INSERT returns its id with the statement, one parameter a column")
        quote = connection.ops.quote_name
        head, values, returning = self._split(insert.sql, len(insert.fields))
        if not update.sql.startswith(f"UPDATE {quote(Run._meta.db_table)} SET ") or "RETURNING" in update.sql:
            raise ValueError(f"the answer's UPDATE is one plain UPDATE of the run, not {update.sql!r}")
        claimed = quote("claimed")
        self.sql = (f"WITH {claimed} AS ({update.sql} RETURNING {quote(Run._meta.db_table)}.{quote(Run._meta.pk.column)}) "
                    f"{head} SELECT {values} FROM {claimed} RETURNING {returning}")
        self.update, self.insert, self.connection = update, insert, connection

    @staticmethod
    def _split(sql: str, columns: int) -> tuple[str, str, str]:
        """A one-row INSERT ... VALUES (...) RETURNING ... as its head, its values and what it returns."""
        head, found, rest = sql.partition(" VALUES (")
        values, found_too, returning = rest.rpartition(") RETURNING ")
        if not (found and found_too) or not head.startswith("INSERT INTO ") or [v.strip() for v in values.split(",")] != ["%s"] * columns:
            raise ValueError(f"the answer's INSERT is one row of {columns} parameters returning its id, not {sql!r}")
        return head, values, returning

    def execute(self, args: tuple, values: tuple, event: RunEvent) -> bool | None:
        """Whether the run was as `args` say (then its row is updated with `values` and the event
        inserted, with its id); None, having run nothing, if a value is one the ORM must write."""
        update_params = self.update.params_of(args, list(values))
        as_made = {field.attname: getattr(event, field.attname) for field in self.insert.fields}  # pre_save may set some (created_at)
        insert_params = self.insert.params_of([event])
        if update_params is not None and insert_params is not None:
            with self.connection.cursor() as cursor:
                cursor.execute(self.sql, [*update_params, *insert_params])
                rows = cursor.fetchall()
            if rows:
                self.insert.returned([event], rows)
                return True
        for name, value in as_made.items():  # nothing inserted: the event as it was made, as an unsaved one stays
            setattr(event, name, value)
        return None if update_params is None or insert_params is None else False


_CLAIMED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # {connection: [its _ClaimedInsert, or None if refused]}


_INSERTS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # {connection: {rows: _Insert}}


def _held_insert(model, objs: list, using: str) -> tuple | None:
    """The INSERT of `objs` as a write a step's ride_along holds (runs.updates_ride_along.hold_write): (sql, params, what
    gives the rows their ids once it has run); None where it would not run its compiled statement."""
    insert = _compiled_insert(model, objs, using)
    params = insert.params_of(objs) if insert is not None else None
    if params is None:
        return None
    connection = connections[using]
    return insert.sql, params, lambda cursor: insert.returned(objs, connection.ops.fetch_returned_rows(cursor, insert.returning_params))


def _compiled_insert(model, objs: list, using: str) -> _Insert | None:
    """The one INSERT of `objs`, compiled once per connection and number of rows; None where the ORM
    would write them otherwise (several statements, or a backend that cannot return their ids)."""
    connection = connections[using]
    if connection.ops.bulk_batch_size([field for field in model._meta.concrete_fields if not isinstance(field, AutoField)], objs) < len(objs):
        return None  # the ORM splits them into several statements
    by_rows = _INSERTS.setdefault(connection, {})
    compiled = by_rows.get((model, len(objs)))
    if compiled is None:
        compiled = by_rows[(model, len(objs))] = _Insert(model, len(objs), connection, using)
    return None if compiled.refused else compiled


def _inserted(model, objs: list, using: str) -> bool:
    """Whether `objs` were inserted here (else nothing was written, and the ORM inserts them)."""
    if _signalled(model) or any(obj.pk is not None for obj in objs):
        return False
    compiled = _compiled_insert(model, objs, using)
    return compiled is not None and compiled.execute(objs)


def insert_events(events: list[RunEvent]) -> None:
    """RunEvent.objects.bulk_create(events) for new events (no pk yet), in one statement compiled
    once per connection and number of rows: each event gets its id."""
    if not events:
        return
    for event in events:
        event._prepare_related_fields_for_save(operation_name="bulk_create")
    if not _inserted(RunEvent, events, router.db_for_write(RunEvent)):
        RunEvent.objects.bulk_create(events)


def bulk_insert(model, objs: list, *, may_ride: bool = False) -> None:
    """model.objects.bulk_create(objs) for new rows (no pk yet), in one statement compiled once per
    connection and number of rows (as insert_events): each row gets its id. A failure marks the
    transaction for rollback, as bulk_create's does. `may_ride`: for rows whose ids nothing reads
    before the step's next statement (the ledger's): inside a step's ride_along the INSERT goes with
    that statement, or with the COMMIT (runs.updates_ride_along), and the rows get their ids then."""
    if not objs:
        return
    for obj in objs:
        obj._prepare_related_fields_for_save(operation_name="bulk_create")
    using = router.db_for_write(model)
    if may_ride and not _signalled(model) and all(obj.pk is None for obj in objs):
        insert = _held_insert(model, objs, using)
        if insert is not None and updates_ride_along.hold_write(connections[using], *insert, sure=True):
            return
    with transaction.mark_for_rollback_on_error(using=using):
        if _inserted(model, objs, using):
            return
    model.objects.bulk_create(objs)


def new_object(model, **values):
    """model(**values), as Model.__init__ makes a new object, made directly: a fresh ModelState, each
    column given (or its default) put in the object's __dict__, and a foreign key given as a saved
    object of its model as its descriptor sets it (its id, the object cached, the state's database
    the object's). Only for a model hot_reads builds directly (neither its own __init__ nor from_db,
    Django's column descriptors), with no receivers of object creation and no database routers, and
    values that are columns or foreign keys by name; anything else is made by model(**values)."""
    fields = _NEW_FIELDS.get(model)
    if fields is None:
        fields = _NEW_FIELDS[model] = _new_fields(model)
    if (not fields or not values.keys() <= fields[1] or ((pre_init.receivers or post_init.receivers) and creation_heard(model))
            or settings.DATABASE_ROUTERS):
        return model(**values)
    obj = model.__new__(model)
    state = obj._state = ModelState()
    into = obj.__dict__
    for field, name, attname, related in fields[0]:
        if related is not None and name in values:
            other = values[name]
            if type(other) is not related or other._state.db is None or other.pk is None:
                return model(**values)  # None, an unsaved object, another model: the descriptor decides
            state.db = state.db or other._state.db
            into[attname] = other.pk
            state.fields_cache[name] = other
        else:
            into[attname] = values[attname] if attname in values else field.get_default()
    return obj


# {model: ((field, name, attname, the related model of a foreign key to its pk or None) per column, names a value may have) or ()}
_NEW_FIELDS: dict = {}


def _new_fields(model) -> tuple:
    from .hot_reads import _plainly_made

    if not _plainly_made(model):
        return ()
    found, names = [], set()
    for field in model._meta.fields:
        if field.column is None or getattr(field, "generated", False) or field.attname in names or field.name in names:
            return ()
        related = None
        if field.is_relation:
            to = field.related_fields[0][1] if field.many_to_one and len(field.related_fields) == 1 else None
            if to is None or to is not field.related_model._meta.pk or field.one_to_one:
                return ()
            related = field.related_model
            names.add(field.name)
        names.add(field.attname)
        found.append((field, field.name, field.attname, related))
    return tuple(found), frozenset(names)


def create(model, **values):
    """model.objects.create(**values) for a row without a pk: the one-row INSERT Model.save runs
    (as save_event), compiled once per connection. A model with its own save() is saved by it."""
    obj = model(**values)
    if obj.pk is None and type(obj).save is Model.save:
        obj._prepare_related_fields_for_save(operation_name="save")
        using = router.db_for_write(model)  # the database QuerySet.create writes to
        with transaction.mark_for_rollback_on_error(using=using):
            if _inserted(model, [obj], using):
                return obj
    obj.save(force_insert=True, using=router.db_for_write(model))
    return obj


def save_event(event: RunEvent) -> None:
    """event.save(force_insert=True) for a new event: the same statement as insert_events([event]),
    compiled once per connection."""
    if event.pk is not None:
        event.save(force_insert=True)
        return
    event._prepare_related_fields_for_save(operation_name="save")
    using = router.db_for_write(RunEvent, instance=event)
    with transaction.mark_for_rollback_on_error(using=using):
        if _inserted(RunEvent, [event], using):
            return
    event.save(force_insert=True)

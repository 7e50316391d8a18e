"""A step's row UPDATEs sent with the statement that follows them, in one round trip (PostgreSQL).

Why: a step sets a subtask's status (TurnContext.set_status) or its settled steps (steps._write_settled)
with an UPDATE whose one answer is its row count, and psycopg waits for that answer before the step
goes on: a round trip to the server for a write nothing reads back. Inside `ride_along` (a step's
transaction) such an UPDATE is held, and goes in one psycopg pipeline with the next statement the
step sends, whatever it is, ahead of it: so the statements, their order and the transaction are
unchanged, and every later statement (a read of the same rows too) sees the write. Its row count is
checked when the pipeline comes back, before the next statement's result is used: no row updated
raises, as it did at once before, inside the transaction, which then rolls back. Whatever is still
held when the step's body ends is sent then, before the transaction commits (never after: the
context is entered inside the transaction's atomic block). If the body raises, what is held is
dropped with the transaction it would have been part of.

Elsewhere (SQLite, outside `ride_along`, in autocommit, or on a connection that cannot pipeline),
`hold` returns False and the caller runs its UPDATE at once, as before.
"""

from __future__ import annotations

import weakref
from contextlib import contextmanager

from django.db import DEFAULT_DB_ALIAS, connections

from .hot_reads import _pipelines

# {connection: the UPDATEs held in its open ride_along, in order: (sql, params, check(rowcount))}
_HELD: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


@contextmanager
def ride_along(using: str = DEFAULT_DB_ALIAS):
    """Inside a transaction (`with transaction.atomic(), ride_along():`): UPDATEs given to `hold` go with the next statement."""
    connection = connections[using]
    if connection in _HELD or not connection.in_atomic_block or not _pipelines(connection):
        yield
        return
    held: list = []
    _HELD[connection] = held
    try:
        with connection.execute_wrapper(_Barrier(connection, held)):
            yield
            if held:  # the body's last writes, before its transaction commits
                _send(connection, held, None)
    finally:
        held.clear()
        _HELD.pop(connection, None)


def hold(connection, sql: str, params: list, check) -> bool:
    """Hold an UPDATE (its `check` called with its row count once it has run) to go with the
    connection's next statement; False if no ride_along is open on it (the caller runs it now)."""
    held = _HELD.get(connection)
    if held is None or not connection.in_atomic_block or connection.get_autocommit():
        return False
    held.append((sql, params, check))
    return True


def update(queryset, **values) -> int | None:
    """queryset.update(**values) for a plain UPDATE of one table whose row count the caller does
    not read: held to go with the step's next statement when a ride_along is open (None: the count
    is not known yet), else run now (its count)."""
    from django.db.models.sql import UpdateQuery

    queryset._for_write = True
    connection = connections[queryset.db]
    if connection not in _HELD or queryset.query.is_sliced or queryset.query.distinct_fields or queryset.query.order_by:
        return queryset.update(**values)
    query = queryset.query.chain(UpdateQuery)
    query.add_update_values(values)
    query.clear_select_clause()
    if query.related_updates:
        return queryset.update(**values)
    sql, params = query.get_compiler(queryset.db).as_sql()
    if not sql or not hold(connection, sql, list(params), count_unread):
        return queryset.update(**values)
    return None


def count_unread(rows: int) -> None:
    """The row count of an update that rode along and whose caller does not read it (QuerySet.update
    and bulk_update raise on no row either)."""


class _Barrier:
    """The connection's execute wrapper while a ride_along is open: what is held goes first, with the statement."""

    def __init__(self, connection, held: list):
        self.connection, self.held = connection, held

    def __call__(self, execute, sql, params, many, context):
        if not self.held:
            return execute(sql, params, many, context)
        if getattr(getattr(context.get("cursor"), "cursor", None), "name", None):
            _send(self.connection, self.held, None)  # a server-side cursor cannot go in a pipeline: what is held goes first, on its own
            return execute(sql, params, many, context)
        return _send(self.connection, self.held, lambda: execute(sql, params, many, context))

    def __eq__(self, other):  # Django removes a wrapper by equality when its context ends
        return self is other

    __hash__ = object.__hash__


def _send(connection, held: list, statement):
    """The held UPDATEs, then `statement()` if given, in one pipeline; each held one's count checked; the statement's result."""
    waiting = list(held)
    held.clear()
    cursors, result = [], None
    try:
        with connection.wrap_database_errors, connection.connection.pipeline():
            for sql, params, _ in waiting:
                cursor = connection.cursor()
                cursors.append(cursor)
                cursor.execute(sql, params)  # sent; its count comes back at the pipeline's end
            if statement is not None:
                result = statement()
        for cursor, (_, _, check) in zip(cursors, waiting):
            check(cursor.rowcount)
    finally:
        for cursor in cursors:
            cursor.close()
    return result

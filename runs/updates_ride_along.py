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

The step's last writes and its COMMIT (`ride_along(ends_transaction=True)`, where the body's end is
the transaction's end: `with transaction.atomic(), ride_along(ends_transaction=True):`). The run
row's UPDATE and the events' INSERT of the step's end (lease.save_run) are held too (`hold_write`),
so what is held when the body ends goes in one pipeline with the transaction's COMMIT: one round
trip where the last statements and the COMMIT took two. The same statements in the same order in
the same transaction, committed at the same point (the body's end, which is the atomic block's):
Django's commit then finds the transaction committed and only runs its on-commit hooks (the
announcements), after it, as before. Only when nothing held can fail after it has run (a row count
checked in Python that raises; a subtask's save has its count checked by the server instead,
`hold_guarded`, and may go with the COMMIT) and the block is the connection's outermost
atomic block, to be committed on exit and not marked for rollback; else what is held goes first
and Django commits, as before. An SQL error in the pipeline skips the COMMIT (PostgreSQL aborts a
pipeline's remaining statements): the error is raised and the transaction rolls back, as before.
A body that ends with its block marked for rollback (transaction.set_rollback) sends nothing held:
the transaction is rolled back, and what is held with it.
"""

from __future__ import annotations

import weakref
from contextlib import contextmanager

from django.db import DEFAULT_DB_ALIAS, connections

from . import hot_reads
from .hot_reads import _pipelines

# {connection: the writes held in its open ride_along, in order: (sql, params, check(rowcount) or None,
# on_result(cursor) or None, sure: whether nothing it checks can fail once it has run)}
_HELD: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


@contextmanager
def ride_along(using: str = DEFAULT_DB_ALIAS, *, ends_transaction: bool = False):
    """Inside a transaction (`with transaction.atomic(), ride_along():`): UPDATEs given to `hold` go
    with the next statement. `ends_transaction`: the body's end is the transaction's end (nothing runs
    between it and the atomic block's exit): what is held then goes with the COMMIT (hold_write).
    Gives whether this ride_along holds (False: nested in another, or nothing can be held here), so a
    caller that reads what a held write returns once the block has ended holds it only in its own."""
    connection = connections[using]
    if connection in _HELD or not connection.in_atomic_block or not _pipelines(connection):
        yield False  # nothing held here: a write given to hold_write runs now, or waits for an outer ride_along's
        return
    held: list = []
    _HELD[connection] = held
    try:
        with connection.execute_wrapper(_Barrier(connection, held)):
            yield True  # this ride_along holds: what it holds is sent by the body's end
            if held and not connection.needs_rollback:  # the body's last writes, before its transaction commits (or with its COMMIT)
                _send(connection, held, None, commit=ends_transaction and _commits_here(connection, held))
    finally:
        held.clear()
        _HELD.pop(connection, None)


def hold(connection, sql: str, params: list, check) -> bool:
    """Hold an UPDATE (its `check` called with its row count once it has run) to go with the
    connection's next statement; False if no ride_along is open on it (the caller runs it now)."""
    if not holding(connection):
        return False
    _HELD[connection].append((sql, params, check, None, check is count_unread))
    return True


def hold_guarded(connection, sql: str, params: list, on_result, error) -> bool:
    """Hold a one-row UPDATE whose caller needs it to update its row (a subtask's save: no row updated
    is `error()`, as Model.save raises it), with that check made by the server: the UPDATE goes in a
    data-modifying CTE whose SELECT divides by the rows it updated, so no row updated is an SQL error
    that aborts the pipeline (and skips a COMMIT sent with it) and is raised as `error()`. Nothing
    left to check after it has run: it may go with its transaction's COMMIT (hold_write's `sure`).
    False if no ride_along is open (the caller runs it now)."""
    if not holding(connection) or not sql.startswith("UPDATE ") or "RETURNING" in sql:
        return False
    guarded = f"WITH {_SAVED} AS ({sql} RETURNING 1) SELECT 1 / COUNT(*) FROM {_SAVED}"
    _HELD[connection].append((guarded, params, None, _Guarded(on_result, error), True))
    return True


_SAVED = '"saved_row"'
_DIVISION_BY_ZERO = "22012"  # the guard's SQLSTATE: nothing else a held write runs divides


class _Guarded:
    """What a guarded UPDATE calls once it has run (its cursor), and the error its guard stands for."""

    def __init__(self, on_result, error):
        self.on_result, self.error = on_result, error

    def __call__(self, cursor) -> None:
        self.on_result(cursor)


def raise_guarded(exc: BaseException, waiting: list) -> None:
    """If `exc` is a guarded UPDATE's guard failing (no row updated), raise its own error instead."""
    cause = getattr(exc, "__cause__", None) or exc
    if getattr(cause, "sqlstate", None) != _DIVISION_BY_ZERO:
        return
    for item in waiting:
        if isinstance(item[3], _Guarded):
            raise item[3].error() from exc


def holding(connection) -> bool:
    """Whether a ride_along is open on `connection`, inside its transaction (hold and hold_write then hold)."""
    return _HELD.get(connection) is not None and connection.in_atomic_block and not connection.get_autocommit()


def hold_write(connection, sql: str, params: list, on_result, *, sure: bool) -> bool:
    """Hold a write (`on_result` called with its cursor once it has run: a row count to check, the
    ids an INSERT returns) to go with the connection's next statement, or with the COMMIT of a
    ride_along that ends its transaction; False if no ride_along is open (the caller runs it now).
    `sure`: nothing `on_result` checks can fail (the run row's UPDATE under this transaction's lock,
    an INSERT's ids): only then may the COMMIT go with it."""
    if not holding(connection):
        return False
    _HELD[connection].append((sql, params, None, on_result, sure))
    return True


class _Sent:
    """Held writes sent inside a pipeline another caller opened (hot_reads.together): called once it has synced, it checks them."""

    def __init__(self, cursors: list, waiting: list):
        self.cursors, self.waiting = cursors, waiting

    def __call__(self) -> None:
        try:
            for cursor, (_, _, check, on_result, _) in zip(self.cursors, self.waiting):
                if check is not None:
                    check(cursor.rowcount)
                else:
                    on_result(cursor)
        finally:
            self.close()

    def close(self) -> None:
        for cursor in self.cursors:
            cursor.close()
        self.cursors = []

    def failed(self, exc: BaseException) -> None:
        """The pipeline these writes went in raised `exc`: a guarded UPDATE's own error raised instead, if it is its guard."""
        raise_guarded(exc, self.waiting)


def send_first(connection) -> _Sent:
    """Inside a pipeline the caller has opened on `connection`: what a ride_along holds is sent now,
    ahead of the caller's statements, in that pipeline (a nested pipeline would sync on its own: a
    round trip more). The caller calls what this returns once its pipeline has synced, before it
    uses any result: each held write's count is checked then (or its cursor given to it)."""
    held = _HELD.get(connection)
    waiting = list(held) if held else []
    cursors = []
    if held:
        held.clear()
        for sql, params, *_ in waiting:
            cursor = connection.cursor()
            cursors.append(cursor)
            cursor.execute(sql, params)
    return _Sent(cursors, waiting)


hot_reads.send_held_first = send_first  # hot_reads.together sends what is held first, in its own pipeline
hot_reads.anything_held = lambda connection: bool(_HELD.get(connection))  # hot_reads.locked_together then goes one by one


def _commits_here(connection, held: list) -> bool:
    """Whether the COMMIT may go with what is held: every held write sure, and the ride_along inside
    the connection's one atomic block, which commits on exit (Django's own; no savepoint, not a test
    case's), is not marked for rollback, and no psycopg transaction or two-phase commit is open."""
    raw = connection.connection
    return (all(item[4] for item in held) and len(connection.atomic_blocks) == 1 and not connection.savepoint_ids
            and connection.commit_on_exit and not connection.needs_rollback and not connection.closed_in_transaction
            and not getattr(connection.atomic_blocks[0], "_from_testcase", False)
            and getattr(raw, "_num_transactions", 1) == 0 and getattr(raw, "_tpc", True) is None)


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


def _send(connection, held: list, statement, *, commit: bool = False):
    """The held writes, then `statement()` if given (or the transaction's COMMIT, with `commit`), in
    one pipeline; each held one's count checked (or its cursor given to it); the statement's result.
    The COMMIT goes on psycopg's own cursor: Django logs and counts the commit it makes next (which
    then finds the transaction committed and sends nothing)."""
    waiting = list(held)
    held.clear()
    cursors, result = [], None
    try:
        try:
            with connection.wrap_database_errors, connection.connection.pipeline():
                for sql, params, *_ in waiting:
                    cursor = connection.cursor()
                    cursors.append(cursor)
                    cursor.execute(sql, params)  # sent; its count comes back at the pipeline's end
                if statement is not None:
                    result = statement()
                elif commit:
                    raw = connection.connection.cursor()
                    cursors.append(raw)
                    raw.execute("COMMIT")  # after every held write: an error in one skips it (the pipeline aborts)
        except Exception as exc:
            raise_guarded(exc, waiting)
            raise
        for cursor, (_, _, check, on_result, _) in zip(cursors, waiting):
            if check is not None:
                check(cursor.rowcount)
            else:
                on_result(cursor)
    finally:
        for cursor in cursors:
            cursor.close()
    return result

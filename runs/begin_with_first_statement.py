"""A transaction's BEGIN sent with its first statement, in one round trip (PostgreSQL, psycopg 3).

With autocommit off, psycopg starts a transaction by sending BEGIN on its own and waiting for the
answer before it sends the first statement: a round trip to the server for every transaction
(about one a turn, and one more for each external effect). Django binds parameters on the client
(psycopg's ClientCursor), so the first statement is plain text and may go in the same simple query
as the BEGIN ("BEGIN; SELECT ... FOR UPDATE"): the server runs the BEGIN, then the statement, inside
the transaction the BEGIN opened, and answers both at once. The cursor hands on the statement's
result alone, as if the BEGIN had gone first; an error in the statement leaves the transaction
failed, as it would have. Statements in a pipeline, in autocommit, or sent while a transaction is
open go as psycopg sends them. `use` is connected to connection_created (RunsConfig.ready)."""

from __future__ import annotations

from django.db.backends.signals import connection_created


def _cursor_class():
    from django.db.backends.postgresql.base import Cursor
    from psycopg import adapt, errors, generators
    from psycopg.pq import ExecStatus, TransactionStatus

    class BeginsWithFirstStatement(Cursor):
        """Django's PostgreSQL cursor (client-side binding) whose transaction's first statement carries its BEGIN."""

        def _execute_gen(self, query, params=None, *, prepare=None, binary=None):
            conn = self._conn
            if conn._autocommit or conn._pipeline or binary or self.closed or conn.pgconn.transaction_status != TransactionStatus.IDLE:
                return (yield from super()._execute_gen(query, params, prepare=prepare, binary=binary))
            # psycopg's _start_query, but for the connection's BEGIN, which goes with the statement below
            self._reset()
            if not self._last_query or (self._last_query is not query):
                self._last_query = None
                self._tx = adapt.Transformer(self)
            pgq = self._convert_query(query, params)
            self._query = pgq
            conn._check_connection_ok()
            self._pgconn.send_query(conn._get_tx_start_command() + b"; " + pgq.query)
            begun, *results = yield from generators.execute(self._pgconn)
            if begun.status != ExecStatus.COMMAND_OK:
                raise errors.error_from_result(begun, encoding=self._encoding)
            self._check_results(results)  # no result at all ("got no result") if the statement was empty
            self._set_results(results)
            self._last_query = query
            yield from conn._prepared.maintain_gen(conn)

    return BeginsWithFirstStatement


_CLASS = None

# What the cursor uses of psycopg's own (private) methods: without any of them (another psycopg), psycopg's cursor stays.
_NEEDS = {"Connection": ("_get_tx_start_command", "_check_connection_ok", "_start_query"),
          "ClientCursor": ("_execute_gen", "_reset", "_convert_query", "_check_results", "_set_results")}


def _fits() -> bool:
    import psycopg

    return all(hasattr(getattr(psycopg, owner), name) for owner, names in _NEEDS.items() for name in names)


def use(sender, connection, **kwargs) -> None:
    """A new PostgreSQL connection of Django's, binding on the client (its default): its cursors send the BEGIN with the first statement."""
    global _CLASS
    if connection.vendor != "postgresql" or connection.settings_dict["OPTIONS"].get("server_side_binding") is True:
        return
    raw = connection.connection
    if _CLASS is None:
        _CLASS = _cursor_class() if _fits() else False
    if _CLASS is False:
        return
    if raw.cursor_factory is not _CLASS and issubclass(_CLASS, raw.cursor_factory):
        raw.cursor_factory = _CLASS


def connect() -> None:
    connection_created.connect(use, dispatch_uid="runs.begin_with_first_statement")

"""Emptying the PostgreSQL test database after a transactional test, in a fraction of the time.

pytest-django empties the database after every test that commits (`transactional_db`) with
Django's `flush`, which on PostgreSQL is one TRUNCATE of every table: each of the forty tables and
their indexes gets a new file, synced to disk at commit, about a second a test on a busy machine
whatever the tables held. A DELETE of a table's few rows costs nothing by comparison. The tables of
the run history refuse DELETE (runs/migrations/0002_append_only_history.py): they, and what
refers to them (CASCADE), are still truncated. Django's foreign keys on PostgreSQL are checked at
commit, so the order of the DELETEs does not matter inside flush's transaction. Every table is
emptied either way; a flush that resets sequences keeps Django's own statement.
"""

from __future__ import annotations

import importlib

from django.db.backends.postgresql.operations import DatabaseOperations

APPEND_ONLY = importlib.import_module("runs.migrations.0002_append_only_history").TABLES
_truncate_everything = DatabaseOperations.sql_flush


def sql_flush(self, style, tables, *, reset_sequences=False, allow_cascade=False):
    if reset_sequences or not tables:
        return _truncate_everything(self, style, tables, reset_sequences=reset_sequences, allow_cascade=allow_cascade)
    history = [table for table in tables if table in APPEND_ONLY]
    statements = [f"TRUNCATE {', '.join(self.quote_name(t) for t in history)} CASCADE;"] if history else []
    return statements + [f"DELETE FROM {self.quote_name(table)};" for table in tables if table not in history]


def install() -> None:
    """From now on in this process (the suite's, not the workers' or servers' it starts)."""
    DatabaseOperations.sql_flush = sql_flush

"""On PostgreSQL a transaction's BEGIN is sent with its first statement, in one round trip
(runs/begin_with_first_statement.py): the statement's rows, row count and errors are what they were,
the transaction is open after it and ends as Django ends it. Elsewhere nothing changes."""

import pytest
from django.db import DatabaseError, connection, transaction

from tests.conftest import on_postgres

pytestmark = pytest.mark.django_db(transaction=True)


def _waits() -> list:
    """Round trips psycopg makes: each run of libpq's execute generator (a statement, or a BEGIN / COMMIT sent on its own)."""
    from psycopg import _connection_base, _cursor_base

    counted = []
    for module in (_connection_base.generators, _cursor_base):
        original = module.execute

        def execute(pgconn, _original=original):
            counted.append(1)
            return (yield from _original(pgconn))

        module.execute = execute
        counted.append(lambda m=module, o=original: setattr(m, "execute", o))
    return counted


def _undo(counted: list) -> int:
    for item in [c for c in counted if callable(c)]:
        item()
    return sum(1 for c in counted if c == 1)


def test_a_transaction_of_two_statements_costs_three_round_trips_and_gives_what_it_gave():
    if not on_postgres():
        pytest.skip("PostgreSQL only: SQLite has no round trips")
    connection.ensure_connection()
    assert type(connection.connection.cursor()).__name__ == "BeginsWithFirstStatement"
    counted = _waits()
    try:
        with transaction.atomic(), connection.cursor() as cursor:
            cursor.execute("SELECT %s, 'a%%b'", [5])
            assert cursor.fetchall() == [(5, "a%b")]
            cursor.execute("SELECT txid_current_if_assigned() IS NULL, now() = statement_timestamp()")
            assert cursor.fetchall() == [(True, False)]  # one transaction: its start is not this statement's
    finally:
        rounds = _undo(counted)
    assert rounds == 3  # BEGIN with the first statement, the second, COMMIT (psycopg alone: 4)


def test_a_failing_first_statement_fails_the_transaction_and_the_connection_goes_on():
    if not on_postgres():
        pytest.skip("PostgreSQL only")
    from psycopg.pq import TransactionStatus

    with pytest.raises(DatabaseError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("SELECT 1 / 0")
    assert connection.connection.pgconn.transaction_status == TransactionStatus.IDLE  # rolled back by Django
    with transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("CREATE TEMPORARY TABLE begun (x int)")
        cursor.execute("INSERT INTO begun VALUES (1), (2) RETURNING x")
        assert (cursor.fetchall(), cursor.rowcount) == ([(1,), (2,)], 2)
        assert connection.connection.pgconn.transaction_status == TransactionStatus.INTRANS
    with pytest.raises(DatabaseError), transaction.atomic(), connection.cursor() as cursor:
        cursor.execute("INSERT INTO begun VALUES (3)")
        cursor.execute("SELECT no_such_column FROM begun")
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM begun")
        assert cursor.fetchone() == (2,)  # the failed transaction's insert rolled back with it


def test_other_databases_keep_their_cursors():
    from runs.begin_with_first_statement import use

    class Other:
        vendor = "sqlite"
        connection = object()

    use(None, Other())  # nothing to do, nothing touched
    if not on_postgres():
        assert type(connection.cursor().cursor).__module__.startswith("django.db.backends.sqlite3")

"""runs/begin_with_first_statement.py sends a transaction's BEGIN with its first statement by leaning on psycopg's
private cursor and connection methods; with any of them missing (another psycopg) it leaves psycopg's own cursor in
place. Which path is taken is proved here on the psycopg installed, without a PostgreSQL server: the fast path on this
psycopg, and the fallback when the private methods are taken away. (The round trips themselves, on PostgreSQL:
tests/test_a_transactions_begin_goes_with_its_first_statement.py.)"""

from types import SimpleNamespace

import psycopg
import pytest
from django.db import connections, transaction

from runs import begin_with_first_statement as begin
from tests.conftest import on_postgres


def _django_cursor():
    from django.db.backends.postgresql.base import Cursor

    return Cursor


def _new_connection(cursor_factory, **options):
    """What `use` reads of a Django connection just made: its vendor, its options and psycopg's connection."""
    return SimpleNamespace(vendor="postgresql", settings_dict={"OPTIONS": options}, connection=SimpleNamespace(cursor_factory=cursor_factory))


@pytest.fixture
def fresh(monkeypatch):
    """The module as before its first PostgreSQL connection: the cursor class not chosen yet."""
    monkeypatch.setattr(begin, "_CLASS", None)
    return begin


def test_the_installed_psycopg_has_every_private_method_and_gets_the_fast_cursor(fresh):
    assert begin._fits(), f"psycopg {psycopg.__version__} lacks one of {begin._NEEDS}"
    made = _new_connection(_django_cursor())
    begin.use(None, made)
    assert made.connection.cursor_factory.__name__ == "BeginsWithFirstStatement"
    assert issubclass(made.connection.cursor_factory, _django_cursor())  # Django's cursor still, with the BEGIN sent along


def _owner_of(cls: type, name: str) -> type:
    """The class in `cls`'s MRO that defines `name` (psycopg defines most on a base class)."""
    return next(k for k in cls.__mro__ if name in vars(k))


@pytest.mark.parametrize("owner,name", [(owner, name) for owner, names in begin._NEEDS.items() for name in names])
def test_without_any_one_private_method_psycopgs_own_cursor_stays(fresh, monkeypatch, owner, name):
    monkeypatch.delattr(_owner_of(getattr(psycopg, owner), name), name)  # as a psycopg without it would be
    assert not begin._fits()
    plain = _django_cursor()
    made = _new_connection(plain)
    begin.use(None, made)
    assert made.connection.cursor_factory is plain
    assert begin._CLASS is False  # decided once for the process: every later connection keeps psycopg's cursor too
    later = _new_connection(plain)
    begin.use(None, later)
    assert later.connection.cursor_factory is plain


def test_server_side_binding_and_other_databases_keep_their_cursor(fresh):
    plain = _django_cursor()
    bound = _new_connection(plain, server_side_binding=True)
    begin.use(None, bound)
    assert bound.connection.cursor_factory is plain
    other = SimpleNamespace(vendor="sqlite", settings_dict={"OPTIONS": {}}, connection=SimpleNamespace(cursor_factory=plain))
    begin.use(None, other)
    assert other.connection.cursor_factory is plain


def _own_connection():
    """A connection of Django's to the test database made afresh, outside psycopg's pool: a pooled connection was made
    before the patch, with the fast cursor already set on it, and would come back from the pool as it was."""
    default = connections["default"]
    settings_dict = {**default.settings_dict, "OPTIONS": {k: v for k, v in default.settings_dict["OPTIONS"].items() if k != "pool"}}
    return type(default)(settings_dict, alias="begin_fallback")


@pytest.mark.django_db
def test_on_postgresql_the_fallback_cursor_runs_transactions_as_psycopg_does(fresh, monkeypatch):
    if not on_postgres():
        pytest.skip("PostgreSQL only: the fallback's own transactions")
    # a private method this psycopg does not have: the module falls back, psycopg itself is left whole
    monkeypatch.setattr(begin, "_NEEDS", {**begin._NEEDS, "Connection": (*begin._NEEDS["Connection"], "_no_such_private_method")})
    own = _own_connection()
    connections["begin_fallback"] = own  # (transaction.atomic finds a connection by its alias)
    try:
        own.ensure_connection()
        assert own.pool is None
        assert type(own.connection.cursor()).__name__ != "BeginsWithFirstStatement"
        with transaction.atomic(using="begin_fallback"), own.cursor() as cursor:
            cursor.execute("SELECT %s, 'a%%b'", [5])
            assert cursor.fetchall() == [(5, "a%b")]
            assert own.connection.info.transaction_status.name == "INTRANS"  # psycopg's own BEGIN went first
    finally:
        own.close()
        del connections["begin_fallback"]

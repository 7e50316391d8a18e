"""The demo shop's refund and return written in one round trip when the order's rows are as read ahead (issue 13).

Why: issue_refund and start_return took two round trips each on PostgreSQL: the order locked with
the six reads the room check needs (and what the key holds), then, the check made in Python on those
rows, the INSERT with its COMMIT. Here the same reads are made ahead, each row with its version
(PostgreSQL's xmin, read in the same statement as the row: a row updated is a new version), in the
pipeline of the step's COMMIT that requests the effect (runs.walk.effect_reads_ahead), which costs
no round trip of its own; the check is made on them in Python; and one query, in autocommit, locks
the order's row and inserts the refund (or the return) only if the order's rows are still those
versions, each and every one (none added, none gone, none changed):

    SELECT 1 FROM shop_order WHERE id = <the order> FOR UPDATE;
    INSERT INTO shop_refund (...) SELECT ... WHERE (<the versions of the order's rows now>) = <those read ahead>
        ON CONFLICT (idempotency_key) DO NOTHING RETURNING id

Why it is the same: the two statements are one query, one transaction (PostgreSQL runs a query of
several statements as one, committed at its end, rolled back whole on an error), and the INSERT is
its own statement, so its snapshot is taken once the lock is held (READ COMMITTED): a refund or a
return another writer made under the order's lock and committed before this one got it is seen, its
row among the versions, and nothing is inserted. Rows that are the very versions read ahead are the
rows a read under the lock would give: the check made on them decides what it would have decided
under the lock, and the row inserted is the one the locked path would have inserted. Anything else
(a version changed, a row added or gone, a refund already under the key: nothing inserted; a check
that refuses on the rows read ahead; replacement orders, whose lines the check reads on their own;
no rows read ahead) goes the way it went: the order locked with its reads, the check, the INSERT
with its COMMIT, which decides under the lock as before. Elsewhere (SQLite, inside a transaction,
a receiver of the model's saves) nothing is sent here.
"""

from __future__ import annotations

import functools
import weakref

from django.db import DEFAULT_DB_ALIAS, IntegrityError, connections

from .. import hot_reads, hot_writes
from ..hot_reads import HotRead
from . import models as shop

_VERSIONS = "_row_versions"  # where a row read ahead keeps the versions its statement read with it


def _connection():
    return connections[DEFAULT_DB_ALIAS]  # the connection itself (weakly keyed tables of hot_reads and ride_along key by it)


class VersionedRead:
    """A hot read whose rows each carry the versions of the rows they were made of, read in the same
    statement: `versions` is (tag, table as the statement names it, the id of that table's row in
    the object) for each table; each object keeps (f"{tag}{id}:{xmin}", ...)."""

    def __init__(self, read: HotRead, *versions: tuple):
        self.read, self.versions = read, versions
        self._compiled: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def prepared(self, args: tuple, alias: str = DEFAULT_DB_ALIAS):
        compiled, params = self.read.prepared(args, alias)
        versioned = self._compiled.get(compiled)
        if versioned is None:
            versioned = self._compiled[compiled] = _VersionedStatement(compiled, self.versions)
        return versioned, params


class _VersionedStatement:
    """A hot read's statement with each table's xmin after the columns the ORM reads (the objects are made from those alone)."""

    def __init__(self, compiled, versions: tuple):
        select, found, rest = compiled.sql.partition(" FROM ")
        q = connections[compiled.alias].ops.quote_name
        if not found or not select.startswith("SELECT ") or any(f"{q(table)}.{q('id')}" not in select for _, table, _ in versions):
            raise ValueError(f"a versioned read reads each table it versions by name, not {compiled.sql!r}")
        self.sql = select + "".join(f", {q(table)}.{q('xmin')}::text" for _, table, _ in versions) + found + rest
        self.compiled, self.versions = compiled, versions

    def built(self, rows: list) -> list:
        width = len(self.versions)
        found = self.compiled.built([row[:-width] for row in rows])
        for obj, row in zip(found, rows):
            obj.__dict__[_VERSIONS] = tuple(f"{tag}{id_of(obj)}:{xmin}" for (tag, _, id_of), xmin in zip(self.versions, row[-width:]))
        return found


def read_versions(rows: list[list]) -> str:
    """The versions of every row the reads ahead gave (`rows`: each read's objects), as the server's
    _now_sql gives them for the order: sorted (bytewise, as COLLATE "C" sorts), one text."""
    return ",".join(sorted(v for objs in rows for obj in objs for v in obj.__dict__[_VERSIONS]))


@functools.cache
def _now_sql() -> str:
    """The versions of the order's rows now, in the form and the order read_versions gives them (each %s:
    the order's id, NOW_PARAMS of them): the order, its customer, its seller, its lines, charges,
    replacement orders, shipments, refunds, its returns and each return's line (the rows the reads ahead read)."""
    q = _connection().ops.quote_name
    orders, lines, returns = q(shop.Order._meta.db_table), q(shop.LineItem._meta.db_table), q(shop.ReturnRequest._meta.db_table)

    def of(tag: str, model, column: str, value: str = "%s", join: str = "") -> str:
        table = q(model._meta.db_table)
        return (f"SELECT '{tag}' || {table}.{q('id')} || ':' || {table}.{q('xmin')} AS {q('v')} FROM {table}{join} "
                f"WHERE {q(model._meta.db_table) if not join else returns}.{q(column)} = {value}")

    def of_order(column: str) -> str:
        return f"(SELECT {q(column)} FROM {orders} WHERE {q('id')} = %s)"

    union = " UNION ALL ".join((
        of("o", shop.Order, "id"),
        of("c", shop.Customer, "id", of_order("customer_id")),
        of("s", shop.Seller, "id", of_order("seller_id")),
        of("l", shop.LineItem, "order_id"),
        of("h", shop.Charge, "order_id"),
        of("p", shop.Order, "replacement_for_id"),
        of("m", shop.Shipment, "order_id"),
        of("f", shop.Refund, "order_id"),
        of("r", shop.ReturnRequest, "order_id"),
        of("j", shop.LineItem, "order_id", join=f" JOIN {returns} ON {returns}.{q('line_id')} = {lines}.{q('id')}"),
    ))
    return f'(SELECT string_agg({q("v")}, \',\' ORDER BY {q("v")} COLLATE "C") FROM ({union}) AS {q("now")})'


NOW_PARAMS = 10  # the order's id, once for each %s of _now_sql


def versions_now(order_id: int) -> str | None:
    """The versions of the order's rows as the server gives them now (what the INSERT compares): for tests and checks."""
    with _connection().cursor() as cursor:
        cursor.execute("SELECT " + _now_sql(), [order_id] * NOW_PARAMS)
        return cursor.fetchone()[0]


def reads(ahead: tuple, ref: str) -> list:
    """The reads ahead (hot read, args) of the order `ref` (as the shop normalises it): `ahead`'s, each by the ref."""
    return [(read, (ref,)) for read in ahead]


def rows_ahead(ahead: tuple, ref: str, model) -> list[list] | None:
    """The rows read ahead for the order `ref` (each of `ahead`'s reads' objects, the order's first),
    taken from those served for the effect being carried out (hot_reads.served_ahead); None where they
    were not all read ahead, where there is no such order, or where it has replacement orders (whose
    lines the check reads on its own: the locked path reads them under the lock), or where the one
    query writing a `model` row cannot go (sends)."""
    if not sends(model):
        return None
    found = hot_reads.served_only(reads(ahead, ref))
    if found is None or not found[0] or found[3]:
        return None
    return found


def sends(model) -> bool:
    """Whether a row of `model` may be written here: PostgreSQL binding on the client, in autocommit (no
    transaction of a caller's to commit), no pipeline open, nothing listening to the model's saves."""
    connection = _connection()
    return (connection.vendor == "postgresql" and connection.get_autocommit() and hot_reads.one_query(connection)
            and not hot_writes._signalled(model))


def _statements(insert) -> tuple[str, str]:
    """The order's lock, and `insert` (a compiled one-row INSERT, hot_writes') made to insert only if the order's rows are
    the versions given and nothing is under the row's key: made once for each compiled INSERT (kept while it is)."""
    made = _MADE.get(insert)
    if made is None:
        made = _MADE[insert] = _statements_of(insert)
    return made


_MADE: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _statements_of(insert) -> tuple[str, str]:
    q = _connection().ops.quote_name
    head, values, returning = hot_writes._ClaimedInsert._split(insert.sql, len(insert.fields))
    orders = q(shop.Order._meta.db_table)
    return (f"SELECT 1 FROM {orders} WHERE {orders}.{q('id')} = %s FOR UPDATE",
            f"{head} SELECT {values} WHERE {_now_sql()} = %s ON CONFLICT ({q('idempotency_key')}) DO NOTHING RETURNING {returning}")


def insert_if_unchanged(row, order_id: int, versions: str):
    """`row` (a new Refund or ReturnRequest of the order `order_id`) inserted in one query with the
    order's row locked, if the order's rows are still `versions` and nothing is under its key: the row
    with its id; None, having written nothing, else (or where it cannot go: SQLite, a transaction open)."""
    model = type(row)
    if not sends(model) or row.pk is not None:
        return None
    row._prepare_related_fields_for_save(operation_name="save")
    insert = hot_writes._compiled_insert(model, [row], DEFAULT_DB_ALIAS)
    params = insert.params_of([row]) if insert is not None and not insert.by_column and not insert.returning_params else None
    if params is None:
        return None
    lock, write = _statements(insert)
    try:
        with _connection().cursor() as cursor:
            raw = cursor.cursor
            cursor.execute("; ".join((raw.mogrify(lock, [order_id]), raw.mogrify(write, [*params, *[order_id] * NOW_PARAMS, versions]))))
            cursor.nextset()
            rows = cursor.fetchall()
    except IntegrityError:
        return None  # the row's own (a check constraint): the query rolled back whole, and the locked way meets it as it did
    if not rows:
        return None
    insert.returned([row], rows)
    return row

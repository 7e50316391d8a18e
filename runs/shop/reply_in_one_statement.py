"""The demo shop's reply sent in one statement on PostgreSQL (issue 13): one round trip, not two.

Why: send_reply read the order by its ref and a reply already sent under the key (one pipeline),
then inserted the reply in autocommit: two round trips for a write that needs nothing decided in
Python between them. Here one statement does both, in autocommit (its own transaction): it finds a
reply under the key, and only when there is none inserts the new one with the order found by its
ref (none: no order, as before), skipping it if a reply under the key was inserted meanwhile (ON
CONFLICT DO NOTHING, where the INSERT would have failed on the key before). It gives back the
reply found and the reply made; with neither (another sender won the race) the reply under the key
is read, as the IntegrityError's path read it.

Elsewhere (SQLite, inside a transaction, a receiver of the reply's saves, a value that is an SQL
expression) nothing is sent here, and send_reply reads and inserts as before.
"""

from __future__ import annotations

from django.db import connection
from django.db.models import AutoField

from ..hot_writes import _signalled
from . import models as shop


def send_at_once(*, customer_email: str, order_ref: str, body: str, idempotency_key: str) -> dict | None:
    """send_reply's answer ({"reply_id", "already_sent"}) having sent the reply in one statement;
    None, having sent nothing, where it cannot."""
    if connection.vendor != "postgresql" or not connection.get_autocommit() or _signalled(shop.CustomerReply):
        return None
    reply = shop.CustomerReply(customer_email=customer_email, order=None, body=body, idempotency_key=idempotency_key)
    fields = [f for f in shop.CustomerReply._meta.concrete_fields if not isinstance(f, AutoField) and f.name != "order"]
    values = []
    for field in fields:
        value = field.pre_save(reply, True)  # the created_at auto_now_add gives, as the ORM's INSERT takes it
        if hasattr(value, "resolve_expression"):
            return None
        value = field.get_db_prep_save(value, connection=connection)
        if hasattr(value, "as_sql"):
            return None
        values.append(value)
    with connection.cursor() as cursor:
        cursor.execute(_statement(fields), [idempotency_key, *values, order_ref or None])
        found, made = cursor.fetchone()
    if found is not None:
        return {"reply_id": found, "already_sent": True}
    if made is not None:
        return {"reply_id": made, "already_sent": False}
    return {"reply_id": shop.CustomerReply.objects.get(idempotency_key=idempotency_key).id, "already_sent": True}


def _statement(fields: list) -> str:
    q = connection.ops.quote_name
    replies, orders = q(shop.CustomerReply._meta.db_table), q(shop.Order._meta.db_table)
    columns = ", ".join(q(f.column) for f in fields)
    placeholders = ", ".join(f"(%s)::{f.db_type(connection)}" for f in fields)  # typed, as an INSERT's VALUES would take them
    # the reads send_reply made, as it made them: the first reply under the key, the first order by its ref as given
    return (f'WITH "found" AS (SELECT "id" FROM {replies} WHERE "idempotency_key" = %s ORDER BY "id" LIMIT 1), '
            f'"made" AS (INSERT INTO {replies} ({columns}, "order_id") SELECT {placeholders}, '
            f'(SELECT "id" FROM {orders} WHERE "ref" = %s ORDER BY "id" LIMIT 1) WHERE NOT EXISTS (SELECT 1 FROM "found") '
            f'ON CONFLICT ("idempotency_key") DO NOTHING RETURNING "id") '
            f'SELECT (SELECT "id" FROM "found"), (SELECT "id" FROM "made")')

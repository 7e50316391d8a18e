"""The run list's ticket search reads its trigram indexes without a pending list.

A GIN index with `fastupdate` (PostgreSQL's default) queues new entries in a pending list that every
search reads in full, until a vacuum of the table merges it. Autovacuum comes after inserts of a
fifth of the table, so at 100,000 tickets the list held some 20,000 tickets (395 pages) and a search
for one ticket read all of it: 35 ms at 100,000 runs, under 1 ms at 1,000. A ticket is inserted once
per run, so entering it into the index at once costs little; searches then read only the index.
"""

from django.db import migrations

INDEXES = ("ticket_ref_trgm", "ticket_subject_trgm")


def without_pending_list(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for index in INDEXES:
        schema_editor.execute(f"ALTER INDEX IF EXISTS {index} SET (fastupdate = off)")
        # What is already queued is merged now (fastupdate off only stops new entries from queueing).
        schema_editor.execute("SELECT gin_clean_pending_list(c.oid) FROM pg_class c WHERE c.relname = %s AND c.relkind = 'i'", [index])


def with_pending_list(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for index in INDEXES:
        schema_editor.execute(f"ALTER INDEX IF EXISTS {index} RESET (fastupdate)")


class Migration(migrations.Migration):

    dependencies = [
        ("runs", "0016_standing_signed_then_granted"),
    ]

    operations = [migrations.RunPython(without_pending_list, with_pending_list)]

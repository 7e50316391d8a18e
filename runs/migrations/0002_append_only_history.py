"""PostgreSQL refuses UPDATE and DELETE on the run history itself, whatever the client.

SQLite has no equivalent we rely on; there the model's save()/delete() guards apply.
"""

from django.db import migrations

TABLES = ["runs_runevent", "runs_replanevent"]

FUNCTION = """
CREATE OR REPLACE FUNCTION supervisor_refuse_history_change() RETURNS trigger AS $$
BEGIN
    RAISE EXCEPTION 'run history is append-only: % on % refused', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;
"""


def forwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    schema_editor.execute(FUNCTION, params=None)  # the body has % placeholders of its own
    for table in TABLES:
        schema_editor.execute(
            f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
            f"FOR EACH ROW EXECUTE FUNCTION supervisor_refuse_history_change();"
        )
        # TRUNCATE is left to the table owner (test teardown uses it); the application role in
        # production should not own the tables.


def backwards(apps, schema_editor):
    if schema_editor.connection.vendor != "postgresql":
        return
    for table in TABLES:
        schema_editor.execute(f"DROP TRIGGER IF EXISTS {table}_append_only ON {table};")
    schema_editor.execute("DROP FUNCTION IF EXISTS supervisor_refuse_history_change();")


class Migration(migrations.Migration):
    dependencies = [("runs", "0001_initial")]
    operations = [migrations.RunPython(forwards, backwards)]

"""On SQLite the suite's database lives in memory: Python's own, or a file in RAM (/dev/shm) when a
selected test shares its writes with another thread or process (tests/conftest.py)."""

import pytest
from django.db import connection


@pytest.mark.django_db
def test_the_sqlite_test_database_is_in_memory():
    if connection.vendor != "sqlite":
        pytest.skip("the suite runs on PostgreSQL here")
    name = str(connection.settings_dict["NAME"])
    assert "mode=memory" in name or ":memory:" in name or name.startswith("/dev/shm/"), name

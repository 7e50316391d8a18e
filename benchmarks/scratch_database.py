"""Django's test database beside the one DATABASE_URL names ("test_" + its name; SQLite without
it), created or reused and emptied, for a benchmark that walks runs in its own process."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "tests.settings")


@contextmanager
def scratch_database() -> Iterator[None]:
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection
    from django.test.utils import setup_test_environment

    setup_test_environment()
    name = connection.creation.create_test_db(verbosity=0, keepdb=True)
    try:
        call_command("flush", interactive=False, verbosity=0)
        yield
    finally:
        connection.creation.destroy_test_db(name, verbosity=0, keepdb=True)

"""Settings of the test suite: the product's own (supervisor.settings, from the environment), and a
fast password hasher. pytest-django exports DJANGO_SETTINGS_MODULE, so the worker and server
processes the tests start use these too; hashing "demo" properly costs about half a second a user."""

import os

from supervisor.settings import *  # noqa: F403
from supervisor.settings import CACHES, CELERY_BROKER_TRANSPORT_OPTIONS, CHANNEL_LAYERS, REDIS_URL

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# The test client's host (Django adds it to ALLOWED_HOSTS in tests) and its pages' socket origin.
WEBSOCKET_ALLOWED_ORIGINS = [*WEBSOCKET_ALLOWED_ORIGINS, "http://testserver:8000"]  # noqa: F405

# Under pytest-xdist every worker process of the suite has its own test database (pytest-django
# suffixes its name with the worker id) and must have its own Redis too: its Celery queue, its
# unacknowledged deliveries and its channel groups (run ids repeat from one test database to the
# next). They share REDIS_URL's database, each under a key prefix of its worker id. The servers and
# Celery workers a test starts inherit PYTEST_XDIST_WORKER, so they read and write the same keys.
XDIST_WORKER = os.environ.get("PYTEST_XDIST_WORKER", "")
if REDIS_URL and XDIST_WORKER:
    CHANNEL_LAYERS["default"]["CONFIG"]["prefix"] = f"asgi-{XDIST_WORKER}"
    CELERY_BROKER_TRANSPORT_OPTIONS = {**CELERY_BROKER_TRANSPORT_OPTIONS, "global_keyprefix": f"{XDIST_WORKER}:"}
    CACHES["default"]["KEY_PREFIX"] = f"supervisor-{XDIST_WORKER}"

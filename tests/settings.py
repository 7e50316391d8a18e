"""Settings of the test suite: the product's own (supervisor.settings, from the environment), and a
fast password hasher. pytest-django exports DJANGO_SETTINGS_MODULE, so the worker and server
processes the tests start use these too; hashing "demo" properly costs about half a second a user."""

from supervisor.settings import *  # noqa: F403

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# The test client's host (Django adds it to ALLOWED_HOSTS in tests) and its pages' socket origin.
WEBSOCKET_ALLOWED_ORIGINS = [*WEBSOCKET_ALLOWED_ORIGINS, "http://testserver:8000"]  # noqa: F405

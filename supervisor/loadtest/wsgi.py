"""The pages as `manage.py loadtest` serves them by default: `supervisor.wsgi.application` in
gunicorn's sync workers, timed from the inside like supervisor.loadtest.asgi times daphne's.

A sync worker serves one request at a time in its only thread, so nothing in the process competes
with a page for Python's lock; a request waiting for a free worker waits in the kernel's accept
queue, which this cannot see (`wait_ms` here is only the way through the WSGI handler to the
middleware). Each request's line: `view_ms`, `cpu_ms`, `queries`, and `total_ms` from the worker's
call of the application until the response's iterable was closed (its last byte sent).
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")

from supervisor.loadtest.timing import finish, install, route  # noqa: E402

install()

from supervisor.wsgi import application as site  # noqa: E402 - loads the middleware: after it is in place


class _Timed:
    """The response's iterable, unchanged, that writes the request's line when the server closes it."""

    def __init__(self, body, done):
        self.body, self.done = body, done

    def __iter__(self):
        return iter(self.body)

    def close(self):
        try:
            if hasattr(self.body, "close"):
                self.body.close()
        finally:
            self.done()


def application(environ, start_response):
    arrived = time.monotonic()
    environ["loadtest"] = mark = {}
    record = {"kind": "http", "method": environ.get("REQUEST_METHOD", "GET"), "page": route(environ.get("PATH_INFO", "/"))}

    def timed_start(status, headers, exc_info=None):
        record["status"] = int(status.split(" ", 1)[0])
        return start_response(status, headers, exc_info)

    return _Timed(site(environ, timed_start), lambda: finish(record, arrived, mark))

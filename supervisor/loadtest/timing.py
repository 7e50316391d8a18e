"""What `manage.py loadtest`'s servers write about their own time, whichever server runs the site.

Each server process appends one JSON line per event to `$LOADTEST_TIMING` + `-<pid>.jsonl`
(supervisor.loadtest.asgi for daphne, supervisor.loadtest.wsgi for gunicorn's page workers). Only
the load test loads these modules; production serves supervisor.asgi / supervisor.wsgi unchanged.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time

TIMING = os.environ.get("LOADTEST_TIMING", "")
_write_lock = threading.Lock()
_out = open(f"{TIMING}-{os.getpid()}.jsonl", "a", buffering=1) if TIMING else None
_ID = re.compile(r"/\d+(?=/|$)")


def write(record: dict) -> None:
    if _out is not None:
        line = json.dumps(record)
        with _write_lock:
            _out.write(line + "\n")


def route(path: str) -> str:
    """A path as locust names it: ids become [id]."""
    return _ID.sub("/[id]", path)


class Queries:
    """Counts the queries run through one connection while it is installed (Django's execute_wrapper)."""

    def __init__(self):
        self.count = 0

    def __call__(self, execute, sql, params, many, context):
        self.count += 1
        return execute(sql, params, many, context)


class TimingMiddleware:
    """Outermost and synchronous only: it runs where the request's synchronous part begins (under
    ASGI the request's own thread), so its start minus the request's arrival is the wait to get there.
    It leaves its marks in the ASGI scope or the WSGI environ, where the server's wrapper reads them."""

    sync_capable, async_capable = True, False

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        from django.db import connection

        took_up, cpu = time.monotonic(), time.thread_time()
        queries = Queries()
        with connection.execute_wrapper(queries):
            response = self.get_response(request)
        carrier = request.scope if hasattr(request, "scope") else request.environ
        carrier.setdefault("loadtest", {}).update(
            took_up=took_up, view_ms=(time.monotonic() - took_up) * 1000, cpu_ms=(time.thread_time() - cpu) * 1000,
            queries=queries.count)
        return response


def install() -> None:
    """Put the timing middleware outermost; call before the site's application is built."""
    from django.conf import settings

    settings.MIDDLEWARE = ["supervisor.loadtest.timing.TimingMiddleware", *settings.MIDDLEWARE]


def finish(record: dict, arrived: float, mark: dict) -> None:
    """One request's line, once its last byte went to the server."""
    record["total_ms"] = round((time.monotonic() - arrived) * 1000, 2)
    if "took_up" in mark:
        record.update(wait_ms=round((mark["took_up"] - arrived) * 1000, 2), view_ms=round(mark["view_ms"], 2),
                      cpu_ms=round(mark["cpu_ms"], 2), queries=mark["queries"])
    write(record)

"""The site as `manage.py loadtest` serves it: `supervisor.asgi.application`, timed from the inside.

Locust sees how long a page took; this says where that time went. Each server process appends one
JSON line per event to `$LOADTEST_TIMING` + `-<pid>.jsonl`:

- an HTTP request: `wait_ms` from its arrival at the application until its synchronous part began
  (Django gives each request a thread of its own; this is the wait for that thread to get going,
  and for a core and Python's lock), `view_ms` in that thread, `cpu_ms` of that thread meanwhile,
  `queries`, and `total_ms` until its last byte was handed to the server;
- a socket: `accept_ms`, from the upgrade's arrival to `accept` (autobahn drops a handshake not
  done within daphne's `--websocket_connect_timeout`, 5 s);
- a socket's push: `render_ms`, `cpu_ms` and `queries` of one re-render of its regions.

Only `manage.py loadtest` loads this module; production serves `supervisor.asgi` unchanged.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")

from django.conf import settings  # noqa: E402

TIMING = os.environ.get("LOADTEST_TIMING", "")
_write_lock = threading.Lock()
_out = open(f"{TIMING}-{os.getpid()}.jsonl", "a", buffering=1) if TIMING else None
_ID = re.compile(r"/\d+(?=/|$)")


def _write(record: dict) -> None:
    if _out is not None:
        line = json.dumps(record)
        with _write_lock:
            _out.write(line + "\n")


def route(path: str) -> str:
    """A path as locust names it: ids become [id]."""
    return _ID.sub("/[id]", path)


class _Queries:
    """Counts the queries run through one connection while it is installed (Django's execute_wrapper)."""

    def __init__(self):
        self.count = 0

    def __call__(self, execute, sql, params, many, context):
        self.count += 1
        return execute(sql, params, many, context)


class TimingMiddleware:
    """Outermost and synchronous only: it runs where the request's synchronous part begins (the
    request's thread), so its start minus the request's arrival is the wait to get there."""

    sync_capable, async_capable = True, False

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        from django.db import connection

        took_up, cpu = time.monotonic(), time.thread_time()
        queries = _Queries()
        with connection.execute_wrapper(queries):
            response = self.get_response(request)
        mark = request.scope.setdefault("loadtest", {})
        mark.update(took_up=took_up, view_ms=(time.monotonic() - took_up) * 1000, cpu_ms=(time.thread_time() - cpu) * 1000,
                    queries=queries.count)
        return response


settings.MIDDLEWARE = ["supervisor.loadtest.asgi.TimingMiddleware", *settings.MIDDLEWARE]

from supervisor.asgi import application as site  # noqa: E402 - loads the middleware: after it is in place
from supervisor import consumers  # noqa: E402

_render = consumers.LiveConsumer._render


def _timed_render(self, full):
    from django.db import connection

    started, cpu = time.monotonic(), time.thread_time()
    queries = _Queries()
    try:
        with connection.execute_wrapper(queries):
            return _render(self, full)
    finally:
        _write({"kind": "push", "page": self.path, "full": full, "render_ms": round((time.monotonic() - started) * 1000, 2),
                "cpu_ms": round((time.thread_time() - cpu) * 1000, 2), "queries": queries.count})


consumers.LiveConsumer._render = _timed_render


async def application(scope, receive, send):
    if scope["type"] not in ("http", "websocket"):
        return await site(scope, receive, send)
    arrived = time.monotonic()
    scope = {**scope, "loadtest": {}}
    record = {"kind": scope["type"], "method": scope.get("method", "WS"), "page": route(scope["path"])}

    async def timed_send(message):
        kind = message["type"]
        if kind == "http.response.start":
            record["status"] = message["status"]
        elif kind == "websocket.accept":
            record["accept_ms"] = round((time.monotonic() - arrived) * 1000, 2)
            _write(record)
        elif kind == "websocket.close" and "accept_ms" not in record:
            record["refused_ms"] = round((time.monotonic() - arrived) * 1000, 2)
            _write(record)
        await send(message)
        if kind == "http.response.body" and not message.get("more_body"):
            mark = scope["loadtest"]
            record["total_ms"] = round((time.monotonic() - arrived) * 1000, 2)
            if "took_up" in mark:
                record.update(wait_ms=round((mark["took_up"] - arrived) * 1000, 2), view_ms=round(mark["view_ms"], 2),
                              cpu_ms=round(mark["cpu_ms"], 2), queries=mark["queries"])
            _write(record)

    return await site(scope, receive, timed_send)

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

Only `manage.py loadtest` loads this module (supervisor.loadtest.timing writes the lines; pages
served by gunicorn are timed by supervisor.loadtest.wsgi); production serves `supervisor.asgi`
unchanged.
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "supervisor.settings")

from supervisor.loadtest.timing import Queries, finish, install, route, write  # noqa: E402

install()

from supervisor.asgi import application as site  # noqa: E402 - loads the middleware: after it is in place
from supervisor import consumers  # noqa: E402

_render = consumers.LiveConsumer._render


def _timed_render(self, full):
    from django.db import connection

    started, cpu = time.monotonic(), time.thread_time()
    queries = Queries()
    try:
        with connection.execute_wrapper(queries):
            return _render(self, full)
    finally:
        write({"kind": "push", "page": self.path, "full": full, "render_ms": round((time.monotonic() - started) * 1000, 2),
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
            write(record)
        elif kind == "websocket.close" and "accept_ms" not in record:
            record["refused_ms"] = round((time.monotonic() - arrived) * 1000, 2)
            write(record)
        await send(message)
        if kind == "http.response.body" and not message.get("more_body"):
            finish(record, arrived, scope["loadtest"])

    return await site(scope, receive, timed_send)

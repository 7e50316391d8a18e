"""The people and the helpdesk of `manage.py loadtest`, for locust (headless, on 127.0.0.1 only).

The command writes a plan (JSON, path in LOADTEST_PLAN): the site's URL and origin, one logged-in
session per simulated person with their role, an API key, and the tickets to send. Here:

- `Person` (the many): opens a live socket for the overview like the browser does, keeps it open,
  and browses every page; reviewers confirm the plans in the queue, support leads approve the
  refunds in theirs, auditors read the audit trail and export it. Every page is a locust request
  named by its route, so p50/p95 come per page.
- `Helpdesk` (a few, side by side): send the plan's tickets through `POST /api/tickets`, then idle.

Nothing here imports Django: this runs in locust's gevent process.
"""

from __future__ import annotations

import json
import os
import random
import re
import time

import gevent
import websocket
from locust import HttpUser, between, constant_pacing, events, task
from locust.exception import StopUser

PLAN = json.loads(open(os.environ["LOADTEST_PLAN"]).read())
PAGES = ["/", "/runs/", "/plans/", "/approvals/", "/escalations/", "/audit/replans/", "/metrics/", "/evals/", "/tickets/new/"]
CONFIRM = re.compile(r'action="(/plans/(\d+)/confirm)"')
DECIDE = re.compile(r'action="(/approvals/(\d+)/decide)"')
RUN_LINK = re.compile(r'href="/runs/(\d+)/"')
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
SNAPSHOT_WAIT = 30  # seconds a new socket waits for its first push before it counts as failed
people = iter(PLAN["people"])
tickets = list(PLAN["tickets"])
socket_messages = {"received": 0}


@events.quitting.add_listener
def _write_socket_counts(environment, **kwargs):
    with open(PLAN["sockets_file"], "w") as f:
        json.dump(socket_messages, f)


class Person(HttpUser):
    weight = 50
    wait_time = between(0.5, 2.0)

    def on_start(self):
        try:
            me = next(people)
        except StopIteration:
            raise StopUser() from None
        self.role = me["role"]
        self.client.cookies.set("sessionid", me["session"], domain="127.0.0.1")
        self.run_ids: list[str] = []
        self.socket = None
        self.reader = None
        self._open_socket()

    def on_stop(self):
        if self.reader is not None:
            self.reader.kill(block=False)
        if self.socket is not None:
            self.socket.close()

    # --- the live socket ---------------------------------------------------------------------------
    def _open_socket(self):
        url = PLAN["ws_url"] + "/ws/live/?view=overview"
        started = time.perf_counter()
        try:
            # The handshake must be quick (daphne resets one not accepted within 5 s); the snapshot may
            # wait as a browser would, and its time is reported as this request's.
            self.socket = websocket.create_connection(url, timeout=SNAPSHOT_WAIT, origin=PLAN["origin"],
                                                      cookie=f"sessionid={self.client.cookies.get('sessionid')}")
            first = self.socket.recv()  # the snapshot the server pushes on connect
            if not first:
                raise ConnectionError("the socket closed before its snapshot")
        except Exception as exc:  # noqa: BLE001 - reported to locust as a failed request
            self._record("WS", "/ws/live/ (connect + snapshot)", started, exc)
            self.socket = None
            return
        self._record("WS", "/ws/live/ (connect + snapshot)", started, None)
        self.reader = gevent.spawn(self._read)

    def _read(self):
        self.socket.settimeout(None)
        while True:
            try:
                message = self.socket.recv()
            except Exception:  # noqa: BLE001 - closed when the user stops
                return
            if not message:
                return
            socket_messages["received"] += 1

    def _record(self, kind, name, started, exc):
        self.environment.events.request.fire(request_type=kind, name=name, response_time=(time.perf_counter() - started) * 1000,
                                             response_length=0, exception=exc, context={})

    # --- pages ---------------------------------------------------------------------------------------
    def _get(self, path: str, name: str | None = None):
        with self.client.get(path, name=name or path, catch_response=True) as response:
            if response.status_code != 200:
                response.failure(f"{response.status_code}")
            return response

    def _post(self, path: str, page_html: str, data: dict, name: str):
        token = CSRF.search(page_html)
        if token is None:
            return
        with self.client.post(path, data={**data, "csrfmiddlewaretoken": token.group(1)}, name=name, allow_redirects=False,
                              catch_response=True) as response:
            if response.status_code not in (302, 303):  # every action answers with a redirect, refused ones too (with a message)
                response.failure(f"{response.status_code}")

    @task(6)
    def browse(self):
        """Every page in turn, each person from a different one: all pages are covered early."""
        self.page = getattr(self, "page", random.randrange(len(PAGES))) + 1
        path = PAGES[self.page % len(PAGES)]
        if self.role == "auditor" and path == "/tickets/new/":
            path = "/audit/replans/"
        response = self._get(path)
        if path == "/runs/":
            self.run_ids = RUN_LINK.findall(response.text)[:20] or self.run_ids

    @task(3)
    def a_run(self):
        if not self.run_ids:
            response = self._get("/runs/")
            self.run_ids = RUN_LINK.findall(response.text)[:20]
        if self.run_ids:
            self._get(f"/runs/{random.choice(self.run_ids)}/", name="/runs/[id]/")

    @task(3)
    def act(self):
        if self.role == "reviewer":
            page = self._get("/plans/").text
            found = CONFIRM.findall(page)
            if found:
                path, _ = random.choice(found)
                self._post(path, page, {"note": "load test: looks right"}, name="/plans/[id]/confirm")
        elif self.role == "support_lead":
            page = self._get("/approvals/").text
            found = DECIDE.findall(page)
            if found:
                path, _ = random.choice(found)
                self._post(path, page, {"decision": "approve", "note": "load test"}, name="/approvals/[id]/decide")
        else:
            self._get("/audit/replans/export.csv", name="/audit/replans/export.csv")


class Helpdesk(HttpUser):
    """Sends the plan's tickets through the API, `helpdesks` of them side by side, so that a ticket
    goes in every `ticket_every` seconds however long the API takes to answer one (on a busy machine
    one helpdesk sending back to back got three quarters of them in), then idles."""

    weight = 1
    fixed_count = PLAN["helpdesks"]
    wait_time = constant_pacing(PLAN["ticket_every"] * PLAN["helpdesks"])

    @task
    def send(self):
        if not tickets:
            return
        ticket = tickets.pop(0)
        with self.client.post("/api/tickets", data=json.dumps(ticket), name="/api/tickets", catch_response=True,
                              headers={"Authorization": f"Bearer {PLAN['api_key']}", "Content-Type": "application/json"}) as response:
            if response.status_code != 201:
                response.failure(f"{response.status_code} {response.text[:200]}")

"""Real-browser tests: Debian's chromium through Playwright against the product as it runs.

`live_site` starts `manage.py demo --no-seed` in a process of its own against pytest-django's test
database: daphne serving pages and websockets (the ASGI app), and
- on SQLite (no services): the demo's in-process Celery worker and in-memory channel layer, so
  what a person does in the browser is walked and announced inside that process, as `make demo`;
- on PostgreSQL + Redis: daphne alone, with real worker processes (the `celery_workers` fixture)
  and the Redis channel layer between them.
`site.stop()` and `site.start()` take it down and bring it back on the same port (a deploy, or a
crash), for the reconnect test.

`browser` gives Playwright's chromium; `people(browser, site)` logs people in, each in a context of
their own, and `Shots` keeps a screenshot of every page a test visits in
test-artifacts/screenshots/. Playwright's sync API runs an event loop in this thread, so the
browser tests (and only they) set DJANGO_ALLOW_ASYNC_UNSAFE for the test's own database calls.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection, connections

from runs.walk import walk
from runs.models import Run
from tests.conftest import ARTIFACTS, CHROMIUM, ROOT, _test_database_url, services_available
from runs.processes import stop_group
from tests.polling import wait_until
from tests.runtime_world import paused

SCREENSHOTS = ARTIFACTS / "screenshots"
SERVER_LOGS = ARTIFACTS / "live-server"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run"]
PASSWORD = "demo"  # tests.factories.UserFactory's


def _test_name(request) -> str:
    """The test's name, cut to 80 characters but keeping its parameters (a desktop and a phone run
    of one test keep screenshots of their own)."""
    name, _, params = request.node.name.partition("[")
    params = f"[{params}" if params else ""
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name[:max(80 - len(params), 40)] + params).rstrip("_")


class LiveSite:
    """`manage.py demo --no-seed` on 127.0.0.1, in a process of its own."""

    READY = re.compile(r"Supervisor is running at (http://[\d.]+:(\d+))/")

    def __init__(self, env: dict[str, str], log_path: Path):
        self.env, self.log_path = env, log_path
        self.port = 0
        self.url = ""
        self.proc: subprocess.Popen | None = None
        self.starts = 0

    def start(self, timeout: float = 60) -> "LiveSite":
        self.starts += 1
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        cmd = [sys.executable, "manage.py", "demo", "--no-seed", "--host", "127.0.0.1", "--port", str(self.port)]
        offset = self.log_path.stat().st_size if self.log_path.exists() else 0
        with open(self.log_path, "ab") as log:
            log.write(f"\n$ {' '.join(cmd)}  (start {self.starts})\n".encode())
            log.flush()
            self.proc = subprocess.Popen(cmd, cwd=ROOT, env=self.env, stdin=subprocess.DEVNULL, stdout=log,
                                         stderr=subprocess.STDOUT, start_new_session=True)

        def since_start() -> str:
            return self.log_path.read_text(errors="replace")[offset:]

        def ready() -> re.Match | None:
            match = self.READY.search(since_start())
            if not match and self.proc.poll() is not None:
                pytest.fail(f"the live server exited; {self.log_path}:\n{since_start()[-4000:]}")
            return match

        try:
            match = wait_until(ready, timeout=timeout, interval=0.1,
                               message=lambda: f"the live server did not start; {self.log_path}:\n{since_start()[-4000:]}")
        except BaseException:  # pytest.fail's exception is one
            self.stop()
            raise
        self.url, self.port = match.group(1), int(match.group(2))
        return self

    def stop(self, timeout: float = 20) -> None:
        """As a deploy stops it: SIGTERM (daphne closes, the demo's worker finishes its task), then SIGKILL."""
        stop_group(self.proc, timeout)
        self.proc = None
        _wait_port_free(self.port)

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""


def _wait_port_free(port: int, timeout: float = 10) -> None:
    def free() -> bool:
        with socket.socket() as s:
            return s.connect_ex(("127.0.0.1", port)) != 0

    wait_until(free, timeout=timeout, message=f"port {port} is still taken")


@pytest.fixture
def async_unsafe_allowed(monkeypatch):
    """Playwright's sync API keeps an event loop in this thread; Django's ORM would refuse to run."""
    monkeypatch.setenv("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture
def site_env(request, transactional_db):
    """The environment the live server (and, on services, the workers) run with: the test database."""
    env = {**os.environ, "PYTHONUNBUFFERED": "1", "LOG_LEVEL": "WARNING", "SUPERVISOR_OFFLINE_TURN_SECONDS": "0"}  # full speed in tests
    env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    for name in ("DATABASE_URL", "REDIS_URL", "SQLITE_PATH", "SUPERVISOR_EMBEDDED"):
        env.pop(name, None)
    if services_available():
        env.update(DATABASE_URL=_test_database_url(), REDIS_URL=settings.REDIS_URL)
    else:
        env["SQLITE_PATH"] = str(connection.settings_dict["NAME"])
    return env


@pytest.fixture
def live_site(request, site_env, async_unsafe_allowed):
    """`live_site(**settings_env)`: the product on a free port (and its workers on services)."""
    started: list[LiveSite] = []

    def start(**extra_env: str) -> LiveSite:
        env = {**site_env, **extra_env}
        if services_available():
            request.getfixturevalue("celery_workers")(1, env=extra_env)
        site = LiveSite(env, SERVER_LOGS / f"{_test_name(request)}.log").start()
        started.append(site)
        return site

    yield start
    for site in started:
        site.stop(timeout=0)  # at teardown nobody watches it go: no warm shutdown (it takes seconds)


@pytest.fixture
def browser(async_unsafe_allowed):
    if not CHROMIUM.exists():
        pytest.fail("the browser tests need /usr/bin/chromium (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield chromium
        finally:
            chromium.close()
            # While Playwright's loop runs, Django keeps this thread's connections apart from the
            # ones it had before (asgiref's thread-critical Local is per-context in a thread with a
            # running loop): close them now, or the test database cannot be dropped at the end.
            connections.close_all()


class Shots:
    """Screenshots of every page a test visits: test-artifacts/screenshots/<test>-NN-<what>.png."""

    def __init__(self, request):
        self.prefix = _test_name(request)
        self.n = 0
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        for old in SCREENSHOTS.glob(f"{self.prefix}-*.png"):
            old.unlink()

    def __call__(self, page, what: str) -> Path:
        self.n += 1
        path = SCREENSHOTS / f"{self.prefix}-{self.n:02d}-{what}.png"
        page.screenshot(path=str(path), full_page=True)
        return path


@pytest.fixture
def shots(request) -> Shots:
    return Shots(request)


def log_in(browser, site: LiveSite, user, shots: Shots | None = None, viewport: dict | None = None):
    """A browser context of `user`'s own (anything with a `username`), logged in through the login
    form, at `viewport` (1280 x 900 unless given): its first page."""
    context = browser.new_context(base_url=site.url, viewport=viewport or {"width": 1280, "height": 900}, accept_downloads=True)
    context.set_default_timeout(15_000)
    context.console_errors = errors = []  # what the browser complained about: CSP refusals, script errors
    context.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    context.on("weberror", lambda error: errors.append(str(error.error)))
    page = context.new_page()
    page.goto("/accounts/login/")
    page.fill("#id_username", user.username)
    page.fill("#id_password", PASSWORD)
    if shots is not None:
        shots(page, f"login-{user.username}")
    page.click("button[type=submit]")
    page.wait_for_url(re.compile(r"/$"))  # the overview, live like the other pages of runs
    page.wait_for_selector('#live[data-state="open"]', state="attached")
    if shots is not None:
        shots(page, f"overview-{user.username}")
    return page


def browser_errors(*pages, expected: str | None = None) -> list[str]:
    """Console errors of the pages' contexts, but those matching `expected` (a regex)."""
    seen = {id(p.context): p.context for p in pages}.values()
    return [e for c in seen for e in c.console_errors if not (expected and re.search(expected, e))]


def wait_live(page, timeout: float = 15_000) -> None:
    """Until the page's socket is open (#live[data-state=open])."""
    page.wait_for_selector('#live[data-state="open"]', state="attached", timeout=timeout)


def until_paused(run: Run, timeout: float = 60) -> Run:
    """Walk `run` until it waits for a person or finishes: here on SQLite (the server's worker
    never hears of runs this process starts), by the worker processes on services."""

    def walked() -> Run | None:
        if paused(run):
            return run
        if not services_available():
            walk(run.pk, owner="browser-test")
        return None

    return wait_until(walked, timeout=timeout, message=lambda: f"run {run.pk} is still {run.status}")

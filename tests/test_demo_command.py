"""`manage.py demo` (what `make demo` runs): it migrates, serves pages and static files over daphne,
lets the admin log in, and stops cleanly on Ctrl-C. Runs it as a real process on a free port."""

import http.cookiejar
import os
import re
import signal
import subprocess
import sys
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

from supervisor import first_steps

from tests.polling import wait_until

ROOT = Path(__file__).resolve().parent.parent
SERVICE_ENV = ["DATABASE_URL", "REDIS_URL", "SUPERVISOR_EMBEDDED", "SQLITE_PATH", "DJANGO_SETTINGS_MODULE", "PORT", "SUPERVISOR_OFFLINE_TURN_SECONDS"]


def demo_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in SERVICE_ENV}
    # The suite's settings: the product's, with a fast password hasher for the demo logins it seeds.
    env.update(SQLITE_PATH=str(tmp_path / "demo.sqlite3"), PYTHONUNBUFFERED="1", DJANGO_SETTINGS_MODULE="tests.settings")
    return env


@pytest.fixture
def demo(tmp_path):
    """The demo on a free port; yields (base_url, process, output_path). Teardown kills it if still up."""
    env = demo_env(tmp_path)
    output = tmp_path / "demo.log"
    with open(output, "wb") as log:
        # SIGINT back to its default, as in a terminal (a background process may inherit it ignored).
        proc = subprocess.Popen(
            [sys.executable, "manage.py", "demo", "--port", "0"], cwd=ROOT, env=env,
            stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
    try:
        def started() -> re.Match | None:
            text = output.read_text(errors="replace")
            match = re.search(r"running at (http://127\.0\.0\.1:\d+/)", text)
            if not match and proc.poll() is not None:
                pytest.fail(f"the demo exited with {proc.poll()}:\n{text}")
            return match

        match = wait_until(started, timeout=120, interval=0.1, message=lambda: output.read_text(errors="replace"))
        yield match.group(1), proc, output, env
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)


def opener() -> tuple[urllib.request.OpenerDirector, http.cookiejar.CookieJar]:
    jar = http.cookiejar.CookieJar()
    return urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar)), jar


def test_it_serves_the_login_page_static_files_and_the_admin_then_stops_on_ctrl_c(demo):
    base, proc, output, env = demo
    text = output.read_text()
    # A newcomer is told what to try first, in order, and the offline agent is paced so phases can be watched.
    assert "\n".join(first_steps.printed()) in text
    assert "  A support lead approves a refund over the ceiling (lead):\n    1. Log in as lead, open 'Inbox'" in text
    assert "the offline agent takes 1 s per turn" in text
    assert "Celery worker: in-process thread on memory://" in text
    assert "Migrations applied." in text

    browser, jar = opener()
    page = browser.open(base + "accounts/login/", timeout=10)
    body = page.read().decode()
    assert page.status == 200
    assert "Log in" in body and "Offline agent (no network)" in body
    for path in ("static/css/base.css", "static/admin/css/base.css"):
        assert browser.open(base + path, timeout=10).status == 200, path

    # An admin (created the way an operator would) logs in through the Django admin.
    created = subprocess.run(
        [sys.executable, "manage.py", "createsuperuser", "--noinput", "--username", "probe-admin", "--email", "p@example.com"],
        cwd=ROOT, env={**env, "DJANGO_SUPERUSER_PASSWORD": "probe-pass"}, capture_output=True, text=True, timeout=60,
    )
    assert created.returncode == 0, created.stderr
    browser.open(base + "admin/login/", timeout=10).read()
    csrf = next(c.value for c in jar if c.name == "csrftoken")
    form = urllib.parse.urlencode({"csrfmiddlewaretoken": csrf, "username": "probe-admin", "password": "probe-pass", "next": "/admin/"})
    admin_page = browser.open(base + "admin/login/", data=form.encode(), timeout=10)
    assert admin_page.geturl() == base + "admin/"
    assert "Site administration" in admin_page.read().decode()

    proc.send_signal(signal.SIGINT)
    assert proc.wait(30) == 0
    text = output.read_text()
    assert "Stopping the worker..." in text and "Stopped." in text
    assert "did not stop in time" not in text


def handshake_status(base: str, origin: str) -> int:
    """The HTTP status daphne answers a websocket handshake from `origin` with (101: accepted)."""
    import socket

    url = urllib.parse.urlsplit(base)
    with socket.create_connection((url.hostname, url.port), timeout=10) as conn:
        conn.sendall((f"GET /ws/live/?view=overview HTTP/1.1\r\nHost: {url.netloc}\r\nUpgrade: websocket\r\n"
                      "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                      f"Origin: {origin}\r\n\r\n").encode())
        status_line = conn.makefile("rb").readline().decode()
    return int(status_line.split()[1])


def test_its_sockets_accept_only_the_origins_it_serves(demo):
    base, proc, output, env = demo
    port = urllib.parse.urlsplit(base).port
    for origin in (f"http://127.0.0.1:{port}", f"http://localhost:{port}"):
        assert handshake_status(base, origin) == 101, origin
    for origin in ("http://127.0.0.1:8000", "http://localhost:8000", "http://testserver:8000", f"http://testserver:{port}"):
        assert handshake_status(base, origin) == 403, origin


def test_it_says_so_when_the_port_is_taken(tmp_path):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [sys.executable, "manage.py", "demo", "--port", str(port), "--no-seed"], cwd=ROOT, env=demo_env(tmp_path),
            stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=120,
        )
    assert result.returncode != 0
    assert f"Could not listen on 127.0.0.1:{port}" in result.stderr

"""Shared test fixtures.

- Named people, one per role (`lead`, `other_lead`, `reviewer`, `auditor`, `admin_user`), in the
  groups `runs.people.roles.ensure_role_groups()` sets up, and `client_for(user)` for a logged-in
  test client.
- Markers: `postgres` tests are skipped on SQLite; `services` tests (and the `celery_workers`
  fixture) need PostgreSQL and Redis; `browser` tests need /usr/bin/chromium (on CI its absence
  is an error, not a skip: .ci/run installs it).
- `celery_workers(count=1, include=(), env=None)` starts real `celery -A supervisor worker`
  processes (prefork, one child each) against pytest-django's *test* database and REDIS_URL,
  waits until each says it is ready and stops them at teardown, keeping their logs under
  test-artifacts/celery/. It implies `transactional_db`: a worker in another process only sees
  what the test has committed.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client

from runs.people.roles import ensure_role_groups
from supervisor import person_roles
from tests import quick_flush
from tests.factories import UserFactory
from tests.polling import wait_until
from runs.processes import stop_group

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = Path("/usr/bin/chromium")


def on_postgres() -> bool:
    return settings.DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql"


def services_available() -> bool:
    return on_postgres() and bool(settings.REDIS_URL)


def needs_database_file(item: pytest.Item) -> bool:
    """A test whose writes another process or thread reads (the browser tests' server, the sockets'
    rendering threads, an embedded worker) commits them: it is transactional. On SQLite only a file
    serves them: a shared in-memory database is this process's alone, and answers other threads
    "table is locked" instead of waiting."""
    if any(marker.name == "skip" for marker in item.iter_markers()):
        return False
    marker = item.get_closest_marker("django_db")
    transactional = marker is not None and (marker.kwargs.get("transaction") or (marker.args and marker.args[0]))
    return bool(transactional) or "transactional_db" in getattr(item, "fixturenames", ())


@pytest.fixture(scope="session")
def django_db_modify_db_settings(request, django_db_modify_db_settings_parallel_suffix, tmp_path_factory):
    """On SQLite the test database is in memory: Python's own when no selected test needs another
    thread or process to read it, else a file in a memory-backed folder (/dev/shm where there is
    one), which every thread and process can open and no disk ever slows."""
    db = settings.DATABASES["default"]
    if db["ENGINE"] == "django.db.backends.sqlite3" and any(needs_database_file(item) for item in request.session.items):
        folder = memory_folder() or tmp_path_factory.mktemp("sqlite")
        db.setdefault("TEST", {})["NAME"] = str(folder / "test.sqlite3")


def memory_folder() -> Path | None:
    """A fresh folder in RAM (tmpfs /dev/shm), removed when the session ends; None where there is none."""
    import atexit
    import tempfile

    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        return None
    folder = Path(tempfile.mkdtemp(prefix="supervisor-tests-", dir=shm))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return folder


def pytest_sessionstart(session):
    # WhiteNoise warns on every app load when STATIC_ROOT is missing (it is, until collectstatic).
    Path(settings.STATIC_ROOT).mkdir(parents=True, exist_ok=True)
    quick_flush.install()  # transactional tests on PostgreSQL: emptied by DELETE, not TRUNCATE


def pytest_collection_modifyitems(config, items):
    skip_postgres = pytest.mark.skip(reason="needs PostgreSQL: set DATABASE_URL=postgres://...")
    skip_services = pytest.mark.skip(reason="needs PostgreSQL and Redis: set DATABASE_URL=postgres://... and REDIS_URL")
    skip_browser = pytest.mark.skip(reason="needs /usr/bin/chromium (apt-get install chromium)")
    for item in items:
        if "postgres" in item.keywords and not on_postgres():
            item.add_marker(skip_postgres)
        if "services" in item.keywords and not services_available():
            item.add_marker(skip_services)
        if "browser" in item.keywords and not CHROMIUM.exists() and os.environ.get("CI") != "true":
            item.add_marker(skip_browser)


# --- People ---------------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def _forget_shared_page_contexts():
    """Each test's database starts its event ids afresh, so a page context kept by the newest
    event id of another test's database (supervisor.partials.shared_context) would look current."""
    from supervisor import partials

    partials.forget_shared_contexts()
    yield
    partials.forget_shared_contexts()


@pytest.fixture
def trips(monkeypatch):
    """{turn: Counter of round trips to PostgreSQL by kind} for each step tests.turn_counting's walks
    take (benchmarks/round_trips.py's counting); stays empty on SQLite, which has no round trips."""
    from collections import Counter

    from tests import turn_counting

    by_turn: dict = {}
    if not on_postgres():
        return by_turn
    counting, original, working_on = turn_counting.round_trip_counting(), turn_counting.take_step, turn_counting._working_on
    current: dict = {}

    def noted(run_id):  # the walk asks which turn a step works on just before it takes the step: no read of our own
        current["turn"] = working_on(run_id)
        return current["turn"]

    def counted(run_id, owner, **kwargs):
        undo = counting(by_turn.setdefault(current.get("turn"), Counter()))
        try:
            return original(run_id, owner, **kwargs)
        finally:
            undo()

    monkeypatch.setattr(turn_counting, "_working_on", noted)
    monkeypatch.setattr(turn_counting, "take_step", counted)
    return by_turn


@pytest.fixture
def role_groups(db):
    return ensure_role_groups()


@pytest.fixture
def lead(role_groups):
    return UserFactory(username="lead", groups=["support_lead"])


@pytest.fixture
def other_lead(role_groups):
    """A second support lead, for separation of duties (nobody decides what they requested)."""
    return UserFactory(username="lead2", groups=["support_lead"])


@pytest.fixture
def reviewer(role_groups):
    return UserFactory(username="reviewer", groups=["reviewer"])


@pytest.fixture
def auditor(role_groups):
    return UserFactory(username="auditor", groups=["auditor"])


@pytest.fixture
def admin_user(role_groups):
    """Overrides pytest-django's: the admin role as the demo has it (superuser, staff, admin group)."""
    return UserFactory(username="admin", is_staff=True, is_superuser=True, groups=["admin"])


@pytest.fixture
def client_for(db):
    """`client_for(user)`: a Django test client logged in as that user."""

    def make(user) -> Client:
        client = Client()
        client.force_login(user)
        # As for a person already browsing: their permissions and roles are kept between requests
        # (supervisor.person_roles), so pages count the queries of every request after the first.
        person_roles.permissions(type(user).objects.get(pk=user.pk))
        return client

    return make


# --- Real Celery worker processes -----------------------------------------------------------


def _test_database_url() -> str:
    """DATABASE_URL for pytest-django's test database (its NAME is swapped in by then)."""
    from runs.crashtest import database_url

    return database_url()


class CeleryWorkerProcess:
    """One `celery -A supervisor worker --pool=prefork -c 1` process and its log file."""

    READY = re.compile(r"@\S+ ready\.")

    def __init__(self, name: str, log_path: Path, env: dict[str, str], include: tuple[str, ...] = ()):
        self.name = name
        self.log_path = log_path
        self.env = env
        self.include = include
        self.proc: subprocess.Popen | None = None

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def start(self) -> None:
        cmd = [
            sys.executable, "-m", "celery", "-A", "supervisor", "worker",
            "--pool=prefork", "-c", "1", "-l", "info", "-n", f"{self.name}@%h",
            "--without-mingle", "--without-gossip",
        ]
        if self.include:
            cmd += ["--include", ",".join(self.include)]
        self.log_path.parent.mkdir(parents=True, exist_ok=True)
        with open(self.log_path, "wb") as log:
            log.write(("$ " + " ".join(cmd) + "\n").encode())
            log.flush()
            # Its own session, so teardown can end the pool child with it (by this group id).
            self.proc = subprocess.Popen(cmd, cwd=ROOT, env=self.env, stdin=subprocess.DEVNULL, stdout=log,
                                         stderr=subprocess.STDOUT, start_new_session=True)

    def log(self) -> str:
        try:
            return self.log_path.read_text(errors="replace")
        except FileNotFoundError:
            return ""

    def wait_for_log(self, pattern: str | re.Pattern, timeout: float = 30.0) -> re.Match:
        """Wait until the worker's log matches `pattern`; fail with the log's tail if it never does."""
        regex = re.compile(pattern) if isinstance(pattern, str) else pattern

        def logged() -> re.Match | None:
            match = regex.search(self.log())
            if not match and self.proc is not None and self.proc.poll() is not None:
                pytest.fail(f"worker {self.name} exited with {self.proc.returncode} before logging "
                            f"{regex.pattern!r}; log {self.log_path}:\n{self.log()[-4000:]}")
            return match

        return wait_until(logged, timeout=timeout,
                          message=lambda: f"worker {self.name} never logged {regex.pattern!r}; log {self.log_path}:\n{self.log()[-4000:]}")

    def wait_ready(self, timeout: float = 60.0) -> None:
        self.wait_for_log(self.READY, timeout)

    def kill(self) -> None:
        """SIGKILL the worker and its pool child at once, as a crashed machine would."""
        if self.proc is None:
            return
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # the pool child too, even if the main process is gone
        except ProcessLookupError:
            pass
        self.proc.wait(10)

    def stop(self, timeout: float = 20.0) -> None:
        """Warm shutdown (SIGTERM), then SIGKILL for whatever is left of its process group."""
        stop_group(self.proc, timeout)


def broker_key(name: str) -> str:
    """The Redis key kombu keeps `name` under here (prefixed per pytest-xdist worker: tests/settings.py)."""
    return settings.CELERY_BROKER_TRANSPORT_OPTIONS.get("global_keyprefix", "") + name


def _forget_unacknowledged(url: str) -> None:
    """Drop deliveries an earlier test's workers left unacknowledged: kombu keeps them beside the
    queue, and a new worker restores them as it starts (a purge does not reach them)."""
    import redis

    with redis.Redis.from_url(url) as client:
        client.delete(*(broker_key(name) for name in ("unacked", "unacked_index", "unacked_mutex")))


@pytest.fixture
def celery_workers(request, transactional_db):
    """Start real worker processes: `celery_workers(count=1, include=(), env=None)` -> list.

    `include` names extra task modules for the worker to import (test-only tasks, e.g.
    "tests.worker_probe"; the repository root is on the worker's PYTHONPATH). Skipped unless DATABASE_URL is PostgreSQL and REDIS_URL
    is set. The broker's queue and its unacknowledged deliveries are cleared first, so leftovers from earlier runs are not delivered.
    """
    if not services_available():
        pytest.skip("real workers need PostgreSQL and Redis: set DATABASE_URL=postgres://... and REDIS_URL")
    from supervisor.celery import app

    app.control.purge()
    _forget_unacknowledged(settings.REDIS_URL)
    base_env = {
        **os.environ,
        "DATABASE_URL": _test_database_url(),
        "PYTHONUNBUFFERED": "1",
        "PYTHONPATH": os.pathsep.join(p for p in [str(ROOT), os.environ.get("PYTHONPATH", "")] if p),
    }
    base_env.pop("DJANGO_ALLOW_ASYNC_UNSAFE", None)
    test_name = re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.nodeid.split("::", 1)[-1])[:80]
    started: list[CeleryWorkerProcess] = []

    def start(count: int = 1, include: tuple[str, ...] | list[str] = (), env: dict[str, str] | None = None):
        workers = []
        for _ in range(count):
            name = f"w{len(started) + 1}-{uuid.uuid4().hex[:6]}"
            worker = CeleryWorkerProcess(
                name,
                ARTIFACTS / "celery" / f"{test_name}-{name}.log",
                {**base_env, "REDIS_URL": settings.REDIS_URL, **(env or {})},  # read now: `own_redis` may have moved it
                tuple(include),
            )
            worker.start()
            started.append(worker)
            workers.append(worker)
        for worker in workers:
            worker.wait_ready()
        return workers

    yield start
    # Killed, not shut down warm (that takes seconds a worker, and nobody watches it any more): a
    # task it was walking dies with it, before the test database is emptied for the next test,
    # and what it leaves unacknowledged in Redis the next `celery_workers` forgets before it starts any.
    for worker in started:
        worker.kill()


# --- A Redis of the test's own ----------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class RedisServer:
    """A `redis-server` on a free loopback port, without persistence, that the test may stop and
    start again (a Redis restart loses every queued and unacknowledged task). Never the machine's."""

    def __init__(self, port: int, folder: Path):
        self.port, self.folder = port, folder
        self.url = f"redis://127.0.0.1:{port}/0"
        self.proc: subprocess.Popen | None = None

    def start(self, timeout: float = 10) -> "RedisServer":
        import redis

        self.folder.mkdir(parents=True, exist_ok=True)
        cmd = ["redis-server", "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
               "--dir", str(self.folder), "--logfile", str(self.folder / "redis.log")]
        self.proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT,
                                     start_new_session=True)

        def answers() -> bool:
            if self.proc.poll() is not None:
                pytest.fail(f"redis-server on port {self.port} exited: {(self.folder / 'redis.log').read_text()[-2000:]}")
            try:
                return bool(redis.Redis.from_url(self.url, socket_timeout=1).ping())
            except redis.ConnectionError:
                return False

        wait_until(answers, timeout=timeout, interval=0.05,
                   message=lambda: f"redis-server on port {self.port} did not start: {(self.folder / 'redis.log').read_text()[-2000:]}")
        return self

    def stop(self) -> None:
        """Gone at once, as a crash: nothing is saved."""
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def restart(self, down_seconds: float = 1.0) -> None:
        self.stop()
        time.sleep(down_seconds)  # the outage itself, not a wait for something
        self.start()


def _point_celery_at(url: str) -> None:
    """This process's Celery app (it enqueues walks) sends to `url` from now on."""
    from supervisor.celery import app

    app.conf.broker_url = url
    app._after_fork()  # drops the connection and producer pools, so the next send connects to `url`


@pytest.fixture
def own_redis(settings, tmp_path) -> RedisServer:
    """A Redis of this test's own (RedisServer) as the broker of this process and of the workers
    `celery_workers` starts after it. Tests that stop or restart Redis use this, never 6379."""
    if not shutil.which("redis-server"):
        pytest.skip("needs redis-server on PATH")
    server = RedisServer(free_port(), tmp_path / "redis").start()
    before = settings.CELERY_BROKER_URL
    settings.REDIS_URL = settings.CELERY_BROKER_URL = server.url
    _point_celery_at(server.url)
    yield server
    _point_celery_at(before)
    server.stop()


@pytest.fixture
def announced(monkeypatch) -> list[tuple[int, int]]:
    """The live announcements (run id, seq) made while the test runs, instead of sending them."""
    from runs import live

    sent: list[tuple[int, int]] = []
    monkeypatch.setattr(live, "announce", lambda run_id, seq: sent.append((run_id, seq)))
    return sent


@pytest.fixture
def celery_worker(celery_workers) -> CeleryWorkerProcess:
    """One real worker process, ready."""
    return celery_workers(1)[0]

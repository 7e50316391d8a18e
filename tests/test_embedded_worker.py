"""The demo's in-process worker takes tasks from the memory:// broker, in its own thread, like a real worker."""

import threading

import pytest
from celery import Celery, current_app

from supervisor.embedded_worker import EmbeddedWorker

# The worker runs Django's checks (which read the database) in its own thread as it starts.
pytestmark = pytest.mark.django_db(transaction=True)


def make_app() -> Celery:
    """The project's Celery configuration on the embedded transport, whatever REDIS_URL says."""
    app = Celery("embedded-probe", set_as_current=False)
    app.config_from_object("django.conf:settings", namespace="CELERY")
    app.conf.broker_url = "memory://"
    return app


def test_it_runs_tasks_sent_over_the_memory_transport_in_its_own_thread_only():
    # Stopping takes a few seconds (the consume loop polls in 2 s slices), so one test covers it all.
    app = make_app()
    seen: list[tuple[int, str]] = []
    all_done = threading.Event()

    @app.task(name="tests.embedded.ping")
    def ping(n: int) -> None:
        seen.append((n, threading.current_thread().name))
        if len(seen) == 3:
            all_done.set()

    caller_app = current_app._get_current_object()
    with EmbeddedWorker(app) as worker:
        assert worker.alive
        assert current_app._get_current_object() is caller_app, "the worker's app is current in its thread only"
        for n in range(3):
            ping.delay(n)
        assert all_done.wait(15), "the embedded worker did not run the tasks"
    assert seen == [(n, "celery-embedded-worker") for n in range(3)]
    assert not worker.alive, "leaving the block stops the worker thread"


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



def test_its_beat_runs_in_process_and_asks_for_scheduled_tasks_over_the_memory_transport():
    """Embedded mode has no `celery beat` process: the beat is a thread beside the worker, which is
    how the deadline sweep on waits for people runs in the demo."""
    app = make_app()
    app.conf.beat_schedule = {"tick": {"task": "tests.embedded.tick", "schedule": 0.3}}
    ticked = threading.Event()

    @app.task(name="tests.embedded.tick")
    def tick() -> None:
        ticked.set()

    with EmbeddedWorker(app) as worker:
        assert worker.beat_thread is not None and worker.beat_thread.is_alive()
        assert ticked.wait(15), "the embedded beat never asked for the scheduled task"
    assert worker.beat_thread is None


def test_the_deadline_sweep_is_on_the_beat_schedule():
    from django.conf import settings

    entry = settings.CELERY_BEAT_SCHEDULE["check-wait-deadlines"]
    assert entry["task"] == "supervisor.check_wait_deadlines" and entry["schedule"] == settings.WAIT_CHECK_SECONDS

"""A Celery worker inside this process, for the embedded demo (`manage.py demo`).

The `memory://` transport only exists inside the process that uses it, so the web server that
enqueues runs and the worker that walks them must share one process: the worker runs in a
thread with the solo pool, taking tasks exactly as a separate `celery -A supervisor worker`
process would (unlike `task_always_eager`, which runs them inline and hides ordering bugs).
Production runs separate worker processes on Redis instead.

Celery beat (the clock that asks for the deadline sweep, CELERY_BEAT_SCHEDULE) runs beside it as
another thread (`beat=True`, the default): a beat in its own process could not reach `memory://`.
Its schedule lives in memory: after a restart the first sweep comes one period later, and the
deadlines it checks are in the database, so nothing is missed.
"""

from __future__ import annotations

import threading

from celery import Celery
from celery.beat import EmbeddedService, Scheduler
from celery.worker import WorkController
from celery.worker import state as worker_state


class _Controller(WorkController):
    def __init__(self, *args, ready: threading.Event, **kwargs):
        self._ready = ready
        super().__init__(*args, **kwargs)

    def on_consumer_ready(self, consumer):
        self._ready.set()


class EmbeddedWorker:
    """Start with `start()` (returns once the worker consumes), stop with `stop()`; or use `with`."""

    def __init__(self, app: Celery | None = None, *, hostname: str = "embedded@supervisor",
                 loglevel: str = "WARNING", polling_interval: float = 0.1, beat: bool = True):
        if app is None:
            from supervisor.celery import app
        self.app = app
        self.hostname = hostname
        self.loglevel = loglevel
        self.polling_interval = polling_interval
        self.controller: WorkController | None = None
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._thread: threading.Thread | None = None
        self.beat = beat
        self.beat_thread = None

    @property
    def alive(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, timeout: float = 30.0) -> EmbeddedWorker:
        app = self.app
        app.finalize()
        if app.conf.broker_url.startswith("memory://"):
            # The memory transport polls; its default second between polls is a visible lag in the demo.
            app.conf.broker_transport_options = {**app.conf.broker_transport_options, "polling_interval": self.polling_interval}
        worker_state.should_stop = None
        worker_state.should_terminate = None
        self._thread = threading.Thread(target=self._run, name="celery-embedded-worker", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise RuntimeError(f"the embedded Celery worker did not start within {timeout:.0f} s")
        if self._error is not None:
            raise RuntimeError(f"the embedded Celery worker failed to start: {self._error!r}") from self._error
        if self.beat:
            self.beat_thread = EmbeddedService(app, thread=True, scheduler_cls=Scheduler)
            self.beat_thread.start()
        return self

    def _run(self) -> None:
        # Built in its own thread: Celery's Django fixup closes the database connections of the
        # thread that creates the worker, and those must be the worker's, not the caller's.
        try:
            # Current for this thread only (Celery keeps it thread-local): shared tasks run here
            # see this app, and the caller's threads keep theirs.
            self.app.set_current()
            self.controller = _Controller(
                app=self.app,
                hostname=self.hostname,
                pool="solo",
                concurrency=1,
                loglevel=self.loglevel,
                ready=self._ready,
                without_heartbeat=True,
                without_mingle=True,
                without_gossip=True,
            )
            self.controller.start()
        except BaseException as exc:  # reported to start()'s caller
            self._error = exc
        finally:
            self._ready.set()

    def stop(self, timeout: float = 15.0) -> bool:
        """Warm shutdown: a task in progress finishes first. True if the thread ended in time."""
        if self.beat_thread is not None:
            self.beat_thread.stop()
            self.beat_thread = None
        if self._thread is None:
            return True
        worker_state.should_stop = 0  # the consume loop checks this between messages
        self._thread.join(timeout)
        stopped = not self._thread.is_alive()
        if stopped:
            worker_state.should_stop = None
        return stopped

    def __enter__(self) -> EmbeddedWorker:
        return self.start()

    def __exit__(self, *exc_info) -> None:
        self.stop()

"""The live path's only message: {run_id, seq}, sent to the run's group after a commit, once per
commit (a turn's many events are one announcement, of the last one), and once per turn: a turn's
commit of an external effect's request is announced by the commit that finishes the turn
(runs.walk.lease.save_run).

The channel layer is at-most-once; the database is the truth. Consumers re-read what they render.
"""

from __future__ import annotations

import asyncio
import atexit
import logging
import os
import threading

from asgiref.sync import async_to_sync
from channels.layers import InMemoryChannelLayer, get_channel_layer
from django.db import transaction

log = logging.getLogger(__name__)

RUNS_GROUP = "runs"  # overview and queues listen here


def run_group(run_id: int) -> str:
    return f"run-{run_id}"


class _Announcement:
    """The one announcement a transaction makes for a run: of its last event (a turn commits many)."""

    def __init__(self, run_id: int, seq: int):
        self.run_id, self.seq = run_id, seq

    def __call__(self) -> None:
        announce(self.run_id, self.seq)


def announce_on_commit(run_id: int, seq: int) -> None:
    """After the current transaction commits, announce the run once, with the newest seq."""
    connection = transaction.get_connection()
    here = set(connection.savepoint_ids)
    for savepoints, callback, _ in connection.run_on_commit:
        # One registered at this savepoint or outside it is dropped by no rollback that keeps this event.
        if isinstance(callback, _Announcement) and callback.run_id == run_id and savepoints <= here:
            callback.seq = max(callback.seq, seq)
            return
    transaction.on_commit(_Announcement(run_id, seq))


_announcer = None  # this process's (pid, loop) for announcements to a Redis layer
_announcer_lock = threading.Lock()


def announce(run_id: int, seq: int) -> None:
    layer = get_channel_layer()
    if layer is None:
        return
    message = {"type": "run.changed", "run_id": run_id, "seq": seq}

    async def send(on):
        # The two groups' sends at once: on Redis each is a few round trips of its own (the group's
        # members read, then the message sent to them), and neither waits on the other.
        await asyncio.gather(on.group_send(run_group(run_id), message), on.group_send(RUNS_GROUP, message))

    try:
        if hasattr(layer, "close_pools"):
            # Redis: the process's one layer (the consumers' own), sent to from one event loop of
            # its own that lives as long as the process, so the connection pool channels_redis keeps
            # for that loop is made once and reused by every announcement, instead of a new loop and
            # pool each time (async_to_sync). Handed over, not waited for: the walk goes on while the
            # announcing thread talks to Redis (in the order announced: _Announcer).
            _announcer_of_this_process().hand(lambda: send(layer))
        elif _anyone_listens(layer, run_group(run_id), RUNS_GROUP):
            # The embedded layer hands a worker thread's announcement straight to the server's loop.
            handed = getattr(layer, "group_send_soon", None)
            if handed is None or not handed((run_group(run_id), RUNS_GROUP), message):
                async_to_sync(send)(layer)
    except Exception:  # a missed hint is caught up from the database on the next render
        log.warning("live announce failed for run %s seq %s", run_id, seq, exc_info=True)


ANNOUNCE_TIMEOUT_SECONDS = 5
# Announcements handed to the announcing thread and not yet sent, at most: past that, announce()
# waits for room (up to ANNOUNCE_TIMEOUT_SECONDS, then drops the hint), so a Redis that stalls
# slows the walk down as a waited-for send did, instead of queueing hints without end.
ANNOUNCE_BACKLOG = 64


def _anyone_listens(layer, *groups: str) -> bool:
    """Whether a group of the in-process layer has a member. async_to_sync starts a thread and an
    event loop per call (a twentieth of an eval's time, where no page listens), and a send to groups
    without members delivers nothing, so an announcement nobody can hear is not sent."""
    if not isinstance(layer, InMemoryChannelLayer):
        return True
    return any(layer.groups.get(group) for group in groups)


class _Announcer:
    """This process's announcing thread: an event loop of its own, which sends the announcements
    handed to it one after the other, in the order they were handed (a run's seqs arrive in order)."""

    def __init__(self):
        self.pid = os.getpid()
        self.loop = asyncio.new_event_loop()
        self.room = threading.BoundedSemaphore(ANNOUNCE_BACKLOG)
        self.idle = threading.Condition()
        self.waiting = 0  # handed, not yet sent (or given up)
        self.queue: asyncio.Queue = asyncio.Queue()  # bound to self.loop on first use, from that loop only
        threading.Thread(target=self._run, name="live-announcer", daemon=True).start()

    def _run(self) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.create_task(self._drain())
        self.loop.run_forever()

    def hand(self, sending) -> None:
        """Send `sending()` (a coroutine) after what was handed before, without waiting for it."""
        if not self.room.acquire(timeout=ANNOUNCE_TIMEOUT_SECONDS):
            raise TimeoutError(f"{ANNOUNCE_BACKLOG} announcements wait to be sent")
        with self.idle:
            self.waiting += 1
        self.loop.call_soon_threadsafe(self.queue.put_nowait, sending)

    async def _drain(self) -> None:
        while True:
            sending = await self.queue.get()
            try:
                await asyncio.wait_for(sending(), ANNOUNCE_TIMEOUT_SECONDS)
            except Exception:  # a missed hint is caught up from the database on the next render
                log.warning("live announce failed", exc_info=True)
            finally:
                self.room.release()
                with self.idle:
                    self.waiting -= 1
                    if not self.waiting:
                        self.idle.notify_all()

    def wait_sent(self, timeout: float) -> bool:
        """Whether every announcement handed so far was sent (or given up) within `timeout` seconds."""
        with self.idle:
            return self.idle.wait_for(lambda: not self.waiting, timeout)


_announcer: _Announcer | None = None  # this process's; a forked worker starts its own
_announcer_lock = threading.Lock()


def _announcer_of_this_process() -> _Announcer:
    global _announcer
    with _announcer_lock:
        if _announcer is None or _announcer.pid != os.getpid():
            _announcer = _Announcer()
        return _announcer


def _announcing() -> asyncio.AbstractEventLoop:
    """This process's announcing loop (a daemon thread); a forked worker starts its own."""
    return _announcer_of_this_process().loop


def wait_announced(timeout: float = ANNOUNCE_TIMEOUT_SECONDS) -> bool:
    """Whether the announcements this process handed to Redis so far are sent, waiting up to `timeout` seconds for them."""
    return _announcer is None or _announcer.pid != os.getpid() or _announcer.wait_sent(timeout)


atexit.register(lambda: wait_announced(1.0))  # a process that ends right after a commit still announces it

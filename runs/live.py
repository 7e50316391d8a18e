"""The live path's only message: {run_id, seq}, sent to the run's group after a commit, once per
commit (a turn's many events are one announcement, of the last one).

The channel layer is at-most-once; the database is the truth. Consumers re-read what they render.
"""

from __future__ import annotations

import logging
import os
import threading

from asgiref.sync import async_to_sync
from channels import DEFAULT_CHANNEL_LAYER
from channels.layers import channel_layers, get_channel_layer
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


_layer = None  # this process's layer for announcements: (pid, layer)
_layer_lock = threading.Lock()


def announce(run_id: int, seq: int) -> None:
    layer = get_channel_layer()
    if layer is None:
        return
    message = {"type": "run.changed", "run_id": run_id, "seq": seq}
    own = hasattr(layer, "close_pools")
    if own:
        # A Redis layer of our own, one per process, apart from the shared instance the consumers
        # of this process receive on: its pools are closed after each send (async_to_sync may run
        # the send on a loop it then throws away), and close_pools() closes every pool of the
        # instance it is called on.
        layer = _announcing_layer()

    async def send():
        try:
            await layer.group_send(run_group(run_id), message)
            await layer.group_send(RUNS_GROUP, message)
        finally:
            # channels_redis keeps pools per event loop; async_to_sync makes a new loop per call.
            if own:
                await layer.close_pools()

    try:
        if own:
            with _layer_lock:  # one send at a time on the process's layer: a close never cuts another's send
                async_to_sync(send)()
        else:
            async_to_sync(send)()
    except Exception:  # a missed hint is caught up from the database on the next render
        log.warning("live announce failed for run %s seq %s", run_id, seq, exc_info=True)


def _announcing_layer():
    global _layer
    with _layer_lock:
        if _layer is None or _layer[0] != os.getpid():  # a forked worker makes its own
            _layer = (os.getpid(), channel_layers.make_backend(DEFAULT_CHANNEL_LAYER))
        return _layer[1]

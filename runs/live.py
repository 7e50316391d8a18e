"""The live path's only message: {run_id, seq}, sent to the run's group after a commit.

The channel layer is at-most-once; the database is the truth. Consumers re-read what they render.
"""

from __future__ import annotations

import logging

from asgiref.sync import async_to_sync
from channels import DEFAULT_CHANNEL_LAYER
from channels.layers import channel_layers, get_channel_layer
from django.db import transaction

log = logging.getLogger(__name__)

RUNS_GROUP = "runs"  # overview and queues listen here


def run_group(run_id: int) -> str:
    return f"run-{run_id}"


def announce_on_commit(run_id: int, seq: int) -> None:
    transaction.on_commit(lambda: announce(run_id, seq))


def announce(run_id: int, seq: int) -> None:
    layer = get_channel_layer()
    if layer is None:
        return
    message = {"type": "run.changed", "run_id": run_id, "seq": seq}
    if hasattr(layer, "close_pools"):
        # A Redis layer of our own for this send. Its pools are closed afterwards (async_to_sync may
        # run the send on a loop it then throws away), and close_pools() closes every pool of the
        # instance it is called on: on the shared instance that would cut the connections the
        # consumers in this process receive on, when a person's action announces from a daphne thread.
        layer = channel_layers.make_backend(DEFAULT_CHANNEL_LAYER)

    async def send():
        try:
            await layer.group_send(run_group(run_id), message)
            await layer.group_send(RUNS_GROUP, message)
        finally:
            # channels_redis keeps pools per event loop; async_to_sync makes a new loop per call.
            close = getattr(layer, "close_pools", None)
            if close is not None:
                await close()

    try:
        async_to_sync(send)()
    except Exception:  # a missed hint is caught up from the database on the next render
        log.warning("live announce failed for run %s seq %s", run_id, seq, exc_info=True)

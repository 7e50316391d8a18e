"""Embedded mode: an announcement made on the worker's thread wakes the server's event loop at once.

The server's loop here runs in a thread of its own with nothing else to do, so it sleeps until
something wakes it: a message that only lands in its queue without waking it is never received.
"""

from __future__ import annotations

import asyncio
import threading
import time
from concurrent.futures import TimeoutError as FutureTimeout

import pytest
from channels.layers import InMemoryChannelLayer

from runs import live
from supervisor.layers import ThreadSafeInMemoryChannelLayer
from tests.polling import wait_until


@pytest.fixture
def server_loop():
    """An event loop in its own thread, as daphne's: idle until woken."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, name="server-loop", daemon=True)
    thread.start()
    yield loop
    loop.call_soon_threadsafe(loop.stop)
    thread.join(5)
    loop.close()


def listen(layer, loop, run_id: int):
    """A socket of the run page on the server's loop: joined to the run's group, waiting for a message."""

    async def joined():
        channel = await layer.new_channel()
        await layer.group_add(live.run_group(run_id), channel)
        return channel

    channel = asyncio.run_coroutine_threadsafe(joined(), loop).result(5)
    received = asyncio.run_coroutine_threadsafe(layer.receive(channel), loop)
    # Asleep in receive(): its queue has a getter waiting (a message sent earlier would prove nothing).
    wait_until(lambda: (queue := layer.channels.get(channel)) is not None and queue._getters, timeout=5,
               message="the socket never started receiving")
    return received


def announce_from_a_worker_thread(layer, monkeypatch, run_id: int, seq: int) -> float:
    """live.announce on a thread of its own (the embedded worker's), on `layer`; when it was made."""
    monkeypatch.setattr(live, "get_channel_layer", lambda: layer)
    sent = []
    worker = threading.Thread(target=lambda: (sent.append(time.monotonic()), live.announce(run_id, seq)), name="celery-embedded-worker")
    worker.start()
    worker.join(5)
    assert not worker.is_alive(), "the announcement did not return"
    return sent[0]


def test_a_worker_threads_announcement_wakes_the_servers_loop_at_once(server_loop, monkeypatch):
    layer = ThreadSafeInMemoryChannelLayer()
    received = listen(layer, server_loop, run_id=7)

    sent = announce_from_a_worker_thread(layer, monkeypatch, run_id=7, seq=12)

    message = received.result(timeout=2)
    arrived = time.monotonic()
    assert message == {"type": "run.changed", "run_id": 7, "seq": 12}
    assert arrived - sent < 0.5, f"the loop took {arrived - sent:.2f} s to see the announcement"


def test_channels_own_in_memory_layer_leaves_the_loop_asleep(server_loop, monkeypatch):
    """Why the layer above exists: the same announcement on channels' layer lands in the queue
    without waking the loop, which would only see it when something else woke it."""
    layer = InMemoryChannelLayer()
    received = listen(layer, server_loop, run_id=8)

    announce_from_a_worker_thread(layer, monkeypatch, run_id=8, seq=3)

    with pytest.raises(FutureTimeout):
        received.result(timeout=0.5)
    server_loop.call_soon_threadsafe(lambda: None)  # anything that wakes the loop delivers it
    assert received.result(timeout=2)["seq"] == 3


def test_a_worker_threads_announcement_is_handed_to_the_servers_loop_without_a_loop_of_its_own(server_loop, monkeypatch):
    """No event loop and thread made per announcement (async_to_sync's), and the worker does not
    wait for the server's loop to take it: both groups get it, in the order announced."""
    layer = ThreadSafeInMemoryChannelLayer()
    page = listen(layer, server_loop, run_id=9)

    def no_loop_of_its_own(*args, **kwargs):
        raise AssertionError("async_to_sync made a loop for the announcement")

    monkeypatch.setattr(live, "async_to_sync", no_loop_of_its_own)

    async def overview_joined():
        channel = await layer.new_channel()
        await layer.group_add(live.RUNS_GROUP, channel)
        return channel

    overview = asyncio.run_coroutine_threadsafe(overview_joined(), server_loop).result(5)
    announce_from_a_worker_thread(layer, monkeypatch, run_id=9, seq=4)
    announce_from_a_worker_thread(layer, monkeypatch, run_id=9, seq=5)

    assert page.result(timeout=2)["seq"] == 4
    later = asyncio.run_coroutine_threadsafe(layer.receive(overview), server_loop).result(2), \
        asyncio.run_coroutine_threadsafe(layer.receive(overview), server_loop).result(2)
    assert [m["seq"] for m in later] == [4, 5]


def test_an_announcement_with_no_server_loop_running_is_sent_as_before(monkeypatch):
    """Before any socket has received (no loop to hand to), the layer's own send carries it."""
    layer = ThreadSafeInMemoryChannelLayer()
    assert layer.group_send_soon((live.run_group(3),), {"type": "run.changed", "run_id": 3, "seq": 1}) is False

"""The channel layer of the embedded mode: channels' in-memory layer, safe to send on from another thread.

In embedded mode the worker is a thread of the web process (supervisor.embedded_worker), and its
announcements (runs.live) reach the sockets through the one in-memory layer they share. Channels'
layer keeps each channel's messages in an asyncio.Queue of the server's event loop; a send from the
worker's thread (on a loop of its own, made by async_to_sync) puts the message there without telling
that loop, which sleeps on until something else wakes it (daphne looks at its connections once a
second): worker events reached the page up to a second late. This layer remembers the loop that
receives and carries a send made on any other loop over to it (run_coroutine_threadsafe), which
wakes it at once and keeps the layer's dicts and queues on the one thread that owns them.
"""

from __future__ import annotations

import asyncio
import logging

from channels.layers import InMemoryChannelLayer

log = logging.getLogger(__name__)

# How long a sender on another thread waits for the receiving loop to take its message. Only a loop
# that is stopping takes longer, and then the hint is lost, as the layer allows (the resync catches up).
HANDOVER_SECONDS = 2.0


class ThreadSafeInMemoryChannelLayer(InMemoryChannelLayer):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._home: asyncio.AbstractEventLoop | None = None  # the loop the consumers receive on

    async def receive(self, channel):
        self._home = asyncio.get_running_loop()
        return await super().receive(channel)

    def _elsewhere(self) -> asyncio.AbstractEventLoop | None:
        """The receiving loop, if it runs and is not this one."""
        home = self._home
        if home is None or home.is_closed() or not home.is_running() or home is asyncio.get_running_loop():
            return None
        return home

    async def _on(self, home: asyncio.AbstractEventLoop, coroutine) -> None:
        future = asyncio.run_coroutine_threadsafe(coroutine, home)
        try:
            await asyncio.wait_for(asyncio.wrap_future(future), HANDOVER_SECONDS)
        except TimeoutError:
            future.cancel()
            log.warning("channel layer: the receiving loop did not take a message within %.0f s", HANDOVER_SECONDS)

    def group_send_soon(self, groups: tuple[str, ...], message: dict) -> bool:
        """From a thread with no event loop (the embedded worker, after its commit): hand the sends
        to the receiving loop and return at once, without the event loop and thread async_to_sync
        would make for each announcement (and wait on). The loop runs them in the order handed.
        False when no receiving loop runs: the caller sends as before (nobody listens, or tests)."""
        home = self._home
        if home is None or home.is_closed() or not home.is_running():
            return False

        async def sends():
            for group in groups:
                await InMemoryChannelLayer.group_send(self, group, message)

        try:
            asyncio.get_running_loop()
        except RuntimeError:
            asyncio.run_coroutine_threadsafe(sends(), home)  # a lost hint is caught up by the resync
            return True
        return False  # on a loop: the async sends above carry it over as before

    async def send(self, channel, message):
        home = self._elsewhere()
        if home is None:
            return await super().send(channel, message)
        await self._on(home, InMemoryChannelLayer.send(self, channel, message))

    async def group_send(self, group, message):
        home = self._elsewhere()
        if home is None:
            return await super().group_send(group, message)
        await self._on(home, InMemoryChannelLayer.group_send(self, group, message))

"""Waiting for something another process or thread does: poll a condition until a deadline.

Tests never sleep a fixed time: they say what they wait for, how long it may honestly take, and
what to show when it never happens. `wait_until` returns the first truthy value the condition
gives (a match, a row), so a wait can also fetch what the test goes on with.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import pytest

T = TypeVar("T")
Message = str | Callable[[], str] | None


class _Deadline:
    def __init__(self, timeout: float, message: Message, what: Callable):
        self.timeout, self.message, self.what = timeout, message, what
        self.ends = time.monotonic() + timeout

    def passed(self) -> bool:
        return time.monotonic() > self.ends

    def fail(self) -> None:
        text = self.message() if callable(self.message) else self.message
        name = getattr(self.what, "__name__", repr(self.what))
        pytest.fail(f"waited {self.timeout:g} s for {name}: {text or 'it never happened'}")


def wait_until(condition: Callable[[], T], *, timeout: float = 10.0, interval: float = 0.05, message: Message = None) -> T:
    """Call `condition` every `interval` seconds until it returns something truthy, and return that.

    Fails the test after `timeout` seconds with `message` (a string, or a callable read only then:
    a worker's log tail). `condition` may itself fail the test early (a process that died)."""
    deadline = _Deadline(timeout, message, condition)
    while True:
        value = condition()
        if value:
            return value
        if deadline.passed():
            deadline.fail()
        time.sleep(interval)


async def wait_until_async(condition: Callable[[], Awaitable[T]], *, timeout: float = 10.0, interval: float = 0.0,
                           message: Message = None) -> T:
    """`wait_until` inside an event loop, for a condition that awaits (a socket that catches up)."""
    deadline = _Deadline(timeout, message, condition)
    while True:
        value = await condition()
        if value:
            return value
        if deadline.passed():
            deadline.fail()
        await asyncio.sleep(interval)

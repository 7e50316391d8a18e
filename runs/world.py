"""The world a run's walk reads from outside itself: the time, the shop, the model. A walk, a
person's verb or a guard never asks Django for the time or builds a shop or an agent itself; it
asks here, so a replay (the record's time, shop and model), an eval at a fixed moment or a crash
test (a shop that dies around its calls) swaps them without touching the walk:

    with using(replace(real(), clock=lambda: moment)):
        walk(run_id)

The lease (who walks a run, and until when) is coordination between processes, not the run's
world: it stays on the wall clock.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from django.conf import settings
from django.utils import timezone
from django.utils.module_loading import import_string

from .agents import Agent, agent_for

__all__ = ["World", "agent", "calling", "now", "real", "replace", "shop", "using", "verifier"]


@dataclass(frozen=True)
class World:
    clock: Callable[[], datetime]
    shop: Callable[[], Any]  # a new tool backend (runs.shop.backend.DemoShop's methods)
    agent: Callable[[Any], Agent]  # the agent for a run
    # The model verifier (SUPERVISOR_VERIFIER=model): the verifier's input -> its recorded report.
    # A replay answers from the record, so replaying a run never asks a model again.
    verifier: Callable[[dict], dict] = None  # type: ignore[assignment]  # None: the configured one


def configured_shop() -> Any:
    """The shop of settings.SHOP_BACKEND (a dotted path to a function returning a backend)."""
    return import_string(settings.SHOP_BACKEND)()


def real() -> World:
    """The wall clock, the configured shop and the agent the run was started with."""
    return World(clock=timezone.now, shop=configured_shop, agent=agent_for)


_current: ContextVar[World | None] = ContextVar("supervisor_world", default=None)
# The tool call the shop is answering now (set by runs.walk.calls): a recorded shop answers by it.
calling: ContextVar[str] = ContextVar("supervisor_tool_call", default="")


@contextmanager
def using(world: World) -> Iterator[World]:
    """Walk, act and check inside this world until the block ends (per thread and task)."""
    token = _current.set(world)
    try:
        yield world
    finally:
        _current.reset(token)


def current() -> World:
    return _current.get() or real()


def now() -> datetime:
    return current().clock()


def shop() -> Any:
    return current().shop()


def agent(run) -> Agent:
    return current().agent(run)


def verifier() -> Callable[[dict], dict] | None:
    """The world's model verifier, or None for the configured one (runs.model_verifier.ask_model,
    which the reply asks: the world names no step of a ticket's path)."""
    return current().verifier

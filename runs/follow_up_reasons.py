"""How a subtask handed to a follow-up run says so (runs.follow_ups): its deferred reason names the run and the order,
read back by the reply's writer and the judge. Kept apart from runs.follow_ups, which creates runs, so that a model
adapter can read it without the walk."""

from __future__ import annotations

import re

HANDED_OVER = "handed over to run"  # how a handed subtask's deferred reason starts

_HANDED = re.compile(re.escape(HANDED_OVER) + r" #(\d+), which works order (\S+) ")


def handed_run(subtask) -> int | None:
    """The follow-up run a deferred subtask (a Subtask, or a view's dict) was handed to (None when it was not handed over)."""
    match = _HANDED.match(_reason(subtask))
    return int(match.group(1)) if match else None


def handed_order(subtask) -> str:
    """The order a deferred subtask was handed over on ('' when it was not handed over)."""
    match = _HANDED.match(_reason(subtask))
    return match.group(2) if match else ""


def _reason(subtask) -> str:
    reason = subtask.get("deferred_reason") if isinstance(subtask, dict) else getattr(subtask, "deferred_reason", "")
    return reason or ""

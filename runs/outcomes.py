"""A closed run's outcome from its subtasks' statuses: the one rule the close writes (runs.walk.close)
and the generated eval cases expect (runs.evals.sundry.answers). Kept apart from the walk so that a
case generator can read it without the turn context."""

from __future__ import annotations

from collections.abc import Iterable

from .models import RunOutcome, SubtaskStatus


def outcome_of(statuses: Iterable[str]) -> RunOutcome:
    """resolved: every subtask resolved. escalated: nothing resolved and a person must pick it up.
    partial: the rest, i.e. something resolved, or everything left was deferred with a reason the
    reply gives (a policy decline is an answer, not an escalation)."""
    statuses = list(statuses)
    if all(s == SubtaskStatus.RESOLVED for s in statuses):
        return RunOutcome.RESOLVED
    if any(s == SubtaskStatus.RESOLVED for s in statuses) or SubtaskStatus.ESCALATED not in statuses:
        return RunOutcome.PARTIAL
    return RunOutcome.ESCALATED

"""The end of a run: its outcome from its subtasks' statuses, and the close."""

from __future__ import annotations

from .. import record
from ..models import Phase, Run, Subtask
from .context import TurnContext, clock


def outcome_of(statuses: list[str]) -> str:
    """resolved: every subtask resolved. escalated: nothing resolved and a person must pick it up.
    partial: the rest, i.e. something resolved, or everything left was deferred with a reason the
    reply gives (a policy decline is an answer, not an escalation)."""
    if all(s == Subtask.Status.RESOLVED for s in statuses):
        return Run.Outcome.RESOLVED
    if any(s == Subtask.Status.RESOLVED for s in statuses) or Subtask.Status.ESCALATED not in statuses:
        return Run.Outcome.PARTIAL
    return Run.Outcome.ESCALATED


def close_run(ctx: TurnContext) -> None:
    run = ctx.run
    statuses = list(run.subtasks.values_list("status", flat=True))
    if any(s not in Subtask.CLOSED for s in statuses):
        raise RuntimeError("a run cannot close with an open subtask")
    outcome = outcome_of(statuses)
    unresolved = list(run.subtasks.exclude(status=Subtask.Status.RESOLVED).values("number", "goal", "status"))
    record.append(run, "transition", {"from": run.phase, "to": Phase.CLOSED, "why": "reply sent"}, actor="system")
    record.append(run, "run_closed", {"outcome": outcome, "unresolved": unresolved}, actor="system")
    run.phase, run.status, run.outcome, run.finished_at = Phase.CLOSED, Run.Status.DONE, outcome, clock()

"""The end of a run: its outcome from its subtasks' statuses (runs.outcomes), and the close."""

from __future__ import annotations

from .. import record, world
from ..models import Phase, Run, Subtask
from ..outcomes import outcome_of
from .context import TurnContext


def close_run(ctx: TurnContext) -> None:
    run = ctx.run
    statuses = list(run.subtasks.values_list("status", flat=True))
    if any(s not in Subtask.CLOSED for s in statuses):
        raise RuntimeError("a run cannot close with an open subtask")
    outcome = outcome_of(statuses)
    unresolved = list(run.subtasks.exclude(status=Subtask.Status.RESOLVED).values("number", "goal", "status"))
    record.append(run, "transition", {"from": run.phase, "to": Phase.CLOSED, "why": "reply sent"}, actor="system")
    record.append(run, "run_closed", {"outcome": outcome, "unresolved": unresolved}, actor="system")
    run.phase, run.status, run.outcome, run.finished_at = Phase.CLOSED, Run.Status.DONE, outcome, world.now()

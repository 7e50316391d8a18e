"""The end of a run: its outcome from its subtasks' statuses (runs.outcomes), and the close."""

from __future__ import annotations

from .. import record, world
from ..models import Phase, Run, Subtask
from ..outcomes import outcome_of
from ..reply_owed import no_reply_because
from .context import TurnContext
from .steps import plan_of


def close_run(ctx: TurnContext) -> None:
    run = ctx.run
    plan = plan_of(run)
    statuses = [s.status for s in plan]
    if any(s not in Subtask.CLOSED for s in statuses):
        raise RuntimeError("a run cannot close with an open subtask")
    outcome = outcome_of(statuses)
    unresolved = [{"number": s.number, "goal": s.goal, "status": s.status} for s in plan if s.status != Subtask.Status.RESOLVED]
    no_reply = no_reply_because(run)  # a run a person handled closes without the agent's reply: the record says so
    record.append(run, "transition", {"from": run.phase, "to": Phase.CLOSED, "why": "no reply sent" if no_reply else "reply sent"}, actor="system")
    record.append(run, "run_closed", {"outcome": outcome, "unresolved": unresolved, **({"no_reply": no_reply} if no_reply else {})}, actor="system")
    run.phase, run.status, run.outcome, run.finished_at = Phase.CLOSED, Run.Status.DONE, outcome, world.now()

"""What a refund waiting for a support lead holds back, and what it does not.

A decision over the ceiling waits for a lead; the run does not. Decisions of other subtasks that
the guard admitted are carried out meanwhile and their subtasks close. Held back are only:
- a subtask that depends on the waiting one (depends_on: blocked until it is resolved), and
- an admitted decision drawing on an order line (by sku) or a charge (by number) that the waiting
  decision draws on too: what is left of that line to refund, or to take back, depends on the
  lead's answer, so it is carried out after it.
(The same subtask has one decision in play: a new one replaces the waiting one and voids its
approval, see runs.walk.decisions.)

Pure functions over a run's decisions (Run.state["decisions"], or a request's view of them), so
the walk, the offline agent and the run page read the same answer.
"""

from __future__ import annotations

from .models import RunStatus, SubtaskStatus
from .money import dollars
from .state import DecisionState


def awaiting_approval(decisions: dict) -> dict[int, dict]:
    """Subtask number -> its decision waiting for a support lead."""
    return {d["subtask"]: d for d in decisions.values() if d["state"] == DecisionState.AWAITING_APPROVAL}


def _draws_on(decision: dict) -> set[tuple[str, object]]:
    lines = {("line", x["sku"]) for x in decision.get("lines") or [] if x.get("sku")}
    if decision.get("sku"):
        lines.add(("line", decision["sku"]))
    return lines | {("charge", n) for n in decision.get("charges") or []}


def _holder(decisions: dict, decision: dict) -> dict | None:
    mine = _draws_on(decision)
    for other in awaiting_approval(decisions).values():
        if other["subtask"] != decision["subtask"] and mine & _draws_on(other):
            return other
    return None


def held_by(decisions: dict, decision: dict) -> str:
    """The ref of a decision of another subtask, waiting for a lead, that draws on a line or charge
    this one draws on too; "" when nothing holds it."""
    other = _holder(decisions, decision)
    return "" if other is None else other.get("ref") or "a decision waiting for a lead"


def subtask_waits(subtasks: list[dict], decisions: dict, *, run_status: str, with_whom: dict[str, str] | None = None) -> dict[int, dict]:
    """Per subtask number, on whom it waits: {"on": "lead" | "reviewer" | "escalation" | "subtask"
    | "", "done": bool, "says": plain words}. `subtasks`: {number, status, depends_on}. `with_whom`:
    decision digest -> who its approval was given to ("lead2", "the admin group"), when it is no
    longer any support lead's: the words name them rather than the role."""
    resolved = {s["number"] for s in subtasks if s["status"] == SubtaskStatus.RESOLVED}
    waiting = awaiting_approval(decisions)
    with_whom = with_whom or {}
    out = {}
    for s in subtasks:
        n = s["number"]
        admitted = next((d for d in decisions.values() if d["subtask"] == n and d["state"] == DecisionState.ADMITTED), None)
        holder = _holder(decisions, admitted) if admitted else None
        blockers = [d for d in s.get("depends_on") or [] if d not in resolved]
        if s["status"] in (SubtaskStatus.RESOLVED, SubtaskStatus.DEFERRED):
            row = {"on": "", "done": True, "says": "Done."}
        elif s["status"] == SubtaskStatus.ESCALATED:
            row = {"on": "escalation", "done": True, "says": "Handed to a person (escalation)."}
        elif run_status == RunStatus.AWAITING_PLAN:
            row = {"on": "reviewer", "done": False, "says": "Waits for a reviewer to confirm the plan."}
        elif n in waiting:
            d = waiting[n]
            who = with_whom.get(d.get("digest"), "a support lead")
            row = {"on": "lead", "done": False, "says": f"Waits for {who} to approve {d.get('ref')} ({dollars(d.get('amount_cents') or 0)})."}
        elif holder:
            who = with_whom.get(holder.get("digest"), "a support lead")
            row = {"on": "lead", "done": False,
                   "says": f"Waits for {who}'s answer on {holder.get('ref') or 'a decision waiting for a lead'}: it draws on the same line or charge."}
        elif blockers:
            row = {"on": "subtask", "done": False, "says": f"Waits for subtask {', '.join(map(str, blockers))} to be resolved."}
        else:
            row = {"on": "", "done": False, "says": ""}
        out[n] = row
    return out

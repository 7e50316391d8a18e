"""A reply owed to the customer is never lost from sight: a run that ends without one records why, and a run handed
to a person before its reply went out says the reply is owed.

A run the verifier failed after its fix rounds goes to a person as a whole, and no reply goes out: a reply the
checks failed three times is not sent. What the person is handed says so, and says what already happened:

- the open item names what is left: each request or subtask a check failed on, but a subtask whose refund or
  return the shop already shows is named as that money or return to check, never as the work still to do
  ("refund the duplicate charge" after $58.51 was paid would invite a person to pay it again);
- the reason names the checks that failed, what the shop shows was carried out (or that no money moved), and
  that the customer's reply is owed.
"""

from __future__ import annotations

from .money import dollars
from .quoting import shortened
from .state import HoldingReply

# What a person is handed, first, when a run the verifier failed is handed over.
REPLY_OWED = "write the customer's reply (none was sent)"
# What a run-wide escalation's reason ends with whenever the run is handed over before its reply went out.
OWED = "No reply was sent to the customer: it is owed."
# ... or this, when all that went out is the holding reply of a ticket handed over whole (runs.walk.holding_reply).
HOLDING_OWED = "A holding reply was sent to the customer (a colleague will read it and reply; nothing done yet): the answer is owed."


def with_reply_owed(reason: str, state: dict) -> str:
    """A run-wide escalation's reason, saying the reply is owed when none went out (runs.walk.context.TurnContext.escalate)."""
    if state.get("reply_sent") or OWED in reason or HOLDING_OWED in reason:
        return reason
    return f"{reason.rstrip(' .')}. {HOLDING_OWED if state.get('holding_reply') == HoldingReply.SENT else OWED}"


def carried_out(plan: list[dict], made: dict) -> dict[int, list[str]]:
    """Per subtask number, what the shop shows was done for it: "a refund of $58.51", "a return"."""
    done: dict[int, list[str]] = {}
    for item in made.get("refunds", []):
        done.setdefault(item.get("subtask"), []).append(f"a refund of {dollars(item['amount_cents'])}")
    for item in made.get("returns", []):
        done.setdefault(item.get("subtask"), []).append(f"a {item.get('kind') or 'return'}")
    return {s["number"]: done[s["number"]] for s in plan if s["number"] in done}


def handover(findings: list[dict], plan: list[dict], made: dict) -> tuple[str, str]:
    """The open item and the reason of the run's escalation after verification failed a last time. `findings`: the
    verdict's; `plan`: subtasks with number, goal, status; `made`: the deliverables, each with its subtask."""
    done = carried_out(plan, made)
    by_goal = {s["goal"]: s for s in plan}

    def item_of(finding: dict) -> str:
        s = by_goal.get(finding["item"])
        if s is None or s["number"] not in done:
            return finding["item"]
        return f"check {' and '.join(done[s['number']])} already made for subtask {s['number']} ({finding['item']})"

    failed = [f for f in findings if f["check"] != "subtask_outcome"]
    unfinished = dict.fromkeys([REPLY_OWED, *(item_of(f) for f in failed),
                                *(item_of(f) for f in findings if f["check"] == "subtask_outcome")])
    moved = "; ".join(f"{' and '.join(what)} for subtask {n} ({next(s['goal'] for s in plan if s['number'] == n)})"
                      for n, what in done.items())
    reason = ("the verifier failed the run after two fix rounds: " + "; ".join(f["detail"] for f in failed)
              + (f". Already carried out, as the shop shows: {moved}" if moved else ". No money moved and no return was started")
              + f". {OWED}")
    return "; ".join(unfinished), reason


def no_reply_because(run) -> str:
    """Why a run closes without a reply ('' when it sent one): the run-wide escalation that handed it to a person."""
    if (run.state or {}).get("reply_sent"):
        return ""
    handed = run.escalations.filter(subtask__isnull=True).order_by("-pk").first()
    if handed is None:
        return "the run closed before a reply went out"
    holding = "only a holding reply went out, " if (run.state or {}).get("holding_reply") == HoldingReply.SENT else ""
    return f"the run was handed to a person before a reply went out ({shortened(handed.reason, 240)}); {holding}the reply is theirs to send"

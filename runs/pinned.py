"""What people said to a run that rides in the pinned block of every later model request: an
intervention's instruction or key information, the instructions a lead or a reviewer gave when
rejecting a refund or a plan, the note of an escalation resolved with "resume".

Each stays pinned until the run ends or a person withdraws it (a `pinned_withdrawn` event naming
its seq): the record alone says what is pinned, so a replay, the request and the run page agree.
It is state, not history: it grows with what people said, never with the number of turns.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .money import dollars

# The event kinds that may pin something, and the withdrawals: read in one query by the request.
PINNED_KINDS = ("intervention", "refund_rejected", "plan_rejected_by_person", "escalation_resolved", "pinned_withdrawn")

# Who may withdraw an item besides its author: whoever holds the permission that made it.
PERMISSION_OF = {"intervention": "runs.intervene_run", "refund_rejected": "runs.approve_refund",
                 "plan_rejected_by_person": "runs.confirm_plan", "escalation_resolved": "runs.resolve_escalation"}


@dataclass(frozen=True)
class PinnedItem:
    seq: int
    kind: str  # the event's kind
    label: str  # what it is: Instruction, Key information, Resolution
    actor: str
    role: str  # in what capacity it was said, as the model reads it
    text: str

    @property
    def permission(self) -> str:
        return PERMISSION_OF[self.kind]

    def line(self) -> str:
        return f"{self.label} from {self.actor} ({self.role}): {self.text}"


def _item(e) -> PinnedItem | None:
    p = e.payload or {}
    if e.kind == "intervention" and p.get("type") in ("instruction", "key_info") and p.get("text"):
        label = "Instruction" if p["type"] == "instruction" else "Key information"
        return PinnedItem(e.seq, e.kind, label, e.actor, "a supervisor", p["text"])
    if e.kind == "refund_rejected" and p.get("instructions"):
        what = f"{p.get('decision', 'the refund')}" + (f" of {dollars(p['proposed_cents'])}" if p.get("proposed_cents") else "")
        return PinnedItem(e.seq, e.kind, "Instruction", e.actor, f"a support lead, rejecting {what}; propose a new decision",
                          p["instructions"])
    if e.kind == "plan_rejected_by_person" and p.get("instructions"):
        return PinnedItem(e.seq, e.kind, "Instruction", e.actor, "a reviewer, rejecting the plan; revise it with replan", p["instructions"])
    if e.kind == "escalation_resolved" and p.get("resume") and p.get("resolution"):
        about = f" of \"{p['open_item']}\"" if p.get("open_item") else ""
        return PinnedItem(e.seq, e.kind, "Resolution", e.actor, f"a supervisor, resolving the escalation{about}; the run resumes",
                          p["resolution"])
    return None


def pinned_items(events: Iterable) -> list[PinnedItem]:
    """What is pinned now, in the order it was said, from the run's events (any superset of
    PINNED_KINDS, in seq order)."""
    items: dict[int, PinnedItem] = {}
    for e in events:
        if e.kind == "pinned_withdrawn":
            items.pop((e.payload or {}).get("item"), None)
            continue
        item = _item(e)
        if item is not None:
            items[item.seq] = item
    return list(items.values())


def pinned_query(run):
    """The events pinned_items reads: one query."""
    return run.events.filter(kind__in=PINNED_KINDS).order_by("seq")


def may_withdraw(user, item: PinnedItem) -> bool:
    """The person who said it, or another who holds the permission it was said with."""
    if not (user and user.is_authenticated and user.is_active):
        return False
    return user.get_username() == item.actor or user.has_perm(item.permission)

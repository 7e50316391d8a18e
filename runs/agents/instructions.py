"""What the offline agent can act on in what people said to a run, read from the pinned block its
request carries (runs.pinned writes each as "<Label> from <who> (<capacity>): <text>"), never from
the database: the same lines a model reads.

Only simple, explicit instructions are followed; anything else stays for a person to see:
- "refund only $120" (at most, no more than, just): a refund is lowered to that amount, never raised;
- "do not refund", "no refund": the subtask goes to a person with the instruction quoted;
- "replace it instead", "send a replacement": the subtask goes to a person to arrange it (only a
  person or the seller can send goods).
A lead's rejection names the decision it is about ("rejecting D1 of $445.00"): its instruction
applies to that decision's subtask. Any other line applies to every subtask being decided.

A reviewer's rejection of the plan ("rejecting the plan") is read the same way, and is also kept
when its words are none of the above (`plan_instructions`): the agent revises the plan either way,
and hands what it cannot act on to a person with the words quoted.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

PINNED_LINE = re.compile(r"^(Instruction|Key information|Resolution) from (\S+) \((.*?)\): (.+)$")
REJECTING = re.compile(r"\brejecting (D\d+)\b")
REJECTING_THE_PLAN = re.compile(r"\brejecting the plan\b")
CAP = re.compile(r"\b(?:only\s+refund|refund\s+(?:only|at\s+most|no\s+more\s+than|just|up\s+to))\s*\$\s?(\d[\d,]*(?:\.\d{1,2})?)", re.I)
NO_REFUND = re.compile(r"\b(?:do\s+not|don'?t|never|no)\s+refund", re.I)
REPLACE = re.compile(r"\b(?:replace(?:\s+(?:it|them|the\s+\w+))?\s+instead|send\s+(?:a\s+|the\s+)?replacements?|replacement\s+instead)\b", re.I)


@dataclass(frozen=True)
class Directive:
    kind: str  # "cap", "no_refund" or "replace"
    actor: str
    text: str
    decision: str = ""  # the decision ref a lead rejected with it; "" applies to every subtask
    cents: int | None = None  # for "cap"

    def says(self) -> str:
        return f"{self.actor} instructed: \"{self.text[:200]}\""


@dataclass(frozen=True)
class PlanInstruction:
    """What a reviewer said sending the plan back: the directive read from it, or None when its
    words are none the agent can act on (they go to a person, quoted)."""

    actor: str
    text: str
    directive: Directive | None

    def says(self) -> str:
        return f"{self.actor} instructed, sending the plan back: \"{self.text[:200]}\""


def _said(pinned_text: str):
    """(actor, capacity, text) of each line people said, in the order they said it."""
    for line in pinned_text.splitlines():
        m = PINNED_LINE.match(line.strip())
        if m is not None:
            yield m.group(2), m.group(3), m.group(4)


def _read_one(actor: str, capacity: str, text: str) -> Directive | None:
    about = REJECTING.search(capacity)
    directive = _directive(text)
    if directive is None:
        return None
    return Directive(directive[0], actor, text, about.group(1) if about else "", directive[1])


def read(pinned_text: str) -> list[Directive]:
    """The directives in a pinned block, in the order they were said."""
    return [d for d in (_read_one(*said) for said in _said(pinned_text)) if d is not None]


def plan_instructions(pinned_text: str) -> list[PlanInstruction]:
    """What reviewers said sending the plan back, in the order they said it, each with its
    directive read as any other line is (None when the words are none the agent acts on)."""
    return [PlanInstruction(actor, text, _read_one(actor, capacity, text))
            for actor, capacity, text in _said(pinned_text) if REJECTING_THE_PLAN.search(capacity)]


def _directive(text: str) -> tuple[str, int | None] | None:
    if REPLACE.search(text):
        return "replace", None
    if NO_REFUND.search(text):
        return "no_refund", None
    cap = CAP.search(text)
    if cap:
        try:
            cents = int(Decimal(cap.group(1).replace(",", "")) * 100)
        except InvalidOperation:
            return None
        return ("cap", cents) if cents > 0 else ("no_refund", None)
    return None


def for_subtask(directives: list[Directive], subtask: int, decisions: dict) -> Directive | None:
    """The latest directive that applies to `subtask`: one naming a decision of it, or one naming none."""
    applying = [d for d in directives if not d.decision or (decisions.get(d.decision) or {}).get("subtask") == subtask]
    return applying[-1] if applying else None


def pinned_block(messages: list[dict]) -> str:
    """The pinned block: the last text block of the request's last message (runs.walk.request puts it there)."""
    content = (messages[-1].get("content") if messages else None) or []
    last = content[-1] if content else {}
    return last.get("text", "") if isinstance(last, dict) and last.get("type") == "text" else ""

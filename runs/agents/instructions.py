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
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation

PINNED_LINE = re.compile(r"^(Instruction|Key information|Resolution) from (\S+) \((.*?)\): (.+)$")
REJECTING = re.compile(r"\brejecting (D\d+)\b")
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


def read(pinned_text: str) -> list[Directive]:
    """The directives in a pinned block, in the order they were said."""
    out = []
    for line in pinned_text.splitlines():
        m = PINNED_LINE.match(line.strip())
        if m is None:
            continue
        _, actor, capacity, text = m.groups()
        about = REJECTING.search(capacity)
        decision = about.group(1) if about else ""
        directive = _directive(text)
        if directive is not None:
            out.append(Directive(directive[0], actor, text, decision, directive[1]))
    return out


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

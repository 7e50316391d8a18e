"""A consequence told under a person's decision still to come: "once approved, you'll see the refund in
3-5 days", "if a colleague approves it, it will reach your card", "should the refund be approved, ...",
"assuming it's approved, ...". The condition tells the customer the outcome is not decided, so what it
governs (up to the end of its segment) is no claim of work done; the condition itself says the work is
not done.

Only a decision conditions this way. A condition that is a mere step of something told as certain ("once
the boots reach our warehouse, your refund will be issued", "once you check your banking app you'll find
the refund", "once it settles") leaves the claim standing, and so does a decision told as certain to come
("when my colleague approves it, which should be later today, ...").
"""

from __future__ import annotations

import re

# The words that open a condition, and the decision words inside it.
# ("should" only inverted at a clause's start: "should it be approved", never "it should be approved"; "on" only as "on approval")
_OPENERS = (r"(?:(?<![\w'’])(?:if|once|when|after|as soon as|assuming|provided(?: that)?|subject to|pending|in case)"
            r"|(?:^|(?<=[,;:]\s))should|\bon(?=\s+(?:approval|sign-?off|confirmation|review)))")
_DECISION = (r"(?:approv\w*|sign(?:s|ed)?[- ]off|signs? it off|agree[sd]?|decid\w*|decision|authori[sz]\w*|accept\w*|"
             r"okay(?:s|ed)?|ok'?d|green-?light\w*|green light|go-?ahead|the nod|confirm\w*|review\w*|verif\w*)")
DECISION_CONDITION = re.compile(rf"{_OPENERS}\b(?P<between>[^.;:!?]{{0,45}}?)\b{_DECISION}\b", re.I)
# The decision told as certain, or due at a time: then the condition is only a step.
_CERTAIN = re.compile(r"\b(?:which|that)\s+(?:should|will|is going to|ought to)\b|\b(?:today|tonight|tomorrow|this (?:morning|afternoon|evening)|"
                      r"later today|shortly|any minute|in a (?:moment|minute|bit))\b|\bdefinitely\b|\bcertainly\b|\bsurely\b", re.I)
_SEGMENT_END = re.compile(r"[;!?]|\.(?!\d)|\s[-—–]\s|\bbut\b", re.I)


def decided_later_spans(plain: str) -> list[tuple[int, int]]:
    """The spans of `plain` governed by a decision still to come: from the condition to the end of its segment."""
    spans = []
    for m in DECISION_CONDITION.finditer(plain):
        if re.search(r"\byou\b", m.group("between"), re.I):
            continue  # "once you confirm your address": the customer's step, no decision of ours
        end_m = _SEGMENT_END.search(plain, m.end())
        end = end_m.start() if end_m else len(plain)
        if _CERTAIN.search(_condition_part(plain, m.start(), end)):
            continue
        spans.append((m.start(), end))
    return spans


def without_decided_later(plain: str) -> str:
    """`plain` with every span a decision still to come governs blanked out (same length, so positions hold)."""
    out = plain
    for a, b in decided_later_spans(plain):
        out = out[:a] + " " * (b - a) + out[b:]
    return out


def _condition_part(plain: str, start: int, end: int) -> str:
    """The condition itself, with a "which ..." said of it: up to its comma ("when my colleague approves it,
    which should be later today,"), not the consequence ("you'll see it shortly")."""
    comma = plain.find(",", start, end)
    if comma == -1:
        return plain[start:end]
    nxt = re.match(r",\s*(?:which|that)\b[^,]*", plain[comma:end], re.I)
    return plain[start: comma + (nxt.end() if nxt else 0)]

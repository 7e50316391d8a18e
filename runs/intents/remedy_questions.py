"""A remedy asked as a short question after a problem told as a statement: "... but now the switch no longer clicks
on. I suppose it is worn out. Could you refund it?", "they've started to peel after a month. any way to get a refund?".
The question is an ask of its own, beside the problem told before it: read as no more than that problem's remedy,
the person handed the ticket was pointed at the story and never at what the customer asked for it.

Only where the problem told is a request of kind `other` that asks nothing in words of its own (a fault that showed
after use, a problem of no known kind): a question after a claim of a known kind is that claim's remedy, as before.
"""

from __future__ import annotations

import re

from .asks import _REMEDY, _asks
from .reading import ReadSentence

# A question or an ask with a remedy verb: "could you refund it?", "can I get my money back?", "any way to get a
# refund?", "refund please", "would a replacement be possible".
_REMEDY_ASKED = re.compile(r"\b(?:refund\w*|money\s+back|reimburs\w*|replace\w*|replacement|exchange\w*|swap\w*|send\w*\s+(?:it|them)\s+back|"
                           r"return\w*|credit\w*|repair\w*|fix(?:ed)?|new\s+one)\b", re.I)
ASKED_FOR_WHY = "asks a remedy for the problem told before it"


def _asks_remedy(text: str) -> bool:
    """Whether a sentence is an ask, put as a question or a request, whose words are a remedy."""
    return bool(_REMEDY_ASKED.search(text)) and (text.rstrip().endswith("?") or _asks(text, title=False))


def remedy_question_carries_ask(read: list[ReadSentence]) -> None:
    """Read the remedy question after a problem told without asking as a request too, quoted beside that problem."""
    for i, s in enumerate(read):
        if s.role != "attached" or s.index == 0 or not _asks_remedy(s.text):
            continue
        told = next((r for r in reversed(read[:i]) if r.paragraph == s.paragraph and r.role not in ("statement", "courtesy", "context")), None)
        if told is None or told.role != "request" or told.kinds != ["other"] or _asks(told.text, title=told.index == 0) \
                or told.text.rstrip().endswith("?") or _REMEDY.search(told.text) and _asks_remedy(told.text):
            continue
        if any(r.role == "request" and r.kinds != ["other"] and (not r.order or not s.order or r.order == s.order) for r in read):
            continue  # a claim of a known kind in the ticket: the question may be its remedy
        # both are quoted to the person: the problem in the customer's words, and what they asked for it
        s.role, s.kinds, s.why, s.order = "request", ["other"], f"{ASKED_FOR_WHY}: {told.why}" if told.why else ASKED_FOR_WHY, s.order or told.order

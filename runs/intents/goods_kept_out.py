"""Goods kept out of the ask in words the striking words do not know: "Actually, no - keep the belt out of it, it goes
with my jeans.", "leave the socks out of the return", "take the belt off the return", "don't include the belt".

runs/intents/settled.py reads goods struck from the ask by "scratch", "forget", "leave out", "skip". Kept "out of it",
the belt was read as a request of no kind and went to a person (blind round ver27c, V27C-19), beside the dress's return
that was right, and the run ended partial instead of resolved. These words strike the goods they name the same way:
the return asked of several goods stands for the rest and holds the goods kept out (waived_claims.hold_struck_goods).
"Keep the receipt" or "keep it dry" strike nothing: the goods must be put out of the ask ("out of it", "out of the
return", "off the return")."""

from __future__ import annotations

import re

_GOODS = r"(?:the|my|our|that|this|those|these)\s+(?!refund|return|money|receipt|box|label)[\w-]+(?:\s+(?!out\b|off\b|in\b)[\w-]+){0,2}?"
_KEPT_OUT = re.compile(
    rf"\b(?:keep|leave)\s+{_GOODS}\s+out(?:\s+of\s+(?:it|this|that|the\s+(?:return|refund|list|parcel|ask)))?\b"
    rf"|\btake\s+{_GOODS}\s+off\s+(?:the|my)\s+(?:return|refund|list)\b"
    rf"|\b(?:don'?t|do\s+not|dont|no\s+need\s+to)\s+include\s+{_GOODS}(?=\s*(?:[,.;:!?–—-]|$|\s+(?:in|on)\s+(?:the|it|that)\b|\s+(?:as|because|since)\b))", re.I)
_CLAUSE_END = re.compile(r"[,;:!?.]|\s[-–—]\s")


def kept_out_spans(sentence: str) -> list[tuple[int, int]]:
    """Where a sentence keeps goods out of the ask, to the end of its clause (as settled._retracted_spans reads a strike)."""
    out = []
    for m in _KEPT_OUT.finditer(sentence):
        end = next((c.start() for c in _CLAUSE_END.finditer(sentence, m.end())), len(sentence))
        out.append((m.start(), end))
    return out

"""A line that opens a list of requests and asks nothing of its own: "Please action the following on order SU-72424:",
"Could you look into the points below:", "Kindly process these items -", "Can you help with the following please:". Each
request of the list is read on its own; the opener only points at them. Read as a request of no kind, it was quoted to a
person with nothing in it for them to do.

An opener naming something of its own ("Please cancel the following orders:") still asks it; so does one with no
request after it."""

from __future__ import annotations

import re

from .reading import ReadSentence

LIST_OPENER_WHY = "opens the list of requests after it and asks nothing of its own: each is read on its own"

_OPENER = re.compile(
    r"^\W*(?:(?:hi|hello|hey|dear)(?:\s+(?:team|all|there|\w+))?[\s,]+)?(?:(?:could|can|would|will)\s+(?:you|u|someone)\s+)?(?:please\s+|pls\s+|kindly\s+)?"
    r"(?:action|process|handle|deal\s+with|see\s+to|look\s+(?:in)?to|attend\s+to|note|review|sort(?:\s+out)?|take\s+care\s+of|address|check|"
    r"help\s+(?:me\s+|us\s+)?with|(?:be\s+)?advised\s+of|work\s+through)\s+"
    r"(?:the\s+following|the\s+(?:items?|points?|issues?|things?|matters?)\s+(?:below|listed|that\s+follow)|the\s+below|these(?:\s+(?:items|points|issues|things|matters))?"
    r"|(?:the\s+)?following\s+(?:items|points|issues|things|matters))"
    r"(?:\s+(?:on|for|re|regarding|about|from|with)\s+(?:my\s+|our\s+|the\s+)?(?:order\s+|account\s+)?(?:no\.?\s*|number\s*|#\s*)?[\w-]+)?"
    r"(?:\s*,?\s*(?:please|pls|thanks|thank\s+you))?\s*[:\-–—]\s*$", re.I)

# ...or that names the list as what the customer needs: "Quick list of what I need:", "Here's what I need -", "What we'd like
# sorted:", "A summary of what I'm asking for:".
_NEEDS_LISTED = re.compile(
    r"^\W*(?:(?:hi|hello|hey)(?:\s+(?:team|all|there))?[\s,]+)?(?:(?:so|ok(?:ay)?|right)[\s,]+)?(?:(?:here'?s|here\s+is|this\s+is|below\s+is|a|my|the)\s+)?"
    r"(?:(?:quick|short|brief|little)\s+)?(?:(?:list|summary|rundown|run-down|recap)\s+of\s+)?(?:what|everything|the\s+things?|things)\s+(?:(?:that\s+)?(?:i|we))"
    r"(?:'d|’d|\s+would)?\s*(?:need|want|like|am\s+asking\s+for|are\s+asking\s+for|'m\s+asking\s+for|need\s+(?:help\s+with|sorted|doing))"
    r"(?:\s+(?:sorted|done|help\s+with|from\s+you))?(?:\s*,?\s*(?:please|pls|thanks))?\s*[:\-–—]\s*$", re.I)


def read_list_openers(read: list[ReadSentence]) -> None:
    """A request of no kind that only opens the list of requests after it: courtesy."""
    for i, s in enumerate(read):
        if s.role == "request" and s.kinds == ["other"] and (_OPENER.match(s.text) or _NEEDS_LISTED.match(s.text)) and any(n.is_request for n in read[i + 1:]):
            s.role, s.kinds, s.why = "courtesy", [], LIST_OPENER_WHY

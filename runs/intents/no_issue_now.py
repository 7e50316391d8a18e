"""A past problem's end told with "now": "your colleague refunded it, no issue there now", "so no issues with that now",
"nothing wrong with it now", "that's all done and dusted now". The "now" closes the settled story, it is no turn to a
problem of today: read as a turn (settled._NOW), a plate refunded in the spring was a new damage claim beside the
customer's real one, and only the repeat-claim guard kept a second refund from being paid.

Only the words of no problem left, right before the "now": never "now" after them that brings a problem ("no issue
there, but now the handle is loose"), nor a problem told as now ("there's an issue now")."""

from __future__ import annotations

import re

# "no issue(s)/problem(s)/complaints (there|with that|on that front) now", "nothing wrong (with it) now",
# "(that's) all done (and dusted) now", "all good there now"
_NO_ISSUE_NOW = re.compile(
    r"\b(?:no|zero|not\s+an?y?)\s+(?:more\s+)?(?:issues?|problems?|complaints?|trouble|worries)"
    r"(?:\s+(?:there|with\s+(?:that|it|them|those|this|that\s+one)|on\s+that\s+(?:front|score|side)|since|at\s+all))*\s+(?:by\s+)?now\b"
    r"|\bnothing\s+(?:wrong|amiss|to\s+worry\s+about)(?:\s+(?:with\s+(?:it|that|them|those|this)|there))?\s+now\b"
    r"|\b(?:all\s+)?(?:done\s+and\s+dusted|done\s+with|all\s+done|all\s+good\s+there|all\s+fine\s+there|all\s+ok(?:ay)?\s+there)\s+now\b", re.I)


def no_issue_now_blanked(text: str) -> str:
    """`text` with each "no issue (there) now" blanked, offsets kept: the "now" in it ends a settled story, no turn."""
    return _NO_ISSUE_NOW.sub(lambda m: " " * len(m.group(0)), text)

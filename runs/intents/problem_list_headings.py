"""A line heading the list of problems after it: "Unpacked the order last night, here is the damage:", "Breakages as
follows -", "Here's what arrived broken:". It names the problem in general and the goods in none of its words; each item
of the list under it ("1. salad bowl - chipped on the rim") is the claim on its line. Read as a claim of its own, it named
no line of the order while the items did, and went to a person quoted as "your request" (ver28c V28C-13).

Such a heading goes with the requests of the list (`attached`) when a request of its kind follows it in its paragraph or
the next. Not this reading: a heading with no claim after it (it is then the only claim and stays one), a sentence that
ends in a colon but names goods of its own ("the teapot has a crack in it:"), or one that asks something besides.
"""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .reading import ReadSentence

PROBLEM_LIST_HEADING_WHY = "heads the list of problems after it and names no goods: each item is read as its own claim"

# The heading's own words, at the end of the line: "here is the damage:", "here's what's broken -", "the breakages are as follows:",
# "damage below:", "list of breakages:", "this is what arrived broken:".
_HEADING = re.compile(
    r"(?:^|[,;.!]\s*|\b(?:and|so)\s+)(?:(?:here\s+is|here'?s|heres|here\s+are|these\s+are|this\s+is|below\s+is|below\s+are|see\s+below\s+for|"
    r"(?:a\s+|the\s+)?(?:list|summary|rundown)\s+of)\s+)?"
    r"(?:(?:the|my|our)\s+)?(?:damages?|breakages?|problems?|issues?|faults?|casualties|breakage\s+report|"
    r"what(?:'s|\s+is|\s+was|\s+were)?\s+(?:broken|damaged|wrong|smashed|cracked)|what\s+(?:arrived|came|turned\s+up)\s+(?:broken|damaged|smashed|cracked))"
    r"(?:\s+(?:is|are)\s+as\s+follows|\s+as\s+follows|\s+below|\s+so\s+far|\s+list)?\s*[:\-–—]\s*$", re.I)


def read_problem_list_headings(read: list[ReadSentence]) -> None:
    """A goods claim that only heads the list of claims after it goes with them."""
    for i, s in enumerate(read):
        if s.role != "request" or not s.kinds or not set(s.kinds) <= set(GOODS_PROBLEMS) or not _HEADING.search(s.text):
            continue
        after = [n for n in read[i + 1:] if n.role == "request" and set(n.kinds) & set(s.kinds) and n.paragraph - s.paragraph <= 1]
        if after:
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, PROBLEM_LIST_HEADING_WHY

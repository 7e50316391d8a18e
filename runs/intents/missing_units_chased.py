"""The missing units chased beside the short delivery that tells of them: "Only 4 of the 6 tumblers were in the box ... Can
you refund the chipped one and find the missing two?" (held-back round ver29a, V29-24).

"find the missing two" is what the short-delivery claim told before it already asks: its own subtask sends or refunds the
units missing, or has a person trace them. Read as a second ask of no kind in the damage sentence, it became one more
`other` subtask for a person beside the two that cover it, and the reply told the customer a third time that a colleague
would follow up. Here the clause chasing them is blanked (offsets kept) before the sentence is read for a second ask, only
when a request telling units or goods not come (non_delivery) on the same order is told before it. Anything else in the
clause ("and find out why your packers keep doing this") is no chase of the units and stays a second ask.
"""

from __future__ import annotations

import re

from .reading import ReadSentence

# "find the missing two", "chase the other one", "track down the missing tumblers", "send the remaining 2", "find out where
# the missing ones are" (a question of where they are is the chase itself)
_CHASE = re.compile(r"\b(?:find(?:\s+out\s+(?:where|what\s+happened\s+to))?|locate|trace|track\s+down|chase(?:\s+up)?|look\s+for|"
                    r"send(?:\s+me|\s+us)?(?:\s+on)?|sort(?:\s+out)?)\s+(?:the\s+|my\s+|our\s+)?(?:missing|other|remaining|lost|absent|rest\s+of\s+the)"
                    r"(?:\s+(?:one|ones|two|three|four|five|six|\d{1,2}|units?|pieces?|items?|[a-z]+s))?(?:\s+(?:are|is|went|got\s+to))?\b", re.I)


def without_missing_chased(text: str, before: list[ReadSentence], order: str) -> str:
    """`text` with the clauses chasing the missing units blanked, when a short delivery on `order` is told in `before`."""
    if not any(r.role == "request" and "non_delivery" in r.kinds and (not r.order or not order or r.order == order) for r in before):
        return text
    return _CHASE.sub(lambda m: " " * len(m.group(0)), text)

"""A list item headed by its goods: "wine glasses - 3 out of the 6 broken", "salad bowl: chipped on the rim".

The dash or colon after the goods is where the clauses of a sentence are cut, so the goods and the damage told of them
fell into clauses of their own and no clause told damage of a line: "Could you refund the broken bits please." after
such a list pointed back at no broken goods, and went to a person as a claim naming no line (ver28c V28C-13). Read for
the lines it tells damaged, such an item's head is joined to what follows it (the mark blanked, offsets kept). Only a
head of a few plain words opening the item is joined: "the bowl is fine - the jug however is cracked" keeps its cut.
"""

from __future__ import annotations

import re

# The goods opening an item (after a list mark, if any), then " - ", " – " or ": ".
_ITEM_HEAD = re.compile(r"^(?P<head>\W*(?:\d{1,2}[.)]\s*|[a-h][.)]\s+|[-*•]\s*)?[a-z][\w'’]*(?:\s+[a-z][\w'’]*){0,3})(?P<mark>\s*(?:[-–—]|:)\s+)", re.I)
# A head that tells something itself is a clause, not goods: "the bowl is fine - ...", "it came - ...".
_TOLD = re.compile(r"\b(?:is|are|was|were|came|arrived|got|has|have|had|fine|ok|okay|and|but)\b", re.I)


def with_item_head_joined(text: str) -> str:
    """`text` with the mark after a list item's goods head blanked, so the head and what it tells are one clause."""
    m = _ITEM_HEAD.match(text)
    if not m or _TOLD.search(m.group("head")):
        return text
    a, b = m.span("mark")
    return text[:a] + " " * (b - a) + text[b:]

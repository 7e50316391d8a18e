"""Goods called flawless by a pronoun, on an order of one line: "It's in perfect condition.", "There's nothing wrong with
it." The guard's check that no money moves on a line the ticket calls both fine and damaged (runs/contradicted_lines.py,
`line_not_fine_and_damaged`) bound flawless words only to a line named in their clause, so "I bought the ceramic vase
... and it's just not working in our living room. It's in perfect condition. Can I still send it back for a refund?",
read as damage, paid $47.52 as a damaged vase kept: the customer's own "in perfect condition" said nothing to the guard.

On an order of one line, flawless words said of "it" / "they" in a sentence that tells no damage and no turn are said of
that line. A damage claim on it elsewhere in the ticket is then the customer's own contradiction, and a person asks
which is true before any money moves.

Not bound (no contradiction, still paid): "It arrived in perfect condition but it won't switch on" (a turn, a fault of
its own), "Apart from the chip it's in perfect condition" / "otherwise it's in perfect condition" (the rest of the
goods), "it looked in perfect condition in the box" (a first look: contradicted_lines leaves those out), "if it's in
perfect condition can I return it?" (a condition), and any order of several lines (the pronoun names none of them).
"""

from __future__ import annotations

import re

from .fine_clauses import OTHERWISE_BEFORE

_FLAWLESS_SAID = re.compile(
    r"\b(?:it|they)(?:'s|’s|'re|’re|\s+is|\s+are|\s+was|\s+were|s)\s+(?:still\s+|all\s+|totally\s+|absolutely\s+)?"
    r"in\s+(?:perfect|mint|pristine|immaculate|flawless|as[- ]new|brand[- ]new|excellent)\s+(?:condition|shape|nick|order)\b"
    r"|\b(?:there'?s|there\s+is|there’s)\s+(?:absolutely\s+|really\s+)?nothing\s+(?:at\s+all\s+)?(?:wrong|the\s+matter)\s+with\s+(?:it|them)\b"
    r"|^\W*nothing\s+(?:at\s+all\s+)?(?:wrong|the\s+matter)\s+with\s+(?:it|them)\b", re.I)
# A turn, a condition or a part of the goods: the flawless words are not said of the goods whole, or not as told.
_NOT_WHOLE = re.compile(r"\b(?:but|though|although|however|except|apart|other\s+than|aside|save|besides|until|till|if|whether|unless|"
                        r"hope|hoping|assuming|provided|as\s+long\s+as|otherwise|mostly|almost|nearly|apart\s+from)\b", re.I)


def pronoun_flawless_line(order: dict, text: str, tells_damage) -> set[str]:
    """{the only line's sku} when `text` calls "it" / "them" flawless as a whole, tells no damage (`tells_damage`, the
    screener's reading) and turns nowhere, on an order of one line; else set()."""
    lines = order.get("lines", [])
    if len(lines) != 1 or not (m := _FLAWLESS_SAID.search(text)):
        return set()
    if _NOT_WHOLE.search(text) or OTHERWISE_BEFORE.search(text, 0, m.start()) or tells_damage(text):
        return set()
    return {lines[0]["sku"]}

"""A replacement told as sent, and in the same breath as not come: "Your team sent a new one that hasn't arrived." The
settling words ("your team sent a new one") held the sentence as a past problem settled, context, so the replacement that
never reached the customer was dropped (a chase of goods not delivered). A sent remedy is settled only when it came: a
clause after the settling words that says it has not arrived (a relative "that/which ...", or "but/and it ...") keeps the
sentence open, read as the non-delivery its words tell.

Near-misses, still settled: "your team sent a new one and it arrived fine", "you sent a replacement which arrived
yesterday", and a denial of something else ("you sent a new one, the old one hasn't been collected" names no arrival)."""

from __future__ import annotations

import re

# right after the settling words: its own relative clause or "but/and/, it", then an arrival denied
_NOT_COME = re.compile(
    r"^[^.!?;]{0,40}?(?:\b(?:that|which|but|and|though|yet)\b|,|\s[-–—])\s*(?:it|they|this|that|the\s+(?:new\s+)?(?:one|replacement))?\s*"
    r"(?:still\s+|just\s+|has\s+|have\s+|had\s+|is\s+|did\s+|does\s+)?"
    r"(?:(?:has|have|had|did|does|is|was)n['’]?t|(?:has|have|had|did|does)\s+not|never|not|hasnt|havent|didnt|yet\s+to)\s+(?:yet\s+|even\s+|actually\s+|ever\s+|still\s+)?"
    r"(?:arriv\w*|c[ao]me\b|turn(?:ed)?\s+up|show(?:n|ed)?\s+up|got\s+here|get\s+here|been\s+delivered|reached)", re.I)


def sent_not_come(text: str, settled_end: int) -> bool:
    """Whether, right after the settling words ending at `settled_end`, the sentence says the remedy sent has not arrived."""
    return bool(_NOT_COME.search(text[settled_end:]))

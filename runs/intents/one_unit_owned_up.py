"""Damage to several units, one of them owned up to as the customer's own doing: "A couple of the champagne flutes were
broken in the box. Honestly just refund me for one of them, the second was my fault - I dropped it unpacking." The
owning up is of the second flute alone; the first stays a claim on the shop, and the count asked pays it (lines41
V41-62: the whole ticket was read as damage done at home and as the remedy declined, and the owed flute went to a person).

Only when the fault is told of one unit named apart ("the second", "the other one", "one of them", "the last glass") and
the ticket asks a count of units refunded in so many words ("just refund me for one of them"): the count asked is what
is paid (runs.units_asked_fewer), never more. A fault owned of the goods as a whole ("it was my fault, I dropped it"), or
of one unit with no count asked, is read as before: no claim on the shop, or a person's to weigh."""

from __future__ import annotations

import re

from ..units_asked_fewer import asks_fewer

# one unit named apart from the rest: "the second", "the other one", "one of them", "the last glass", "that one"
_ONE_UNIT = (r"(?:the\s+(?:second|third|fourth|other|last|first|2nd|3rd|4th|remaining)(?:\s+(?:one|[a-z-]+))?|one\s+of\s+(?:them|those|these|the\s+[a-z-]+)"
             r"|that\s+one|the\s+one\s+(?:i|we)\s+\w+|another\s+one)")
# ...owned up to: "the second was my fault", "the other one was on me", "one of them I dropped myself", "I dropped the second"
_OWNED = re.compile(
    rf"\b{_ONE_UNIT}\s+(?:was|is|one\s+was|broke\s+because\s+of)\s+(?:all\s+|entirely\s+|totally\s+|completely\s+|honestly\s+|really\s+)?"
    r"(?:my|our)\s+(?:own\s+)?(?:fault|doing|mistake|bad)\b"
    rf"|\b{_ONE_UNIT}\s+(?:was|is)\s+on\s+(?:me|us)\b"
    rf"|\b{_ONE_UNIT}\s*,?\s+(?:i|we)\s+(?:\w+\s+)?(?:dropped|broke|smashed|cracked|knocked)\b"
    rf"|\b(?:i|we)\s+(?:\w+\s+)?(?:dropped|broke|smashed|cracked|knocked\s+over)\s+{_ONE_UNIT}\b", re.I)


def one_unit_owned_up(cause: str, texts: list[str]) -> bool:
    """Whether `cause` (the sentence telling damage done at home) owns up to one unit apart from the rest, and one of
    `texts` (the ticket's sentences) asks a count of units refunded: the rest stay the shop's."""
    return bool(_OWNED.search(cause)) and any(asks_fewer(t) for t in texts)


def without_one_unit_owned_up(text: str) -> str:
    """The sentence without the owning up of one unit told after its ask ("just refund me for one of them, the second was
    my fault - I dropped it unpacking" reads "just refund me for one of them, "): how that unit broke is no new ask."""
    m = _OWNED.search(text)
    if not m or not asks_fewer(text[:m.start()]):
        return text
    return text[:m.start()]

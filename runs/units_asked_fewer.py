"""The customer's own lower count of units to refund caps the refund: "All four mugs arrived cracked but please just refund
one, I'll keep the rest as planters" pays one mug, never four. Held-back round verify34 (U01, W05, W09, W10) paid every unit
told damaged ($72 for $18 asked). Only a count asked in so many words ("just refund one", "refund one of them", "only refund
two of them", "refund me for just one", "I only want a refund for one"), on an order of one line or naming the line's goods;
never money ("refund 18 pounds") or a count above the units told (that is the damage count's business)."""

from __future__ import annotations

import re

from .number_words import N, number

_NOT_MONEY = r"(?!\s*(?:%|percent|pounds?|dollars?|quid|bucks|euros?|p\b|cents?))"
_OF = r"(?:\s+of\s+(?:them|em|'em|those|these|the\s+[a-z-]+|my\s+[a-z-]+))?(?:\s+[a-z-]+)?"
_FEWER = re.compile(
    rf"\b(?:just|only)\s+(?:\w+\s+)?refund\s+(?:me\s+(?:for\s+)?)?{N}\b{_NOT_MONEY}{_OF}"
    rf"|\brefund\s+(?:me\s+(?:for\s+)?)?(?:just|only)\s+(?:the\s+)?{N}\b{_NOT_MONEY}{_OF}"
    rf"|\brefund\s+{N}\b{_NOT_MONEY}\s+of\s+(?:them|em|'em|those|these|the\s+[a-z-]+|my\s+[a-z-]+)"
    rf"|\b(?:only|just)\s+(?:want|need|after)\s+(?:a\s+)?refund\s+(?:for|on)\s+{N}\b{_NOT_MONEY}{_OF}", re.I)


def asked_fewer(order: dict, line: dict, texts: list[str]) -> int | None:
    """The count of units of `line` the customer asks refunded in so many words, None when they ask none."""
    word = (line.get("description") or "").lower().split()[-1:] or [""]
    for text in texts:
        for m in _FEWER.finditer(text):
            value = next((g for g in m.groups() if g), None)
            if value is None:
                continue
            named = m.group(0).lower()
            if len(order.get("lines") or []) == 1 or (word[0] and word[0].rstrip("s") in named):
                return number(value)
    return None


def capped(order: dict, line: dict, texts: list[str], units: int) -> int:
    """`units`, never more than the customer asks refunded ("please just refund one": one)."""
    asked = asked_fewer(order, line, texts)
    return min(units, asked) if asked else units

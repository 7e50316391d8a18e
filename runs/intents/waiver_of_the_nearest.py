"""A waiver pointing back at one thing lets go of the nearest goods only, never every claim told before it.

"The bowl is cracked. The plate came chipped. No need to refund anything for that, it's fine.": "that" and "it" are
the plate, told just before. Read as letting go of the two sentences before it, the bowl's claim was dropped as
waived though nothing was said of it. A waiver whose pointing words are singular ("it", "that", "this one") binds to
the nearest claim when the claims before it name different goods; the claims further up stand, and are read as any
damage told is (the shop's remedy for it, under its rules). A waiver pointing at several ("them", "both", "all of it",
"either") or naming no one thing still lets go of all of them, and claims naming the same goods (or none a reader can
tell apart) are let go together, as before."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..part_words import PARTS

# The waiver points at several things: "them", "they", "both", "all", "those", "either", "everything", "any of it".
_SEVERAL = re.compile(r"\b(?:them|they|they'?re|theyre|both|all|those|these|either|neither|everything|each|any\s+of\s+(?:it|them))\b", re.I)
# A part of goods ("the lid", "the handle") may be of the goods told beside it.
_PARTS = frozenset(PARTS) | frozenset(p + "s" for p in PARTS)
# ... or at one: "it", "that", "this (one)".
_ONE = re.compile(r"\b(?:it|that|this|it'?s|its|that'?s|thats)\b", re.I)


def nearest_only(waiver: str, claims: list, goods_of: Callable[[str], set[str]]) -> list:
    """The claims (in the ticket's order) a waiver right after them lets go (module doc): the nearest alone when it points
    at one thing and the claims name different goods (`goods_of`: the goods a claim's text names); else all of them."""
    if len(claims) < 2 or _SEVERAL.search(waiver) or not _ONE.search(waiver):
        return claims
    goods = [{w.rstrip("'’") for w in goods_of(c.text)} for c in claims]
    if not all(goods) or any(a & b for i, a in enumerate(goods) for b in goods[i + 1:]) or any(g & _PARTS for g in goods):
        # goods a reader cannot tell apart, the same goods told twice, or a part of goods ("the bowl's lid"): let go together
        return claims
    return claims[-1:]

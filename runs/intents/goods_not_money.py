"""Goods asked with the money refused in a word or two: "Replacement please, no refund.", "New one please - no refund.",
"replacement not refund pls", "a swap, not money back", "no refund needed, just the right cable". Terse, it matched none of the longer forms of goods asked
instead of money, so it was read as asking the claim's own remedy: the refund was paid against the customer's "no
refund" and the replacement went to nobody. It is goods asked instead (a person arranges them) and the refund is held
(runs/intents/read.py).

The goods themselves refused ("no replacement, no refund", "not a new one") ask nothing of the kind (read.py's
negated unit)."""

from __future__ import annotations

import re

from .new_goods_named import new_goods_named
from .replacement_asked import new_goods_asked

_MONEY_REFUSED = re.compile(r"\b(?:no|not|nor|never|without)\s+(?:a\s+|any\s+|the\s+|my\s+)?(?:full\s+)?"
                            r"(?:refund\w*|money(?:\s+back)?|reimburs\w*|cash(?:\s+back)?|credit)\b", re.I)
# ...or refused in a verb, beside new goods named by their noun ("please don't refund me, I just want a new lamp", "don't
# bother refunding, a new lamp is what I want": new_goods_named.py)
_MONEY_REFUSED_VERB = re.compile(r"\b(?:don'?t|dont|do\s+not|no\s+need\s+to)\s+(?:bother\s+|want\s+|need\s+)?(?:a\s+|my\s+|the\s+|any\s+)?"
                                 r"(?:refund\w*|money(?:\s+back)?|reimburs\w*|cash(?:\s+back)?)\b", re.I)
# (and the goods put right, asked bare: "no refund needed, just the right cable", "not money back, only the correct size";
# never the right goods told as come, "the right one came but still no refund")
_GOODS = re.compile(r"\b(?:replacement|replace\s+(?:it|them)|new\s+one|another\s+one|swap|exchange)\b"
                    r"|\b(?:just|only|simply)\s+(?:the\s+|a\s+)?(?:right|correct|proper)\b(?!\s+(?:[\w-]+\s+)?(?:came|arrived|turned\s+up|was|is)\b)", re.I)


# The goods refused too: "do not replace it, do not refund it", "no new one and no refund".
_GOODS_REFUSED = re.compile(r"(?:\b(?:no|not|never|nor|without|dont|don['’]t)\s+(?:\w+\s+){0,2}?)(?:replac\w*|new\s+one|another|swap\w*|exchang\w*|re-?send\w*|send\w*)\b",
                            re.I)


def goods_not_money(text: str) -> bool:
    """Whether a sentence asks goods and refuses the money in the same breath ("Replacement please, no refund."), the goods
    not refused with it."""
    if _MONEY_REFUSED_VERB.search(text) and new_goods_named(text) and not _GOODS_REFUSED.search(text):
        return True
    return bool(_MONEY_REFUSED.search(text)) and (new_goods_asked(text) or bool(_GOODS.search(text))) and not _GOODS_REFUSED.search(text)

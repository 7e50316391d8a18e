"""Goods asked back in the same sentence as a late fee: "So I'd like the cake stand refunded please, and the $4.99
shipping back too since it was late."

The fee's words make the sentence a late-delivery request, and the goods' refund in its first clause was read as
nothing more: the damage claim ("there was a chip out of the edge of the plate part") named the goods only by a part,
so the guard's line_in_ticket found the cake stand in no damage request and refused the refund the record supports
(ver28c V28C-28). A sentence joining two asks with "and" carries both: where the ticket claims a problem with goods
of the order (damaged, wrong) and this late-fee sentence asks a refund of goods by name, it is that claim's request
too, and the goods it names count for the claim. Not this reading: no goods claim in the ticket (the goods refunded
for lateness alone is a wish a person answers, read elsewhere), the goods' refund declined ("don't refund the cake
stand, just the shipping"), or only the fee named ("refund the shipping").
"""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS, _FEE_NOUN
from .reading import ReadSentence
from .stems import content_stems

# The goods asked back by name: "the cake stand refunded", "refund the cake stand", "money back for the lamp", "a refund on the rug".
_GOODS_REFUND = re.compile(
    r"\b(?:the|my|that|this)\s+(?P<a>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)\s+(?:refunded|reimbursed|paid\s+back)\b"
    r"|\b(?:refund(?:ing)?|reimburs(?:e|ing)|money\s+back)\s+(?:for\s+|on\s+|of\s+)?(?:the|my|that|this)\s+(?P<b>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)"
    r"(?=\s*(?:,|\band\b|\bplus\b|\bplease\b|\bpls\b|\btoo\b|\bas\s+well\b|[.!?]|$))"
    r"|\b(?:a\s+)?refund\s+(?:for|on)\s+(?:the|my|that|this)\s+(?P<c>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?)(?=\s*(?:,|\band\b|\bplease\b|[.!?]|$))", re.I)
_FEE = re.compile(_FEE_NOUN, re.I)
_DECLINED = re.compile(r"\b(?:don'?t|do\s+not|dont|no\s+need\s+to|not)\s+(?:\w+\s+){0,2}(?:refund|reimburs)", re.I)
# Words that name no goods: "the money refunded", "the fee refunded", "the whole thing".
_NO_GOODS = frozenset({"money", "fee", "charg", "charge", "cost", "amount", "price", "whole", "order", "lot", "thing", "it", "them", "full",
                       "balance", "differ", "difference", "payment", "late", "extra"})

GOODS_BESIDE_FEE_WHY = "asks the goods of the claim back by name, and the late fee beside them: both claims' request"


def _goods_named(text: str) -> set[str]:
    out: set[str] = set()
    for m in _GOODS_REFUND.finditer(text):
        goods = m.group("a") or m.group("b") or m.group("c") or ""
        if _FEE.search(goods):
            continue
        out |= content_stems(goods) - _NO_GOODS
    return out


def read_goods_refund_beside_fee(read: list[ReadSentence]) -> None:
    """A late-delivery request that asks goods back by name, beside a goods claim on its order: that claim's kind too."""
    for s in read:
        if s.role != "request" or "late_delivery" not in s.kinds or set(s.kinds) & set(GOODS_PROBLEMS) or _DECLINED.search(s.text):
            continue
        claims = [r for r in read if r is not s and r.role == "request" and set(r.kinds) & set(GOODS_PROBLEMS)
                  and (not r.order or not s.order or r.order == s.order)]
        kinds = list(dict.fromkeys(k for r in claims for k in r.kinds if k in GOODS_PROBLEMS))
        if len(kinds) != 1 or not _goods_named(s.text):
            continue  # (two goods claims of different kinds: which one the goods are is a person's to say)
        s.kinds = [kinds[0], *s.kinds]
        s.spans = {kinds[0]: [(0, len(s.text))], **s.spans}

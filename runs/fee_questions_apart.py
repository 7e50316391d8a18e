"""A question about a fee asked in the same sentence as a claim about money: "I was charged $62 twice, and what is this
$3.50 handling fee?", "you took £40 two times - also why is there a £2 service charge", "double charged for the lamp ($62)
plus what's the 3.50 'handling' fee for??". The question is cut off into a sentence of its own, so each ask keeps its own
figure: read whole, the fee's figure was taken as the customer's figure for the duplicate (held against the record) and
the fee question was folded into the duplicate and dropped (held-back round 35, item 1). Cut apart, the fee question is
read as any sentence asking about a charge (a person, quoted; a delivery fee's own kind).

Not cut: a fee the claim itself is about ("you charged the $3.50 handling fee twice"), a question opening the sentence
("what is this $3.50 fee, I was charged it twice?"), or no money before it ("the lamp is lovely, and what is this fee?")."""

from __future__ import annotations

import re

_FEE = r"(?:fee|charge|surcharge|levy|cost|amount|payment|line|item)"
# Where the question opens: after a comma, a dash or "and"/"also"/"plus"/"but", a question word about a fee or a charge.
_QUESTION_OPENS = re.compile(
    r"(?:[,;]\s*|\s+[-–—]+\s*|\s+)(?:(?:and|also|plus|but|oh|then)\s+)*(?:(?:can|could)\s+(?:you|u)\s+(?:please\s+)?explain\s+|"
    r"(?:what|why)\s*(?:is|was|['’]s|are|were)\s+(?:there\s+)?|what\s+(?:on\s+earth\s+)?is\s+)"
    rf"(?=(?:this|that|the|a|an|these|those)\b(?:[^.!?\n]|\.(?=\d)){{0,40}}?\b{_FEE}s?\b)", re.I)
# Money told before the question: a figure, or a charge taken again.
_MONEY_BEFORE = re.compile(r"[$€£]\s?\d|\d\s?(?:usd|eur|gbp|dollars|euros|pounds|quid|bucks)\b|\b(?:twice|two\s+times|double[\s-]?charged|"
                           r"charged\s+(?:me\s+)?(?:again|twice)|billed\s+twice)\b", re.I)


def fee_question_cuts(sentence: str) -> list[int]:
    """Where, in `sentence`, a question about a fee opens after a claim about money (module doc)."""
    for m in _QUESTION_OPENS.finditer(sentence):
        before = sentence[:m.start()]
        if len(before.strip()) > 8 and _MONEY_BEFORE.search(before):
            return [m.start() + len(m.group(0)) - len(m.group(0).lstrip(" ,;-–—"))]
    return []

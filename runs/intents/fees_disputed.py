"""A fee of no known kind told as charged, questioned or disputed ("the late fee you charged me on this order shouldn't be
there since I paid on time", "Why was I charged a restocking fee?", "there's a £5 admin fee on my statement I never agreed
to") is a request of kind `other`, quoted: no policy row pays or explains it, so a person answers. Beside a claim it was
read as a statement or as that claim's remedy and dropped (verify32 R01, R03).

The fees are those no case type deals in: late payment, restocking, admin, service, handling, processing, cancellation,
booking, card or transaction fees, surcharges. The delivery fee has its own kinds (late, charged twice, never arrived) and
is never read here, nor "late delivery fee". A fee accepted ("the restocking fee is fair", "happy to pay the admin fee"),
already taken off ("you kindly waived the late fee"), or only asked about before it is charged ("is there a restocking
fee if I send it back?") asks nothing of it here."""

from __future__ import annotations

import re

from .reading import SETTLED_WHYS, ReadSentence

_FEE = re.compile(
    r"\b(?:late(?:[- ]payment)?|restock(?:ing)?|re-stocking|admin(?:istration|istrative)?|service|handling|processing|cancell?ation|"
    r"booking|convenience|card|credit[- ]card|transaction|payment|paper(?:\s+bill(?:ing)?)?|account)\s+(?:fee|charge|surcharge)s?\b"
    r"|\bsurcharges?\b", re.I)
# (the delivery fee is the known kinds': "the late delivery fee", "delivery/shipping/postage fee")
_DELIVERY_FEE = re.compile(r"\b(?:delivery|shipping|postage|courier|express|carriage)\s+(?:\w+\s+)?(?:fee|charge|surcharge)s?\b", re.I)
# told as taken, or disputed, or questioned
_DISPUTED = re.compile(
    r"\b(?:charged|charging|billed|added|applied|taken|took|deducted|debited|hit\s+(?:me\s+)?with|slapped|stuck|put\s+on|appear(?:s|ed)|showing|shows)\b"
    r"|\bshould\s*n['’]?t|\bshould\s+not\b|\bnot\s+(?:owed|right|fair|correct)\b|\bdon['’]?t\s+owe\b|\bnever\s+(?:agreed|signed|owed)\b"
    r"|\bwrong(?:ly)?\b|\bunfair\b|\bin\s+error\b|\bby\s+mistake\b|\bdispute\b|\bremove\b|\btake\s+(?:it|that|this|the\s+\w+(?:\s+fee)?)\s+off\b"
    r"|\b(?:waive|refund|reverse|cancel|explain)\b|\bwhy\b|\bwhat\s+(?:is|was|'s)\b|\bpaid\s+on\s+time\b", re.I)
# accepted, already taken off, or asked about before any is charged
_LET_STAND = re.compile(
    r"\b(?:is|was|seems|sounds)\s+(?:perfectly\s+|totally\s+|entirely\s+)?(?:fair|fine|reasonable|ok|okay|understandable)\b|\bfair\s+enough\b"
    r"|\b(?:happy|glad|willing|content|fine)\s+to\s+pay\b|\bi\s+(?:understand|accept|don['’]?t\s+mind)\b|\bno\s+problem\b|\bi['’]?ll\s+pay\b"
    r"|\b(?:you|you've|you\s+have|has\s+been|have\s+been|was|were|already)\s+(?:kindly\s+|already\s+)?(?:waived|refunded|removed|reversed|taken\s+off|credited)\b"
    r"|\bthanks?\s+(?:you\s+)?for\s+(?:waiving|removing|refunding|reversing)\b"
    r"|\b(?:is|are)\s+there\s+(?:a|any)\b[^.!?]{0,40}\bif\b|\b(?:will|would)\s+(?:there\s+be|i\s+(?:be\s+charged|have\s+to\s+pay))\b|\bno\s+(?:\w+\s+)?fee\b", re.I)
FEE_DISPUTED_WHY = "disputes or asks about a fee of no known kind (not the delivery fee): a person answers it"
_LEFT_ALONE = frozenset({"request", "context", "injected"})


def disputes_fee(text: str) -> bool:
    """Whether a sentence tells a fee of no known kind as charged, questioned or disputed (module doc)."""
    fee = _FEE.search(text)
    if not fee or _DELIVERY_FEE.search(text) and not _FEE.search(_DELIVERY_FEE.sub(" ", text)):
        return False
    return bool(_DISPUTED.search(text)) and not _LET_STAND.search(text)


def read_fees_disputed(read: list[ReadSentence]) -> None:
    """Each sentence read as a statement, as courtesy or as the remedy of the claims around it that disputes a fee of no
    known kind: a request of kind `other`, its sentence quoted to a person. A request or a context stays as read."""
    for s in read:
        if s.role in _LEFT_ALONE or s.why in SETTLED_WHYS or not disputes_fee(s.text):
            continue
        s.role, s.kinds, s.why = "request", ["other"], FEE_DISPUTED_WHY

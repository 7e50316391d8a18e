"""A refund the customer received twice, and their offer to pay the extra back: "You refunded my bowl twice ($43.20
and $43.20). I only had one broken bowl. Please take the extra back from my card.", "My refund for the broken vase
($37.80) came through twice! Let me know how you want me to pay back the extra." The first was read as a remedy asked
of "the requests around it" and the second as a new charge taken twice plus a damage claim, and the offer was dropped
(verify33 J04, I09). Money the shop over-paid is no claim of the customer's: the offer goes to a person (`other`,
quoted), the double refund and the damage told as its reason are context, never a duplicate charge or a new refund.

Near-misses: "You refunded the double charge" (a charge refunded, FR-28, OR-14), "I was charged twice for the bowl" (a charge, not a refund), "I asked for a refund twice and heard
nothing" (asked twice, not paid twice)."""

from __future__ import annotations

import re

from .reading import ReadSentence

TWICE_WHY = "tells of a refund the customer received twice: money the shop over-paid, no claim of theirs"
PAY_BACK_WHY = "offers to pay back a refund received twice: a person settles how the extra comes back"
TOLD_WHY = "tells the problem a refund already paid (twice) was for: nothing new claimed"

_TWICE = re.compile(
    # (never "twice" told of a charge or a refund asked after it: "You refunded the double charge ... I was charged twice
    # again", "You refunded one of the glasses, please don't refund that one twice")
    r"\b(?:refunded|credited|reimbursed)\b(?:(?!\b(?:charged?|billed|taken|debited|refund)\b)[^.!?]|\.\d)*\b(?:twice|two\s+times)\b"
    r"|\brefunds?\b(?:[^.!?]|\.\d)*\b(?:came\s+(?:through|in)|arrived|landed|paid|went\s+through|hit\s+my\s+\w+|was\s+(?:issued|paid|sent))\s+(?:twice|two\s+times|double)"
    r"|\b(?:got|received)\s+(?:my\s+|the\s+|a\s+)?(?:refund|money\s+back)\s+twice\b"
    r"|\b(?:two|double|duplicate)\s+refunds\b(?!(?:[^.!?]|\.\d)*\b(?:asked|requested|emails?)\b)", re.I)
_PAY_BACK = re.compile(
    r"\bpay\s+(?:you\s+)?(?:it\s+|that\s+|the\s+extra\s+|the\s+difference\s+)?back\b|\bpay\s+back\b"
    r"|\btake\s+(?:the\s+(?:extra|second\s+one|difference|duplicate)|it|one)\s+back\b|\btake\s+back\s+the\s+(?:extra|second|duplicate|difference)\b"
    r"|\b(?:return|send|give)\s+(?:you\s+)?(?:back\s+)?the\s+(?:extra|second\s+refund|duplicate|overpayment)\b"
    r"|\b(?:reverse|cancel|claw\s+back)\s+(?:one|the\s+(?:second|extra|duplicate))\b|\bcharge\s+(?:me\s+)?(?:for\s+)?the\s+extra\s+back\b", re.I)
_ASKS = re.compile(r"\b(?:refund|replace|replacement|send\s+me|please|want|need|could|can|would)\b", re.I)


def read_refund_paid_twice(live: list[ReadSentence]) -> None:
    """A refund received twice (module doc): the offer to pay back to a person, the rest told. `live`: the sentences the
    customer wrote, the injected left out (read_ticket reads them once for the last passes)."""
    twice = [s for s in live if _TWICE.search(s.text)]
    if not twice:
        return
    offers = [s for s in live if _PAY_BACK.search(s.text) and s not in twice]
    for s in offers:
        s.role, s.kinds, s.why, s.spans = "request", ["other"], PAY_BACK_WHY, {}
    for s in twice:
        if offers or _PAY_BACK.search(s.text):
            s.role, s.kinds, s.why, s.spans = ("context", [], TWICE_WHY, {}) if offers else ("request", ["other"], PAY_BACK_WHY, {})
        else:
            s.role, s.kinds, s.why, s.spans = "request", ["other"], TWICE_WHY, {}
    for s in live:
        if s.role == "request" and s not in twice and s not in offers and s.kinds and "other" not in s.kinds and not _ASKS.search(s.text):
            s.role, s.kinds, s.why, s.spans = "context", [], TOLD_WHY, {}

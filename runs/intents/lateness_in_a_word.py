"""Lateness told in a word, the delivery fee asked back beside it: "late. refund shipping pls", "Late again!! shipping
back please", "order late, give back delivery money". The late-delivery cues want the goods or the delivery named with
a verb ("the parcel was late", runs/intents/lateness_told_bare.py), so the bare "late." read as a statement and the fee
ask as a remedy of no problem: the run went to a person and the fee a lead would pay was held.

A sentence that is only the word late (with "it was", "order", "again", "very", "so" and the like) or a clause opening
with it ("order late, ..."), with the delivery fee (shipping, delivery, postage) asked back in the same sentence or the
next one of its paragraph, is a late-delivery claim; the fee ask is its remedy. Whether the parcel was late, and what
is owed, is the order's record to say (the promised date and the delivery scan): reading the claim pays nothing the
record does not bear out.

Near-misses, left as read: "late." with nothing asked, or with the goods' money asked ("late. refund the lamp"), "sorry
for the late reply, refund shipping?" (the late is the customer's own), "the late fee" and "late at night"."""

from __future__ import annotations

import re

from .reading import ReadSentence

LATE_IN_A_WORD_WHY = "lateness told in a word, the delivery fee asked back beside it: a late-delivery claim the record decides"

_ADVERBS = r"(?:(?:very|so|way|really|super|too|soo+|quite|extremely|again|once\s+again|also)\s+)*"
# "late.", "Late!!", "it was late again", "order late", "very late again", "parcel came late"
_LATE_WORD = re.compile(
    rf"^\W*(?:(?:it|order|parcel|package|delivery|shipment|the\s+(?:order|parcel|package|delivery))\s+)?(?:(?:was|is|came|arrived)\s+)?{_ADVERBS}late"
    rf"(?:\s+{_ADVERBS[:-1]}|\s+(?:again|too))?\s*(?:[.!]+|[,;:-]+\s+|\s+[-\u2013\u2014]\s+|$)", re.I)
# the delivery fee asked back: "refund shipping", "shipping back", "want delivery fee back", "give back delivery money"
_FEE_BACK = re.compile(
    r"\b(?:refund|return|give\s+(?:me\s+)?back|pay\s+back|reimburse|want|need|get)\b[^.!?]{0,25}?\b(?:shipping|delivery|postage|post)\b"
    r"|\b(?:shipping|delivery|postage)\s+(?:fee\s+|charge\s+|cost\s+|money\s+)?(?:back|refund(?:ed)?)\b", re.I)
# what is asked that is no fee: goods' money, the whole order
_GOODS_MONEY = re.compile(r"\b(?:refund|return)\s+(?:the|my|this|that)\s+(?!shipping|delivery|postage)\w+", re.I)


# the fee turned down, not asked: "not asking for a refund on the delivery fee", "no need for the shipping back"
_DECLINED = re.compile(r"\b(?:not|no|never|don'?t|dont|doesn'?t|won'?t|without)\b|n['’]t\b", re.I)


def _fee_asked(text: str) -> bool:
    m = _FEE_BACK.search(text)
    return bool(m) and not _GOODS_MONEY.search(text) and not _DECLINED.search(text[:m.end()])


def read_lateness_in_a_word(read: list[ReadSentence]) -> None:
    """A bare "late" with the delivery fee asked back in it or right after it: a late-delivery claim (module doc)."""
    for i, s in enumerate(read):
        if s.role not in ("statement", "request") or set(s.kinds) - {"other"} or not (m := _LATE_WORD.search(s.text)):
            continue
        rest = s.text[m.end():]
        if rest.strip(" .!") and _fee_asked(rest):
            s.role, s.kinds, s.why = "request", ["late_delivery"], LATE_IN_A_WORD_WHY
            s.spans = {"late_delivery": [(0, len(s.text))]}
            continue
        if rest.strip(" .!"):
            continue  # more told after it that is no fee ask: read as it is
        after = next((n for n in read[i + 1:] if n.role not in ("injected", "courtesy")), None)
        # (a fee ask read as the late claim already, "shipping back pls", is the claim: the "Late!!" before it tells it)
        if after is None or after.paragraph != s.paragraph or not _fee_asked(after.text) \
                or not (after.role == "attached" or (after.role == "request" and after.kinds == ["other"])):
            continue
        s.role, s.kinds, s.why = "request", ["late_delivery"], LATE_IN_A_WORD_WHY
        s.spans = {"late_delivery": [m.span()]}
        after.role, after.kinds, after.spans, after.why = "attached", [], {}, "asks for the remedy of the requests around it"

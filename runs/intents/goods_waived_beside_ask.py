"""Damaged goods waived in the same breath as other goods are asked for, in words the striking words do not know:
"You can keep your money for the plate, just refund me the bowl.", "honestly for the plate i dont mind, but can i get
the bowl sorted", "plate: skip it, was a freebie basically". The goods named are kept as they are and asked nothing
for, so they are struck from the ask as "forget the plate" strikes them (settled._retracted_spans joins these spans);
the claim on the other goods told beside them stands and is paid when the record supports it.

Read before as a request of no kind, or as a refund refused for the whole order, the bowl owed was held for a person
and the plate's refusal named the bowl's refund "the customer asks that it not be done" (verify33 J05, M06, M08).
Near-misses left asking: money kept only on a condition ("keep your money for the plate if you send a new one"),
"I don't mind" said of a remedy or a wait ("for the plate I don't mind a replacement", "I don't mind waiting"),
"skip" said of a step ("skip the return, just refund the plate"), and the goods minded after all ("for the plate
I do mind")."""

from __future__ import annotations

import re

# The goods, a short noun phrase: "the plate", "Plate", "the side plate". Never money, a remedy, the box or the order.
_NOT_GOODS = r"(?!(?:refund|return|replacement|money|box|order|parcel|delivery|fee|lateness|delay|wait|waiting|rest|postage|shipping)\b)"
_GOODS = rf"(?:(?:the|my|our|that|this)\s+)?{_NOT_GOODS}[a-z][\w-]*(?:\s+{_NOT_GOODS}[a-z][\w-]*)?"
_WAIVED = re.compile(
    # "You can keep your money for the plate", "keep the money on the plate"
    rf"\bkeep\s+(?:your|ur|yer|the)\s+money\s+(?:for|on)\s+(?P<a>{_GOODS})(?=\s*(?:[,.;:!?]|$|\s+[-–—]|\s+(?:and|but|just|though)\b))"
    # "for the plate i dont mind", "the plate I don't mind about"
    r"|(?:^|(?<=[.,;:!?])\s*|\b(?:and|but|though|honestly|tbh)\s+)(?:for\s+)?(?P<b>"
    rf"{_GOODS})\s*,?\s+(?:i|we)\s+(?:really\s+|honestly\s+)?(?:don'?t|dont|do\s+not)\s+mind(?:\s+about(?:\s+(?:it|that(?:\s+one)?))?|\s+that\s+one|\s+it)?"
    r"(?=\s*(?:[,.;:!?]|$|\s+[-–—]|\s+(?:and|but|so|though)\b))"
    # "plate: skip it", "plate - forget it", "Plate: no need"
    r"|(?:^|(?<=[.;!?])\s*)(?P<c>" rf"{_GOODS})\s*[:–—-]\s*(?:just\s+)?(?:skip|forget|ignore|leave)\s+(?:it|that(?:\s+one)?)\b"
    r"(?!\s+(?:out|with|to|for|in|on|until|till|for\s+now)\b)"
    # the goods after the waiving words, the customer turning to other goods next: "I don't mind about the lamp, it's the
    # towels that bother me", "I'm not fussed about the mug, the real problem is the lamp" (verify34 V01, V02, W06: the
    # waived line was paid and the other dropped). Never "I don't mind about the wait", nor a waiver the next words undo.
    r"|\b(?:(?:i|we)\s+(?:really\s+|honestly\s+|truly\s+)?(?:don'?t|dont|do\s+not|don’t)\s+(?:really\s+)?(?:mind|care)|"
    r"(?:i(?:'m|’m|m|\s+am)|we(?:'re|’re|\s+are))\s+(?:really\s+|honestly\s+)?not\s+(?:really\s+|too\s+|that\s+)?(?:fussed|bothered|worried))\s+(?:about|with|re)\s+"
    rf"(?P<d>{_GOODS})(?=\s*[,;:–—-]\s*(?:(?:but|and|honestly)\s+)?(?:it'?s|it’s|its|it\s+is|the\s+real|what\s+(?:really\s+)?"
    r"(?:bothers|matters|annoys|upsets)|my\s+(?:real\s+)?(?:problem|issue)|the\s+(?:problem|issue|main))\b)", re.I)
# The waiver undone or bargained for after it: "... if you send a new one", "... unless", "... for now".
_UNDONE = re.compile(r"^[^.!?]{0,30}?\b(?:if|unless|provided|as\s+long\s+as|for\s+now|until|till)\b", re.I)


def waived_beside_spans(sentence: str) -> list[tuple[int, int]]:
    """Where a sentence waives damaged goods beside its ask (module doc): the span of the goods it names."""
    out = []
    for m in _WAIVED.finditer(sentence):
        if _UNDONE.search(sentence[m.end():]):
            continue
        group = next(g for g in "abcd" if m.group(g))
        out.append(m.span(group))
    return out


# What is left of the sentence once the waived goods are struck asks only the standing claim's remedy for other goods:
# "just refund me the bowl", "but can i get the bowl sorted", "refund the bowl please". Never a question of its own,
# another remedy ("send me a new bowl") or a sum.
_REMEDY_LEFT = re.compile(
    r"^\W*(?:(?:but|and|so|just|only|though|then|please|pls)\W+)*(?:"
    r"(?:please\s+)?(?:just\s+)?(?:refund|reimburse)\s+(?:me\s+)?(?:for\s+)?(?:the|my)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?(?:\s+only)?"
    r"|(?:can|could|may)\s+(?:i|we|you)\s+(?:please\s+)?(?:get|have)\s+(?:the|my)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+"
    r"(?:sorted(?:\s+out)?|refunded|dealt\s+with|seen\s+to|taken\s+care\s+of)"
    r"|(?:i\s+(?:need|want|would\s+like|'d\s+like)\s+)?(?:the|my)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:refunded|sorted(?:\s+out)?)"
    r")(?:\s+(?:please|pls|plz|thanks|though))*\W*$", re.I)


_LEAD_IN = re.compile(r"^\W*(?:(?:you|u|we)\s+(?:can|could|may)\s+|please\s+|just\s+|honestly\s+|so\s+)*$", re.I)


def asks_only_the_remedy(sentence: str) -> bool:
    """Whether a sentence waiving goods (module doc) asks, beside the waiver, only the standing claim's remedy for
    other goods: the words after its last waiver ask it, and nothing but filler comes before its first."""
    found = [m for m in _WAIVED.finditer(sentence) if not _UNDONE.search(sentence[m.end():])]
    return bool(found) and bool(_LEAD_IN.match(sentence[:found[0].start()])) and bool(_REMEDY_LEFT.match(sentence[found[-1].end():]))


def waived_in_claim_spans(sentence: str) -> list[tuple[int, int]]:
    """The goods a claim's own sentence waives before turning to other goods ("The lamp is dented but I don't mind about
    the lamp, it's the towels that bother me"): the claim told there is the other goods', never the waived ones'."""
    return [m.span("d") for m in _WAIVED.finditer(sentence) if m.group("d") and not _UNDONE.search(sentence[m.end():])]

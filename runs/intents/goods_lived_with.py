"""Damaged goods the customer lets stand in words the striking words do not know: "the plate I can live with",
"Plate chipped - leave it, not worth it", "The plate my husband already glued back together". The goods named are
kept as they are and asked nothing for, so they are struck from the ask as "forget the plate" strikes them
(settled._retracted_spans joins these spans); the claim on the other goods told beside them stands.

Read before as a second damaged item, the plate's money was paid beside the bowl's against the customer's word
(verify33 G11, J01, K02, M02: $91.80). Near-misses left asking: the goods not lived with ("the plate I can't live
with either", "the plate I can live with... not"), living with a condition ("I can live with the plate if you
refund half"), "leave" said of other things ("leave the box, just refund the plate"), a fix that failed ("my
husband glued the plate but it fell apart again")."""

from __future__ import annotations

import re

from .goods_waived_beside_ask import waived_beside_spans
from .stems import content_stems

# The goods, a short noun phrase: "the plate", "Plate", "the side plate". Never money, the box or the order itself.
_GOODS = r"(?:(?:the|my|our|that|this)\s+)?(?!refund|return|money|box|order|parcel|delivery|fee|lateness|delay)[a-z][\w-]*(?:\s+[a-z][\w-]*)?"
_KIN = r"(?:husband|wife|partner|son|daughter|dad|mum|mom|brother|sister|friend|neighbou?r|other\s+half)"
_LIVED_WITH = re.compile(
    # "the plate I can live with", "the plate we can make do with" (fronted goods; never "can't", "if", "either")
    rf"(?:^|(?<=[.,;:!?])\s*|\b(?:and|but|though)\s+)(?P<a>{_GOODS})\s+(?:i|we)\s+can\s+(?:live|cope|make\s+do)\s+with\b"
    r"(?!\s+(?:it\s+)?(?:if|as\s+long|provided|unless|for\s+now|either)\b)(?![^.!?]*\bnot\b\s*[.!?]?$)"
    # "Plate chipped - leave it, not worth it": the goods, their damage, then "leave it"
    rf"|(?:^|(?<=[.;!?])\s*)(?P<b>{_GOODS})\s+(?:is\s+|was\s+|got\s+|came\s+)?(?:chipped|cracked|scratched|dented|scuffed|marked|damaged|broken)"
    r"\s*(?:[-–—,:]\s*)(?:just\s+|so\s+)?leave\s+it\b(?!\s+(?:out|with|to|for)\b)"
    # "The plate my husband already glued back together", "the plate I already fixed myself"
    rf"|(?:^|(?<=[.,;:!?])\s*)(?P<c>{_GOODS})\s+(?:my\s+{_KIN}|i|we)\s+(?:has\s+|have\s+|'ve\s+)?already\s+(?:glued|fixed|mended|repaired|superglued|sorted)\b"
    rf"|\b(?:my\s+{_KIN}|i|we)\s+(?:has\s+|have\s+|'ve\s+)?already\s+(?:glued|fixed|mended|repaired|superglued)\s+(?P<d>(?:the|my|our)\s+[a-z][\w-]*)"
    # the goods' damage told, then waived in a clause on it: "The towels have a snag, which I can live with", "the mug is
    # chipped but I can live with that", "a scuff on the tray that I don't mind", "the lid is dented, which is fine by me"
    # (verify34 V03: the towels were paid beside the lamp). Never across another clause ("the lamp broke and the towels
    # ..."), never "can't", never bargained ("... if you knock a bit off") nor told of a remedy ("I don't mind waiting").
    rf"|(?:^|(?<=[.,;:!?\n])\s*|\b(?:and|but|though|whereas|while|also)\s+)(?P<e>{_GOODS})\s+(?:has|have|had|is|are|was|were|got|came|arrived)\b"
    r"(?:(?!\b(?:and|but|whereas|while|though|which|that)\b)[^.!?,;]){0,40}?\s*[,;]?\s*(?:which|that|but|though|and)\s+"
    r"(?:(?:i|we)\s+(?:really\s+|honestly\s+)?can\s+(?:live|cope|make\s+do)\s+with(?:\s+(?:that|it|this))?"
    r"|(?:i|we)\s+(?:really\s+|honestly\s+)?(?:don'?t|dont|do\s+not|don’t)\s+(?:really\s+)?mind(?:\s+(?:that|it|this))?"
    r"|(?:(?:that|it|this)\s+)?(?:is|'s|’s)\s+(?:totally\s+|perfectly\s+)?fine\s+(?:by|with)\s+(?:me|us))"
    r"(?=\s*(?:[,.;:!?)]|$|[-–—]|(?:and|but|whereas|while|though|so|tbh|honestly|really)\b))", re.I)
# A fix or a waiver undone after it: "... but it fell apart again", "... but it broke again".
_UNDONE = re.compile(r"\b(?:but|though|however)\b[^.!?]*\b(?:again|fell\s+apart|didn'?t\s+(?:hold|work)|came\s+apart|still)\b", re.I)


def lived_with_spans(sentence: str) -> list[tuple[int, int]]:
    """Where a sentence lets damaged goods stand (module doc): the span of the goods it names, for struck_goods."""
    out = []
    for m in _LIVED_WITH.finditer(sentence):
        end = re.search(r"[.!?]|$", sentence[m.end():]).start() + m.end()
        if _UNDONE.search(sentence, m.end(), end):
            continue
        group = next(g for g in "abcde" if m.group(g))
        out.append(m.span(group))
    return out


# Goods listed bare in a claim, "bowl and plate both chipped": the names either side of the joining word.
_BARE_PAIR = re.compile(r"\b([a-z][\w-]*)\s+(?:and|&|\+)\s+(?:the\s+)?([a-z][\w-]*)\s+(?:(?:are|were|both|got|came|have|had|arrived)\b|[a-z]+ed\b)", re.I)


def lived_with_beyond(striking: str, claim: str, struck: set[str]) -> bool:
    """Whether a claim listing goods bare ("bowl and plate both chipped") names goods beside the ones `striking` lets
    stand in the words above (refusals.claim_beyond_struck reads goods told with their article)."""
    if not (lived_with_spans(striking) or waived_beside_spans(striking)):  # (or waived beside an ask: goods_waived_beside_ask.py)
        return False
    for m in _BARE_PAIR.finditer(claim):
        named = [content_stems(m.group(1)), content_stems(m.group(2))]
        if any(n & struck for n in named) and any(n and not n & struck for n in named):
            return True
    return False


# The goods' own sentence let stand whole: "Plate chipped - leave it, not worth it." (nothing more asked in it).
_WHOLE = re.compile(r"^\W*(?:(?:the|my|our)\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:is\s+|was\s+|got\s+|came\s+)?"
                    r"(?:chipped|cracked|scratched|dented|scuffed|marked|damaged|broken)\s*[-–—,:]\s*(?:just\s+|so\s+)?leave\s+it\b"
                    r"(?:[\s,;-]*(?:(?:it'?s\s+|its\s+)?not\s+worth\s+it|(?:it'?s\s+|its\s+)?fine|no\s+(?:big\s+)?deal|whatever))*\W*$", re.I)
LIVED_WITH_WHY = "lets the damaged goods it names stand (\"leave it\"): the customer keeps them and asks nothing for them"


def drop_goods_lived_with(read: list) -> None:
    """A claim sentence that lets its own goods stand whole is context, not a request (module doc)."""
    for s in read:
        if s.role == "request" and s.kinds == ["damaged_item"] and _WHOLE.search(s.text):
            s.role, s.kinds, s.why = "context", [], LIVED_WITH_WHY


def lived_with_in_claim_spans(sentence: str) -> list[tuple[int, int]]:
    """The goods a claim's own sentence tells damaged and waives in a clause on them ("The towels have a snag, which I
    can live with, whereas the lamp arrived smashed"): the claim told there is the other goods', never these."""
    return [m.span("e") for m in _LIVED_WITH.finditer(sentence) if m.group("e")
            and not _UNDONE.search(sentence, m.end(), re.search(r"[.!?]|$", sentence[m.end():]).start() + m.end())]

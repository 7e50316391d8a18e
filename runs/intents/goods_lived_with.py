"""Damaged goods the customer lets stand in words the striking words do not know: "the plate I can live with",
"Plate chipped - leave it, not worth it", "The plate my husband already glued back together". The goods named are
kept as they are and asked nothing for, so they are struck from the ask as "forget the plate" strikes them
(settled._retracted_spans joins these spans); the claim on the other goods told beside them stands. The wordings are
read in waived_goods.py, the one reader of goods waived beside an ask; here, what follows from them for a sentence.

Read before as a second damaged item, the plate's money was paid beside the bowl's against the customer's word
(verify33 G11, J01, K02, M02: $91.80). Near-misses left asking: the goods not lived with ("the plate I can't live
with either", "the plate I can live with... not"), living with a condition ("I can live with the plate if you
refund half"), "leave" said of other things ("leave the box, just refund the plate"), a fix that failed ("my
husband glued the plate but it fell apart again")."""

from __future__ import annotations

import re

from .stems import content_stems
from .waived_goods import waived_spans

# Goods listed bare in a claim, "bowl and plate both chipped": the names either side of the joining word.
# (the second goods named in two words too: "Vase and candle holder both damaged", "Teapot and sugar bowl both arrived chipped")
_BARE_PAIR = re.compile(r"\b([a-z][\w-]*)\s+(?:and|&|\+)\s+(?:the\s+)?([a-z][\w-]*(?:\s+(?!(?:are|were|both|all|got|came|have|had|arrived)\b)[a-z][\w-]*)?)\s+"
                        r"(?:(?:are|were|both|all|got|came|have|had|arrived)\b|[a-z]+ed\b)", re.I)


def lived_with_beyond(striking: str, claim: str, struck: set[str]) -> bool:
    """Whether a claim listing goods bare ("bowl and plate both chipped") names goods beside the ones `striking` lets
    stand in the words above (refusals.claim_beyond_struck reads goods told with their article)."""
    if not waived_spans(striking):  # lived with or waived beside an ask (waived_goods.py)
        return False
    for m in _BARE_PAIR.finditer(claim):
        named = [content_stems(m.group(1)), content_stems(m.group(2))]
        if any(n & struck for n in named) and any(n and not n & struck for n in named):
            return True
    return False


# The goods' own sentence let stand whole: "Plate chipped - leave it, not worth it." (nothing more asked in it).
_WHOLE = re.compile(r"^\W*(?:(?:the|my|our)\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:is\s+|was\s+|got\s+|came\s+)?"
                    r"(?:chipped|cracked|scratched|dented|scuffed|marked|damaged|broken)\s*[-–—,:]\s*"
                    r"(?:(?:same|same\s+again|likewise|ditto)\s*[,:;–—-]?\s*)?(?:just\s+|so\s+)?leave\s+it\b"
                    r"(?:[\s,;-]*(?:(?:it'?s\s+|its\s+)?not\s+worth\s+it|(?:it'?s\s+|its\s+)?fine|no\s+(?:big\s+)?deal|whatever))*\W*$", re.I)
LIVED_WITH_WHY = "lets the damaged goods it names stand (\"leave it\"): the customer keeps them and asks nothing for them"


def drop_goods_lived_with(read: list) -> None:
    """A claim sentence that lets its own goods stand whole is context, not a request (module doc)."""
    for s in read:
        if s.role == "request" and s.kinds == ["damaged_item"] and _WHOLE.search(s.text):
            s.role, s.kinds, s.why = "context", [], LIVED_WITH_WHY

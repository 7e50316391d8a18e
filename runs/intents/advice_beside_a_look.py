"""What may stand beside a hedged look without making it a claim (runs/intents/hedged_looks_asked.py): the customer asking
what they themselves should do ("Not sure if it's OK to plug in? What should I do?"), which asks advice, not a remedy of
the shop ("what can you do?" still asks one); and the packing told wet or knocked about ("The box arrived soaked through
from the rain"), which claims nothing of the goods inside. Read as a remedy asked and as a claim, a soaked box whose
contents only looked a bit off was paid in full (verify38, the tide-marked appliance).

Near-misses: "what can you do?", "what will you do about it?", "what should I do, send it back or get a refund?" (a
remedy named); the goods inside told broken ("the box was soaked and the kettle inside is cracked")."""

from __future__ import annotations

import re

# the customer's own next step asked: "what should I do?", "what do I do now", "what shall we do with it?"
_ADVICE = re.compile(r"\bwhat\s+(?:should|shall|do|must|ought)\s+(?:i|we)\s+(?:to\s+)?do\b(?:\s+(?:now|next|with\s+(?:it|them|this)|about\s+(?:it|this)))?"
                     r"(?=\s*(?:\?|[.!]|$|,?\s*(?:thanks|thank\s+you|cheers|please|pls)))", re.I)
# the packing (not the goods) told as come wet, damp or knocked: "the box arrived soaked", "parcel was a bit damp"
_PACKING = re.compile(r"\b(?:box|boxes|parcel|package|packaging|carton|outer\s+box|cardboard|packet|envelope|wrapping|delivery)\b", re.I)
_PACKING_STATE = re.compile(r"\b(?:soak\w*|wet|damp|soggy|sodden|rained\s+on|drenched|crushed|squashed|battered|bashed|knocked\s+about|"
                            r"dented|torn|ripped|scuffed|tatty|open(?:ed)?)\b", re.I)
_GOODS_INSIDE = re.compile(r"\b(?:inside|contents?|item|the\s+\w+\s+in\s+it)\b", re.I)


def without_advice_asked(text: str) -> str:
    """The sentence with the customer's own next step asked struck out ("What should I do?")."""
    return _ADVICE.sub(" ", text)


def packing_only(text: str, broken: re.Pattern) -> bool:
    """Whether a sentence tells only the packing come wet or knocked about, nothing of the goods inside broken."""
    return bool(_PACKING.search(text) and _PACKING_STATE.search(text)) and not _GOODS_INSIDE.search(text) \
        and not broken.search(_PACKING_STATE.sub(" ", text))

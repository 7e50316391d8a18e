"""A damage told of goods that came, whatever else the same sentence tells: "The speckled mug arrived with a crack
through the handle :( Also - totally separate - the fig candle I ordered the week before never turned up" is a damage
claim on the mug and a lost parcel of the candle. A non-delivery read beside it never covers the mug: the mug came.

Each damage is judged in its own part of the sentence: "it never arrived and the tracking
says damaged", "the dresser came but the knobs are missing, the courier has that box as lost" tell of goods that never
came, and a non-delivery covers their damage."""

from __future__ import annotations

import re

from .cues import _spans_of

# A damage told of goods in hand: "the mug arrived with a chip", "when I unpacked it the lid was cracked", "received it smashed".
GOODS_IN_HAND = re.compile(r"\b(?:arrived|arrives|came|(?:is|are|was|were)\s+(?:arrive|come)|turned\s+up|showed\s+up|received|got\s+(?:it|them|the|my)|delivered|"
                           r"opened|unpacked|unboxed|took\s+(?:it|them)\s+out)\b", re.I)
# Goods told not in hand: "the knobs are missing, the courier has that box as lost", "it never came".
GOODS_NOT_IN_HAND = re.compile(r"\b(?:missing|lost|never\s+(?:arrived|came|turned\s+up|showed\s+up|got\s+here)|not\s+(?:in\s+the\s+(?:box|parcel|package)|arrived))\b", re.I)


def damage_on_goods_that_came(text: str, spans: dict | None = None) -> bool:
    """Whether `text` tells a damage of goods that came. A sentence telling no loss: its words as a whole; one telling a
    damage and a loss too: the damage's own clause ("The mug arrived cracked :( also the candle never turned up")."""
    spans = _spans_of(text) if spans is None else spans
    hits = spans.get("damaged_item") or []
    if not hits:
        return False
    if "non_delivery" not in spans:
        return bool(GOODS_IN_HAND.search(text)) and not GOODS_NOT_IN_HAND.search(text)
    clauses = [_sentence_clause(text, a, b) for a, b in hits]
    # the loss told in a clause of its own, apart from every damage clause: the damage is of goods that came
    apart = all(not any(a <= x < a + len(c) for x, _ in spans["non_delivery"]) for c, a in clauses)
    return apart and any(GOODS_IN_HAND.search(c) and not GOODS_NOT_IN_HAND.search(c) for c, _ in clauses)


# Where a sentence turns from one problem to the next: "... arrived cracked :( Also ...", "...; and separately ...".
_TURN = re.compile(r"[:;]\s*[()]|[;!]|\s[-\u2013\u2014]\s|\b(?:also|plus|separately|seperately|and\s+then|on\s+top\s+of\s+that)\b", re.I)


def _sentence_clause(text: str, start: int, end: int) -> tuple[str, int]:
    """The part of `text` around text[start:end], between the turns to another problem before and after it, and where
    it begins."""
    before = [m.end() for m in _TURN.finditer(text, 0, start)]
    after = _TURN.search(text, end)
    a = before[-1] if before else 0
    return text[a:after.start() if after else len(text)], a

"""Goods waived, then other goods asked for, in one sentence joined by "but": "The vase chip is tiny so forget about that
one, but the bowl is unusable, please refund the bowl.", "never mind the saucer, but could you refund the cup", "the lid
I can live with, but the pot itself leaks so I want my money back for the pot" (inject43 V5-15). Read whole, the waiver's
refusing words reached the other goods' ask too: the sentence was read as a refund refused and the bowl's money held for
a person. Cut where the "but" clause opens, each half is read as it is when written as two sentences: the waiver strikes
its own goods, the ask stands.

Not cut: a "but" clause of the same goods ("forget the vase, but if it gets worse refund the vase"), one asking no money
("never mind the vase, but the bowl is lovely"), or a waiver undone ("don't worry about the vase but"... with no goods), or a "but" clause opening on the ask itself ("no need to refund
that one, but please refund the teapot": read whole by runs/intents/waived_goods.py refused_beside_asked)."""

from __future__ import annotations

import re

# The waiving words: forgetting, not minding, not bothering, living with, letting go, no need to refund.
_WAIVER = re.compile(
    r"\b(?:forget(?:\s+about)?|never\s*mind|(?:don'?t|dont|do\s+not|no\s+need\s+to)\s+(?:worry|bother)(?:\s+(?:about|with))?"
    r"|(?:i|we)\s+(?:can|could)\s+live\s+with|(?:i'?ll|we'?ll)\s+let\s+(?:it|that|that\s+one|them)\s+(?:go|slide)|skip"
    r"|(?:no\s+need|don'?t\s+need|dont\s+need)\s+to\s+refund|(?:don'?t|dont|do\s+not)\s+refund|not\s+fussed\s+about)\b", re.I)
_TURN = re.compile(r"[,;]\s*but\s+|\s[-–—]+\s*but\s+", re.I)
_GOODS = r"(?:the|my|our)\s+(?:[a-z][\w-]*\s+)?(?P<{0}>[a-z][\w-]*)"
_ASK = re.compile(r"\b(?:refund(?:\s+(?:me|us))?(?:\s+(?:for|on))?|money\s+back\s+(?:for|on)|reimburse\s+(?:me|us)\s+for|"
                  r"a\s+refund\s+(?:for|on))\s+" + _GOODS.format("asked"), re.I)
_NAMED = re.compile(r"\b(?:the|my|our)\s+(?P<w>[a-z][\w-]*)(?:\s+(?P<g>[a-z][\w-]*))?", re.I)  # "the vase chip": vase, chip
_NOT_GOODS = {"money", "refund", "order", "parcel", "delivery", "fee", "rest", "one", "chip", "crack", "damage", "box", "same"}


def _stem(word: str) -> str:
    return word.lower().rstrip("s")


def waiver_then_other_goods_cuts(sentence: str) -> list[int]:
    """Where, in `sentence`, the "but" clause asking other goods' money opens after a waiver of some goods (module doc)."""
    waiver = _WAIVER.search(sentence)
    if not waiver:
        return []
    for turn in _TURN.finditer(sentence, waiver.end()):
        ask = _ASK.search(sentence, turn.end())
        if not re.match(r"(?:the|my|our)\s", sentence[turn.end():], re.I):
            continue  # "..., no need to refund that one, but please refund the teapot": read whole (intents/waived_goods.py)
        if not ask or _WAIVER.search(sentence, turn.end(), ask.start()):
            continue
        asked = _stem(ask.group("asked"))
        waived = {_stem(w) for m in _NAMED.finditer(sentence, 0, turn.start()) for w in m.groups() if w} - _NOT_GOODS
        if not waived or asked in waived or asked in _NOT_GOODS:
            continue  # no goods waived by name, or the same goods asked after all: read whole, as before
        return [turn.start() + (1 if sentence[turn.start()] in ",;" else 0)]
    return []

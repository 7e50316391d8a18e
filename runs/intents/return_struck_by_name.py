"""A change of mind that strikes the return by name takes back the return asked, wherever it was asked in the mail:
"I'd like to return the lamp. Also the mug came chipped, refund please. forget the return, keeping it", or the return
asked in the first paragraph and called off in a postscript after the thank-yous.

The change of mind took back the ask just before it, in its paragraph (runs/intents/settled.py): so the chipped mug's
claim was taken back while the lamp's return went ahead, and a return asked two paragraphs up was never called off
(blind round probe30). Where the words strike "the return" (or the exchange, the sending back), what they take back is a
return asked, the nearest one before them; the claims told between stand.

Near-misses: a change of mind naming no return ("scratch that, just refund it") takes back the ask just before it, as
before; a return struck beside a problem told in the same sentence as it ("I'd like to return the lamp, it came
cracked") is that sentence's, read as before; a return on the record called off ("cancel the return I booked") is a
person's (runs/intents/withdrawn_asks.py)."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS

# the return struck by name, opening the change of mind: "forget the return", "scrap the send-back", "never mind about the exchange"
_RETURN_STRUCK = re.compile(r"\b(?:forget|scrap|scratch|skip|drop|ignore|disregard|never\s?mind)\s+(?:about\s+)?(?:the|my|that)\s+"
                            r"(?:return|send-?back|sending\s+(?:it|them)\s+back|exchange|swap)\b", re.I)
# a return asked in words of its own, in an ask of no problem kind: "please send me a return label for the lamp"
_RETURN_WORDS = re.compile(r"\breturn\w*\b|\bsend\w*\s+(?:[\w-]+\s+){0,3}back\b|\bpost\w*\s+(?:[\w-]+\s+){0,3}back\b|\bexchange\b", re.I)


def return_struck(text: str) -> bool:
    """Whether a change of mind strikes the return by name ("forget the return, keeping it")."""
    return bool(_RETURN_STRUCK.search(text))


def return_asked_before(read: list, i: int):
    """The nearest sentence before read[i] asking a return and telling no problem of the goods (a change of mind, or a
    return asked of no kind), or None."""
    for p in reversed(read[:i]):
        if p.role not in ("request", "request_unread") or set(p.kinds) & {*GOODS_PROBLEMS, "late_delivery", "duplicate_charge"}:
            continue
        if "change_of_mind" in p.kinds or p.weak or p.asks_return or (p.kinds == ["other"] and _RETURN_WORDS.search(p.text)):
            return p
    return None

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

from .afterthoughts import AFTERTHOUGHT
from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .return_named import RETURN_NAMED

RETURN_STRUCK_WHY = "calls off the return asked before it (the customer keeps the goods): nothing is asked now"

# the return struck by name, opening the change of mind: "forget the return", "scrap the send-back", "never mind about the exchange"
# ("please don't bother with the return" after the goods found a place after all: verify round G62)
_RETURN_STRUCK = re.compile(r"\b(?:forget|scrap|scratch|skip|drop|ignore|disregard|never\s?mind|(?:don['’]?t|dont|do\s+not)\s+bother)\s+(?:about\s+|with\s+)?(?:the|my|that)\s+"
                            r"(?:return|send-?back|sending\s+(?:it|them)\s+back|exchange|swap)\b", re.I)


# ...opening the sentence, past the words that open a change of mind: "P.S. scrap the return", "nvm, forget the return"
_OPENING = re.compile(rf"^\W*(?:(?:{AFTERTHOUGHT}|nvm|no|nah|please|pls)\b[\s,.!:;-]*)*", re.I)  # (shared openers: afterthoughts.py)


# ...but a return told as made before this mail is not the ask before it: "Please scrap the return label you sent last
# week - I'm going to keep the rug." after "The teapot came chipped, could you refund it?" (withdrawn_asks.py reads the
# return booked before as a person's; the teapot's claim stands)
_BOOKED_BEFORE = re.compile(
    r"(?:\s+(?:label|slip|booking|request|collection|pick-?up)s?)?\s+(?:(?:that|which)\s+)?(?:you|i|we)\s+(?:\w+\s+)?"
    r"(?:sent|booked|started|requested|arranged|set\s+up|made|opened|issued|emailed|e-mailed|printed)\b"
    r"|(?:\s+[\w-]+){0,4}?\s+(?:last\s+(?:week|month|time)|yesterday|the\s+other\s+day|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b",
    re.I)


def return_struck_at(text: str) -> int:
    """Where the words after a change of mind that opens by striking the return begin ("P.S. scrap the return - we're
    keeping it"), or 0 (and 0 for a return told as made before this mail: "scrap the return label you sent last week")."""
    m = _RETURN_STRUCK.match(text, _OPENING.match(text).end())
    return m.end() if m and not _BOOKED_BEFORE.match(text, m.end()) else 0


def return_struck(text: str) -> bool:
    """Whether a change of mind strikes the return by name ("forget the return, keeping it")."""
    return bool(_RETURN_STRUCK.search(text))


def return_asked_before(read: list, i: int):
    """The nearest sentence before read[i] asking a return and telling no problem of the goods (a change of mind, or a
    return asked of no kind), or None."""
    for p in reversed(read[:i]):
        # (a return told in words the change-of-mind cues read weakly is still a statement here: "Looking to send back the lamp.")
        if not (p.role in ("request", "request_unread") or (p.role == "statement" and p.weak)) \
                or set(p.kinds) & {*GOODS_PROBLEMS, "late_delivery", "duplicate_charge"}:
            continue
        # (a return asked in words of its own, in an ask of no problem kind: "please send me a return label for the lamp")
        if "change_of_mind" in p.kinds or p.weak or p.asks_return or (p.kinds == ["other"] and RETURN_NAMED.search(p.text)):
            return p
    return None


def settle_struck_sentence(s: ReadSentence, replaced: bool) -> None:
    """The sentence striking the return, when it asks nothing new after the strike ("nvm, forget the return, keeping it"),
    asks nothing itself: context, never an ask of no kind for a person (the return it strikes is withdrawn beside it)."""
    if not replaced and return_struck(s.text) and s.role in ("request", "request_unread", "statement", "attached") and set(s.kinds) <= {"other", "change_of_mind"}:
        # (attached too: "Please don't bother with the return." read as asking the remedy of the return beside it)
        s.role, s.kinds, s.spans, s.weak, s.why, s.asks_return = "context", [], {}, [], RETURN_STRUCK_WHY, False

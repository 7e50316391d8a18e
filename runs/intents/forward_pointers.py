"""A forwarder's covering line that only points at the message below it: "See below - still nothing.", "fwd: read the thread,
same problem", "Forwarding this again.", "as per the email chain below, no reply". It asks nothing of its own: the
forwarded message's problem, read as the customer's request (runs/intents/forwarded.py), is what it points at. It was read as
a problem of no kind and sent to a person as an `other` ask beside the real claim (ver34a V34-10, "See below - still
nothing." over a lost lamp paid as asked).

Only a line of nothing but pointing words and a chase ("still nothing", "same problem", "no reply", "again"), and only when a
request was read from the forwarded or quoted message: with none read, the line stays what it was, so nothing is dropped.
Near-misses that stay the customer's own words: "See below - and the mug is chipped too", "Forwarding this, but also I
was charged twice".
"""

from __future__ import annotations

import re

from .forwarded import FORWARDED_OWN_WHY
from .passes import ADOPTED_WHY, QUOTED_WHY
from .reading import ReadSentence

POINTER_WHY = "only points at the message the customer forwards or quotes below, whose problem is read as the request"

# Words that point at the forwarded message: "see below", "read the thread", "forwarding this (again)", "as per the chain below".
_POINT = re.compile(
    r"\b(?:fwd?|fw)\s*:|\b(?:see|read|check|pls\s+see|please\s+see|please\s+read|look\s+at)\s+(?:the\s+|my\s+|our\s+)?(?:below|thread|chain|trail|"
    r"e-?mails?|messages?|mail|conversation|history)(?:\s+(?:below|underneath|attached|beneath))?\b"
    r"|\b(?:as\s+(?:per\s+)?|per\s+)(?:the\s+|my\s+)?(?:below|(?:e-?mail\s+|message\s+)?(?:thread|chain|trail)(?:\s+below)?|e-?mail\s+below|message\s+below)\b"
    r"|\b(?:forward(?:ing|ed)?|re-?sending|resending|sending|passing)\s+(?:this|it|the\s+below|my\s+(?:earlier\s+|last\s+|previous\s+)?(?:e-?mail|message))"
    r"(?:\s+(?:on|along|again|once\s+more|back))*\b|\bbelow\b", re.I)
# The chase a pointing line may carry: "still nothing", "same problem", "no reply yet", "again", "any news?".
_CHASE = re.compile(
    r"\bstill\s+(?:nothing|no\s+(?:reply|answer|response|news|word|sign|lamp|parcel|joy)|waiting|not\s+(?:sorted|resolved|fixed|here))\b|\bnothing\s+yet\b"
    r"|\b(?:same|this)\s+(?:problem|issue|thing|story)(?:\s+as\s+(?:before|below|last\s+time))?(?:\s+(?:still|again))?\b"
    r"|\bno\s+(?:reply|answer|response|news|update)s?(?:\s+(?:yet|so\s+far|at\s+all))?\b|\b(?:nobody|no\s+one|no-one)\s+(?:has\s+)?(?:replied|answered|got\s+back)\b"
    r"|\bany\s+(?:news|update)s?\b|\bagain\b|\bonce\s+more\b|\bplease\b|\bpls\b|\bthanks?\b|\bthank\s+you\b"
    r"|\b(?:hi|hello|hey|ok|so|and|but|just|fyi|yet|still)\b", re.I)
# What may be left once the pointing and the chase are taken out: marks and the words that join them.
_NOTHING_LEFT = re.compile(r"^[\s\W_]*(?:(?:the|a|this|it|is|it's|its|same|as|re|for|from|to|with|and|on|of)[\s\W_]*)*$", re.I)
_FORWARDED_WHYS = (FORWARDED_OWN_WHY, ADOPTED_WHY)


def only_points(text: str) -> bool:
    """Whether `text` is nothing but words pointing at a forwarded message, with at most a chase."""
    if not _POINT.search(text):
        return False
    return bool(_NOTHING_LEFT.match(_CHASE.sub(" ", _POINT.sub(" ", text))))


def only_chases(text: str) -> bool:
    """Whether `text` is nothing but a chase ("still waiting!!", "No reply yet."): said after a pointing line, of the same message."""
    return bool(_CHASE.search(text)) and bool(_NOTHING_LEFT.match(_CHASE.sub(" ", text)))


def read_forward_pointers(read: list[ReadSentence]) -> None:
    """The customer's covering lines above a forwarded or quoted message that only point at it (or only chase it, right
    after such a line), made context when a request was read from that message."""
    for i, s in enumerate(read):
        if s.why in _FORWARDED_WHYS or s.why == QUOTED_WHY or s.role not in ("statement", "request") or (s.role == "request" and s.kinds != ["other"]):
            continue
        below = read[i + 1:]
        if not (any(n.why == QUOTED_WHY for n in below) and any(n.why in _FORWARDED_WHYS for n in below)):
            continue
        if only_points(s.text) or (i and read[i - 1].why == POINTER_WHY and only_chases(s.text)):
            s.role, s.kinds, s.why, s.spans = "context", [], POINTER_WHY, {}

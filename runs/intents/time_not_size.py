"""A length word told of time is never the goods' size: "Delivery took ages, far too long." started a return of the goods
as if they were too long (change of mind, a wrong fit), because the fit cue reads "far too long" wherever it stands.

"too long" / "too short" is a fit only when goods are its subject ("the curtains are far too long", "the sleeves are a bit
too short"). Told of the wait ("the wait was far too long"), standing bare after a clause telling how long something took
("took ages, way too long", "three weeks, much too long"), or told as how long to wait ("it's too long to wait", "too long
for a delivery"), it is time: the fit read from it is dropped, and with no other kind left the sentence is told, not asked.
Whether the delivery was late is the lateness readers' to say (runs/intents/lateness_told_bare.py), never this one's.

Near-misses that stay a fit: "the curtains are far too long", "The delivery was quick but the rug is way too long for the
hall", "took ages to arrive and the trousers are far too long"."""

from __future__ import annotations

import re

from .reading import ReadSentence

_FIT = "change_of_mind"
# the length words a fit and a wait share
_LENGTH = re.compile(r"\btoo\s+(?:long|short)\b", re.I)
# time as the subject of the length word: "the wait was far too long", "delivery time is way too long", "it's been too long"
_TIME_SUBJECT = re.compile(r"\b(?:wait(?:ing)?(?:\s+time)?|delivery(?:\s+time)?|shipping(?:\s+time)?|postage|transit|lead\s+time|turnaround|"
                           r"process|time|days?|weeks?|months?|it'?s\s+been|it\s+has\s+been)\s+"
                           r"(?:(?:was|is|were|are|has\s+been|just|simply|honestly|really|frankly)\s+)*"
                           r"(?:(?:a\s+)?(?:bit|much|far|way|slightly|a\s+little|just|simply|really|rather)\s+)?$", re.I)
# the length word bare after a clause telling how long it took: "took ages, far too long", "3 weeks - way too long"
_BARE_AFTER_WAIT = re.compile(r"(?:\b(?:took|taken|taking|waited|waiting|wait|ages|forever|an\s+age|an\s+eternity|delivery|shipping|transit|"
                              r"days?|weeks?|months?|fortnight)\b)[^.!?;]*[,;:—–-]\s*(?:and\s+)?(?:that'?s\s+|that\s+is\s+|which\s+is\s+|it'?s\s+|was\s+)?"
                              r"(?:(?:a\s+)?(?:bit|much|far|way|slightly|a\s+little|just|simply|really|rather)\s+)?$", re.I)
# how long to wait: "it's far too long to wait", "too long for a delivery", "too long to get here"
_LENGTH_OF_WAIT = re.compile(r"\s*(?:to\s+(?:wait|arrive|come|get\s+here|turn\s+up|show\s+up|deliver|be\s+delivered|take)|"
                             r"for\s+(?:a\s+|the\s+|any\s+)?(?:delivery|parcel|package|wait|shipping|order\s+to))\b", re.I)


def told_of_time(text: str, start: int, end: int) -> bool:
    """True when the "too long/short" inside text[start:end] is told of time, not of goods (see the module's docstring)."""
    m = _LENGTH.search(text, start, end)
    if m is None:
        return False
    before = text[:m.start()]
    return bool(_TIME_SUBJECT.search(before) or _BARE_AFTER_WAIT.search(before) or _LENGTH_OF_WAIT.match(text, m.end()))


def read_time_not_size(read: list[ReadSentence]) -> None:
    """A fit read only from a length word told of time is dropped (module doc)."""
    for s in read:
        spans = s.spans.get(_FIT) or []
        if s.role != "request" or _FIT not in s.kinds or not spans:
            continue
        kept = [(a, b) for a, b in spans if not told_of_time(s.text, a, b)]
        if kept == spans:
            continue
        if kept:
            s.spans[_FIT] = kept
            continue
        s.kinds = [k for k in s.kinds if k != _FIT]
        s.spans.pop(_FIT, None)
        if not s.kinds:  # ("Delivery took ages, far too long.": told, nothing asked)
            s.role, s.spans, s.why = "statement", {}, ""

"""The customer owning that their claim comes late, as a hedge before the ask: "I realise it's been a while but can I have
a refund?", "I know I'm late telling you, but ...", "I appreciate it's past the 30 days - could you refund it?". The
hedge asks nothing; read with it, its words ("realise", "while") were new beside the claim, so the remedy ask went to a
person as a request of no known kind (V36-25: a mirror found cracked on unpacking, after the window, got a holding
reply instead of its decision with the window named). The sentence is read without the hedge; the claim's own decision
reads the dates.

Near-misses keep their words: a hedge before another ask ("I know it's late but could you also send a new plug?": the
plug is asked), and the lateness of the goods ("I realise the parcel was late, can I have the postage back?": a claim
of its own)."""

from __future__ import annotations

import re

_LATE = (r"(?:late|later|while|ages|long|overdue|some\s+time|past\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:window|deadline|days|limit|period)|"
         r"outside\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:window|period|days|limit)|(?:over|more\s+than|nearly|almost)\s+(?:\w+\s+)?(?:days|weeks|months)|"
         r"(?:a\s+few|a\s+couple\s+of|several|\w+)\s+(?:weeks|months))")
# who is late: the customer, or "it" (the time since); never the goods or the parcel ("the parcel was late")
_WHO = r"(?:it(?:s|'s|’s|\s+is|\s+has|\s+was)|this\s+is|i(?:'m|’m|\s+am|'ve|’ve|\s+have)|we(?:'re|’re|\s+are|'ve|’ve|\s+have)|i\s+(?:left|took)\s+it)"
_HEDGE = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|look|now)\W+)?(?:i|we)\s+(?:do\s+|fully\s+|totally\s+|completely\s+)?(?:realise|realize|know|appreciate|understand|"
    r"accept|admit|get|(?:am|'m|’m|are|'re|’re)\s+(?:well\s+)?aware)\s+(?:that\s+)?"
    rf"{_WHO}\s+(?:been\s+|being\s+|a\s+bit\s+|a\s+little\s+|rather\s+|very\s+|quite\s+|really\s+|so\s+|a\s+)*{_LATE}\b[^.!?,;]{{0,40}}?"
    r"(?:\s*(?:,|;|\s[-–—])\s*(?:but\s+)?|\s+but\s+)", re.I)


def without_lateness_owned(text: str) -> str:
    """The sentence without the customer's hedge that their claim comes late at its head, or as it is."""
    return _HEDGE.sub("", text, count=1)

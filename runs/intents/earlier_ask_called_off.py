"""An ask the customer made in an earlier mail, or only meant to make, told in this one and taken back in the same breath: "So I emailed
yesterday saying I wanted to send the runner rug back, but we actually love it, so please forget that, we're keeping
the rug", "I messaged last week asking to swap the lamp - ignore that, it's grown on me". What the earlier mail asked
is told, and called off: nothing is asked now and no return is to start, so the sentence is context, quoted with its
reason, never a request a person answers (blind round ver26c, case 09: "I couldn't sort out your request (...we're
keeping the rug)").

Near-misses, still requests: a return told as booked or started and called off ("please cancel the return I booked",
"stop the collection you arranged": a person cancels it on the record; runs/intents/withdrawn_asks.py); an earlier ask
told and chased, not called off ("I emailed yesterday asking to return the rug and heard nothing"); a call-off with
a new ask after it ("forget that, but could you send the right size?").

The return struck by name calls it off too ("I was going to send it back, but my daughter's claimed it, so forget the
return", "I asked about returning the jacket, but scrap the return - I've grown to love it"): read before only as "forget
that", the meant return was a change of mind asked and a return of goods the customer keeps was started (returns42
R4-15, R5-07)."""

from __future__ import annotations

import re

from .kept_after_all import KEPT_AFTER_ALL
from .reading import ReadSentence
from .return_named import SENT_OR_POSTED_BACK

EARLIER_ASK_CALLED_OFF_WHY = ("tells an ask made before, or only meant, and calls it off in the same breath (the customer keeps the goods): "
                              "nothing is asked now")

# the earlier ask, told: "I emailed yesterday saying I wanted to send the rug back", "I wrote last week asking to return it"
_EARLIER_ASK = re.compile(
    r"\b(?:i|we)\s+(?:\w+\s+)?(?:e-?mailed|emailed|wrote|messaged|contacted\s+you|rang|called|phoned|got\s+in\s+touch|said|asked|mentioned|told\s+you)\b"
    rf"[^.!?]{{0,60}}?\b(?:return|{SENT_OR_POSTED_BACK}|exchange|swap|refund|replace\w*)", re.I)
# or only meant, never sent: "I was going to send the rug back", "we were planning to return it", "I'd thought about
# swapping it" (held-back round ver27a, case 17: "I was going to send the rug back ..., but we've put it down now and
# actually love it, so forget that" started a return of the rug)
_MEANT = re.compile(
    # (the subject left out after "and" or opening the sentence: "... and was going to send it back", "was gonna post it back")
    r"(?:\b(?:i|we|and)|^\W*)\s*(?:was|were|had\s+been|'d\s+been|’d\s+been)\s+(?:going|gonna|planning|about|meaning|thinking\s+(?:of|about))\s+(?:to\s+)?"
    r"|\b(?:i|we)\s*(?:had\s+|'d\s+|’d\s+)?(?:planned|meant|intended|thought\s+(?:of|about)|considered)\s+(?:to\s+)?", re.I)
_MEANT_ASK = re.compile(rf"\s*(?:\w+\s+){{0,1}}?(?:return|{SENT_OR_POSTED_BACK}|exchang|swap|refund)", re.I)
# the call-off, after it: "please forget that", "ignore that", "scratch that", "we're keeping the rug", "we'll keep it"
_CALLED_OFF = re.compile(
    # (not "cancel that return": a return named, which may be on the record, is a person's to cancel)
    r"\b(?:forget|ignore|disregard|scratch|scrap)\s+(?:about\s+)?(?:that|this|it|my\s+(?:earlier|last|previous|other)\s+(?:e-?mail|message|mail|note|request))\b"
    r"(?!\s+(?:return|exchange|collection|label|pick-?up|order|refund))"
    r"|\bnever\s?mind\b"
    # the return struck by name ("so forget the return", "but scrap the return", "drop the exchange"): told as meant or as
    # an earlier mail's ask, it is no return on the record (one told booked or labelled is RETURN_BOOKED's, a person's)
    r"|\b(?:forget|scrap|scratch|drop|skip|ignore|disregard|never\s?mind)\s+(?:about\s+)?(?:the|my|that|this)\s+"
    r"(?:return|send-?back|sending\s+(?:it|them)\s+back|exchange|swap)\b"
    r"|\b(?:we'?re|we\s+are|i'?m|i\s+am|we'?ll|we\s+will|i'?ll|i\s+will|we'?ve\s+decided\s+to|i'?ve\s+decided\s+to)\s+(?:going\s+to\s+)?(?:keep(?:ing)?|hang(?:ing)?\s+on\s+to)\s+"
    r"(?:it|them|the\s+[\w-]+|this|these)\b"
    r"|" + KEPT_AFTER_ALL, re.I)  # "I was going to return it but I love it now" (kept_after_all.py)
# still asked after the call-off: a question, or a plea for something else
_ASKED_AFTER = re.compile(r"\?|\b(?:but|though)\s+(?:could|can|would|will|please)\b|\b(?:could|can|would)\s+you\b|\bplease\s+(?!forget|ignore|disregard)\w+", re.I)
# a return on the record, called off: a person's (withdrawn_asks.py)
# ("cancel that return", "stop the exchange": the return itself named as what to call off)
RETURN_BOOKED = re.compile(r"\b(?:booked|arranged|started|opened|label|collection|pick-?up|rma)\b"
                     r"|\b(?:cancel\w*|call\w*\s+off|stop|withdraw\w*|undo)\s+(?:\w+\s+){0,2}?(?:return|exchange|swap|refund)s?\b", re.I)


def earlier_ask_told(text: str) -> re.Match | None:
    """Where a sentence tells an ask made in an earlier mail or call ("I asked for a replacement frame on Monday"), else None."""
    return _EARLIER_ASK.search(text)


def earlier_ask_called_off(text: str) -> bool:
    """Whether the sentence tells an earlier mail's ask and calls it off after it, asking nothing more."""
    told = _EARLIER_ASK.search(text) or next((m for m in _MEANT.finditer(text) if _MEANT_ASK.match(text, m.end())), None)
    if not told or RETURN_BOOKED.search(text):
        return False
    off = _CALLED_OFF.search(text, told.end())
    return bool(off) and not _ASKED_AFTER.search(text[off.end():])


def read_earlier_asks_called_off(read: list[ReadSentence]) -> None:
    """A request of no kind that only tells an earlier ask called off is context (module doc)."""
    for s in read:
        # (never a sentence telling a problem as well: "...we'll keep it The bad news is the covers came stained" run together)
        # (an intention only meant reads as a change of mind: "I was going to send the rug back ... so forget that")
        if s.role == "request" and s.kinds in (["other"], ["change_of_mind"]) and not set(s.doubted) - {"change_of_mind"} and earlier_ask_called_off(s.text):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, EARLIER_ASK_CALLED_OFF_WHY
            # the goods kept: the guard's request_in_ticket holds a return or collection whoever proposes it
            s.forbids = list(dict.fromkeys([*s.forbids, "return", "collection"]))

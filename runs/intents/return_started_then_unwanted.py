"""A return the customer started before, told beside the ask to call it off, is no change of mind of the goods: "Hi, I
started a return for the rug last week but I've changed my mind. Please cancel the return.", "I no longer want to return
the rug - please cancel it." The mind changed is about the return: the customer now keeps the goods. Read before, the
sentence was a change-of-mind return of the rug (a refund decided without the goods back, for a person) beside the
call-off, and the reply told the return as going ahead. The call-off stays one request for a person (`other`, quoted:
withdrawn_asks.py cancels a return booked before), and no return may start.

Near-misses, still a change of mind: no call-off beside it ("I started a return online but the form crashed, can I send
the rug back?"), or another return asked now ("cancel the return of the rug, but I'd like to send the lamp back")."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .subject_titles import TITLE_WHY

RETURN_UNWANTED_WHY = ("tells a return the customer started before and no longer wants: nothing is sent back; the ask to call the "
                       "return off is a person's")
# the return told as started before: "I started a return", "the return I booked", "I requested a return last week"
_STARTED = re.compile(r"\b(?:started|opened|booked|arranged|requested|raised|initiated|set\s+up|submitted|lodged|logged|put\s+in|filed|began)\s+"
                      r"(?:(?:a|an|the|my)\s+)?(?:\w+\s+){0,2}?(?:return|rma|collection)\b"
                      r"|\b(?:return|collection)\s+(?:that\s+)?(?:i|we)\s+(?:\w+\s+)?(?:started|opened|booked|arranged|requested|set\s+up|submitted)\b", re.I)
# the return no longer wanted: "I no longer want to return the rug", "don't want to send it back anymore", "changed my mind
# about the return", "I'd like to keep the rug after all"
_UNWANTED = re.compile(r"\b(?:no\s+longer|don'?t|do\s+not|won'?t|not)\s+(?:\w+\s+)?(?:want|need|wish|going)\s+to\s+(?:return|send\s+(?:\w+\s+){0,3}?back)\b"
                       r"|\bchanged?\s+(?:of\s+)?my\s+mind\s+(?:about|on)\s+(?:the\s+|my\s+)?return"
                       r"|\b(?:keep(?:ing)?|hang(?:ing)?\s+on\s+to)\s+(?:it|them|the\s+[\w-]+|my\s+[\w-]+)\b", re.I)
# the call-off asked: "cancel the return", "call off my return", "stop the collection", "please cancel it"
CALL_OFF_RETURN = re.compile(r"\b(?:cancel\w*|call(?:ing)?\s+off|withdraw\w*|stop|undo|scrap)\s+(?:the|my|that|this|our)\s+(?:\w+\s+){0,2}?"
                             r"(?:return|returns|collection|pick-?up|rma)\b", re.I)
_CANCEL_IT = re.compile(r"\b(?:cancel\w*|call\s+(?:it|that)\s+off|withdraw|stop|undo)\s+(?:it|that|this)\b", re.I)
# another return asked now: "but I'd like to send the lamp back", "can I return the lamp instead"
_ASKED_NOW = re.compile(r"\b(?:i'?d\s+like|i\s+want|i\s+would\s+like|can\s+i|could\s+i|please)\s+(?:to\s+)?(?:return|send\s+(?:\w+\s+){0,3}?back)\b", re.I)


def _mind_changed_on_return(s: ReadSentence) -> bool:
    return bool(_STARTED.search(s.text) or _UNWANTED.search(s.text)) and not _ASKED_NOW.search(_STARTED.sub(" ", s.text))


# a subject only naming the return ("Rug return", "Return request", "Change of mind", "cancel return SU-70001"): its title
_TITLE_WORDS = {"return", "returns", "returning", "request", "cancel", "cancelled", "canceled", "cancellation", "cancelling", "change", "changed",
                "mind", "keep", "keeping", "rma", "collection", "of", "for", "my", "the", "a", "re", "fwd", "order", "please", "pls", "about"}
_ORDER_REF = re.compile(r"\b[a-z]{1,4}-?\d{3,}\b", re.I)


def _titles_the_return(s: ReadSentence, subject_end: int) -> bool:
    words = re.findall(r"[a-z']+", _ORDER_REF.sub(" ", s.text.lower()))
    return 0 <= s.start < subject_end and s.end <= subject_end and "?" not in s.text \
        and any(w.startswith("return") or w == "mind" for w in words) and len([w for w in words if w not in _TITLE_WORDS]) <= 2


def read_return_started_then_unwanted(read: list[ReadSentence], subject_end: int = -1) -> None:
    """A change of mind told of a return started before, beside its call-off (here or in another sentence): no change of
    mind asked (module doc); the sentence that calls the return off is the request for a person, and a subject only
    naming the return titles it."""
    written = [s for s in read if s.role != "injected"]
    called_off = any(CALL_OFF_RETURN.search(s.text) or _CANCEL_IT.search(s.text) and _mind_changed_on_return(s) for s in written)
    for s in written:
        if called_off and s.role == "request" and set(s.kinds) <= {"other", "change_of_mind"} and _titles_the_return(s, subject_end):
            s.role, s.kinds, s.spans, s.weak, s.why = "attached", [], {}, [], TITLE_WHY
            continue
        if "change_of_mind" not in s.kinds or not _mind_changed_on_return(s):
            continue
        calls_off_here = bool(CALL_OFF_RETURN.search(s.text) or _CANCEL_IT.search(s.text))
        if not (called_off or calls_off_here):
            continue
        s.kinds = [k for k in s.kinds if k != "change_of_mind"]
        s.spans.pop("change_of_mind", None)
        s.asks_return, s.weak = False, []
        s.forbids = list(dict.fromkeys([*s.forbids, "return"]))
        if calls_off_here:
            s.role, s.kinds = "request", list(dict.fromkeys([*s.kinds, "other"]))
        elif not s.kinds:
            s.role, s.why = "context", RETURN_UNWANTED_WHY

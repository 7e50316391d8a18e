"""Goods the customer already sent back on their own, told as done: "I posted the rain jacket back to you ten days ago
because it didn't fit", "didnt like the dress so i already dropped it at the post office on monday", "the floor cushion
is on its way back to you, I posted it this morning (wrong shade)", "I sent back the rain boots as they were too small".

The reason they give ("didn't fit", "changed my mind", "wrong shade") reads as a change of mind or a wrong item, and a
return was booked for goods already in the post: a second label, a collection, or a refund on a return the warehouse
has not seen. The return is the customer's, made; what is left is to check it arrived and refund it, which a person
does from the record. So the sentence is context, and the asks beside it that only point at it ("Please chase this",
"Please let me know once it's arrived") are requests a person answers, quoted, on the returned goods' order. A chase
of the refund ("where is my refund?") is read by return_refund_chased.py.

The same when the next sentence tells it: "The lamp came in the wrong colour. I've already posted it back."

What stays as it was: a return still to make ("I want to send it back, it didn't fit", "if I post it back, when do I
get my money?"), goods sent back that the same sentence asks a remedy for ("I sent the wrong one back, please send
the blue one"), and damage told of goods sent back (its refund is the claim's own).
"""

from __future__ import annotations

import re

from .asks import _asks
from .reading import ReadSentence
from .return_refund_chased import return_told

RETURN_SENT_ALREADY_WHY = ("tells goods the customer already sent back on their own: the return is made, a person checks "
                           "it arrived and refunds it from the record; no new return is booked")
ASK_ON_A_RETURN_SENT_WHY = "asks after a return the customer already sent back: a person answers it from the record"

# The kinds whose remedy is the goods going back: a return already made is that remedy under way.
_RETURN_KINDS = {"change_of_mind", "wrong_item"}
# An ask in the same sentence ("..., please send the right size", "can you refund me?", "give me the large instead"): the
# sentence stays a request. Whether it asks is asks._asks, the reading of any request; "refund it" is added as it is
# asked mid-sentence with no lead _asks reads ("I returned the lamp last week so refund it now").
_REFUND_HERE = re.compile(r"\brefund\s+(?:me|it|them)\b", re.I)


def _asks_here(text: str) -> bool:
    return _asks(text, title=False) or bool(_REFUND_HERE.search(text))


# Roles of the sentences that only point back at a claim beside them, with no ask of their own.
_POINTING = ("attached", "courtesy")


def read_returns_sent_already(read: list[ReadSentence]) -> None:
    """A change of mind or wrong item told only as goods already sent back is context; the asks pointing at it are a
    person's (`other`), on its order."""
    for i, s in enumerate(read):
        if not (s.is_request and s.kinds and set(s.kinds) <= _RETURN_KINDS) or _asks_here(s.text):
            continue
        told = s if return_told(s) else _told_next(read, i)
        if told is None:
            continue
        s.role, s.kinds, s.spans, s.why = "context", [], {}, RETURN_SENT_ALREADY_WHY
        if told is not s:
            told.role, told.why = "context", RETURN_SENT_ALREADY_WHY
        for nxt in read[read.index(told) + 1:]:
            if nxt.role == "injected":
                continue
            if nxt.role not in _POINTING or nxt.kinds or nxt.paragraph - s.paragraph > 1:
                break
            nxt.role, nxt.kinds, nxt.spans, nxt.why = "request", ["other"], {}, ASK_ON_A_RETURN_SENT_WHY
            nxt.about = nxt.about or told.text  # "Please chase this.": the person reads what "this" is
            if s.order and not nxt.order:
                nxt.order = s.order


def _told_next(read: list[ReadSentence], i: int) -> ReadSentence | None:
    """The sentence right after a claim telling its goods already sent back, asking nothing ("The lamp came in the wrong
    colour. I've already posted it back."), in the same paragraph."""
    nxt = next((b for b in read[i + 1:] if b.role != "injected"), None)
    if nxt is None or nxt.paragraph != read[i].paragraph or nxt.role not in ("statement", "context") or nxt.kinds:
        return None
    return nxt if return_told(nxt) and not _asks_here(nxt.text) else None

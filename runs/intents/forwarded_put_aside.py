"""A forwarded or quoted request the customer's own words put aside, or the thread itself shows settled: "Please ignore
the request below, I sorted it in store.", "disregard my email underneath", "the bit below is sorted now", or a quoted
shop reply ("> Support wrote: we have refunded the duplicate charge") over the quoted "> I was charged twice". The
verifier (V35-062, V35-059) found the quoted problem read as the customer's new request and paid ($45 for a vase the
customer had sorted in store).

Only words pointing at what is below or forwarded put it aside ("ignore the request below"), never a settling of
something else in the covering lines ("my kettle is fixed now, forwarding from my wife:"); and a shop reply settles only
the problem of its own kind ("we refunded the delivery fee" leaves "> the vase is broken" asked)."""

from __future__ import annotations

import re

from .reading import ReadSentence

# The covering words pointing at the forwarded or quoted message.
_POINTS_BELOW = re.compile(r"\b(?:below|underneath|beneath|further\s+down|forwarded|quoted|(?:this|that|the|my|our)\s+(?:earlier\s+|previous\s+|old\s+|original\s+)?thread)\b", re.I)
# ... and putting it aside: "ignore", "disregard", "forget", "no need to act on", "scrap".
_PUT_ASIDE = re.compile(r"\b(?:ignore|disregard|forget(?:\s+about)?|scrap|skip|cancel|withdraw|no\s+need\s+to\s+(?:act\s+on|do\s+anything\s+(?:about|with)|deal\s+with))\s+"
                        r"(?:(?:the|my|our|that|this|what(?:'s|\s+is)?|everything|anything|all)\s+)?(?:[\w-]+\s+){0,2}?"
                        r"(?:below|underneath|beneath|further\s+down|forwarded|quoted|request|message|email|e-mail|note|bit|part|thread|complaint)\b", re.I)
# The shop saying, in a quoted reply, that it put the problem right: "we have refunded", "we've sent a replacement".
_SHOP_SETTLED = re.compile(r"\b(?:we|support|(?:our|the)\s+(?:team|support\s+team))(?:'ve|\s+have|\s+had|'d)?\s+(?:now\s+|already\s+|just\s+|since\s+)?"
                           r"(?:refunded|reversed|reimbursed|credited|replaced|voided|cancel+ed|sent\s+(?:you\s+)?(?:a\s+|the\s+|your\s+)?(?:replacement|refund|new\s+one))\b", re.I)
_DENIED = re.compile(r"\b(?:not|never|cannot|can't|cant|won't|unable)\b|n't\b", re.I)


def put_aside_below(own: list[ReadSentence], settled) -> bool:
    """Whether the customer's own covering words put the forwarded or quoted request aside: they point at it and ignore
    it or call it settled (`settled`: the screener's settling test)."""
    return any(_POINTS_BELOW.search(e.text) and (_PUT_ASIDE.search(e.text) or settled(e.text)) for e in own)


def settled_in_thread(read: list[ReadSentence], i: int, quoted_why: str) -> bool:
    """Whether a quoted shop reply in the same thread says it put right the problem of the quoted sentence `read[i]`."""
    kinds = set(read[i].doubted)
    return any(q.why == quoted_why and q is not read[i] and kinds & set(q.doubted) and (m := _SHOP_SETTLED.search(q.text))
               and not _DENIED.search(q.text, 0, m.start()) for q in read)


PUT_ASIDE_WHY = "puts the forwarded or quoted request below it aside (the customer says it is sorted or to ignore it): asks nothing"
# What the covering line may ask beside putting the request below aside: a question, a remedy, a change.
_ASKS_BESIDE = re.compile(r"\?|\b(?:could|can|would|will\s+you|send|refund\w*|replace\w*|swap|exchange|change|update|cancel|need|want)\b", re.I)
_POLITE = re.compile(r"\b(?:please|pls|plz|kindly)\b", re.I)


def covering_lines_put_aside(read: list[ReadSentence], quoted_why: str) -> None:
    """"Please ignore the request below, I sorted it in store." over a forwarded or quoted request was read as a request of
    kind `other` for a person: the covering line asks nothing; it puts the request below aside (settled above,
    read_forwarded_own). It is context, when a quoted or forwarded sentence stands below it and it asks nothing beside."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or s.why == quoted_why or not _POINTS_BELOW.search(s.text):
            continue
        m = _PUT_ASIDE.search(s.text)
        if m is None or not any(q.why == quoted_why for q in read[i + 1:]):
            continue
        if _ASKS_BESIDE.search(_POLITE.sub(" ", s.text[:m.start()] + " " + s.text[m.end():])):
            continue  # "ignore the request below, but can you check the address": it still asks
        s.role, s.kinds, s.why, s.spans = "context", [], PUT_ASIDE_WHY, {}

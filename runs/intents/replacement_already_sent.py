"""A replacement the shop already sent, told beside the problem it settled: "The vase was chipped - your team already sent a
new one which is perfect", "The lamp was damaged when it came, but your colleague Sam already sent me a new one last week
and it is perfect". The words "sent me a new one" were read as a replacement asked, so the settled damage became a claim
asking a person for a new unit, its refund held and two items escalated (blind round 31, verify31 P27, T08). Told in the
past with the shop as who sent it, the new one is the remedy given: the words are blanked where the screener looks for a
remedy asked (read.py), and the settled reading (runs/intents/settled.py) decides the rest.

Not blanked: a new one asked or chased ("please send a new one", "you were going to send a new one", "you said you'd send
a new one but it never came", "has the new one been sent?"), nor one the customer sent or bought."""

from __future__ import annotations

import re

from .reading import SETTLED_WHY

# the shop as who sent it: "you", "your team", "your colleague Sam", "customer service", "the seller", "they"
_SHOP = (r"(?:you(?:\s+guys)?|u|your\s+(?:\w+\s+)?(?:team|colleague|agent|staff|support|shop|store|warehouse)(?:\s+[A-Z][a-z]+)?|"
         r"(?:the\s+)?(?:customer\s+(?:service|support|care)|support(?:\s+team)?|seller|shop|store)|they|[A-Z][a-z]+\s+from\s+(?:your|the)\s+\w+)")
# a new unit, never goods named by what they are ("you sent me a mustard yellow one" is the wrong item told)
_NEW_UNIT = (r"(?:(?:a|an)\s+(?:new|replacement|fresh|brand\s+new|second)(?:\s+(?:one|unit|item|copy|[a-z]+))?|another(?:\s+(?:one|unit|copy))?|"
             r"(?:a\s+)?replacements?|the\s+(?:replacement|new\s+one))\b")
_SENT = re.compile(
    rf"\b{_SHOP}\s+(?:have\s+|has\s+|had\s+)?(?:already\s+|kindly\s+|quickly\s+|promptly\s+|then\s+|since\s+)?"
    rf"(?:(?:sent|posted|shipped|dispatched|mailed)(?:\s+(?:me|us|out))?\s+{_NEW_UNIT}|replaced\s+(?:it|them)\b)"
    r"(?![^.!?]{0,40}\b(?:never|hasn'?t|has\s+not|didn'?t|did\s+not|not\s+(?:yet|arrived|come)|still\s+(?:not|waiting))\b)", re.I)
# ...not a promise, a wish or an ask: "you were going to send", "you said you'd send", "could you send", "i'd sooner you sent"
_NOT_DONE = re.compile(r"\b(?:going\s+to|would|'d|’d|will|'ll|could|can|please|pls|should|promised|said|rather|sooner|prefer|if|wish|hope|want|like|unless|whether)"
                       r"(?:\s+(?:that|if))?\s*$", re.I)


def without_replacement_sent(text: str) -> str:
    """`text` with a replacement told as already sent by the shop blanked (module doc)."""
    m = _SENT.search(text)
    if not m or _NOT_DONE.search(text[:m.start()]):
        return text
    return text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():]


def sent_unit_not_asked(text: str, spans: dict) -> dict:
    """`spans` without the replacement-question hits that lie inside a replacement told as already sent by the shop ("you
    kindly sent a replacement, which was the right call": no unit asked, the settled reading decides the sentence)."""
    m = _SENT.search(text)
    if not m or "question" not in spans or _NOT_DONE.search(text[:m.start()]):
        return spans
    kept = [h for h in spans["question"] if not (m.start() <= h[0] < m.end())]
    return {**{k: v for k, v in spans.items() if k != "question"}, **({"question": kept} if kept else {})}


def read_replacement_already_sent(read: list, asks, goods_kinds) -> None:
    """A goods claim whose own sentence tells, after every problem word, a replacement the shop already sent, and asks nothing
    after it ("The mug was chipped but customer service sent me a replacement straight away, all good now"): settled context."""
    for s in read:
        if s.role != "request" or not s.kinds or not set(s.kinds) <= set(goods_kinds) or s.forbids:
            continue
        m = _SENT.search(s.text)
        if not m or _NOT_DONE.search(s.text[:m.start()]) or asks(s.text[m.end():], title=False) \
                or any(a >= m.start() for hits in s.spans.values() for a, _ in hits):
            continue
        s.role, s.why = "context", SETTLED_WHY

"""A replacement told as come and good: "my lamp was damaged previously, you sent a replacement, the replacement is
perfect thank you". Read with its remedy words, the old damage was a claim and "the replacement" an ask for goods
instead of money (with the refund forbidden): a problem the customer says is settled, read as a new one. The sentence
praising the replacement asks nothing; the damage told in it before the praise is settled (SETTLED_WHY: no money
may follow it). A sentence that asks or tells a new problem after the praise ("... is perfect but the lid is missing",
"... is great, could you refund the postage?") is left to its own reading."""

from __future__ import annotations

import re

from .asks import _asks
from .cues import GOODS_PROBLEMS, _spans_of
from .reading import SETTLED_WHY, ReadSentence
from ..shop.kinds import NOT_A_CASE

_PRAISED = re.compile(
    r"\b(?:the|this|my|your|its)\s+(?:replacement|new\s+one|second\s+one|one\s+you\s+(?:re-?)?sent(?:\s+me)?)\s+"
    r"(?:is|was|'s|’s|has\s+been|works|worked|arrived|came|turned\s+up)\s+(?:\w+\s+){0,2}?"
    r"(?:perfect\w*|great|fine|lovely|ok|okay|spot[\s-]on|brilliant|excellent|working|fab\w*|good|beautiful|gorgeous|ideal|flawless|intact|"
    r"in\s+(?:perfect|great|good|one)\s+(?:condition|shape|nick|piece))\b", re.I)
PRAISED_WHY = "tells of a remedy already given"


def read_replacement_praised(read: list[ReadSentence]) -> None:
    for s in read:
        if s.role != "request" or not (m := _PRAISED.search(s.text)):
            continue
        rest = s.text[m.end():]
        if _asks(rest, title=False) or set(_spans_of(rest)) - {"question"} or re.search(r"\b(?:but|except|however|though)\b", rest, re.I):
            continue
        told = [k for k in s.kinds if k in GOODS_PROBLEMS and all(a < m.start() for a, _ in s.spans.get(k, []))]
        if set(s.kinds) - set(told) - set(NOT_A_CASE):
            continue  # another claim told beside it
        s.role, s.forbids = "context", []
        s.kinds, s.why = (told, SETTLED_WHY) if told else ([], PRAISED_WHY)

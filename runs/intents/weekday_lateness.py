"""Lateness told by weekdays: "We were promised Friday, it came Tuesday.", "should have been here by Monday, turned up
Thursday", "arrived on Wednesday instead of the Saturday you promised". A day promised and a later day it came is a late
delivery claim; read as a problem of no known kind it went to a person (verify32). The record decides whether it was late
(POL-LATE-006 reads the promise and the delivery scan), as for any late claim.

Not read so: the same day ("promised Friday and it came Friday"), a day shortly before the promise ("promised Friday,
came Thursday": early, or a week late, the words cannot say), a promise with no arrival told ("can you guarantee
Friday?"), or a wait the customer waves off (read as context already)."""

from __future__ import annotations

import re

from .claim_remedy_asks import SORTED_ITSELF_WHY
from .reading import SETTLED_WHYS, ReadSentence

_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_DAY = r"(?P<{0}>mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\b"
_PROMISED = (r"\b(?:promised|guaranteed|quoted|due|supposed\s+to\s+(?:come|arrive|be\s+(?:here|delivered))|meant\s+to\s+(?:come|arrive|be\s+(?:here|delivered))"
             r"|should\s+have\s+(?:come|arrived|been\s+(?:here|delivered))|expected|estimated|told|said|scheduled)"
             r"(?:\s+(?:it\s+|us\s+|me\s+)?(?:would\s+(?:come|arrive|be\s+(?:here|delivered))))?(?:\s+(?:for|on|by))?(?:\s+(?:the|this|last|next))?\s+")
_CAME = (r"\b(?:came|arrived|turned\s+up|showed\s+up|got\s+here|was\s+delivered|were\s+delivered|delivered|landed|rocked\s+up)"
         r"(?:\s+(?:on|only\s+on|finally\s+on|at\s+last\s+on))?(?:\s+(?:the|this|last|next|the\s+following))?\s+")
_PROMISE_THEN_CAME = re.compile(_PROMISED + _DAY.format("promised") + r"[^.!?]{0,60}?" + _CAME + _DAY.format("came"), re.I)
_CAME_THEN_PROMISE = re.compile(_CAME + _DAY.format("came") + r"[^.!?]{0,60}?(?:\binstead\s+of\s+(?:the\s+)?|"
                                + _PROMISED + r")" + _DAY.format("promised"), re.I)
WEEKDAY_LATE_WHY = ""  # a late delivery claim like any other: nothing to say beside the kind


def _day(word: str) -> int:
    return next(i for i, d in enumerate(_DAYS) if d.startswith(word.lower()[:3]))


def weekday_lateness(text: str) -> tuple[int, int] | None:
    """Where a sentence tells a day promised and a later day the goods came (module doc), or None."""
    for pattern in (_PROMISE_THEN_CAME, _CAME_THEN_PROMISE):
        for m in pattern.finditer(text):
            if 1 <= (_day(m.group("came")) - _day(m.group("promised"))) % 7 <= 4:
                return m.span()
    return None


def read_weekday_lateness(read: list[ReadSentence]) -> None:
    """Each sentence telling lateness by weekdays that was read as a problem of no known kind, a statement or courtesy: a
    late delivery claim. A sentence read as another known kind gains the late claim beside it; context stays context, but for
    an arrival read as the problem sorting itself out ("It arrived on Wednesday instead of the Saturday you promised.")."""
    for s in read:
        if s.role == "injected" or (s.role == "context" and s.why != SORTED_ITSELF_WHY) or s.why in SETTLED_WHYS or "late_delivery" in s.kinds or not (span := weekday_lateness(s.text)):
            continue
        if s.role == "request" and set(s.kinds) - {"other"}:
            s.kinds, s.spans = [*s.kinds, "late_delivery"], {**s.spans, "late_delivery": [span]}
        elif s.role == "request" and s.kinds == ["other"] and s.why.startswith("tells of a problem"):
            s.kinds, s.spans, s.why = ["late_delivery"], {"late_delivery": [span]}, WEEKDAY_LATE_WHY
        elif s.role in ("statement", "courtesy", "attached", "context"):  # (context: "arrived on Wednesday" read as come after all)
            s.role, s.kinds, s.spans, s.why = "request", ["late_delivery"], {"late_delivery": [span]}, WEEKDAY_LATE_WHY

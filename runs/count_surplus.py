"""More units came than were paid for, told as two counts: "8 arrived, I paid for 6", "I paid for 4 and 5 turned up",
"Ordered the 6-pack, box had 8 in it".

The run page marks a sentence setting a count ordered against a different count that came (runs.screening_checks
CHECK_COUNT: "if items are missing, edit the plan"). An over-delivery is no short delivery: nothing is missing and
nothing is owed, and the screener rightly plans nothing for it (runs/intents/more_than_ordered.py). Marked, it asked a
reviewer to add a non-delivery for units the customer had too many of. Only where the count that came is plainly the
larger: a sentence whose sides cannot be told apart keeps its mark (the net there is wide on purpose)."""

from __future__ import annotations

import re

from .intents.more_than_ordered import tells_more_came
from .number_words import number

_N = r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
# the count paid for: "paid for 6", "ordered six", "bought 2", "the 6-pack", "a pack of 6", "a set of four"
_PAID = re.compile(rf"\b(?:order(?:ed|d)?|paid\s+for|payed\s+for|bought|purchased)\s+(?:a\s+|the\s+)?(?:only\s+|just\s+)?(?P<a>{_N})\b(?![.,]\d)"
                   rf"|\b(?P<b>{_N})[\s-]?(?:pack|piece|pc|set)\b|\b(?:pack|set|box|case)\s+of\s+(?P<c>{_N})\b", re.I)
# the count that came: "8 arrived", "5 turned up", "box had 8 in it", "got eight", "received 3"
_CAME = re.compile(rf"(?<![\w$£€.,])(?P<a>{_N})\s+(?:[a-z][\w-]*\s+){{0,2}}?(?:came|arrived|turned\s+up|showed\s+up|were\s+(?:in|inside|delivered))\b"
                   rf"|\b(?:had|held|contained|got|received|sent\s+(?:me|us))\s+(?:only\s+|just\s+)?(?P<b>{_N})\b(?![.,]\d)", re.I)


def _count(m: re.Match | None) -> int | None:
    if m is None:
        return None
    told = next(g for g in m.groups() if g)
    return number(told)


def more_than_paid(text: str) -> bool:
    """Whether a sentence tells that more units came than were paid for (an over-delivery, nothing missing)."""
    if tells_more_came(text):
        return True
    paid, came = list(_PAID.finditer(text)), list(_CAME.finditer(text))
    if len(paid) != 1 or len(came) != 1:
        return False
    ordered, arrived = _count(paid[0]), _count(came[0])
    return ordered is not None and arrived is not None and arrived > ordered

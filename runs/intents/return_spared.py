"""A refund asked so that the goods need not go back: "If you can refund it without me having to send it back, then
please do that", "refund me without returning the rug if possible", "could you refund it instead of me posting it back?".

The send-back words here say what the customer hopes to be spared, the opposite of a return asked. Read as a change of
mind, the sentence became a second subtask returning the damaged goods for a refund already paid on the claim beside it,
and the reply told the customer a colleague would follow up on "the return of your order". The words spared are no
change-of-mind claim and ask no return; the sentence forbids the return and the collection, so that a seller whose
remedy takes the goods back first sends the claim to a person rather than booking what the customer asked not to."""

from __future__ import annotations

import re

RETURN_SPARED_WHY = ("asks the refund of the claim beside it with the goods kept (\"without me having to send it back\"): that "
                     "claim's refund answers it, and no return or collection is made without a person")

_BACK_VERB = (r"(?:send(?:ing)?|sent|return(?:ing)?|post(?:ing)?|ship(?:ping)?|tak(?:e|ing)|bring(?:ing)?|(?:box|pack)(?:ing)?(?:\s+(?:it|them))?\s+up|"
              r"drop(?:ping)?\s+off|lug(?:ging)?)")
_TOO_BIG = (r"|\btoo\s+(?:(?:damn|bloody|darn)\s+)?(?:big|large|heavy|bulky|huge|awkward|unwieldy|massive|fragile|cumbersome|much\s+(?:hassle|faff|bother|trouble))"
            r"(?:\s+and\s+(?:big|large|heavy|bulky|awkward|unwieldy|cumbersome))?\s+(?:(?:for|4)\s+(?:me|us)\s+)?(?:to|2)\s+(?:be\s+)?"
            r"(?:send|sent|return(?:ed)?|post(?:ed)?|ship(?:ped)?|take|taken|bring|brought|lug|carry|get|got|drag|cart|box(?:ed)?|pack(?:ed)?)\b"
            r"(?:\s+(?:it|them|this|that|(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+))?(?:\s+(?:all\s+the\s+way\s+)?(?:back|up|to\s+the\s+post\s+office))?")
_SPARED = re.compile(
    r"\b(?:without|instead\s+of|rather\s+than|short\s+of)\s+(?:me|us|my|our|myself|anyone|you\s+making\s+me)?\s*"
    r"(?:(?:having|needing|need|going|being\s+asked)\s+to\s+|having\s+)?" + _BACK_VERB
    # goods sent out are no trip back: "I was refunded rather than sent another one", "instead of shipping a new one"
    + r"\b(?!\s+(?:me\s+|us\s+|out\s+)?(?:another|a\s+(?:new|replacement|second|fresh)|one\b|more\b|the\s+(?:new|replacement)))"
    + r"(?:\s+(?:it|them|this|that|these|those|(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+))?(?:\s+(?:all\s+the\s+way\s+)?back)?"
    # "without a return", "without the hassle of a return", "without it going back"
    r"|\bwithout\s+(?:(?:the|any)\s+(?:hassle|faff|bother|trouble)\s+of\s+)?(?:a|any|the)\s+(?:return|collection|pick-?up)\b"
    r"|\bwithout\s+(?:it|them)\s+(?:having\s+to\s+)?(?:go(?:ing)?|be(?:ing)?\s+(?:sent|posted|collected|returned))(?:\s+back)?\b"
    # goods too big, heavy or awkward to go back: "It is too big to send back, so I'd like a refund", "way too heavy for me to
    # post back", "far too bulky to be returned" (the trip back ruled out, never a change of mind)
    + _TOO_BIG, re.I)


def return_spared(text: str) -> list[tuple[int, int]]:
    """Where a sentence says the goods should not have to go back ("without me having to send it back"), [] if nowhere."""
    return [m.span() for m in _SPARED.finditer(text)]


def outside(spans: list[tuple[int, int]], spared: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The spans that fall outside the words sparing the goods their trip back."""
    return [(x, y) for x, y in spans if not any(a <= x < b or x <= a < y for a, b in spared)]

""""Real issue: the $3.99 postage on SU-92922 was taken twice. Please refund the extra postage." asks the duplicate's
refund, not a late delivery's fee: "extra" postage is the copy taken twice (adv29 A29-22, whose reply turned down a late
delivery the customer never claimed). A sentence read as a late delivery's fee that tells no lateness, and asks the
extra, second or double fee beside a charge told taken twice, is the remedy of that duplicate charge."""

from __future__ import annotations

import re

from .unread import AROUND_WHY

_EXTRA_FEE = re.compile(r"\b(?:extra|second|double|duplicate|other|additional|repeat(?:ed)?)\s+(?:postage|shipping|delivery(?:\s+(?:fee|charge))?|"
                        r"p\s*&\s*p|fee|charge|payment)\b", re.I)
_LATENESS = re.compile(r"\b(?:late|later|lateness|delay\w*|overdue|on\s+time|promised|expected|days?|weeks?|took|slow|still\s+waiting|arrived\s+after)\b", re.I)


def read_extra_fee_of_a_copy(read) -> None:
    """Last: a late delivery's fee asked as the extra copy beside a duplicate charge is that charge's remedy."""
    copies = [i for i, s in enumerate(read) if s.role == "request" and "duplicate_charge" in s.kinds]
    for i, s in enumerate(read):
        if s.role == "request" and s.kinds == ["late_delivery"] and _EXTRA_FEE.search(s.text) and not _LATENESS.search(s.text) \
                and any(abs(i - j) <= 2 for j in copies):
            s.role, s.kinds, s.why, s.spans = "attached", [], AROUND_WHY, {}

""""Only one came" told in a mail whose customer says a charge was taken twice on the same order ("My card was charged
twice for the jacket. Only one came, so please refund the extra."): the reason the second charge is wrong, never a unit
missing from the parcel (ver24b V24B-13 sent a person after missing units and left the copy unpaid). A count of more
than one said in the sentence ("I ordered two and only one came", "only one of the three") is a unit short, as before."""

from __future__ import annotations

import re

from ..policy import SHORT_DELIVERY
from .reading import ReadSentence

# A count of more than one said of the goods: then "only one came" may well be a unit short.
_MORE = re.compile(r"\b(?:two|three|four|five|six|seven|eight|nine|ten|dozen|pair|both|[2-9]|\d{2,})\b|\bof\s+(?:the|them|those|these|my)\b|\bout\s+of\b", re.I)
ONE_CAME_WHY = ("tells that the one unit bought came, beside a charge taken twice: why the second charge is wrong, "
                "no unit missing")


def _only_one_came(s: ReadSentence) -> bool:
    hits = s.spans.get("non_delivery", [])
    return bool(hits) and not _MORE.search(s.text) \
        and all(SHORT_DELIVERY.fullmatch(s.text, *h) and re.search(r"\b(?:one|1)\b", s.text[h[0]:h[1]], re.I) for h in hits)


def read_one_came_beside_copy(read: list[ReadSentence]) -> None:
    """"Only one came" told in a mail whose customer says a charge was taken twice on the same order: context, the reason
    the second charge is wrong, never a unit missing from the parcel."""
    copies = [r for r in read if r.role == "request" and "duplicate_charge" in r.kinds]
    for s in read:
        if s.role != "request" or set(s.kinds) - {"non_delivery"} or not _only_one_came(s):
            continue
        if any(not c.order or not s.order or c.order == s.order for c in copies):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, ONE_CAME_WHY

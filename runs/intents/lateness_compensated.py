"""Compensation asked for the lateness itself, beside a late delivery claimed: that claim's own remedy, one ask.

"The parcel came four days after the date you gave. I'd like compensation for the delivery being late.": what the
shop gives for lateness is the delivery fee back, so the late delivery's subtask answers the sentence (pays the fee,
or tells the customer the delivery was free and there is no fee to refund). Read as money beyond the policy too, one
sentence became two subtasks and the reply told the customer both "no delivery fee to refund" and "a colleague will
follow up" (blind round ver34c B34-25; the same reading blind rounds v10m and ver16b labelled late_delivery alone).
Compensation for anything more ("for my time", "for the stress", "$20 on top") stays a request a person answers."""

from __future__ import annotations

import re

from .asks import asks_compensation
from .reading import ReadSentence

LATENESS_COMPENSATED_WHY = "asks compensation for the lateness itself: the late delivery's own remedy answers it"

# "compensation for the delivery being late", "compensated for the late delivery", "some compensation for the delay".
_FOR_LATENESS = re.compile(
    r"\bcompensat\w*\s+(?:me\s+|us\s+)?(?:for|because\s+of|over|due\s+to|on)\s+(?:the\s+|my\s+|our\s+|this\s+|that\s+|its\s+)?"
    r"(?:(?:late|delayed|slow|overdue)\s+(?:delivery|arrival|parcel|package|order|shipment|dispatch)|delay(?:ed\s+delivery)?|lateness|"
    r"(?:delivery|parcel|package|order|shipment|it|them|(?:\w+\s+){0,2}?(?:delivery|parcel|package|order))\s+(?:being|arriving|coming|turning\s+up|showing\s+up)\s+"
    r"(?:so\s+|very\s+|\w+\s+days?\s+)?late)\b", re.I)


# A sum or more than the fee named beside it: "$50 compensation for the delay", "something extra for the delay".
_BEYOND = re.compile(r"[$€£]\s?\d|\b\d[\d.,]*\s*(?:dollars|bucks|quid|pounds|euros|eur|usd|gbp)\b|\b(?:extra|additional|as\s+well\s+as|in\s+addition|plus|besides)\b", re.I)


def compensation_for_lateness(text: str) -> bool:
    """Whether a sentence asks compensation for the lateness and nothing beyond it."""
    m = _FOR_LATENESS.search(text)
    return bool(m) and not _BEYOND.search(text) and not asks_compensation(text[:m.start()] + " " * (m.end() - m.start()) + text[m.end():])


def read_lateness_compensated(read: list[ReadSentence]) -> None:
    """A compensation ask for the lateness (module doc), beside a late delivery claimed on its order: not `other`."""
    for s in read:
        if s.role != "request" or "other" not in s.kinds or not compensation_for_lateness(s.text):
            continue
        if "late_delivery" in s.kinds:
            s.kinds = [k for k in s.kinds if k != "other"]
        elif any(r is not s and r.role == "request" and "late_delivery" in r.kinds and (r.order == s.order or "" in (r.order, s.order))
                 for r in read) and s.kinds == ["other"]:
            s.role, s.kinds, s.why = "attached", [], LATENESS_COMPENSATED_WHY

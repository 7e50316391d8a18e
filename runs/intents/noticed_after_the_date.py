"""A day told as when the customer noticed something, not when the goods came: "The day after the delivery date I
noticed a crack", "two days after the delivery date I saw the lid was chipped". The lateness cue "days after the ...
date" read the sentence as a late delivery beside the damage (issue 11, mendC), and the late claim was declined
against the record beside a damage claim that stood on its own.

Counted from the delivery date and followed by the customer finding something, with no word of the goods coming in
the sentence, the days tell when it was noticed: no lateness. A day counted from a promised, due or quoted date is
lateness whatever follows, and so is any such day told with the goods' coming ("it arrived the day after the delivery
date", "came 3 days after the delivery date and I noticed a dent")."""

from __future__ import annotations

import re

# the day counted from the delivery day itself: "the day after the delivery date", "3 days after delivery day"
_FROM_DELIVERY_DAY = re.compile(r"\b(?:days?|weeks?)\s+(?:after|past|later\s+than)\s+(?:the\s+|my\s+|our\s+|its\s+)?deliver(?:y|ed)\s+(?:date|day)\b", re.I)
# the customer finding something out: "I noticed", "we saw", "I found", "I opened the box"
_NOTICED = re.compile(r"\b(?:i|we|my\s+\w+)\s+(?:\w+\s+)?(?:noticed|saw|spotted|found|discovered|realised|realized|opened|unpacked|unboxed|"
                      r"checked|tried|used|went\s+to\s+use|set\s+(?:it|them)\s+up)\b", re.I)
# the goods' coming told in the sentence
_CAME = re.compile(r"\b(?:arrived|arrive|came|come|turned\s+up|showed\s+up|got\s+here|was\s+delivered|were\s+delivered|delivered\s+(?:it|them|on)|"
                   r"received|reached|landed)\b", re.I)


def without_noticing_dates(text: str, spans: dict) -> dict:
    """`spans` without the late-delivery hits that only count days from the delivery date to when something was noticed."""
    if "late_delivery" not in spans or not _NOTICED.search(text) or _CAME.search(text):
        return spans
    kept = [(a, b) for a, b in spans["late_delivery"] if not _FROM_DELIVERY_DAY.search(text, a, min(len(text), b + 1))]
    out = {k: v for k, v in spans.items() if k != "late_delivery"}
    if kept:
        out["late_delivery"] = kept
    return out

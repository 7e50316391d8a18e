"""A problem of the customer's earlier order, named by its number and asked about now, is that order's request.

"This order SU-1 is fine. My previous order SU-2 was charged twice for the rug though - please refund the extra one":
"my previous order" is an earlier order, and a sentence about one is read as history ("My last order SU-2 was fine,
no complaints") whose number the requests after it never take. But where the sentence itself numbers that order,
tells a problem of it and asks a remedy in its own words, the ask is about that order now: read as history, the claim
went to a person as "asking nothing", or was worked against the ticket's own order and declined there ("shows no
charge taken twice") while the copy on the numbered order was never looked at. The numbered order is the request's;
whether it is the customer's own is the follow-up's owner check (runs/follow_ups.py).

Goods told bought at an earlier time with no number ("the candle set i orderd off you last year came half melted ...
refund pls", "from my previous order"), their problem told and a bare remedy asked right after, are a request too
(V2-08's class, issue #11): read as history, the bare ask went to a person with the claim unnamed. Which order it is
on is the runtime's to find from the order's placed_at (runs/bought_before_the_order.py).

Near-misses that stay history: the earlier order only compared ("My previous order SU-2 had no issues at all"), a
problem of it settled ("... and you refunded it"), or the ask pointing at the ticket's own order ("... please refund
this one too")."""

from __future__ import annotations

import re

from ..sentences import ORDER_IN_TEXT
from .asks import _asks
from .cues import _spans_of

# An earlier order named as such: "my previous order", "an earlier purchase", "on my last order".
_EARLIER_ORDER = re.compile(r"\b(?:an?|my|our|the)\s+(?:previous|earlier|older|past|prior|last|first|other|old)\s+"
                            r"(?:order|purchase|delivery|parcel|shipment)\b", re.I)
# Goods told bought at an earlier time, or on an earlier order with no number: "i orderd off you last year", "bought from
# you a few months ago", "which I purchased at Christmas", "from my previous order".
_EARLIER_PURCHASE = re.compile(
    r"\b(?:bought|brought|ordered|orderd|purchased|got\s+(?:it\s+|them\s+)?(?:from|off)\s+(?:you|u))\b[^.;!?]{0,40}?"
    r"\b(?:last\s+year|(?:a\s+few|a\s+couple\s+of|couple\s+of|few|several|two|three|four|five|six|\d{1,2})\s+months\s+ago|months\s+ago"
    r"|(?:a|one|over\s+a)\s+year\s+ago|(?:back\s+)?(?:at|over)\s+(?:christmas|xmas)|(?:back\s+)?in\s+20\d\d)\b"
    r"|\b(?:from|on|in)\s+(?:my|our|a|an)\s+(?:previous|earlier|older|prior|old)\s+(?:order|purchase)\b", re.I)
# The ask pointing at the ticket's own order or goods, not the earlier one: "refund this one too", "this time".
_THIS_ORDER = re.compile(r"\b(?:this|the\s+(?:new|current|latest|recent))\s+(?:one|order|time|parcel|delivery|purchase)\b"
                         r"|\b(?:again|as\s+well|also)\b", re.I)
_LIKENED = re.compile(r"\b(?:too|again|as\s+well|also|either)\b", re.I)
# How near the number stands to the words naming the order earlier: "my earlier order SU-2", "my previous order (SU-2)",
# "order SU-2, my previous one" is not this family (it names the order first and is read as any numbered order).
_NUMBER_WITHIN = 16


def asked_of_earlier_order(text: str, following: str | None = None) -> bool:
    """Whether a sentence numbers an earlier order of the customer's, tells a problem of it and asks its remedy now
    ("on my earlier order SU-2 the lamp was charged twice - please refund the extra charge"), or the sentence right after
    it asks that remedy naming no order and not this one ("My earlier order SU-2 the teapot is arrive with crack. Please
    can you refund me for the teapot?": read as history, the claim's ask went to a person with nothing to ask it of)."""
    # (not "My last order SU-2 was late too. Please refund the fee.": told beside this order's problem, likened to it)
    if following and not ORDER_IN_TEXT.search(following) and not _THIS_ORDER.search(following) and not _LIKENED.search(text) \
            and _asks(following, title=False) and not [k for k in _spans_of(following) if k != "question"] \
            and _told_of_earlier_order(text) and asked_of_earlier_order(f"{text.rstrip(' .')} - {following}"):
        return True  # (the problem told in the earlier order's own sentence, the next one only asking: no claim of its own)
    if following and not ORDER_IN_TEXT.search(following) and not _THIS_ORDER.search(following) and not _LIKENED.search(text) \
            and _asks(following, title=False) and not [k for k in _spans_of(following) if k != "question"] \
            and _EARLIER_PURCHASE.search(text) and [k for k in _spans_of(text) if k != "question"]:
        # "the candle set i orderd off you last year came half melted. refund pls": goods bought at an earlier time, their
        # problem asked about now, no number given: a request, whose order the runtime finds or hands to a person
        # (runs/bought_before_the_order.py), never history asking nothing
        return True
    if _EARLIER_PURCHASE.search(text) and not ORDER_IN_TEXT.search(text) and not _THIS_ORDER.search(text) and not _LIKENED.search(text) \
            and any(a >= _EARLIER_PURCHASE.search(text).start() for kind, hits in _spans_of(text).items() if kind != "question" for a, _ in hits) \
            and _asks(text, title=False):
        return True  # "The candle set I ordered from you last year arrived half melted - please refund it": asked in its own words
    named = _EARLIER_ORDER.search(text)
    if not named:
        return False
    number = next((m for m in ORDER_IN_TEXT.finditer(text) if 0 <= m.start() - named.end() <= _NUMBER_WITHIN), None)
    if number is None or _THIS_ORDER.search(text):
        return False
    problems = [a for kind, hits in _spans_of(text).items() if kind != "question" for a, _ in hits]
    return any(a >= number.end() for a in problems) and _asks(text, title=False)


def _told_of_earlier_order(text: str) -> bool:
    """Whether a sentence numbers an earlier order and tells a problem after its number ("my earlier order SU-2 the teapot
    is arrive with crack"), whatever it asks."""
    named = _EARLIER_ORDER.search(text)
    number = named and next((m for m in ORDER_IN_TEXT.finditer(text) if 0 <= m.start() - named.end() <= _NUMBER_WITHIN), None)
    return bool(number) and any(a >= number.end() for kind, hits in _spans_of(text).items() if kind != "question" for a, _ in hits)

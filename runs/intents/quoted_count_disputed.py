"""A reply disputing the shop's word that only one payment was taken ("> We can only see a single payment." under "With
respect, I've checked again and there are two."): the customer's count, its noun left to the shop's quoted sentence or the
subject ("Re: Double payment"), is a claim of a payment taken twice, their own and live.

Blind round ver43, V43-B4: "there are two" names no payment, and the quoted reply is context, so the ticket was read as
asking nothing and the $64.00 copy the order's record shows was held for a person. The order's record still decides whether
a copy was taken (runs.policy_charges.copies), never the count the customer gives.

What it takes: the shop's quoted words or the reply's subject tell of payments ("a single payment", "only one charge",
"Double payment", "charged twice"), and a sentence of the customer's own tells two or both seen with no other noun ("there
are two", "I still see 2 on my statement", "both are still showing"). Near-misses, left as they were: the customer agreeing
("you're right, there's only one", "one of them has dropped off now"), two of something else ("there are two parcels"),
and the count with no payment told by the shop or the subject.
"""

from __future__ import annotations

import re

from .passes import QUOTED_WHY
from .reading import TELLS_MORE, ReadSentence
from .unread import AROUND_WHY
from .goods_named_bank import BANK

DISPUTED_WHY = "tells two payments against the shop's quoted word that there was one: a payment taken twice, claimed"

# The shop's quoted word, or the subject, tells of payments: "a single payment", "only one charge", "Double payment".
_PAYMENT = r"(?:payments?|charges?|transactions?|debits?|deductions?)"
_PAYMENTS_TOLD = re.compile(rf"\b(?:single|one|1|double|duplicate|two|2|second|extra)\s+(?:\w+\s+)?{_PAYMENT}\b|\bcharged\s+(?:twice|two\s+times|double)\b",
                            re.I)
# The customer's count with its noun left out: "there are two", "I (can) still see 2", "both are still showing".
_COUNT_ELIDED = re.compile(
    r"\b(?:there\s+(?:are|were|'re)\s+(?:still\s+|definitely\s+|clearly\s+|actually\s+)?(?:two|2)"
    r"|(?:i|we)\s+(?:can\s+|do\s+)?(?:still\s+|definitely\s+|clearly\s+)?(?:see|count|have)\s+(?:two|2)"
    rf"|(?:it|my\s+(?:card|statement|{BANK}|account|app))\s+(?:still\s+)?(?:shows?|says?|lists?)\s+(?:two|2)"
    r"|both\s+(?:are|were)\s+(?:still\s+)?(?:showing|there|on\s+my|pending|taken|out))\b"
    r"(?!\s+(?!(?:of\s+them|on|in|there|showing|still|now|here|again)\b)[a-z])", re.I)
# The customer agreeing with the shop, or one told gone: no live copy.
_AGREED = re.compile(r"\b(?:(?:there(?:'s|\s+is|\s+was)|(?:i|we)\s+(?:can\s+)?(?:only\s+)?see|it\s+(?:only\s+)?shows?)\s+(?:only\s+|just\s+)?(?:one|1)\b|"
                     r"only\s+(?:one|1)\s+(?:\w+\s+)?(?:payments?|charges?|transactions?|debits?)\b|you(?:'re|\s+are)\s+right|dropped\s+off|dropped\s+out|disappeared|gone\s+now|"
                     r"has\s+gone|fell\s+off|been\s+released|was\s+released|refunded\s+already|cleared)\b", re.I)


def _quoted(s: ReadSentence) -> bool:
    return s.why == QUOTED_WHY or s.text.lstrip().startswith(">")


def read_quoted_count_disputed(read: list[ReadSentence]) -> None:
    """The customer's count disputing the shop's quoted single payment becomes a request of a payment taken twice, and the
    money asked back beside it in its paragraph ("Please refund one of them.", "sort it out") that request's remedy (module
    doc); nothing when the ticket already asks one, or the customer agrees anywhere in their own words."""
    if any(s.is_request and "duplicate_charge" in s.kinds for s in read):
        return
    own = [s for s in read if s.role != "injected" and not _quoted(s)]
    told = any(_PAYMENTS_TOLD.search(s.text) for s in read if _quoted(s) or s.index == 0)
    if not told or any(_AGREED.search(s.text) for s in own):
        return
    count = next((s for s in own if s.index and _of_no_kind(s) and _COUNT_ELIDED.search(s.text)), None)
    if count is None:
        return
    count.role, count.kinds, count.why = "request", ["duplicate_charge"], DISPUTED_WHY
    count.spans = {"duplicate_charge": [_COUNT_ELIDED.search(count.text).span()]}
    for s in own:
        if s is not count and s.paragraph == count.paragraph and _of_no_kind(s) and s.role == "request" and _MONEY_BACK.search(s.text):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, AROUND_WHY


# A sentence of no known kind: a plain statement, or what the catch-alls read as of no kind.
_NO_KIND_WHYS = ("", "asks for a remedy, and no problem it could be for was read", "tells of a problem of no kind the screener knows",
                 TELLS_MORE)
# The money asked back with nothing new: "Please refund one of them.", "I want one back", "sort it out".
_MONEY_BACK = re.compile(r"\b(?:refund|back|return|reverse|sort)\w*\b", re.I)


def _of_no_kind(s: ReadSentence) -> bool:
    return s.role in ("statement", "attached", "request", "request_unread") and set(s.kinds) <= {"other"} and s.why in _NO_KIND_WHYS

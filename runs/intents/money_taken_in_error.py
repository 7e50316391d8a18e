"""Money asked back as taken in error, beside a claim of another kind: "Refund the money you took by mistake please" after
"My lamp arrived broken", "and give back what you charged me wrongly", "the payment you took in error needs reversing".

Read as asking "the remedy of the requests around it", it was folded into the damage claim: the lamp's refund was paid
and the charge the customer complained of was never looked at. Money taken in error is a complaint about a charge, a
request of its own: a duplicate charge, which the record proves or disproves (a copy found is refunded once; none found
goes to a person), never the claim's own refund. Beside a charge told as taken twice it is that claim's copy
(runs/intents/unread.py, COPY_ASKED_BACK_WHY) and is not read here.

Near-misses: "I ordered it by mistake" (the customer's own mistake: a change of mind), "you sent the wrong one by
mistake" (goods, not money), "refund the lamp please" (the claim's own money)."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .unread import _TAKEN

TAKEN_IN_ERROR_WHY = ("asks back money taken in error beside a claim of another kind: a charge complaint of its own, checked against "
                      "the record (a copy found is refunded once, none found goes to a person)")

_ERROR = r"(?:in\s+error|by\s+(?:mistake|accident)|mistakenly|wrongly|wrongfully|erroneously|accidentally|without\s+(?:my\s+)?(?:permission|consent|authori[sz]ation))"
# the money named by how it was taken: "the money you took by mistake", "what you charged me in error", "the payment taken
# wrongly", "you took £12 from me by mistake" (the shop's doing, never the customer's "I ordered it by mistake")
_TAKEN_IN_ERROR = re.compile(
    rf"\b(?:money|payment|charge|amount|sum|debit|transaction|what(?:ever)?|[$£€]\s?\d[\d.,]*|\d+[.,]\d\d)\s+(?:that\s+|which\s+)?"
    rf"(?:(?:was|were|has\s+been|got)\s+|(?:you|u|ya|they)(?:'ve|\s+have)?\s+)?(?:\w+\s+)?{_TAKEN}\s+(?:(?:from|off|out\s+of)\s+(?:me|us|my\s+\w+)\s+)?{_ERROR}"
    rf"|\b(?:you|u|ya|they)(?:'ve|\s+have)?\s+{_TAKEN}\s+(?:me\s+|us\s+)?(?:[$£€]\s?\d[\d.,]*\s+|\d+(?:[.,]\d\d)?\s*(?:dollars?|bucks|pounds?|quid|euros?)\s+|money\s+)?(?:(?:from|off|out\s+of)\s+(?:me|us|my\s+\w+)\s+)?{_ERROR}",
    re.I)
_ASKS_BACK = re.compile(r"\b(?:refund\w*|back|revers\w*|return\w*|reimburs\w*|undo|cancel)\b", re.I)


def read_money_taken_in_error(read: list[ReadSentence]) -> None:
    """Last (after restatements.py folds): a sentence folded into a claim, or left as telling, that asks back money taken in error on an order with no charge
    told as taken twice: a duplicate-charge request of its own."""
    for s in read:
        if s.role not in ("attached", "statement") or s.kinds or not _TAKEN_IN_ERROR.search(s.text) or not _ASKS_BACK.search(s.text):
            continue
        if any("duplicate_charge" in r.kinds and (not s.order or not r.order or r.order == s.order) for r in read if r is not s):
            continue
        s.role, s.kinds, s.why, s.spans, s.restates = "request", ["duplicate_charge"], TAKEN_IN_ERROR_WHY, {}, []

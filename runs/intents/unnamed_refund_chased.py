"""A refund chased in words that name no goods, beside the claim whose refund it is: "Your chat team promised a refund but
nothing came, and my card shows nothing back. Please refund the bowl." (held-back ver27a, V27-08).

runs/intents/promised_refunds.py reads a chased refund as a claim of the kind its own words name (a charge taken twice,
a delivery fee, goods with their problem). Naming none, the chase went to a person as a request of kind `other`, while
the bowl's claim beside it was paid by the record: a person was asked about money already refunded, and the reply
contradicted itself.

The chase is the refund asked in the sentence next to it, in its paragraph ("Please refund the bowl."), when that
sentence is the remedy of a claim the ticket makes, or of the one claim for money on the order: the claim's subtask
answers it from the record (a refund already made is found there, runs.repeat_claims), never paid twice. A chase with no
claim beside it, or one of something other than a refund ("promised me a voucher", "promised to call me back"), still
goes to a person."""

from __future__ import annotations

import re

from .promised_refunds import _MONEY_ASKED_BESIDE, _NEVER_CAME, _REFUND_NOT_COME, promised_kind
from .moods import money_not_come
from .reading import ReadSentence
from .settled_words import CHASED_WHY

CHASE_OF_CLAIM_WHY = "chases a refund promised before, naming no goods, beside the claim whose refund is asked: that claim's subtask answers it from the record"
# ("I was told on the phone I'd get my money back and I have had nothing.": read as a problem of no kind, with the promise told)
NO_KIND_WHY = "tells of a problem of no kind the screener knows"
_TOLD_BEFORE = re.compile(r"\b(?:promised|told|said|assured|confirmed|agreed)\b", re.I)
_MONEY_CLAIMS = {"damaged_item", "wrong_item", "non_delivery", "duplicate_charge", "late_delivery"}
# a refund promised or chased: "promised a refund", "said I'd get my money back", "where is my refund"
_A_REFUND = re.compile(r"\b(?:refund\w*|reimburs\w*|money\s+back|(?:pay|paid|put)\s+(?:it\s+|that\s+)?back)\b", re.I)
# something else promised: a voucher, a call, a replacement, a discount
_OTHER_PROMISE = re.compile(r"\b(?:store\s+credit|credit\s+note|account\s+credit|profile|voucher|gift\s+card|coupon|discount|code|call\w*|ring\w*|e-?mail\w*|replacement|new\s+one|points|compensation|gesture)\b", re.I)


def read_unnamed_refund_chased(read: list[ReadSentence]) -> None:
    """A chase of a refund naming no kind, next to the sentence asking the refund of a claim: attached to that claim."""
    claims = [r for r in read if r.is_request and set(r.kinds) & _MONEY_CLAIMS]
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or promised_kind(s.text) \
                or not (s.why.startswith(CHASED_WHY) or s.why == NO_KIND_WHY and _TOLD_BEFORE.search(s.text)):
            continue
        if not _A_REFUND.search(s.text) or _OTHER_PROMISE.search(s.text) \
                or not (_NEVER_CAME.search(s.text) or _REFUND_NOT_COME.search(s.text) or money_not_come(s.text)):
            continue
        mine = [r for r in claims if not s.order or not r.order or r.order == s.order]
        near = [n for n in (read[i - 1] if i else None, read[i + 1] if i + 1 < len(read) else None)
                if n is not None and n.paragraph == s.paragraph and n.role in ("attached", "request") and not (n.role == "request" and n.kinds == ["other"])
                and _MONEY_ASKED_BESIDE.search(n.text)]
        if (near and mine) or len({k for r in mine for k in r.kinds if k in _MONEY_CLAIMS}) == 1 and len(mine) == 1:
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, CHASE_OF_CLAIM_WHY

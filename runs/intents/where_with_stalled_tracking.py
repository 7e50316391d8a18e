"""Where a parcel is, asked beside the tracking told as stalled: "wondering where my order is, tracking hasnt moved since
wednesday", "where's my parcel, the tracking has not updated since Monday". The stalled trail is why the customer asks;
it claims nothing lost. Read as a non-delivery claim (V29C-29), the run answered a claim she never made ("your order that
never arrived") in policy codes and a raw tracking number. The question is the parcel-status request a person or the
scans answer (runs/intents/parcel_status.py).

Only when the sentence says nothing more: a parcel told as never come, lost or missing, overdue or past its date, or
money asked back, is the claim it always was ("Where is my order? It never arrived and the tracking hasn't moved since
the 3rd.", "where is it, tracking stuck for two weeks, refund please").
"""

from __future__ import annotations

import re

from .parcel_status import PARCEL_STATUS_WHY, asks_where_parcel

# The trail told as stalled, and nothing else about the parcel.
_STALLED = re.compile(
    r"\btracking\b[^.!?;]{0,40}?\b(?:hasn'?t|has\s+not|hasnt|hadn'?t|had\s+not|not|isn'?t|didn'?t|doesn'?t)\s+(?:been\s+)?(?:moved|updated|changed|move|update|change)\b"
    r"|\b(?:hasn'?t|has\s+not|hasnt|not)\s+(?:moved|updated|changed)\s+since\b"
    r"|\btracking\b[^.!?;]{0,40}?\b(?:stuck|frozen|no\s+(?:new\s+|further\s+|more\s+)?updates?|nothing\s+since|stopped\s+updating|(?:gone|went)\s+quiet)\b", re.I)
# What makes it the claim: the parcel said not to have come or to be lost, overdue, long stalled, or its money asked.
_CLAIMED = re.compile(
    r"\b(?:never|lost|missing|overdue|late|past\s+(?:the\s+)?(?:due|promised|delivery|estimated)|was\s+due|were\s+due|due\s+(?:on|by|last|yesterday)"
    r"|weeks?|fortnight|month|\d+\s+days|(?:ten|eight|nine|six|seven|five|twelve|fourteen)\s+days"
    r"|refund\w*|money|reimburs\w*|compensat\w*|cancel\w*|replace\w*|resend|re-?send|exception)\b", re.I)


def where_beside_stalled_tracking(text: str) -> bool:
    """Whether a sentence asks where a parcel is and tells only that its tracking has stalled, claiming no loss."""
    return asks_where_parcel(text) and bool(_STALLED.search(text)) and not _CLAIMED.search(text)


STALL_TOLD_WHY = "tells the tracking has stalled, why the customer asks where the parcel is: part of that question, no loss claimed"


def stall_beside_where(read: list) -> None:
    """The same told in two sentences ("where's my parcel? tracking has not updated since Monday"): the stalled trail, with
    nothing more said of the parcel anywhere on its order, is context of the status question next to it, not a claim."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["non_delivery"] or not _STALLED.search(s.text) or _CLAIMED.search(s.text):
            continue
        beside = [r for r in read[max(0, i - 1):i + 2] if r is not s and r.paragraph == s.paragraph and r.role == "request"
                  and r.why == PARCEL_STATUS_WHY and (not r.order or not s.order or r.order == s.order)]
        claimed = any(r is not s and "non_delivery" in r.kinds and (not r.order or not s.order or r.order == s.order) for r in read) \
            or any(_CLAIMED.search(r.text) for r in read if r.role in ("request", "attached") and r is not s)
        if beside and not claimed:
            s.role, s.kinds, s.spans, s.why = "context", [], {}, STALL_TOLD_WHY

"""Where a parcel is, asked beside the tracking told as stalled: "wondering where my order is, tracking hasnt moved since
wednesday", "where's my parcel, the tracking has not updated since Monday". The stalled trail is why the customer asks;
it claims nothing lost. Read as a non-delivery claim (V29C-29), the run answered a claim she never made ("your order that
never arrived") in policy codes and a raw tracking number. The question is the parcel-status request a person or the
scans answer (runs/intents/parcel_status.py).

So is a parcel told as not come YET beside the question when it comes: "It still hasn't arrived - when can I expect
it?", "Not here yet. When will it be delivered?" (issue 11, mendC: read as a non-delivery claim, a stalled parcel was
refunded whole as lost to a customer who only asked when it comes). The wait is why they ask; "never arrived" is a loss
told, and stays the claim, and so does the wait beside WHERE it is ("still hasn't turned up - where is it??": astray).

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
    r"|\btracking\b[^.!?;]{0,40}?\b(?:stuck|frozen|no\s+(?:new\s+|further\s+|more\s+)?updates?|nothing\s+since|stopped\s+updating|(?:gone|went)\s+quiet)\b"
    # "tracking has said in transit for two days now", "it's been showing 'in transit' since Monday": still on its way
    r"|\b(?:says?|said|saying|shows?|showed|showing|been|stuck\s+(?:on|at|in)|sat|sitting|still)\s+(?:on\s+|as\s+)?['\"‘“]?in[\s-]+transit\b", re.I)
# The parcel told as not come yet, a wait rather than a loss: "still hasn't arrived", "not here yet", "yet to turn up",
# "I'm still waiting for it"
_NOT_YET = re.compile(
    r"\bstill\s+(?:hasn'?t|has\s+not|hasnt|haven'?t|have\s+not|havent|isn'?t|is\s+not|isnt|aren'?t|not|no\s+sign\s+of|waiting)\b"
    r"|\b(?:hasn'?t|has\s+not|hasnt|haven'?t|have\s+not|havent|isn'?t|is\s+not|isnt|not)\s+(?:\w+\s+)?(?:arrived|come|turned\s+up|shown\s+up|showed\s+up|got\s+here|"
    r"been\s+delivered|here|reached\s+(?:me|us))\s+yet\b|\byet\s+to\s+(?:arrive|come|turn\s+up|show\s+up|be\s+delivered|get\s+here)\b", re.I)


# When it comes, asked: the customer expects it still to come ("when can I expect it?", "how long till it gets here?"); "it
# still hasn't turned up - where is it??" asks after a parcel gone astray, the claim it always was.
_WHEN = re.compile(r"\bwhen\b|\bhow\s+(?:much\s+)?long(?:er)?\b|\beta\b", re.I)


def _wait_told(text: str, asked: str = "") -> bool:
    """The tracking told stalled, or the parcel told not come yet beside when it comes asked (in `asked`, else in `text`):
    why the customer asks where it is."""
    return bool(_STALLED.search(text) or (_NOT_YET.search(text) and _WHEN.search(asked or text)))


# What makes it the claim: the parcel said not to have come or to be lost, overdue, long stalled, or its money asked.
_CLAIMED = re.compile(
    r"\b(?:never|lost|missing|overdue|late|past\s+(?:the\s+)?(?:due|promised|delivery|estimated)|was\s+due|were\s+due|due\s+(?:on|by|last|yesterday)"
    r"|weeks?|fortnight|month|(?:[5-9]|[1-9]\d+)\s+days|(?:ten|eight|nine|six|seven|five|twelve|fourteen)\s+days"
    r"|refund\w*|money|reimburs\w*|compensat\w*|cancel\w*|replace\w*|resend|re-?send|exception)\b", re.I)


def where_beside_stalled_tracking(text: str) -> bool:
    """Whether a sentence asks where a parcel is and tells only that its tracking has stalled or it has not come yet,
    claiming no loss."""
    return asks_where_parcel(text) and _wait_told(text) and not _CLAIMED.search(text)


STALL_TOLD_WHY = "tells the tracking has stalled, why the customer asks where the parcel is: part of that question, no loss claimed"
WAIT_TOLD_WHY = "tells the parcel has not come yet, why the customer asks when it comes: part of that question, no loss claimed"


def stall_beside_where(read: list) -> None:
    """The same told in two sentences ("where's my parcel? tracking has not updated since Monday"): the stalled trail, with
    nothing more said of the parcel anywhere on its order, is context of the status question next to it, not a claim."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["non_delivery"] or not (_STALLED.search(s.text) or _NOT_YET.search(s.text)) or _CLAIMED.search(s.text):
            continue
        beside = [r for r in read[max(0, i - 1):i + 2] if r is not s and r.paragraph == s.paragraph and r.role == "request"
                  and r.why == PARCEL_STATUS_WHY and (not r.order or not s.order or r.order == s.order) and _wait_told(s.text, r.text)]
        claimed = any(r is not s and "non_delivery" in r.kinds and (not r.order or not s.order or r.order == s.order) for r in read) \
            or any(_CLAIMED.search(r.text) for r in read if r.role in ("request", "attached") and r is not s)
        if beside and not claimed:
            s.role, s.kinds, s.spans, s.why = "context", [], {}, STALL_TOLD_WHY if _STALLED.search(s.text) else WAIT_TOLD_WHY

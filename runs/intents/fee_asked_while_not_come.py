"""A parcel told as not come yet, beside an ask for its delivery fee back and nothing more: "It STILL hasn't come. Can I at
least get the delivery fee back?", "Still not here and it was due Monday - please refund the shipping charge". The not-come
words are why the customer asks for the fee, and where the parcel is: no carrier claim for the whole order. Read as a
non-delivery claim (held-back round 36), the run refunded the whole order as lost while the parcel was in transit and let
the fee ask drop: money moved on a claim nobody made, and the one that was made went unanswered.

Here each such sentence asks where the parcel is (answered from the scans or by a person, never paid: the same ask as
"where is my order?", runs/intents/parcel_status.py), and the fee ask stays its own late-delivery request, which the
order's record decides (POL-LATE-006 pays a fee on a late delivery, once the parcel is delivered).

Only when the ticket asks no other money: a refund asked in the not-come sentence or anywhere beside it ("it never came,
I want my money back", "refund the order and the postage"), or any other claim, keeps the non-delivery claim it always
was. Near-misses: "It never arrived. Refund me please, and the $5.99 delivery too." (the order's money asked),
"It hasn't come." alone (the claim, as before)."""

from __future__ import annotations

import re

from .cues import FEE_IN_GOAL
from .reading import ReadSentence

FEE_WHILE_NOT_COME_WHY = ("tells the parcel has not come and asks only its delivery fee back: where it is, answered from the scans or "
                          "by a person; no carrier claim asked, nothing paid for it")

# money or goods asked for beyond the fee: the order's money, a claim, a new parcel, cancelling it
_MORE_ASKED = re.compile(r"\b(?:refund\w*|money|reimburs\w*|compensat\w*|cancel\w*|replace\w*|re-?send\w*|claim|resend|"
                         r"send\s+(?:(?:me|us)\s+)?(?:another|a\s+new|it\s+again|them\s+again|a\s+replacement)|full|whole|everything|"
                         r"the\s+lot|all\s+of\s+it|items?|goods|order\s+total|total)\b", re.I)
# the fee's own words, and "at least" / "just" before them: "can I at least get the delivery fee back?"
# the order's or the goods' money asked beside the fee: "I want my money back and the delivery fee", "refund it all"
# (and by its amount: "could I have the entire amount back and the shipping cost too")
_ORDERS_MONEY = re.compile(r"\b(?:full|whole|entire|everything|the\s+lot|all\s+of\s+it|items?|goods|order\s+total|total|money|cash|"
                           r"(?:the\s+)?amount\s+(?:i|we)\s+paid|what\s+(?:i|we)\s+paid|"
                           r"refund\s+(?:it|them|everything|(?:the|my|our)\s+order)|reimburs\w*)\b|\brefund\s+(?:me|us)\s*(?:$|[.!?,;])", re.I)
_FEE_WORDS = re.compile(FEE_IN_GOAL.pattern + r"|\b(?:shipping|delivery|postage|p&p)\b", re.I)


def _fee_ask(s: ReadSentence) -> bool:
    """A request for the delivery fee back and nothing more: its late-delivery kind alone (or a remedy attached to the
    not-come sentence: "can u refund me the postage at least"), the fee named, and no money of the goods or the order
    asked beside it."""
    if not ((s.role == "request" and s.kinds == ["late_delivery"]) or (s.role == "attached" and not s.kinds)) or not FEE_IN_GOAL.search(s.text):
        return False
    rest = _FEE_WORDS.sub(" ", s.text)
    return not _ORDERS_MONEY.search(rest)


def _told_not_come(s: ReadSentence) -> bool:
    """A sentence read as the parcel not come (its lateness told too: "not arrived yet, a week after the date you gave"),
    asking nothing for it in its own words."""
    return s.role == "request" and "non_delivery" in s.kinds and set(s.kinds) <= {"non_delivery", "late_delivery"} and not s.forbids and not s.doubted and not _MORE_ASKED.search(s.text)


def read_fee_asked_while_not_come(read: list[ReadSentence]) -> None:
    """Not-come sentences beside a fee-only ask, on the same order, ask where the parcel is (module doc)."""
    own = [s for s in read if s.role not in ("injected", "courtesy")]
    for fee in (s for s in own if _fee_ask(s)):
        same = [s for s in own if not s.order or not fee.order or s.order == fee.order]
        not_come = [s for s in same if _told_not_come(s)]
        # any other ask of this order (a claim, a refund, money in the not-come sentence) keeps the claim
        others = [s for s in same if s.role == "request" and s is not fee and s not in not_come and not _fee_ask(s)
                  and not (s.kinds == ["other"] and s.why.startswith("asks where"))]
        if not not_come or others or any(_MORE_ASKED.search(s.text) for s in same if s.role == "attached" and s is not fee):
            continue
        for s in not_come:
            s.kinds, s.spans, s.why = ["other"], {}, FEE_WHILE_NOT_COME_WHY
        if fee.role == "attached":  # the fee asked as the not-come sentence's remedy is its own request now
            fee.role, fee.kinds, fee.why = "request", ["late_delivery"], ""
            fee.spans = {"late_delivery": [m.span() for m in FEE_IN_GOAL.finditer(fee.text)]}

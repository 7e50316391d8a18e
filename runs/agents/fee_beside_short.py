"""The delivery fee asked back beside units missing from a parcel that came: "inside the box is only 2 glasses, I order 6
glasses. Where is the other 4? Please refund the fee." The fee ask is read as the remedy of the non-delivery claim beside
it (attached), and a claim for goods that never came pays its delivery charge only when nothing of the order came
(POL-NDL-003). A parcel that came short goes to a person to find the units; the fee asked was named nowhere, so the
person never saw it. The escalation now quotes it beside the count: nothing is paid for it before a person decides."""

from __future__ import annotations

import re

from ..quoting import shortened

# The fee asked back: "refund the fee", "my delivery charge back", "the shipping too" (not a restocking or return fee).
_FEE_ASKED = re.compile(
    r"\b(?:refund\w*|reimburs\w*|back|return\w*|money)\b[^.!?]{0,40}?\b(?:the|my|our|that)\s+(?:(?:delivery|shipping|postage|courier)\s+)?"
    r"(?:fee|fees|charge|postage|shipping|delivery\s+(?:cost|money))\b(?!\s+(?:for|of)\s+(?:the\s+)?(?:return|restock\w*|cancel\w*))"
    r"|\b(?:delivery|shipping|postage)\s+(?:fee|charge|cost)s?\b[^.!?]{0,30}?\b(?:back|refund\w*)\b", re.I)


def fee_asked_beside(reading, order_ref: str) -> str:
    """The sentence of the ticket asking the delivery fee back beside a short parcel's claim, or ''."""
    return next((s.text for s in reading.sentences if s.role in ("attached", "request") and s.about_order(order_ref) and _FEE_ASKED.search(s.text)
                 and not set(s.kinds) - {"non_delivery", "other"}), "")


def with_fee_named(escalation: dict, reading, order_ref: str) -> dict:
    """The short parcel's escalation with the fee asked beside it quoted, for the person to decide."""
    if not (fee := fee_asked_beside(reading, order_ref)):
        return escalation
    return {**escalation, "escalate": escalation["escalate"] + f'; the customer also asks the delivery fee back ("{shortened(fee, 80)}")',
            "reason": escalation["reason"] + "; the fee is not refunded for a parcel that came (POL-NDL-003), so a person decides it too"}

"""The delivery fee asked back with the whole order's money beside a parcel that never came: "STILL NOT HERE. Money back
for the whole order AND the delivery charge" asks the non-delivery claim's refund, which pays the fee with the goods.
Read apart, the fee's words made a late delivery's request of their own beside the claim: a second decision on the same
fee, turned down or paid twice.

A sentence read only as a late delivery's fee, that asks the order's money too (the whole order, everything, all of it,
a full refund) and tells no lateness, beside a non-delivery claim on the same order told before it, is that claim's
remedy. The fee asked alone while the parcel is awaited ("Still not here - can I at least get the shipping back?") is
runs/intents/fee_asked_while_not_come.py's, and a fee asked beside goods that did come stays the late delivery's. A fee
asked by its amount ("Refund the lot, the lamp and the $5.99 postage") stays a fee request of its own, as
tests/test_a_fee_asked_beside_a_lost_parcel_is_never_lost.py established: the plan folds it into a wholly lost order's
claim and hands it to a person, quoted, where some parcels came."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .unread import AROUND_WHY

_WHOLE_ORDER_MONEY = re.compile(
    r"\b(?:(?:the\s+)?(?:whole|entire|full|complete)\s+(?:order|lot|amount|thing|refund|price|cost)|everything|all\s+of\s+it|the\s+lot|"
    r"(?:the|my)\s+order(?:'s)?\s+(?:money|total|price|cost)|the\s+(?:goods|items?|order)\s+(?:and|&|plus|as\s+well\s+as)\b)", re.I)
_FIGURE = re.compile(r"[$£€]\s?\d|\b\d+(?:[.,]\d{2})?\s*(?:dollars|bucks|usd|quid|pounds|euros?)\b", re.I)
_LATENESS = re.compile(r"\b(?:late|lateness|delay\w*|overdue|on\s+time|took\s+(?:ages|forever)|slow)\b", re.I)


def read_fee_in_lost_order_refund(read: list[ReadSentence]) -> None:
    """Last: the fee asked with the whole order's money after a non-delivery claim is that claim's refund."""
    for i, s in enumerate(read):
        if s.role == "request" and s.kinds == ["late_delivery"] and _WHOLE_ORDER_MONEY.search(s.text) and not _LATENESS.search(s.text) \
                and not _FIGURE.search(s.text) \
                and any(r.role == "request" and "non_delivery" in r.kinds and (r.order == s.order or "" in (r.order, s.order))
                        for r in read[:i]):
            s.role, s.kinds, s.why, s.spans = "attached", [], AROUND_WHY, {}

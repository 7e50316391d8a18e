"""The whole order asked back for a late parcel: "As it was late I expect a full refund of the $112.79 order total." was
read as a late-delivery claim only; the delivery fee was paid and the $105.84 more the customer demanded was neither
declined nor handed to anyone. A late delivery refunds the delivery fee (POL-LATE), not the goods: the ask for the rest is
a request of its own (`other`) a person answers, beside the fee paid. Not when the fee is what is asked in full ("a full
refund of the delivery fee") or the goods have their own claim (a damaged or missing line pays what it names)."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE

_WHOLE = re.compile(
    r"\b(?:full|whole|entire|complete|total)\s+(?:refund|reimbursement|order|amount|price|cost|purchase|payment)\w*"
    r"|\border(?:'s)?\s+(?:total|value|amount|price|cost)\b|\b(?:all|every\s+(?:penny|cent))\s+(?:of\s+)?(?:my|the|our)\s+money\b"
    r"|\beverything\s+(?:back|refunded|i\s+paid)\b|\b(?:refund|reimburse)\s+(?:me\s+)?(?:for\s+)?(?:the\s+|my\s+)?(?:whole|entire|full)\b"
    r"|\b(?:refund|reimburse)\s+(?:me\s+)?(?:for\s+)?(?:the\s+|my\s+)?(?:order|everything|purchase)\b(?!\s+(?:number|ref))"
    r"|\bmoney\s+back\s+(?:for|on)\s+(?:the|my|our)\s+(?:whole\s+|entire\s+)?(?:order|purchase)\b", re.I)
# the fee is what is asked in full: "a full refund of the delivery fee", "the full shipping cost"
_FEE_AFTER = re.compile(r"^\W*(?:\w+\W+){0,4}?(?:delivery|shipping|postage|courier|express|fee|fees|p&p|carriage)\b", re.I)
_NOT = re.compile(r"(?:\bnot|n't|\bno|\bnever|\bwithout)\s+(?:\w+\s+){0,3}$", re.I)


def whole_order_asked(text: str) -> bool:
    """Whether a sentence asks the whole order's money back (the full refund, the order total), not the fee in full and
    not set aside ("I'm not asking for a full refund, just the fee")."""
    for m in _WHOLE.finditer(text):
        if _FEE_AFTER.match(text[m.end():]):
            continue
        if _NOT.search(text[:m.start()]):
            continue
        return True
    return False


def whole_order_for_lateness(kinds: list[str], text: str, goods_kinds) -> bool:
    """Whether a late-delivery request (with no claim on goods in it) also asks the whole order back."""
    return "late_delivery" in kinds and not set(kinds) & set(goods_kinds) and whole_order_asked(text)


WHOLE_ORDER_WHY = "asks the whole order back beside a late delivery, which refunds its delivery fee: a person answers the rest"


def whole_order_beside_lateness(text: str, requests) -> bool:
    """Whether a sentence of no kind asks the whole order back in a ticket whose claims are a late delivery only
    ("parcel was 5 days late!!! i want a full refund")."""
    kinds = {k for r in requests for k in r.kinds}
    return "late_delivery" in kinds and not kinds - {"late_delivery", *NOT_A_CASE} and whole_order_asked(text)

"""Goods asked back beside the delivery fee of a late parcel: "Refund the delivery charge and the rug too, I'm not paying
full price for that." was read as the late fee alone: the fee was paid and the rug's price the customer asked was neither
declined nor handed to anyone (verify38 Z-15, Q-18: silent drops). A late delivery refunds the delivery fee (POL-LATE),
never the goods' price: the goods asked beside it are an ask of their own (`other`), a person answers it and nothing is
paid on it, like the whole order asked for lateness (whole_order_for_lateness.py).

Read where the fee and the goods are joined as the things one money ask wants back, in either order: "refund the postage
plus the kettle", "the shipping fee back and the price of the lamp as well", "reimburse the delivery cost as well as the
mug itself", "refund me the toaster and the delivery charge". Not the fee with its own tax ("the delivery charge and the
tax on it"), nor a copy of the fee ("the delivery charge and the duplicate one"); and only where no claim on the goods
(broken, wrong, missing) is read, whose own remedy pays what it names.
"""

from __future__ import annotations

import re

_FEE = r"(?:delivery|shipping|postage|courier|express|p&p|carriage|postal)(?:\s+(?:fee|fees|charge|charges|cost|costs|price|money))?"
_MONEY_ASK = r"(?:refund\w*|reimburs\w*|money\s+back|back|repay\w*|compensat\w*)"
_JOINED = r"(?:,\s*)?\s+(?:and(?:\s+also)?|plus|&|as\s+well\s+as|along\s+with|together\s+with)\s+(?:for\s+)?"
_GOODS = (r"(?:(?:the|its|their)\s+(?:full\s+)?(?:price|cost|money|value)\s+(?:of|for)\s+)?(?:the|my|our|this|that|these|those)\s+"
          r"(?P<goods>[a-z][\w-]*)(?:\s+(?P<head>[a-z][\w-]*))?")
_FEE_THEN_GOODS = re.compile(rf"\b{_FEE}\b(?:\s+back)?{_JOINED}{_GOODS}", re.I)
_GOODS_THEN_FEE = re.compile(rf"\b(?:refund|reimburse|repay)\s+(?:me\s+|us\s+)?(?:for\s+)?{_GOODS}{_JOINED}(?:the\s+|my\s+|its\s+)?{_FEE}\b", re.I)
# What follows the fee and is no goods: its tax, a copy of it, the time or trouble (asked as compensation, read elsewhere).
_NOT_GOODS = frozenset("""delivery shipping postage courier express fee fees charge charges cost costs tax taxes vat sales duty one ones
extra other duplicate second same copy money refund rest remaining difference wait delay time hassle trouble inconvenience
stress day days week weeks""".split())


# A verb after the goods makes them the subject of a clause of their own, no goods asked back.
_GOODS_TOLD_BY = frozenset("""came come comes arrived arrives turned showed got was were is are did didn't didnt has had took finally only
never still eventually""".split())


def goods_asked_beside_late_fee(kinds: list[str], text: str, goods_kinds) -> bool:
    """Whether a late-delivery request with no claim on goods in it asks goods' money back beside the fee (module doc)."""
    if "late_delivery" not in kinds or set(kinds) & set(goods_kinds) or not re.search(rf"\b{_MONEY_ASK}\b", text, re.I):
        return False
    for m in [*_FEE_THEN_GOODS.finditer(text), *_GOODS_THEN_FEE.finditer(text)]:
        words = {w.lower() for w in (m.group("goods"), m.group("head")) if w}
        if (m.group("head") or "").lower() in _GOODS_TOLD_BY:  # "paid 3.95 postage and the thing came on the 19th": the goods tell the lateness
            continue
        if m.group("goods").lower() not in _NOT_GOODS and not words & {"tax", "vat", "duplicate", "copy", "extra"}:
            return True
    return False


GOODS_BESIDE_FEE_WHY = ("asks goods' money back beside the fee of a late delivery, which refunds only the fee: a person answers "
                        "the goods, nothing is paid on them")

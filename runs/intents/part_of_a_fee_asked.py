"""Part of the delivery fee asked back ("would you refund half of the shipping charge?", "could you give back half the
postage?", "reimburse 50% of the shipping cost"): the part-money rule (part_money_forms.py, runs/part_money_asked.py)
holds it for the one person who decides the amount. Before, a share named with the fee was read as the fee asked whole
(a late parcel's fee paid in full, no person deciding), and "return half of the delivery money" as a return. Not the
whole fee ("can I get the delivery fee back?"), which a late parcel's claim still pays. Kept apart from
part_money_forms.py, whose shares are of the goods' price ("half its price", "half the money back")."""

from __future__ import annotations

import re

from .part_money_forms import SHARE

_FEE = r"(?:delivery|shipping|postage|post(?:age)?\s+and\s+packing|p\s?&\s?p|courier|carriage|freight)"

# a share of the fee: "half of the shipping charge", "50% of the delivery fee", "a third of my postage back", "half the shipping back"
_SHARE_OF_FEE = re.compile(rf"(?<![\w-]){SHARE}(?!\w)\s+(?:of\s+)?(?:(?:the|my|our|its|that|this|your)\s+)?(?:\w+\s+)?{_FEE}\b", re.I)


def part_of_a_fee_asked(text: str) -> bool:
    """Whether a sentence names a share of the delivery fee (asked back: the sentence is read as money asked)."""
    return bool(_SHARE_OF_FEE.search(text))

"""An exchange asked as a return made for other goods, with the money offered as the other choice: "Please can I send it
back for the blue one or a refund.", "could I return the jumper for the M one, or get my money back?". Beside "Ordered
the cobalt blue vase and a green one turned up." it was read as a second return, a change of mind, that the guard
refused twice (the vase was already going back as the wrong item), and the open item named the vase the customer wanted
as the one to return (ver32c V32-14).

Goods or the money, either, is a choice a person makes (runs/intents/money_or_goods.py: the exchange is theirs to
arrange, the refund not ruled out). Near-misses: a return for the money ("send it back for a refund", "for store
credit"), for a repair or on a day ("send it back for repair", "for Friday"), and a return for the right one asked
alone ("Can I send it back for the right one?"), which earlier rounds labelled the wrong item's own return (ver13e E22,
ver19c R14, policy-conditions POL-55).
"""
from __future__ import annotations

import re

from .money_or_goods import money_left_open
from .return_named import GOODS_GOING_BACK

# What the goods go back for that is no goods: money, credit, a repair or a check, a day.
_NOT_GOODS = (r"(?:refund\w*|money|cash|credit|voucher|store|reimburs\w*|repair\w*|fix\w*|check\w*|inspection|testing|assessment|"
              r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|now|free|nothing|postage|collection|return)\b")
# "send it back", "post them back", "return it", "return the vase"
# (asked, so only the present forms: "sent it back for the blue one" tells a return made, which RETURN_NAMED also reads)
_BACK = rf"(?:send|post|ship|mail|take)(?:ing)?\s+{GOODS_GOING_BACK}\s+back|return(?:ing)?\s+{GOODS_GOING_BACK}"
# ...for other goods: "for the blue one", "for the right size", "in exchange for an M", "and get the navy one instead"
SWAP_BY_RETURN = re.compile(
    rf"\b(?:{_BACK})\s+(?:(?:in\s+exchange\s+)?for|and\s+(?:get|have|receive)|to\s+(?:get|swap\s+for|exchange\s+for))\s+"
    rf"(?:a|an|the|my|one\s+in\s+(?:a|an|the)?)\s*(?!(?:full\s+|proper\s+|quick\s+|my\s+)?{_NOT_GOODS})"
    r"(?:[\w-]+\s+){0,2}?(?:one|ones|size|colou?r|version|pair|[\w-]+)\b", re.I)


def swap_by_return(text: str) -> bool:
    """Whether a sentence asks to send the goods back for other goods (an exchange) or the money, either."""
    return bool(SWAP_BY_RETURN.search(text)) and money_left_open(text)

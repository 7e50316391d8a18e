"""An exchange asked as a return made for other goods: "Please can I send it back for the blue one or a refund.", "could I
return them for the right size?", "I'll post it back and get the navy one instead". Beside "Ordered the cobalt blue vase
and a green one turned up." it was read as a second return, a change of mind, that the guard refused twice (the vase was
already going back as the wrong item), and the open item named the vase the customer wanted as the one to return
(ver32c V32-14).

The goods asked in exchange are a remedy other than money, which a person arranges (runs/intents/remedies.py
GOODS_INSTEAD); offered with the money ("... or a refund") the refund is not ruled out (runs/intents/money_or_goods.py).
Near-misses: a return for the money ("send it back for a refund", "return it for my money back", "for store credit"), a
return for a reason ("send it back for repair", "for a check"), and a return told with when ("send it back for Friday").
"""

from __future__ import annotations

import re

# What the goods go back for that is no goods: money, credit, a repair or a check, a day.
_NOT_GOODS = (r"(?:refund\w*|money|cash|credit|voucher|store|reimburs\w*|repair\w*|fix\w*|check\w*|inspection|testing|assessment|"
              r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|now|free|nothing|postage|collection|return)\b")
# "send it back", "post them back", "return it", "return the vase"
_BACK = (r"(?:send|post|ship|mail|take)(?:ing)?\s+(?:it|them|this|these|that|those|(?:the|my)\s+(?:[\w-]+\s+){0,2}?[\w-]+)\s+back"
         r"|return(?:ing)?\s+(?:it|them|this|these|that|those|(?:the|my)\s+(?:[\w-]+\s+){0,2}?[\w-]+)")
# ...for other goods: "for the blue one", "for the right size", "in exchange for an M", "and get the navy one instead"
SWAP_BY_RETURN = re.compile(
    rf"\b(?:{_BACK})\s+(?:(?:in\s+exchange\s+)?for|and\s+(?:get|have|receive)|to\s+(?:get|swap\s+for|exchange\s+for))\s+"
    rf"(?:a|an|the|my|one\s+in\s+(?:a|an|the)?)\s*(?!(?:full\s+|proper\s+|quick\s+|my\s+)?{_NOT_GOODS})"
    r"(?:[\w-]+\s+){0,2}?(?:one|ones|size|colou?r|version|pair|[\w-]+)\b", re.I)


def swap_by_return(text: str) -> bool:
    """Whether a sentence asks to send the goods back for other goods (an exchange), not for money or a repair."""
    return bool(SWAP_BY_RETURN.search(text))

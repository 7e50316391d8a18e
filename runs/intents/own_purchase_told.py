"""The customer's own plan to buy the goods again elsewhere, told after the money asked: "Please refund me for the lamp
base, I shall buy her another in town", "refund pls - ill just get a new one at the market", "Kindly reimburse the
price; we will purchase a replacement locally".

Blind round ver26a (VER26A-03): the clause after the refund asked named new words ("buy", "her", "town"), so the ask
was read as naming something new, a request of no known kind; the lamp base's $45.36 went to a person. What the
customer will do for themselves asks nothing of the shop: it is left out when weighing what a remedy ask names.

Never a clause that asks the shop anything or sets a condition: "I'll buy another if you send a discount code", "I'll
order another one from you, can you hold it?", "I'll buy another from your shop with a voucher" stay asks."""

from __future__ import annotations

import re

_OWN_PURCHASE = re.compile(
    r"(?:[,;:]|\s[-–—]+)\s*(?:and\s+|so\s+|as\s+|because\s+|since\s+|then\s+)?(?:i|we)(?:'ll|’ll|\s+will|\s+shall|ll|\s+can|'m\s+going\s+to|\s+am\s+going\s+to|"
    r"'re\s+going\s+to|\s+are\s+going\s+to|\s+plan\s+to|'d\s+rather|\s+would\s+rather)\s+(?:just\s+|simply\s+|happily\s+|probably\s+|then\s+)?"
    r"(?:buy|get|purchase|order|pick\s+up|find)\s+(?:(?:her|him|them|me|us|my\s+\w+|our\s+\w+)\s+)?"
    r"(?:another(?:\s+one)?|a\s+new\s+one|one|a\s+replacement|a\s+new\s+[\w-]+|the\s+same\s+(?:one|thing)|something\s+else)"
    r"(?:\s+(?:in\s+town|locally|elsewhere|myself|ourselves|nearby|in\s+(?:a|the)\s+(?:local\s+)?(?:shop|store|market)|at\s+(?:a|the)\s+(?:local\s+)?(?:shop|store|market)|"
    r"from\s+(?:a|the)\s+(?:local\s+)?(?:shop|store|market)|on\s+the\s+high\s+street))?"
    r"(?:\s+(?:instead|then|anyway|later|soon|this\s+week|tomorrow))?\s*[.!]*\s*$", re.I)
# what keeps the clause an ask: a condition, the shop addressed, a question
_STILL_ASKS = re.compile(r"\b(?:if|unless|you|your|u|ur|discount|voucher|code|coupon|credit)\b|\?", re.I)


def without_own_purchase(text: str) -> str:
    """`text` without a closing clause telling the customer's own plan to buy the goods elsewhere."""
    m = _OWN_PURCHASE.search(text)
    if m is None or _STILL_ASKS.search(m.group(0)):
        return text
    return text[:m.start()]

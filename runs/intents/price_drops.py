"""A price that fell after the customer bought, and "the difference" asked back for it: "The rain jacket went down by
$15 two days after I bought it. Can you refund me the difference?", "its now on sale for 20 less, can I get the
difference back?".

"Refund the difference" beside a charge told as taken twice asks back the copy (runs/intents/unread.py
_copy_asked_back). Told right after a price drop, the difference is the price's: a price adjustment no policy
makes, a request of kind `other` a person answers, named in the reply. Read as the copy's remedy, it was covered
by the duplicate-charge refund and dropped without a word.

Near-misses: the difference asked right after the charge told twice ("I was charged $5.99 twice. Please refund the
extra."), a price told but not as having fallen ("it cost $89 and I was charged twice"), and a price that went up.
"""

from __future__ import annotations

import re

from .reading import ReadSentence

# A price told as fallen after the purchase: went down, dropped, was cut or reduced, now on sale or cheaper, marked down.
_PRICE_FELL = re.compile(
    r"\b(?:went|gone|come|came|dropped|fell|falls?|drops?)\s+down\b"
    r"|\b(?:price|it|they|cost)\w*\s+(?:has\s+|have\s+|had\s+|was\s+|were\s+|is\s+|got\s+)?(?:dropped|fell|fallen|drop(?:ped)?|cut|reduced|lowered|slashed|knocked\s+down)\b"
    r"|\b(?:dropped|reduced|lowered|cut|slashed|discounted|marked\s+down)\s+(?:by|to)\s+(?:[$€£]|\d)"
    r"|\b(?:now|is|are|was|went|gone|currently|it'?s|its)\s+(?:on\s+)?(?:sale|offer|half[- ]price|discount(?:ed)?|reduced|cheaper)\b"
    r"|\b(?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:dollars|bucks|quid|pounds|euros))\s+(?:cheaper|less|lower|off)\b"
    r"|\bmarked\s+down\b|\bprice\s+(?:drop|cut|reduction)\b|\bcheaper\s+(?:now|today|since|a\s+(?:day|week)|two|three|the\s+next)\b",
    re.I)
PRICE_DROP_WHY = "asks back the difference after a price fell since the purchase: a price adjustment no policy makes, a person answers"


def price_drop_told(text: str) -> bool:
    """Whether a sentence tells that the price of something bought fell afterwards."""
    return bool(_PRICE_FELL.search(text))


def read_price_drop_asks(read: list[ReadSentence], covered_why: str) -> None:
    """A difference asked right after a price drop told (the sentence before it in its paragraph, or itself), read as
    the remedy of a charge taken twice (`covered_why`), is its own request of kind `other` for a person."""
    told = [s for s in read if s.role not in ("injected", "courtesy")]
    for i, s in enumerate(told):
        if s.role != "attached" or s.why != covered_why:
            continue
        before = told[i - 1] if i else None
        if price_drop_told(s.text) or (before is not None and before.paragraph == s.paragraph and before.role != "request"
                                       and price_drop_told(before.text)):
            s.role, s.kinds, s.why, s.spans = "request", ["other"], PRICE_DROP_WHY, {}

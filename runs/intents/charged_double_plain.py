"""A charge taken again, told in plain words the tables did not hold: "you've billed me double for SU-4104", "your
checkout glitched and took my money a couple of times", "the $64.00 appears on my statement on the 3rd and again on
the 4th". It is a duplicate charge like one told "charged twice": the order's record decides whether a copy was
taken (runs.policy_charges.copies), never the customer's count or amount.

Near-misses, left as they were: a price told as double ("charged double the price", "billed double what the shop
down the road asks"), one charge told ("I was billed once, thanks"), something else done a few times ("a couple of
times I tried to call", "took my money a couple of days ago"), and a thing seen again that is no charge ("the parcel
showed up on the 3rd and again on the 4th" has no card, statement or money in it). A leaf: cues.py reads it.
"""

from __future__ import annotations

from .charge_words import IN_SENTENCE as _S
from .goods_named_bank import BANK

# "a couple of times", "several times", "a few times", "multiple times", "more than once"
_FEW_TIMES = r"(?:a\s+couple\s+(?:of\s+)?times|couple\s+(?:of\s+)?times|several\s+times|a\s+few\s+times|multiple\s+times|more\s+than\s+once|over\s+and\s+over)"

DOUBLE_PLAIN_CUES = (
    # the charge told double: "billed me double for", "charged us double!" (not "charged double the price", "double what")
    r"\b(?:billed|charged|debited|invoiced|charging|billing)\s+(?:me|us|my\s+card|my\s+account|our\s+card)?\s*double\b"
    r"(?!\s+(?:the|what|that|its|it's|their|for\s+what|as\s+much|the\s+price)\b)",
    # the money taken a few times: "took my money a couple of times", "my payment went through several times"
    rf"\b(?:took|taken|take|takes|taking|charged|billed|debited|deducted)\s+(?:me\s+)?(?:the\s+|my\s+|our\s+)?"
    rf"(?:money|payment|cash|funds|card|amount|[$€£]\s?\d[\d.,]*)\b{_S}{{0,30}}\b{_FEW_TIMES}",
    rf"\b(?:payment|charge|money|transaction|amount)\s+(?:went|has\s+gone|was\s+taken|came\s+out|got\s+taken)\b{_S}{{0,20}}\b{_FEW_TIMES}",
    # the amount shown on one day and again on another: "appears on my statement on the 3rd and again on the 4th"
    rf"\b(?:appears?|appeared|shows?|showed|shown|showing|listed|see|saw|seeing|came\s+out|taken|debited|charged|billed)\b{_S}{{0,60}}"
    rf"\b(?:statement|card|account|{BANK}|app)\b{_S}{{0,40}}\band\s+(?:then\s+)?again\s+(?:on|the\s+next|a\s+day|yesterday|today|this|that)\b",
)

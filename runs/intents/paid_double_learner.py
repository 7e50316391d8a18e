"""A charge taken twice told in a learner's English: "I was pay double", "we are charge two time for it", "I pay double,
2 x 39.25, give me back one" (a figure written with no currency sign, the count before it). Read as a statement, the
copy went unpaid and the "give me back one" went to a person as a remedy of nothing. It is a duplicate charge like one
told "charged twice"; the order's record decides whether a copy was taken (runs.policy_charges.copies), never the
customer's count or figure.

Near-misses, left as they were: a price told as double ("I paid double what the shop asks", "pay double price for
express"), goods bought by the count ("I bought 2 x 24.00 mugs"), and a count matched by the goods ("paid 2 x 24.00 for
two cups"). A leaf: cues.py reads it.
"""

from __future__ import annotations

# the count matched by the goods, or one each: the two units were bought, no copy told (as runs/intents/paid_times_over.py)
_COUNT_MATCHED = (r"(?![^.!?]{0,40}\b(?:for\s+(?:the\s+|a\s+)?(?:two|2|both|pair|each)|one\s+(?:for\s+)?each|each\s+one|apiece|"
                  r"per\s+(?:item|unit|piece|one))\b)")
# "double" or "two time(s)" as a price or a comparison: "double what", "double the price", "double price", "two times more"
_NOT_A_COPY = r"(?!\s+(?:the|what|that|its|it's|for\s+what|as\s+much|price|prices|than|more|cost|amount\s+of)\b)"

PAID_DOUBLE_LEARNER_CUES = (
    # "I was pay double", "we are charge two time", "I pay twice", "me charged 2 times"
    r"\b(?:i|we|me)\s+(?:was\s+|were\s+|am\s+|is\s+|are\s+|get\s+|got\s+|been\s+|have\s+been\s+|has\s+been\s+)?"
    rf"(?:pay|payed|pays|charge|bill)\s+(?:double|two\s+times?|2\s+times?|twice|2x|x2)\b{_NOT_A_COPY}",
    # "I was pay double, 2 x 39.25", "charge me 2 x 24.00": the figure with no currency, the count before it
    r"\b(?:pay|paid|payed|pays|charged?|billed|bill|take|took|taken)\b[^.!?]{0,30}?\b(?:2|two)\s*(?:x|×)\s*\d+[.,]\d{2}\b" + _COUNT_MATCHED,
)

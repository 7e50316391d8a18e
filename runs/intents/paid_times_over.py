"""A payment told as a count times a figure: "I paid 2 x $45 for this order", "I paid 2 x $20 for one mug", "charged
$45 x 2". A customer writing the multiplication out is telling the same figure taken twice: read as a statement, the
copy went unpaid and unmentioned. It is a duplicate charge like one told "charged twice"; the order's record decides
whether a copy was taken (runs.policy_charges.copies), never the customer's count or figure.

Near-misses, left as they were: goods bought by the count ("I ordered 2 x $20 mugs", "bought 2 x $45 lamps"), the count
matched by the goods ("paid 2 x $20 for two mugs", "paid 2 x $20, one for each"), and a count that is no payment
("2 x $20 vouchers came with it"). A leaf: cues.py reads it.
"""

from __future__ import annotations

# "2 x", "2x", "two x", "2 ×", "2 times" before the figure; "x 2", "x2", "× two" after it
_TWICE_BEFORE = r"(?:2|two)\s*(?:x|×|\*|times)\s*"
_FIGURE = r"(?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:dollars|usd|eur|euros?|gbp|pounds|bucks))"
_TWICE_AFTER = r"\s*(?:x|×|\*)\s*(?:2|two)\b"
# the count matched by the goods, or one each: the two units were bought, no copy told
_COUNT_MATCHED = (r"(?![^.!?]{0,40}\b(?:for\s+(?:the\s+|a\s+)?(?:two|2|both|pair|each)|one\s+(?:for\s+)?each|each\s+one|apiece|"
                  r"per\s+(?:item|unit|piece|mug|one))\b)")

PAID_TIMES_OVER_CUES = (
    # "I paid 2 x $45 for this order", "you charged me 2x $20", "billed 2 times $45"
    rf"\b(?:paid|charged|billed|debited|taken|deducted)\s+(?:me\s+|us\s+)?(?:for\s+)?{_TWICE_BEFORE}{_FIGURE}{_COUNT_MATCHED}",
    # "I paid $45 x 2", "charged me £20 x2 for one mug"
    rf"\b(?:paid|charged|billed|debited|taken|deducted)\s+(?:me\s+|us\s+)?{_FIGURE}{_TWICE_AFTER}{_COUNT_MATCHED}",
)

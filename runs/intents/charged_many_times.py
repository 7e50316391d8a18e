"""A charge told taken three times or more: "charged THREE TIMES for the same order", "billed me 3 times", "my card
got hit thrice", "3x on my statement", "three identical payments of $55". It is a duplicate charge like one told
taken twice: the record shows how many copies there are, and each copy it proves is refunded once, never a charge
the record does not show and never the first (runs.policy_charges.copies).

Not a charge taken again: a price told as a multiple ("charged three times as much as the shop down the road",
"3 times the price"), a payment tried again after it failed ("tried to pay 3 times, the card was declined"), money
paid on three orders in the past, or something else done three times ("I called three times about the charge").
"""

from __future__ import annotations

import re

from .charge_words import IN_SENTENCE as _S
from .goods_named_bank import BANK

# Three times or more, in figures, words and a hurried hand: "THREE TIMES", "3 times", "3x", "x3", "thrice",
# "three separate times", "4 diffrent times", "tripled", "triple charged".
_COUNT = r"(?:three|thre|four|five|six|3|4|5|6)"
_TIMES = r"(?:times|tims|tiems|timse|time)"
MANY_TIMES = (rf"(?:thrice|{_COUNT}\s*(?:separate\s+|seperate\s+|different\s+|diffrent\s+|distinct\s+|whole\s+|full\s+)?{_TIMES}"
              # ("3x" and not "3 x candles", a count of goods)
              r"|(?<![\w.,$€£])[3-6]\s?x(?=\s*(?:$|[^\w\s]|(?:for|on|in|now|today|already|and|but|so|from|by|over|the\s+same)\b)))\b"
              # "three times as much", "3 times the price", "four times more": a price, not a count of charges
              r"(?!\s+(?:as|more|higher|bigger|over|than|the|what|that|too|my|your|our|its|their|it|this|a|an)\b)")

MANY_TIMES_CUES = (
    # the charge told with the count: "charged me 3 times", "billed THREE TIMES for the same order", "payed 3x"
    rf"\b(?:charged|charegd|chargd|chrged|billed|billd|invoiced|debited|deducted|paid|payed)\b{_S}{{0,60}}\b{MANY_TIMES}",
    # the money told leaving three times: "the payment went through 3 times", "my money was taken three times"
    rf"\b(?:payments?|charges?|money|amount|transactions?|debits?)\b{_S}{{0,30}}\b(?:taken|took|went\s+(?:through|thru|out)|"
    rf"gone\s+(?:through|thru|out)|came\s+(?:out|off)|come\s+out|got\s+taken|was\s+taken)\b{_S}{{0,30}}\b{MANY_TIMES}",
    # ... told by who took it: "u took the money 3 times for the fone case", "you've taken my payment three times"
    # (not the customer's own: "I took the money out three times at the cash machine")
    rf"(?<!\bi\s)(?<!\bwe\s)(?<!\bi've\s)(?<!\bwe've\s)(?<!\bhave\s)\b(?:took|taken|take|takes|taking|deducted|withdrew|withdrawn|pulled)\s+(?:out\s+)?(?:the\s+|my\s+|our\s+|that\s+)?"
    rf"(?:money|payment|cash|funds|amount|\$\s?\d[\d.,]*|\d[\d.,]*\s*(?:dollars|bucks))\b{_S}{{0,30}}\b{MANY_TIMES}",
    # the card, the statement or the bank that shows it: "my card got hit thrice", "it's on my statement 3x"
    rf"\b(?:statement|card|account|{BANK}|app|paypal|visa|mastercard|amex)\b{_S}{{0,60}}\b(?:shows?|showing|appears?|listed|"
    rf"hit|charged|debited|on\s+(?:there|it))\b{_S}{{0,30}}\b{MANY_TIMES}",
    rf"\b(?:shows?|showing|shown|appears?|appearing|listed|came\s+up|comes\s+up)\b{_S}{{0,40}}\b{MANY_TIMES}",
    # three payments told as one and the same: "three identical payments", "3 charges for the same order"
    r"\b(?:three|3|four|4)\s+(?:identical|duplicate|matching|equal|same)\s+(?:[\w-]+\s+)?(?:charges|payments|transactions|debits|amounts)\b",
    rf"\b(?:three|3|four|4)\s+(?:separate\s+)?(?:charges|payments|transactions|debits)\b{_S}{{0,20}}\b(?:for|of)\s+(?:the\s+same|one|a\s+single|just\s+one|only\s+one)\b",
    r"\b(?:triple|tripled)[- ]?(?:charged|charge|billed|billing|payment)\b|\b(?:charged|billed)\s+(?:me\s+)?triple\b",
    # "charged x3", "billed me x4" (not "the candles x3": a count of goods)
    r"\b(?:charged|billed|debited)\s+(?:me\s+|us\s+)?x\s?[3-6](?![\d.,])\b",
)

# A payment told tried again after it failed: "tried to pay 3 times but the card was declined".
_TRIED = re.compile(r"\b(?:tried|trying|try|attempted)\s+(?:to\s+)?(?:pay|paying|check\s*out|checkout|place|buy|order)\b|\battempts?\b", re.I)


def tried_again(hit: str, text: str, payment_failed: re.Pattern) -> bool:
    """Whether a three-times cue tells a payment tried again after it failed, not a charge taken more than once."""
    return bool(re.search(MANY_TIMES, hit, re.I)) and bool(_TRIED.search(text) or payment_failed.search(text))

"""Two payments told in figures and a learner's words: "my card show 2 payments", "my bank statement has 2 charge for
this order", "i see 2 payment for the same order on my account". The tables read "two payments" spelled out and "2
payments of ...", so the figure with the card, the statement or the bank showing it was read as a statement and the copy
went unpaid and unmentioned. It is a duplicate charge like one told in the usual words: the order's record decides
whether a copy was taken (runs.policy_charges.copies), never the count or an amount the customer gives.

Near-misses, left as they were: two payments the customer meant to make ("one for each order", instalments, a split
payment), a payment tried again after it failed ("2 payments declined"), or two of something else on the card ("shows 2
parcels", "2 orders on my account"). A leaf: cues.py reads it.
"""

from __future__ import annotations

from .charge_words import IN_SENTENCE as _S
from .goods_named_bank import BANK

_TWO = r"(?:2|two)"
# the money, singular too in a learner's hand ("2 payment"), with one word between ("2 separate payments", "2 visa charge")
_PAYMENTS = r"(?:[\w-]+\s+)?(?:payments?|charges?|debits?|transactions?|deductions?)\b"
# what the customer meant to be two payments, or a payment that failed: no copy
_MEANT = (rf"(?!{_S}{{0,60}}\b(?:one\s+for\s+each|each\s+(?:order|item|one)|instal+ments?|split|klarna|afterpay|clearpay|deposit|"
          r"declined|failed|rejected|bounced|didn'?t\s+go\s+through|one\s+for\s+the\s+(?!same)\w+\s+and\s+one\s+for)\b)")

CARD_SHOWS_TWO_CUES = (
    # the card, statement, bank or app showing the count: "my card show 2 payments", "statement has 2 charge"
    rf"\b(?:card|statement|account|{BANK}|app|paypal|visa|mastercard|amex)\b{_S}{{0,40}}\b(?:shows?|showing|shown|has|have|had|got|gets|says?|lists?|listing|listed|displays?)"
    rf"\s+(?:me\s+)?{_TWO}\s+{_PAYMENTS}{_MEANT}",
    # the count seen there, or said to be for the one order: "i see 2 payment for the same order", "2 charges for one order"
    rf"\b(?:i|we)\s+(?:can\s+)?(?:see|saw|seen|notice|noticed|find|found|have|has|got)\s+{_TWO}\s+{_PAYMENTS}{_S}{{0,40}}"
    rf"\b(?:on|in|from)\s+(?:my|our|the)\s+(?:card|statement|account|{BANK}|app){_MEANT}",
    rf"(?<![\w.,$€£])2\s+{_PAYMENTS}\s*(?:for|on|of)\s+(?:the\s+same|one|a\s+single|only\s+one|just\s+one)\s+(?:order|item|thing|purchase)\b",
)

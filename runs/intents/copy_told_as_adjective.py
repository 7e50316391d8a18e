"""A charge taken twice told by an adjective on the charge itself: "refund the twice-taken payment of 59 CAD", "Refund 1:
the duplicated shipping fee", "the double-charged delivery", "a twice-debited $12.50". The tables read the verb ("taken
twice", "charged twice") or the noun ("a duplicate charge"), not the two joined before the charge's name, so the sentence
went to a person as a remedy asked for no problem read (blind round 31, verify31 P61, P51). It is a duplicate charge as
"charged twice" is: the order's record decides whether a copy was taken (runs.policy.copies), never the customer's
figure, whose other currency the amount reader flags.

Near-misses: a price told double ("a double-sized duvet", "the double bed"), goods copied ("a duplicated order of mugs
arrived"), a fee told once ("the shipping fee taken") and a duplicate of papers ("a duplicated invoice"). A leaf: cues.py
reads it."""

from __future__ import annotations

# "twice-taken", "twice taken", "double-charged", "doubly billed", "duplicated", "doubled", "2x charged"
_TWICE_DONE = (r"(?:(?:twice|double|doubly|2x)[- ]?(?:taken|charged|billed|debited|deducted|paid|collected|processed|withdrawn)|"
               r"duplicated|doubled(?:[- ]up)?)")
# the money so described: a payment, a charge, a debit, a fee of delivery ("the duplicated shipping fee", "doubled postage")
_CHARGE = (r"(?:(?:delivery|shipping|postage|card|order|item|items)\s+)?"
           r"(?:payments?|charges?|debits?|transactions?|fees?|amounts?|sums?|money|deliver(?:y|ies)|shipping|postage)\b")

# ...never a sum asked back by itself ("Just the doubled $54.00 back please." after the charge told as showing twice): that
# is the remedy of the claim told beside it, which the sum-asked-back reader ties it to (asks.py, unread.py)
_AMOUNT_ALONE = r"(?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s*(?:usd|cad|aud|eur|gbp|dollars?|euros?|pounds?|quid|bucks))(?![\w.,])(?!\s*(?:back|bak|bck)\b)"

# the adjective before the charge's name, an amount between or not ("the twice-taken payment of 59 CAD", "the duplicated
# shipping fee"), or before the amount alone standing for the charge ("the twice-debited $63.72", "a duplicated 40 euros")
COPY_TOLD_AS_ADJECTIVE = (rf"\b{_TWICE_DONE}\s+(?:(?:[$€£]\s?\d[\d.,]*\s+|\d[\d.,]*\s+(?:[a-z]{{3,5}}\s+)?)?{_CHARGE}|{_AMOUNT_ALONE})")

"""More ways a customer asks for part of a line's money, read beside "a partial refund" and "knock ten dollars off"
(runs/intents/remedies.py, _PART_MONEY): the amount is one person's to decide, so the claim's whole refund waits for
them (runs/part_money_asked.py). Paid as the whole line, these paid $89 on a "$15 refunded for the flaw" ask
(issue #11, verify38 W-09, Y-07, X-22, Q-10, V-17, W-04).

- A sum asked back, bare: "I'd like $15 refunded for the flaw", "Refund £5 for it and we're square", "give me 10 dollars
  back", "refund me fifty dollars". A sum told with "the" or "my" ("refund the $5.99 delivery", "refund my $89") names a
  figure of the record, a fee asked by its amount or the price paid (runs/stated_amounts.py weighs it), so it is no part.
  A bare sum that is the record's whole figure for the claim is let pay again there (runs/refusal_holds.py,
  whole_sum_asked).
- A share of the price: "Refund half its price", "half the money back", "a 20% refund", "refund 30 percent".
- A part of one unit: "refund just the lid bit not the whole blender", "a refund on just that part", "refund for the lid
  only": the broken part named and the rest of the goods kept, whose price no line of the order shows."""

from __future__ import annotations

import re

from .whole_money_set_aside import whole_asked  # ("I want the full $90 back"; never "no need for the full price")

_NUMBER_WORD = (r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|"
                r"fifty|sixty|seventy|eighty|ninety|a\s+hundred|hundred)")
# A sum of money said bare: "$15", "£5", "10 dollars", "fifty bucks", "a tenner" (never "the $15", "my $89", nor a charge's
# "of $8.99": "I'd like the delivery charge of $8.99 refunded" is the fee asked by its amount).
SUM = (rf"(?:[$£€]\s?\d[\d.,]*|\d[\d.,]*\s*(?:dollars?|bucks|pounds?|quid|euros?|usd|gbp|eur)\b|{_NUMBER_WORD}\s+(?:dollars?|bucks|pounds?|quid|euros?)\b"
       r"|a\s+(?:tenner|fiver))")
# The words a sum is told of the record with, never asked bare: "the $5.99 delivery", "my $89", "the second $17.00", "I only
# got $12 back" (one look-behind each: Python's look-behinds are of fixed width)
_FIGURE_WORDS = ("the", "my", "that", "those", "its", "your", "of", "full", "whole", "all", "entire", "total", "second", "extra", "other", "same", "first", "last", "duplicate", "double", "sum of", "got", "received", "gotten", "doubled", "duplicated", "charged")
NOT_A_FIGURE_OF = "".join(rf"(?<!\b{w.replace(' ', r'\s')}\s)" for w in _FIGURE_WORDS)
_BACK = r"(?:refunded|reimbursed|back|returned|credited)"
# A share said in words or digits: "half", "a third", "two-thirds", "three quarters", "25%", "ten percent", "fifty per cent",
# "twenty five percent" (a number word before "percent", as customers spell it out).
_TENS = r"(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
_PERCENT_NUMBER = (rf"(?:\d{{1,2}}(?:\.\d+)?|{_TENS}(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|five|ten|eleven|twelve|"
                   r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)")
PERCENT = rf"{_PERCENT_NUMBER}\s*(?:%|percent|per\s+cent|pc\b)"
SHARE = (rf"(?:(?:a|one)\s+half|half|(?:a|one|two)\s+thirds?|two-thirds|(?:a|one|three)\s+quarters?|three-quarters|(?:a|one)\s+(?:fifth|tenth)|"
         rf"{PERCENT})")

# The hedges a sum or a share is said with: "could u refund like $6 for it", "refund maybe 20% of it" ("20%" ends in no
# word character, so what follows a share is read as no letter rather than as a word's edge, ver39c BT-13).
# ("refund me something like 30 percent", "somewhere around a third": the hedge a figure is said with, no goods)
HEDGE = r"(?:(?:just|only|like|about|around|roughly|maybe|perhaps|say|approx\.?|approximately|something\s+like|somewhere\s+(?:around|near)|in\s+the\s+region\s+of)\s+)*"
# A bare sum asked back: "Refund £5 for it", "refund me 10 dollars", "I'd like $15 refunded", "give me 10 dollars back".
_SUM_ASKED = re.compile(
    rf"\brefund\w*\s+(?:me\s+|us\s+)?{HEDGE}{NOT_A_FIGURE_OF}{SUM}"
    rf"|(?<![\w$£€.,-]){NOT_A_FIGURE_OF}{SUM}\s+{_BACK}\b", re.I)
# ...never of a fee or a charge, asked back by its amount ("refund me $5.99 for the postage", "the $8.99 taken twice"):
# the established fee-by-amount reading (runs/figures_of_the_fee.py), which the amount check weighs.
A_CHARGE = re.compile(r"\b(?:fees?|charge[sd]?|charging|delivery|shipping|postage|p\s?&\s?p|courier|carriage|twice|double|duplicate\w*|"
                       r"again|extra\s+(?:payment|one)|payments?|subscription|membership|tax|vat)\b", re.I)



def bare_sum_asked(text: str) -> bool:
    """Whether a sentence asks a bare sum back for goods ("Refund £5 for it and we're square"), no fee or charge named,
    nor the whole money."""
    asked = _SUM_ASKED.search(text)
    return bool(asked) and not A_CHARGE.search(text) and not whole_asked(text) and not price_restated(text, asked)


_PRICE_TOLD = re.compile(rf"\b(?:was|were|paid|cost|costs|priced\s+at|came\s+to|spent)\s+(?:me\s+)?(?:(?:about|around|roughly)\s+)?({SUM})", re.I)


def price_restated(text: str, asked: re.Match) -> bool:
    """Whether the sum asked back is the price the customer tells in the same sentence ("It was $250 so I want $250
    refunded"): the whole money they believe they paid, which the amount check weighs against the record, no part."""
    figure = re.sub(r"[^\d.]", "", re.search(SUM, asked.group(0), re.I).group(0)).rstrip(".")
    return any(re.sub(r"[^\d.]", "", m.group(1)).rstrip(".") == figure and figure for m in _PRICE_TOLD.finditer(text))


# ...never half of the units ("refund half of them", "refund half the mugs"): a count of goods, which the offline agent
# pays when the line's count halves evenly and holds otherwise (runs/units_asked_fewer.py)
_MONEY_NOUNS = r"(?:price|cost|money|amount|refund|total|bill|charge|fee|order|payment|value|sum)s?"
HALF_OF_UNITS = (r"(?!half\s+(?:of\s+(?:them|em|'em|those|these)\b|(?:of\s+)?(?:the|my|those|these)\s+"
                 rf"(?!{_MONEY_NOUNS}\b)(?:[a-z-]+\s+)?[a-z-]+s\b))")

PART_MONEY_FORMS = (
    # "Refund half its price", "half the money back", "a 20% refund", "refund 30 percent"
    rf"\brefund\w*\s+(?:me\s+|us\s+)?{HEDGE}{HALF_OF_UNITS}{SHARE}(?!\w)|\b{SHARE}\s+(?:of\s+)?(?:(?:its|the|my|it'?s|their|what\s+i\s+paid)\s+)?(?:price|cost|money|amount|refund)\b"
    rf"|\b{SHARE}\s+{_BACK}\b"
    # "refund just the lid bit", "a refund on just that part", "refund for the lid only", "not the whole blender"
    r"|\brefund\w*\s+(?:\w+\s+){0,2}?(?:just|only)\s+(?:the|that|this|its)\s+(?:\w+\s+)?(?:part|bit|piece|component)s?\b"
    r"|\brefund\w*\s+(?:(?:for|on)\s+)?(?:just\s+|only\s+)?(?:the|that|this|its)\s+(?:\w+\s+)?(?:part|bit|piece|component)s?\s+(?:only|alone)\b"
    r"|\brefund\w*\s+(?:(?:for|on)\s+)?(?:just\s+|only\s+)?(?:the|its)\s+(?:broken\s+|cracked\s+)?"
    r"(?:lid|handle|cable|cord|plug|strap|blade|knob|leg|door|filter|nozzle)\s+(?:bit\s+|part\s+)?(?:only|alone)\b"
    r"|\brefund\w*\b[^.!?]{0,40}?\b(?:not|rather\s+than|instead\s+of)\s+(?:for\s+)?(?:the\s+)?(?:whole|entire|full)\s+(?:\w+\s+){0,2}?(?:thing|item|unit|set|\w+)\b"
)

"""A customer looking again is no problem happening again: "I thought I'd been charged twice for this but I checked
again and the second one is just a pending hold that has gone now" settles the copy it tells of; the "again" is the
customer's second look at the statement, not a second charge.

The settled reading (runs/intents/settled.py, `_settled_now`) refuses a settling when a word says the problem came
back ("again", "once more", "this time"), so a retraction told with "checked again" was read as a live duplicate ask
and its $16.00 copy was paid (blind round 33, P33-04). Blanked here: "again" / "once more" right after a verb of
looking or checking and what was looked at ("checked again", "looked at my statement again", "went through it once
more", "had another look", "logged in again"). Left alone: the problem itself again ("charged again", "it happened
again", "the second time"), and a look that finds the problem back ("I checked again and it's still there" is denied by
the settled reading's own words, "still")."""

from __future__ import annotations

import re

from .goods_named_bank import BANK

# A look or check, what was looked at (up to four words), then "again" / "once more".
_LOOKED_AGAIN = re.compile(
    r"\b(?:check(?:ed|ing)?|double[-\s]?check(?:ed|ing)?|look(?:ed|ing)?(?:\s+(?:at|into|over|through))?|re-?check(?:ed|ing)?|"
    r"(?:went|gone|go|going)\s+(?:back\s+)?(?:through|over|into)|read|re-?read|refresh(?:ed|ing)?|reload(?:ed|ing)?|"
    r"log(?:ged|ging)?\s+(?:in|on|into)|scroll(?:ed|ing)?\s+(?:through|back)|rang|called|phoned|asked)"
    # what was looked at, in closed words: never a verb of the problem ("checked and was charged again" recurs)
    r"(?:\s+(?:it|that|this|them|my|the|our|your|a|online|properly|carefully|today|this\s+morning|with|and|then|in|on|to|"
    rf"statements?|accounts?|cards?|{BANK}s?|{BANK}ing|app|apps|online\s+banking|transactions?|history|payments?|charges?|emails?|"
    r"receipts?|orders?|bills?|billing|records?|pending|list))"
    r"{0,4}?"
    r"\s+(?P<again>again|once\s+more)\b", re.I)


def looks_again_blanked(text: str) -> str:
    """`text` with the "again" of a second look blanked out, every offset kept: what is left says whether the problem
    itself came back."""
    return _LOOKED_AGAIN.sub(lambda m: m.group(0)[: m.start("again") - m.start()] + " " * len(m.group("again")), text)

"""Another person's order told with no order number: "My sister's order never arrived." was read as context ("about another
person's order or what others report") and dropped, since doubt.py passed another person's order on for a person only when
the sentence relayed it ("she asked me to") or numbered an order. Whatever its number, a problem of an order the customer
calls another person's is theirs to decide for its owner: a request of kind `other`, never paid on the customer's own order
and never silent.

Read only for the words of an order itself (order, purchase, account, with or without the apostrophe): "my daughter's one
came cracked" or "my mum's parcel" may be the customer's own goods sent to them, and stay as they were read."""

from __future__ import annotations

import re


def others_order_pattern(person: str) -> re.Pattern:
    """Another person's order by its own word, for `person` (an alternation of words for people): "my sister's order",
    "my brothers purchase", "our neighbour's online order"; never "my sisters ordered it" or "an order for my sister"."""
    return re.compile(rf"\b(?:my|our|a)\s+{person}(?:'s|’s|s'|s’|s)\s+(?:\w+\s+)?(?:order|purchase|account)s?\b(?!\s+(?:from|for)\s+me\b)", re.I)

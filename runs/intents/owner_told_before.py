"""Goods a pronoun gives to another person in an ask of money to the customer ("Could you refund her blender to my card as
well, since I paid for it?") are that person's when the ticket tells who the pronoun stands for as someone outside the
household ("Forwarding what my friend Priya sent me below.", "my colleague asked me to pass this on") or as the sender of
a mail the customer forwards and names ("From: Priya" under "what Priya sent me").

Blind round ver42, V42-B5: the ask named the goods only by "her", so runs/intents/others_refund_to_me.py found no person
whose order or money the ticket told as theirs, and the forwarded "the blender you gave me never switched on" was adopted as
the customer's own damage claim: the one line of the customer's own order, a toaster told only as late, was paid $33.00
for the blender and nothing answered the ask.

What stays the customer's own: no pronoun owning the goods ("My friend recommended this teapot and it arrived cracked.
Please refund it to my card."), or a pronoun with nobody outside the household told ("My daughter's teapot arrived
chipped, refund her teapot to my card"): the household's goods on the customer's own order.
"""

from __future__ import annotations

import re

# Someone outside the household: a friend, a neighbour, a colleague (never a son or a wife).
OUTSIDE = r"(?:friend|neighbou?r|colleague|co-?worker|boss|flatmate|roommate|housemate|mate|pal|client)"

_PRONOUN_OWNED = re.compile(r"\b(?:her|his|their)\s+(?!(?:own|behalf|account|card|name|way|mind|end|side|fault|order)\b)[a-z][\w-]+",
                            re.I)
_OUTSIDER_TOLD = re.compile(rf"\b(?:my|our|a)\s+{OUTSIDE}s?\b", re.I)


def owner_told_before(text: str, before: list[str], senders: set[str]) -> bool:
    """Whether `text` gives goods to "her", "his" or "their" and a sentence of the customer's told `before` it tells an
    outsider, or names a sender of a mail forwarded in the ticket (`senders`, first names) (module doc)."""
    if not _PRONOUN_OWNED.search(text):
        return False
    return any(_OUTSIDER_TOLD.search(t) or any(re.search(rf"\b{re.escape(n)}\b", t) for n in senders) for t in before)

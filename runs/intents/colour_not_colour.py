"""What came told by its colour and set against the colour ordered with a plain "not": "The ribbon is red not
gold", "they're navy, not black", "the throw came in grey and not cream". The words the screener (runs.intents.cues)
and the guard (runs.other_goods_told) read as other goods than were ordered.

Without it the sentence held only its remedy ("so I'd like to send it back"), read as a change of mind: the
return went ahead under the window and the "unused" condition that are for the customer's own choice, never
for the shop's mistake. Two different colours must be named, the one that came first: "it's red, not too bright"
or "not a colour I'd have picked" set nothing against the order, and "gold not gold" sets nothing at all.
"""

from __future__ import annotations

import re

from ..colour_families import colour_pattern

_COLOUR = rf"(?:{colour_pattern()})"
# "is red not gold", "they're navy, not black", "came in grey and not cream", "is a red one, not the gold"
COLOUR_NOT_COLOUR = re.compile(
    rf"\b(?:is|are|was|were|it'?s|it’s|they'?re|they’re|came(?:\s+in)?|arrived(?:\s+in)?|turned\s+up(?:\s+in)?)\s+"
    rf"(?:(?:all|bright|dark|light|pale|a|an|actually|clearly|definitely)\s+){{0,2}}(?P<came>{_COLOUR})(?:\s+ones?)?\b"
    rf"\s*[,;–—-]?\s*(?:and\s+|but\s+)?not\s+(?:(?:a|an|the)\s+)?(?P<ordered>{_COLOUR})\b(?!-\w)", re.I)
# What is to be sent, not what came: "make sure the replacement is blue, not red", "the new one should be..."
_WISH_BEFORE = re.compile(r"\b(?:make\s+sure|ensure|check|hope|wish|want|would\s+like|'d\s+like|should|must|needs?\s+to|has\s+to|have\s+to|replacement|new\s+one|"
                          r"next\s+one|exchange|swap)\b[^.!?]{0,30}$", re.I)


def colour_set_against_ordered(text: str) -> bool:
    """Whether `text` says goods came in one colour, not another."""
    return any(m.group("came").lower() != m.group("ordered").lower() and not _WISH_BEFORE.search(text[max(0, m.start() - 40):m.start()])
               for m in COLOUR_NOT_COLOUR.finditer(text))

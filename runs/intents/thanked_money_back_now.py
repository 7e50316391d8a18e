"""A thanks for money come back, with "now": "thanks, the duplicate charge has been refunded now", "cheers - it's been credited
now". The "now" tells the refund has landed, no turn to a new problem; it was read as one ("still", "now", "again" after the
settling words), so the settled charge was read as a new duplicate-charge claim.

Only with thanks in the sentence (never "thanks in advance"), and only "now" right after the money come back: "thanks, the
charge was refunded, now the lamp is broken" (a comma, then a new clause), "thanks, it's been refunded now but the mug is
still chipped" ("but", "still") and "has it been refunded now?" (no thanks) still turn or ask."""

from __future__ import annotations

import re

_THANKED = re.compile(r"\b(?:thanks?|thank\s*(?:you|u|ya)|thx|ty|cheers|ta|grateful)\b(?!\s+(?:in\s+advance|ahead))", re.I)
_MONEY_BACK = re.compile(r"\b(?:refunded|credited|reimbursed|repaid|reversed|returned|paid\s+back|put\s+back|given\s+back|"
                         r"back\s+(?:in|on|to|into)\s+(?:my|our|the)\s+(?:account|card|bank|statement))\s+(?P<now>now)\b(?!\s*\?)", re.I)


def thanked_money_back_now(text: str) -> str:
    """`text` with the "now" of money thanked for as come back blanked (same length), so it turns to nothing new."""
    if not _THANKED.search(text):
        return text
    return _MONEY_BACK.sub(lambda m: m.group(0)[:m.start("now") - m.start()] + " " * 3, text)

"""A count of units that came whole, with the rest said broken: "Only one of the pasta bowls came through in one
piece, the rest are cracked", "only one came thru ok, the other 3 cracked". The rest came, broken: the count is of
the damage claim's units (runs.unit_counts), not of units missing from the parcel, so no second, missing-items claim
is read beside it. V20A-11 had a person asked to "send or refund" the 3 bowls the damage claim had just refunded.

The rest said missing is still a short delivery: "only one of the bowls came, the rest never did", "...the rest are
missing", and so is a count of units that came with one of them broken ("only 2 of the 4 arrived, and one is cracked").
"""

from __future__ import annotations

import re

_NUMBER = r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
# "the rest", "the others", "the other 3", "the other three bowls", "all the others", "the remaining five"
_THE_REST = re.compile(rf"\b(?:the\s+rest(?:\s+of\s+(?:them|the\s+[\w-]+))?|(?:all\s+)?the\s+others?(?:\s+{_NUMBER})?|the\s+other\s+{_NUMBER}"
                       rf"|the\s+remaining(?:\s+{_NUMBER})?|every\s+other\s+one)(?:\s+[a-z][\w-]*s)?\b", re.I)
# ...said missing after all: then units are missing too
_NOT_HERE = re.compile(r"\b(?:missing|never|not\s+(?:here|there|in|included|arrived|come|came)|didn'?t\s+(?:come|arrive|turn)|"
                       r"weren'?t\s+(?:in|there|included)|lost|nowhere)\b", re.I)


def rest_said_broken(text: str, short_end: int, tells_damage) -> bool:
    """Whether the sentence `text`, after a short count ending at `short_end`, says the rest of the units broken
    (`tells_damage`: the screener's damage reading of the words from "the rest" on) and nowhere missing."""
    rest = _THE_REST.search(text, short_end)
    if not rest or rest.start() - short_end > 60:
        return False
    told = re.split(r"[.;!?]", text[rest.start():], maxsplit=1)[0]
    return tells_damage(told) and not _NOT_HERE.search(told)

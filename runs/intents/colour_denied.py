"""The colour ordered, told by denying it of the goods that came: "the candles are not ivory!! they're pink.", "The
throw isn't sage. It's a bright lime.", "these napkins are NOT navy - they are black". A denial names what the customer
expected, so it is the side a wrong item sets against the colour a sentence beside it says came
(runs/intents/colours_told_apart.py); told in one sentence ("not ivory, they're pink") the cues read it already.

Split at the "!!" the two halves were read apart: the denial as a problem of no kind for a person, "they're pink" as
nothing, and the candles' return went to a person (blind testers, mend32b). Only a colour word is read here, right after
the denial: "not ivory", never "not what I hoped" or "not very bright" (a taste, no colour wanted), nor a part's
colour ("the lid isn't black inside")."""

from __future__ import annotations

import re

from ..colour_families import colour_pattern
from .colours_set_against import _said  # a colour's family, as the wrong-item readers tell colours apart

# "<goods> are not ivory", "isn't sage", "aren't NAVY", "is not even cream": the goods' colour denied, at the clause's end
DENIED_COLOUR = re.compile(
    rf"\b(?:is|are|was|were|'s|’s|'re|’re)\s*(?:not|n't|n’t)\s+(?:even\s+|actually\s+|remotely\s+)?(?:the\s+)?(?P<side>(?:{colour_pattern()}))\b"
    r"(?!\s+(?:inside|underneath|under|on\s+the|at\s+all\s+like|and\s+not))(?=\s*(?:[.!?,;:–—-]|$|\s+(?:at\s+all|as\s+(?:ordered|advertised|listed|shown)|like\s+(?:the|in)\b)))",
    re.I)
# what came, told right after the denial: "they're pink", "It's a bright lime", "they came in grey"
_CAME_AFTER = re.compile(
    r"\b(?:they|it|these|this(?:\s+one)?)\s*(?:'re|’re|'s|’s|\s+are|\s+is|\s+came(?:\s+in)?|\s+arrived(?:\s+in)?)\s+"
    rf"(?:(?:a|an|in|actually|clearly|definitely|bright|dark|light|pale|more\s+like|very)\s+)*(?P<came>{colour_pattern()})\b", re.I)


def colour_denied_then_told(text: str) -> bool:
    """Whether `text` denies the goods one colour and says, just after, they came in another of another family ("The
    candles aren't ivory, They're a bright pink"): the words of other goods than were ordered, for the guard
    (runs/other_goods_told.py reads the request's sentences joined)."""
    for denied in DENIED_COLOUR.finditer(text):
        came = _CAME_AFTER.search(text, denied.end(), denied.end() + 60)
        if came and (wanted := _said(denied.group("side"))) and (got := _said(came.group("came"))) and not wanted & got:
            return True
    return False

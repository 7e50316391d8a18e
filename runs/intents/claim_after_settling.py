"""A new problem told in the clause after a settled one: "On the 3rd you refunded the plate, on the 5th the bowl arrived
smashed. Refund the bowl too." The settling words held the whole sentence as a past problem settled, so the bowl's
damage was never read and its refund ask went whole to a person as "no problem it could be for". A clause after the
settling that tells other goods arriving damaged is a new claim: the settling speaks for the plate, not the bowl.

Near-misses, still settled: the settled goods' own damage told after the settling ("you refunded the plate, which
arrived smashed", "you refunded the plate - it had arrived cracked"), goods told fine after it ("you refunded the
plate, the bowl arrived fine"), and no goods named ("you refunded it, and it was all sorted").
"""

from __future__ import annotations

import re

# damage told of goods as they came (the plain words only: a new claim must be told plainly to outweigh a settling)
_DAMAGED = (r"(?:smashed|broken|broke|cracked|chipped|dented|damaged|shattered|torn|ripped|scratched|bent|snapped|faulty|"
            r"defective|d\.?o\.?a\.?|dead\s+on\s+arrival|in\s+(?:pieces|bits|two|half))")
# a new clause after the settling: a comma, semicolon or dash, or "and"/"but"/"then", a time told or not, then goods named
_NEW_CLAUSE = re.compile(
    r"(?:[,;]|\s[-–—])\s*(?:(?:and|but|then|now|however)\s+)?(?:(?:and\s+)?(?:on|by)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?|yesterday|today|this\s+(?:week|time|morning|month)|"
    r"now|then|later|since\s+then|after\s+that)?,?\s*(?:the|my|our|a|an)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+"
    r"(?:arrived|came|turned\s+up|showed\s+up|got\s+here|was|is|ha[sd]\s+arrived|ha[sd]\s+come)\s+(?:\w+\s+)?" + _DAMAGED + r"\b", re.I)

_NO_GOODS = frozenset({"one", "ones", "it", "that", "which", "who", "item", "thing", "order", "parcel", "box", "same"})


def new_claim_at(text: str, settled_at: int) -> int | None:
    """Where, after the settling words that end at `settled_at`, a new clause tells goods the settled part did not name
    arriving damaged (a new claim: the settling speaks only for what comes before it); None when none does."""
    for m in _NEW_CLAUSE.finditer(text, settled_at):
        goods = m.group(1).lower().split()
        # ("the one that arrived smashed" is the settled goods told again: no other goods named; nor is "you refunded the
        # plate - the plate was cracked": goods the settling's own clause named, after its verb, are the settled goods)
        if goods and not set(goods) & _NO_GOODS and goods[-1] not in text[:m.start()].lower():
            return m.start()
    return None


def claim_after_settling(text: str, settled_at: int) -> bool:
    """Whether a new claim is told after the settling words that end at `settled_at`: the sentence is no past problem settled."""
    return new_claim_at(text, settled_at) is not None

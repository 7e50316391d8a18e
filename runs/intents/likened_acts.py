"""An act likened, not told: "The shade has a big dent in the rim, like someone stood on the box", "the box was crushed
flat like somebody sat on it", "as though someone had stepped on it". The customer compares the damage to what an
unknown someone might have done to the parcel; nobody at home is said to have done anything, so the damage stays the
goods' (a claim on the shop), and no report of what someone else's goods had ("as though someone had stepped on it"
is no "someone had the same problem": runs/intents/doubt.py). Someone named at home after the comparison ("it's like my son dropped it on purpose")
is still the household's act, and is left to the reading of household acts (runs/intents/damage_words.py)."""

from __future__ import annotations

import re

# the comparison, just before who did it: "like", "just like", "as if", "as though", "looks like", "almost like"
_LIKENED = re.compile(r"\b(?:like|as\s+(?:if|though|tho))\s*$", re.I)
# the same before an act told with no one doing it: "like it got sat on", "as though the box had been stood on"
_LIKENED_UNDONE = re.compile(r"\b(?:like|as\s+(?:if|though|tho))\s+(?:(?:it|they|the\s+[\w-]+)\s+(?:had\s+|has\s+|'d\s+)?)?$", re.I)
# who did it, unknown: "someone", "somebody", "a giant", "an elephant"
_NOBODY_NAMED = re.compile(r"\s*(?:(?:some|any)(?:one|body)|a\s+\w+|an\s+\w+|something)", re.I)


def likened(text: str, start: int, actor: str | None) -> bool:
    """Whether the act told from `start` (its actor `actor`, None when it names none) is only a comparison: an unknown
    someone, or nobody, after "like" / "as if" / "as though"."""
    before = text[max(0, start - 40):start]
    if actor is None:
        return bool(_LIKENED_UNDONE.search(before))
    return bool(_LIKENED.search(before)) and bool(_NOBODY_NAMED.fullmatch(actor))


# the whole likened clause with an unknown someone, up to the clause's end: "like someone stood on the box"
_LIKENED_SOMEONE = re.compile(r"\b(?:like|as\s+(?:if|though|tho))\s+(?:some|any)(?:one|body)\b[^,.;:!?]*", re.I)


def without_likened(text: str) -> str:
    """`text` with a clause likening the damage to an unknown someone's act blanked (same length)."""
    return _LIKENED_SOMEONE.sub(lambda m: " " * len(m.group(0)), text)

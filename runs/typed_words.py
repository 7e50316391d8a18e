"""A line's word typed with a slip its stem hides: "runing shoes" of a "Trail running shoe", "walkng shoes" of a "Suede
walking shoe". The stemmer cuts "running" to "runn" and "runing" to "run", "walkng" stays whole while "walking" is
"walk": stems too short or too unlike to be read as one slip of the other (runs/typos.py), so a hurried customer's
claim named none of the order's lines while it named one. Read here on the words as typed, both whole, by the same
rule of slips, less the changed vowel that whole words make of each other ("chipping" and "chopping"): a letter dropped
or doubled, two neighbours swapped; never a consonant changed ("ruling" is no running)."""

from __future__ import annotations

import re
from functools import lru_cache

from .intents import content_stems
from .typos import MIN_LENGTH, misspelt

_WORD = re.compile(r"[a-z]+")


@lru_cache(maxsize=8192)
def _typed(text: str) -> frozenset[str]:
    return frozenset(w for w in _WORD.findall(text.lower()) if len(w) >= MIN_LENGTH - 1)


def typed_whole(description: str, stem: str, text: str) -> bool:
    """Whether `text` types a word of the line's `description` (the one `stem` is the stem of) with one slip."""
    words = [w for w in _WORD.findall(description.lower()) if len(w) >= MIN_LENGTH and stem in content_stems(w)]
    # (a letter dropped, doubled or swapped, never one vowel changed for another: "chipping" is a word of its own, no chopping)
    return any(misspelt(t, w) and (len(t) != len(w) or sorted(t) == sorted(w)) for w in words for t in _typed(text) if t not in words)

"""The words naming what was ordered after "I ordered ...": never a pronoun, nor the time, place or way it was ordered.

"I ordered it on the 8th, it came on the 13th, ... and it is grey" was read as "what came is what was ordered" (its words
"it on the" were all found again after "came"), so the wrong colour told in it held the order's one line as praised:
the guard refused the wrong scarf's return twice (held-back ver27a, V27-05). What was ordered is named by the words
before the first word of time, place or manner ("on", "in", "at", "from", "last", "online", ...), less pronouns and the
words that name no one thing."""

from __future__ import annotations

import re

_PRONOUNS = frozenset("it them this these that those one".split())
# where a phrase of time, place or manner starts: the goods' name has ended
_STOPS = frozenset("on at from for last this next yesterday today online via through with by off before after when during".split())


def ordered_words(what: str, filler: frozenset[str]) -> list[str]:
    """The words of `what` (the words after "ordered") that name the goods, lower-cased."""
    words = []
    for w in re.findall(r"[\w-]+", what.lower()):
        if w in _STOPS or re.fullmatch(r"\d+(?:st|nd|rd|th)", w):
            break
        if w not in filler and w not in _PRONOUNS:
            words.append(w)
    return words

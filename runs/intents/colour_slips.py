"""A plain colour typed in a hurry, set against another colour: "wanted blu got pink", "ordered gry, got pnk", "asked for
purpel and got yelow".

The colour readers (runs/intents/told.py, colours_set_against.py) know colours by their words, so "blu" was no colour and
"wanted blu got pink" read as nothing asked (blind round probe30, E19). Read here: a word typed from one of the plain
colours (runs.colour_families.FAMILIES, and navy) with vowels left out after its first letter ("blu", "gry", "grn", "pnk",
"wht", "brwn", "nvy") or with one typing slip (runs/typos.py: "purpel", "yelow", "oragne"), never a word of its own
("big" and "beg" are no beige, "whit" no white).

Only where a colour is being told apart: the sentence names another colour (said right or slipped) or the word colour
itself. Alone a slip could be anything ("grn" beside nothing names nothing)."""

from __future__ import annotations

import re
from functools import lru_cache

from ..colour_families import FAMILIES
from ..typos import misspelt
from .texted_without_vowels import _vowels_left_out

_PLAIN = (*FAMILIES, "navy")
# Forms the rules above would make of a colour that are words of their own.
_WORDS_OF_THEIR_OWN = frozenset({"big", "beg", "whit"})
_WORD = re.compile(r"[A-Za-z]+")
_COLOUR_SAID = re.compile(r"\b(?:colou?rs?|clr|shade)\b", re.I)
MIN_LENGTH = 3


@lru_cache(maxsize=4096)
def slipped_colour(word: str) -> str | None:
    """The plain colour `word` is typed from ("blu" -> "blue"), whatever the words around it; None if none (a colour said
    right is none)."""
    said = word.lower()
    if len(said) < MIN_LENGTH or said in _PLAIN or said in _WORDS_OF_THEIR_OWN:
        return None
    return next((c for c in _PLAIN if _vowels_left_out(said, c) or (len(c) >= 5 and misspelt(said, c))), None)


def colour_slip(text: str, start: int, word: str) -> str | None:
    """The plain colour `word` at `start` of `text` is typed from, where the sentence tells colours apart (it names
    another colour, said right or slipped, or the word colour); else None."""
    colour = slipped_colour(word)
    if colour is None:
        return None
    others = [m for m in _WORD.finditer(text) if m.start() != start]
    return colour if _COLOUR_SAID.search(text) or any(m.group().lower() in _PLAIN or slipped_colour(m.group()) for m in others) else None

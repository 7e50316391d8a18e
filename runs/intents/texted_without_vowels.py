"""A problem word texted with its vowels left out: "refnd the dmged lamp asap", "wrng colour sent!!!", "its brkn".

runs/typos.py reads one slip in a word of five letters or more; a hurried texter drops every vowel but the first
letter's, two slips or more, so "dmged" and "wrng" were read as no word at all and the ticket as asking nothing.
Read here: a word that is a damage word or "wrong" with only vowels left out (never its first letter), four letters
or more, and no word of its own. None of these forms is an English word (each was checked: "dmgd", "brkn",
"crckd", "shttrd", "wrng" ...); a word with a vowel changed or a consonant dropped is not read here."""

from __future__ import annotations

from functools import lru_cache

_VOWELS = frozenset("aeiou")
MIN_LENGTH = 4  # "dmg", "brk": too short to tell from other words' letters


def _vowels_left_out(said: str, word: str) -> bool:
    """Whether `said` is `word` with one or more of its vowels (after the first letter) left out and nothing else changed."""
    if len(said) >= len(word) or said[0] != word[0]:
        return False
    at = 1
    for letter in word[1:]:
        if at < len(said) and said[at] == letter:
            at += 1
        elif letter not in _VOWELS:
            return False
    return at == len(said)


@lru_cache(maxsize=4096)
def without_vowels(word: str, words: tuple[str, ...]) -> str | None:
    """The word of `words` (the damage words and "wrong", runs/intents/cues.py) `word` is typed from with its vowels left out ("dmged" -> "damaged"); None if none."""
    said = word.lower()
    if len(said) < MIN_LENGTH or not said.isalpha():
        return None
    return next((w for w in words if _vowels_left_out(said, w)), None)

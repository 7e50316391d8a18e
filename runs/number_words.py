"""Counts told in words: "five", "a dozen", "half a dozen", "a couple", "a pair", digits. A leaf module: the
unit reading of the guard and the agent (runs.unit_counts) and the screener's reading of shares and counts
said fine (runs.intents.unit_fractions) read the same words."""

from __future__ import annotations

import re

_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
          "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"]
NUMBERS = {**{w: i for i, w in enumerate(_WORDS, start=1)}, "a single": 1, "single": 1, "a couple": 2, "a pair": 2, "a dozen": 12,
           "dozen": 12, "half a dozen": 6, "half-dozen": 6, "a half dozen": 6, "a half-dozen": 6}
# a count, as a regex group: digits up to three, or a number word (the longest first)
N = r"(\d{1,3}|" + "|".join(re.escape(w) for w in sorted(NUMBERS, key=len, reverse=True)) + r")"


def number(word: str) -> int:
    """The value of a count read by `N`."""
    word = " ".join(word.lower().split())
    return int(word) if word.isdigit() else NUMBERS[word]

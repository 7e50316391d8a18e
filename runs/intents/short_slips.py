"""Short words a hurried customer mistypes, set right only where the words around them leave no doubt.

runs/typos.py guesses at words of five letters or more; "late" is too short for that ("lat", "lte", "laet", "l8")
and, on its own, "lat" could be anything. After a count of days or weeks ("3 days lat", "a wk l8") or a word of
arriving ("it came lat", "delivery was lte") it is the lateness the customer tells, and the late-delivery cues
read it as "late": "also my ordr was 3 days lat so i want teh shiping back to" asks the delivery fee back."""

from __future__ import annotations

import re

# The slips of "late" (a letter dropped, swapped or doubled, or written as in a text message).
_LATE_SLIPS = re.compile(r"^(?:lat|lte|laet|alte|latte?e|l8|l8te|l8t)$", re.I)
_LATE_BEFORE = re.compile(
    r"(?:\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an|a\s+few|few|several|a\s+couple\s+of|couple)\s+"
    r"(?:days?|dys|dayz|weeks?|wks?|wk|fortnight|month)\s+(?:too\s+|so\s+|very\s+)?"
    r"|\b(?:arrived|arived|came|cam|delivered|delivred|turned\s+up|showed\s+up|got\s+here|was|were|is|way|very|so|realy|really)\s+)$", re.I)
TYPED_WORD = re.compile(r"[A-Za-z]+8?[A-Za-z]*")


def short_slip(text: str, start: int, word: str) -> str | None:
    """The word a short slip at `start` of `text` stands for, or None: only "late" after a count of days or weeks
    or a word of arriving."""
    if _LATE_SLIPS.match(word) and _LATE_BEFORE.search(text, 0, start):
        return "late"
    return None

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


# "leaks" typed as the vegetable ("the kettel leeks from the botom"): a word of its own, so read as "leaks" only where
# what follows tells water getting out: from where, how or when ("leeks from the bottom", "leeks everywhere", "leeks
# every time i fill it"), never "a bag of leeks" or "the leeks were soft".
_LEAK_SLIPS = re.compile(r"^(?:leeks|leek|leeking|leeked|leakes|laeks|leakz)$", re.I)
_LEAK_AFTER = re.compile(r"\s+(?:from|out|everywhere|all\s+over|when|whenever|every|water|through|underneath|under|at\s+the|badly|"
                         r"a\s+lot|like\s+a|onto|on\s+to|round|around)\b", re.I)

# ...and not the vegetable named as goods: "the leeks from the farm box", "a bunch of leeks", "fresh leeks".
_LEEKS_NAMED = re.compile(r"\b(?:the|a|an|some|my|our|your|these|those|of|fresh|organic|baby|and|with|no|more|few|\d+|two|three|four|bunch)\s+$", re.I)

# "twice" typed as it sounds ("charged twise", "twyce", "twize"): five letters, too short for runs/typos.py's sound slips
# (they set right only a soft "c" at a word's start), and no word of its own (verify34 T03).
_TWICE_SLIPS = re.compile(r"^(?:twise|twize|twyce|twyse|twicw|twixe|twcie|tiwce)$", re.I)


def short_slip(text: str, start: int, word: str) -> str | None:
    """The word a short slip at `start` of `text` stands for, or None: "late" after a count of days or weeks or a
    word of arriving; "twice" typed as it sounds; "leaks" before words telling where or when water gets out."""
    if _TWICE_SLIPS.match(word):
        return "twice"
    if _LATE_SLIPS.match(word) and _LATE_BEFORE.search(text, 0, start):
        return "late"
    if _LEAK_SLIPS.match(word) and _LEAK_AFTER.match(text, start + len(word)) and not _LEEKS_NAMED.search(text, 0, start):
        return "leaks"
    return None

"""Ordinals: words saying which unit of a line, never what kind of goods. "Please refund the broken one and find out
where the fourth chair is" on an order of 4 dining chairs was read as naming a "fourth chair" the order does not hold,
and $91.80 for the split chair was held: the fourth chair is one of the line's four (runs/goods_phrases.py)."""

from __future__ import annotations

import re

ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth",
                 "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth")
# "4th", "2nd", "1st", "3rd" (and the customer's "4rth", "2th" typed in a hurry)
_NUMBERED = re.compile(r"\d{1,3}(?:st|nd|rd|th|rth)", re.I)
# "forth", "fouth", "fith", "secnd", "thrid": an ordinal typed in a hurry
_MISTYPED = frozenset("forth fouth fourht fith fitfh fifht secnd seccond scond thrid thirth sixt eigth nineth nith tenh".split())


def is_ordinal(word: str) -> bool:
    """Whether `word` is an ordinal ("fourth", "4th", "forth" typed for it): which unit, not a kind of goods."""
    low = word.lower().strip("'’")
    return low in ORDINAL_WORDS or low in _MISTYPED or bool(_NUMBERED.fullmatch(low))

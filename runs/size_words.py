"""A size or a model a line carries, said by itself: "the 11s", "the size 11 ones", "the XL one", "the 1.7 litre".

"Kids' wellies, size 10" and "Kids' wellies, size 11" share every word but the size, and the customer writes "the 11s
have a split": the one line that carries 11. A number is a size only where it is said as one: after "size", as "the
11s" or "the 11 ones", or with a unit ("1.7L", "1.7 litre", "140 cm"); never a count ("two of the 4", "the 2 broken
ones") or a day ("11 days late"). A letter size only as one too: "size M", "the XL one", "an XL". The sizes are read as
a line's own words (runs.ticket_lines.line_words, said_stems), so a size two lines carry names neither for sure, as any
word two lines share does.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .read_once_per_text import once_per_text

_NUMBER = r"\d+(?:\.\d+)?"
_LETTER_SIZES = r"xxxl|xxl|xl|xxs|xs"  # sizes of more than one letter: never a word of their own
_UNITS = {"l": "l", "ltr": "l", "litre": "l", "litres": "l", "liter": "l", "liters": "l", "ml": "ml", "cl": "cl", "cm": "cm", "mm": "mm",
          "inch": "in", "inches": "in", "oz": "oz", "kg": "kg", "g": "g", "qt": "qt", "quart": "qt", "quarts": "qt"}
_UNIT = "|".join(sorted((re.escape(u) for u in _UNITS), key=len, reverse=True))

# "1.7L", "1.7 litre", "140 cm", "12 inch": a measure is a size wherever it is said (a unit's letters end at a word's end).
_MEASURE = re.compile(rf"(?<![\w.])(?P<n>{_NUMBER})\s*(?P<unit>{_UNIT})(?![\w])", re.I)
# "size 11", "sz 10", "a size M", "size XL": a number or a letter after the word size.
_AFTER_SIZE = re.compile(rf"\b(?:size|sz)\s*(?P<n>{_NUMBER}|{_LETTER_SIZES}|s|m|l)\b", re.I)
# "the 11s", "the 10's", "those 9s": a number made a plural is the goods of that size.
_PLURAL = re.compile(rf"\b(?:the|those|these|my|our|her|his|their)\s+(?P<n>{_NUMBER})['’]?s\b", re.I)
# "the 11 ones", "the XL one", "the 32 pair": a number or a letter size standing for the goods.
_ONES = re.compile(rf"\b(?:the|those|these|that|this)\s+(?P<n>{_NUMBER}|{_LETTER_SIZES})\s+(?:ones?|pairs?|one\s+of\s+them)\b", re.I)
# "an XL", "the XXL shirt": a letter size of more than one letter after an article.
_LETTERS = re.compile(rf"\b(?:an?|the)\s+(?P<n>{_LETTER_SIZES})\b", re.I)

# In a line's description a size stands bare too: "T-shirt, XL", "Chino shorts, navy, 32", "Linen shirt, size M".
_BARE_LETTERS = re.compile(rf"\b(?P<n>{_LETTER_SIZES})\b", re.I)
_LISTED = re.compile(rf",\s*(?P<n>{_NUMBER}|s|m|l)\s*(?=,|$)", re.I)  # (after a comma: a word alone, "m", is no size)


def _token(m: re.Match) -> str:
    unit = m.groupdict().get("unit")
    return m.group("n").lower() + (_UNITS[unit.lower()] if unit else "")


@once_per_text
def size_spans(text: str) -> list[tuple[int, int, str]]:
    """Where `text` says a size as a size, [(start, end, size)] in reading order: "the 11s have a split" holds (0, 8, "11")."""
    found = {(m.start(), m.end()): _token(m) for p in (_MEASURE, _AFTER_SIZE, _PLURAL, _ONES, _LETTERS) for m in p.finditer(text)}
    out: list[tuple[int, int, str]] = []
    for (start, end), size in sorted(found.items()):
        if out and start < out[-1][1]:
            continue  # "the size 11 ones": one size said, read once
        out.append((start, end, size))
    return out


@once_per_text
def sizes_said(text: str) -> set[str]:
    """The sizes `text` says as sizes."""
    return {size for _, _, size in size_spans(text)}


@lru_cache(maxsize=4096)
def sizes_carried(description: str) -> frozenset[str]:
    """The sizes a line's description carries: "Kids' wellies, size 11" carries 11, "Kestrel stovetop kettle 1.7L" 1.7l,
    "T-shirt, XL" xl."""
    found = sizes_said(description)
    found |= {m.group("n").lower() for p in (_BARE_LETTERS, _LISTED) for m in p.finditer(description)}
    return frozenset(found)

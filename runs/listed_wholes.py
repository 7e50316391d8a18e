"""A count of a line's units that lists the line as ordered, not the units a claim is about.

An invoice-style ticket names a line with its whole count before telling what went wrong with part of it: "1) Copy
paper (10 reams): 2 reams arrived water damaged" claims two reams, not ten (ver24a V24-24 paid all ten, $77.86 too
much). Two shapes are read as the listing:

- the count in brackets right after the goods' name: "(10 reams)", "(x10)", "(qty 10)", "(10)";
- the count of every unit ordered, in a clause of its own that says nothing happened to them ("Copy paper, 10 reams:
  2 reams soaked", "Tumblers - 12 - four arrived cracked"), beside another count of the line.

A listing alone is still a count (`runs.unit_counts` falls back on it when nothing else is counted: "the copy paper
(10 reams) arrived soaked" is all ten); beside a count of what broke it is never the count paid.
"""

from __future__ import annotations

import re

_OPENS = re.compile(r"\(\s*(?:qty\.?:?\s*|quantity:?\s*|x\s*)?$", re.I)
_CLOSES = re.compile(r"^\s*\)")
# Where a clause of a listing ends: a comma, a colon, a bracket, a dash set apart by spaces.
_CLAUSE_END = re.compile(r"[,;:()\u2013\u2014]|\s-\s")


def listed_whole(text: str, start: int, end: int, count: int, ordered: int, damage: re.Pattern) -> bool:
    """Whether the count of the line's units found at text[start:end] lists the line as ordered: in brackets after
    its name, or the whole line's count in a clause that says no `damage` of it."""
    end = start + len(text[start:end].rstrip(" -\u2013\u2014"))  # "10 reams - 3 reams torn": the count's words, not the dash after them
    before, after = text[:start], text[end:]
    if _OPENS.search(before) and _CLOSES.match(after):
        return True
    if count != ordered or ordered <= 1:
        return False
    opened = max((m.end() for m in _CLAUSE_END.finditer(before)), default=0)
    closes = _CLAUSE_END.search(after)
    clause = text[opened:end + (closes.start() if closes else len(after))]
    return bool(closes) and not damage.search(clause)

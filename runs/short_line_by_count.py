"""Which order line a short delivery's count is about, when the sentence's words point at a line the count cannot be of.

"there are only 9 in the box, so three are missing" on an order of 12 frosted glass tea light holders and 2 "Long
matches, box": the sentence's one word of a line is "box", said of the box the holders came in, so the missing units
were named "units of the long matches, box" to the customer and to the person asked to find them (blind round ver26a,
VER26A-07). Nine cannot have come of a line of two. The record decides: a line is short by the count told only if
more of it were ordered than came (or at least as many as are told missing); where no line the words name is, and exactly one line of the order is, it is that
one ("3 frosted glass tea light holders"); where several are, none is named ("units"), rather than a wrong one. Where the
words name a line that fits, they stand as before.
"""

from __future__ import annotations


def counts_told(counts: list[int], short_said: bool) -> tuple[int | None, int | None]:
    """(how many units came, how many are missing) as a short delivery's counts give them: "only 9 in the box" (9, None),
    "9 of the 12" (9, None), "3 short" (None, 3); None where the words do not say."""
    if len(counts) >= 2 and counts[0] != counts[1]:
        return min(counts[:2]), None
    if len(counts) == 1:
        return (None, counts[0]) if short_said else (counts[0], None)
    return None, None


def lines_short_by_count(lines: list[dict], named: list[dict], came: int | None, missing: int | None = None) -> list[dict]:
    """The lines the words name that can have come short by the count (`came` units came, or `missing` are missing); where
    none can, the one line of the order that can, or none when several can (the units are then named without a line,
    never by a wrong one)."""
    if came is None and missing is None:
        return named
    fits = [x for x in lines if (came is None or x.get("quantity", 0) > came) and (missing is None or x.get("quantity", 0) >= missing)]
    if any(x in fits for x in named):
        return [x for x in named if x in fits]
    return fits if len(fits) == 1 else []

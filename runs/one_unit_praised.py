"""A unit of a multi-unit line praised or called fine is not the line: "I ordered two blue mugs and one came
green! The blue one is perfect." praises the blue mug that came, and leaves the other unit of the line, the green
one, claimable as the wrong item. The guard's line_in_ticket (runs/fine_lines.py, lines_praised) holds only lines
praised whole ("both mugs are perfect", "love the mugs").

A word before "one" that tells the line from the order's other lines ("the small one's fine" beside a large mug)
names the line, not a unit of it."""

from __future__ import annotations

import re

from .ticket_lines import _telling_words, said_stems

# "the blue one", "this one", "one of them", "just one", "the one on the left": a single unit said of
# ("one of the two" included; never "each one" nor "every one", which are all of them)
_A_UNIT = re.compile(r"\b(?P<det>the|this|that|my|our)\s+(?:(?P<word>[a-z]+)\s+)?one\b|\bone\s+of\s+(?:them|the|those|these|my|our)\b|"
                     r"\b(?:just|only)\s+one\b|\bthe\s+(?:first|second|other)\b", re.I)


def one_unit_only(order: dict, text: str, sku: str) -> bool:
    """Whether `text` speaks of one unit of `sku`, a line of several units, not of the line whole."""
    line = next((x for x in order.get("lines", []) if x["sku"] == sku), {})
    if int(line.get("quantity") or 1) < 2:
        return False
    telling = _telling_words(order, {x["sku"] for x in order.get("lines", [])}).get(sku, set()) if len(order.get("lines", [])) > 1 else set()
    for m in _A_UNIT.finditer(text):
        word = m.groupdict().get("word")
        if word and telling and said_stems(word) & telling:
            continue  # "the small one" beside a large line names the small line
        return True
    return False

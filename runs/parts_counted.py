"""A count of the parts of one unit is no count of units: "two of the five shelves of the bookcase arrived split" on a line of
one "Pine bookcase, 5 shelves" was read as two bookcases told damaged, held for a person as a count above the order and told
back as "Your message counts 2 (Pine bookcase, 5 shelves), but our record shows 1 ordered" (blind round ver35a, V35-30). The
shelves are the one bookcase's: a part of one item that breaks is the item damaged (docs/evals.md OR-14, runs/named_parts.py).

A counted noun is a part when it names a piece an item is made of (runs.part_words: shelves, drawers, legs, doors, handles)
or one the line's own description counts inside its unit ("Pine bookcase, 5 shelves", "Dresser with 3 drawers"), and it is
not the line's own head noun ("Garden chair" x 4: "two of the four chairs" are two chairs; "Oak chest of drawers": the chest).

Near-miss: "two of the five mugs arrived chipped" on five mugs is two units; on one mug it is still a count above the order.
A set's pieces ("two of the six glasses" of one set of 6) are read by runs.unit_counts.part_of_unit, not here."""

from __future__ import annotations

import re

from .number_words import N
from .part_words import PARTS

# the noun a count names, after an optional whole ("of the five", "out of the 5") and one word of kind or colour:
# "five shelves", "4 oak drawers", "shelves" ("two of the shelves")
_COUNTED_NOUN = re.compile(rf"^\s*(?:(?:out\s+)?of\s+)?(?:(?:the|my|our|its|their|his|her|those|these)\s+)?(?:{N}\s+)?"
                           r"(?:(?P<kind>[a-z-]+)\s+)?(?P<noun>[a-z-]+)", re.I)
# what the description counts inside its one unit: "5 shelves", "with 3 drawers", "4-door", "two-drawer"
_COUNTED_INSIDE = re.compile(rf"\b(?:\d+|{N})\s*-?\s*(?P<noun>[a-z]+)", re.I)
# where the description's own name ends: "Pine bookcase, 5 shelves", "Dresser with 3 drawers", "Chest of drawers (oak)"
_HEAD_END = re.compile(r",|\(|\bwith\b|\bof\b|\d|\s[-\u2013\u2014]\s", re.I)


def _singular(word: str) -> str:
    word = word.lower()
    if word.endswith("ves"):
        return word[:-3] + "f"  # shelves -> shelf
    if word.endswith(("ches", "shes", "xes", "sses")):
        return word[:-2]
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def _head(description: str) -> str:
    """The description's own noun: the last word before where its name ends ("Pine bookcase" of "Pine bookcase, 5 shelves")."""
    words = re.findall(r"[a-z-]+", _HEAD_END.split(description, maxsplit=1)[0].lower())
    return _singular(words[-1]) if words else ""


def counts_parts(line: dict, after: str) -> bool:
    """Whether the words after a count (`after`: "five shelves of the bookcase arrived split", " drawers came cracked") count
    pieces of one unit of `line`, not its units."""
    m = _COUNTED_NOUN.match(after)
    if not m:
        return False
    description = line.get("description", "")
    head = _head(description)
    inside = {_singular(x.group("noun")) for x in _COUNTED_INSIDE.finditer(description)}
    nouns = [_singular(w) for w in (m.group("kind"), m.group("noun")) if w]
    if head and head in nouns:
        return False  # the line's own units: "two of the four chairs"
    return any(n in PARTS or n in inside for n in nouns)

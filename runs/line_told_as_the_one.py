"""A line called by a word of its own and "one" ("the blue one is fine" beside a green mug) is that line whole, no
count of its units.

"The blue mug is chipped. Wait, no - it's the green one that's chipped, the blue one is fine, I mixed them up." on a
blue and a green mug paid the blue mug too (ver39c BT-P4, $14.00): the "one" of "the blue one is fine" was read as a
count ("one of the six glasses is fine"), so the blue mug was never called fine as a whole, and its claim taken back
still stood. The size words had this reading already ("the small one's fine", ticket_lines._SIZE_ONE); here any word
that tells one line from the order's others (its colour, its kind: "the green one", "the oak one") does it too.

Still a unit, never the line: the word fits two lines or none, or the line it names holds several units ("the blue one
is perfect" of two blue mugs, runs/one_unit_praised.py), or "one of" follows ("the blue one of the pair").
"""

from __future__ import annotations

import re

from .ticket_lines import _WORD_ONE, _telling_words, said_stems


def telling_ones_blanked(order: dict, clause: str) -> str:
    """`clause` with each "the <word> one" blanked where the word tells one line of a single unit from the order's others:
    what is left counts units or not."""
    lines = order.get("lines", [])
    if len(lines) < 2 or not _WORD_ONE.search(clause):
        return clause
    telling = _telling_words(order, {x["sku"] for x in lines})
    quantity = {x["sku"]: int(x.get("quantity") or 1) for x in lines}

    def blanked(m: re.Match) -> str:
        said = said_stems(m.group("word"), other_names=False)
        owners = [sku for sku, words in telling.items() if said & words]
        return " " * len(m.group(0)) if len(owners) == 1 and quantity[owners[0]] < 2 else m.group(0)

    return _WORD_ONE.sub(blanked, clause)

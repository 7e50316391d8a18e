"""The goods put right by their colour in the same breath that calls the first goods fine: "it's the grey one that's torn,
the blue one is fine" of a blue and a grey bath towel (left40 V40-3b). "blue" tells the blue towel from the grey (a shop's
"grey" is generic in ticket_lines.GENERIC), so the sentence named only the towel it calls fine and the refund of the grey one
was refused as never mentioned: a person was asked about a correction the customer made plainly.

Read: when every line a claim's sentence names by its words is one the sentence calls fine, and the clause holding the
damage names one other line by its colour's family, that line is the claim's. Never where the sentence names a line it does
not call fine ("the blue one is torn, the grey one is fine": the blue), nor where the colour names no single other line."""

from __future__ import annotations

from typing import Callable


def line_put_right_by_colour(named: set[str], fine: set[str], by_colour: Callable[[], set[str]]) -> set[str]:
    """The one line a claim's damage clause names by colour, when the lines named by their words are all called fine."""
    if not named or not named <= fine:
        return set()
    found = by_colour() - named
    return found if len(found) == 1 else set()

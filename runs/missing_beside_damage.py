"""A piece told missing beside damage the same sentence tells of the item itself: "the handle of the cast iron frying
pan came loose right out of the box, it wobbles and one rivet is missing" on a frying pan line.

A part missing from what came is, on its own, no unit owed (runs.named_parts: "the lid was missing", "no charger in
the box": a person decides a partial amount or sends the piece). But when a clause of its own in the same sentence
tells the item itself damaged, naming the line ("the pan came loose", "the kettle's hinge snapped"), the missing piece
is part of that damage, not a piece left out: the line is damaged, as a damaged part makes it (blind round ver24a
V24-10). Not so when the missing piece is one the line sells beside its item ("Table lamp with shade": the shade is a
piece of the unit of its own), when the customer asks for the piece itself ("send a new rivet"), or when no clause
apart from the missing one tells damage of the line ("the box was crushed and the lid is missing": the box is no line).
"""

from __future__ import annotations

from .ticket_lines import damaged_in_clauses


def damage_told_apart(line: dict, text: str, missing: tuple[int, int]) -> bool:
    """Whether `text` tells the line itself damaged in a clause apart from the words at `missing` (the piece told
    missing): those words blanked, some clause naming the line still tells of damage."""
    a, b = missing
    rest = text[:a] + " " * (b - a) + text[b:]
    return bool(damaged_in_clauses({"lines": [line]}, rest))

"""Where the customer keeps the goods, said before the line's own head: "the armchair throw" of a "Chunky knit throw"
names the throw by the chair it lies on, not another kind of throw.

Read as other goods, a one-line order of a throw was handed to a person "to find which order it is about" when the
customer asked to return "the armchair throw" 55 days after delivery, and was never told the 30-day window had passed
(blind round ver34c B34-18). A line whose own name says where its goods go ("Sofa throw", "Bath mat") is told apart by that
word still: "the armchair throw" of a "Sofa throw", "the kitchen mat" of a "Bath mat" name other goods."""

from __future__ import annotations

import re

# Furniture and rooms goods are kept on or in: a place, not a kind of goods, before a head the line shares.
PLACES = frozenset("""
armchair chair sofa couch settee loveseat bed bedroom kitchen bathroom bath shower garden patio balcony hallway hall lounge
office nursery conservatory porch
""".split())
# (not a word that makes a kind of its own goods: a "floor lamp", "table lamp", "desk lamp", "wall clock", "bedside
# table" are each a kind, so "the floor lamp" of a "Table lamp" still names other goods)

_WORD = re.compile(r"[A-Za-z]+")


def kept_where(word: str, description: str) -> bool:
    """Whether the customer's `word` before the line's head says where they keep the goods, and the line's name says
    no place of its own (module doc)."""
    return word.lower() in PLACES and not any(w.lower() in PLACES for w in _WORD.findall(description))

"""Whose is a compound the ticket names beside a line ("the candle holder", "the mixer's motor housing", "a dinner plate",
"the kitchen TV", "the teapot lid")? The line's own, its goods, part or piece, or other goods its head names.

Each way the words tell the line's own is a case of _CASES, tried in order; the first that holds names why, and none
holding makes the compound other goods (runs/goods_of_a_compound_head.py, which asks it). The cases were special cases
of the compound reader, each added where a claim on the line's own goods was read as goods off the order: its part told
with the owner's possessive, a piece named by its set's word, goods told by a two-letter name. A new way is a row here,
never another branch in a caller."""

from __future__ import annotations

from typing import Callable

from .goods_heads import not_goods_apart, short_goods_of
from .ticket_lines import half_of_a_word, named_by_head_word, words_mentioned
from .unit_counts import is_bundle

# A line named as a set of pieces, not as goods ("Dinner set, 12 pieces", "Tool kit"): its goods are the pieces.
_SET_WORDS = {"set", "sets", "kit", "kits", "pack", "bundle", "collection", "service"}


def _set_of_pieces(line: dict) -> bool:
    """Whether the line is a set named by its set word, its goods only the pieces in it."""
    name = line.get("description", "").split(",")[0].split("(")[0].lower().split()
    return is_bundle(line) and bool(name) and name[-1] in _SET_WORDS


def _the_lines_goods(order: dict, line: dict, words: list[str], head: str) -> bool:
    """"the tea cup", "the soap bars", "the cups" of a tea service: the head is the line's words, its head word or half
    of a compound word of it."""
    return bool(words_mentioned(line, head)) or half_of_a_word(line, head) or named_by_head_word(order, line["sku"], head)


def _its_short_name(order: dict, line: dict, words: list[str], head: str) -> bool:
    """"the kitchen TV" of a "10-inch kitchen TV": a two-letter name, which the line's words (three letters up) miss."""
    return short_goods_of(line.get("description", ""), head)


def _its_owners_possessive(order: dict, line: dict, words: list[str], head: str) -> bool:
    """"the mixer's motor housing" of a mixer: the line's own part, told with its owner's possessive."""
    return any(w.endswith("'s") and words_mentioned(line, w[:-2]) for w in words[:-1])


def _a_piece_of_its_set(order: dict, line: dict, words: list[str], head: str) -> bool:
    """"a dinner plate" of a "Dinner set, 12 pieces": a piece named by its set's word (a piece of it: runs.unit_counts)."""
    return _set_of_pieces(line) and bool(words_mentioned(line, " ".join(words[:-1])))


def _a_part_or_no_goods(order: dict, line: dict, words: list[str], head: str) -> bool:
    """"the teapot lid", "the mug handle", "the lid": a part (read as before, runs.goods_heads.part_of_named_goods), a
    count or a word for the parcel, never goods of their own."""
    return not_goods_apart(head)


_CASES: tuple[tuple[str, Callable[[dict, dict, list[str], str], bool]], ...] = (
    ("the line's goods", _the_lines_goods),
    ("its short name", _its_short_name),
    ("its owner's possessive", _its_owners_possessive),
    ("a piece of its set", _a_piece_of_its_set),
    ("a part or no goods", _a_part_or_no_goods),
)


def the_lines_own(order: dict, line: dict, words: list[str]) -> str:
    """Why a compound's `words` (lower case, two or more, no determiner) are the line's own: the first case of _CASES that
    holds, or '' when none does and they name other goods by their head (module doc)."""
    head = words[-1].strip("'")
    return next((name for name, holds in _CASES if holds(order, line, words, head)), "")

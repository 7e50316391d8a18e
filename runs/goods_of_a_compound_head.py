"""Goods named by a compound are what its last word says: "the candle HOLDER", "the soap DISH", "the rug PAD", "the
matching SAUCERS". A line whose word only qualifies them ("Pillar candles", "Olive oil soap", a "Wool area rug") is not
those goods, and a claim telling them damaged is no claim on the line: goods not on the order, for a person to place.
Verify round 41 paid the line for each (V41-67 $25.92, V41-141 $16.20, V41-87 the whole $204.12 rug proposed), because
the line's word was found in the sentence and read as naming it.

A part named with its owner ("the candle wick", "the lamp shade" of a "Table lamp") is read as before: the owner's
part, weighed by runs.goods_heads.part_of_named_goods and runs/parts_sold_alone.py. Whether a compound is the line's
own at all (its goods, its part, a piece of its set) is runs/whose_compound.py's to say. ("The lampshade I ordered" of a
"Lamp bulb" is one word, no line's; a subject line "lamp shade" beside it names it too: damage_told_of_the_line.) Near-misses that still name the line: "the candle
arrived snapped", "the soap bars were crushed", "the tea cup chipped", "the lamp's shade is dented" of a "Table lamp
with linen shade", "bulb broken" of bulbs."""

from __future__ import annotations

import re

from .goods_heads import goods_groups
from .intents.goods_named_bank import joined_goods_compounds
from .whose_compound import the_lines_own

_DETERMINERS = {"the", "a", "an", "my", "our", "your", "this", "that", "these", "those", "his", "her", "their", "its"}


def compound_of_other_goods(order: dict, line: dict, group: str) -> bool:
    """Whether a noun group of two words or more names goods other than `line` by its head, whatever the words before it
    share with the line (module doc)."""
    words = joined_goods_compounds(group).lower().split()  # ("the power bank": one word of goods, intents/goods_named_bank.py)
    while words and words[0] in _DETERMINERS:
        words = words[1:]  # "the tv" is one word of goods, no compound
    if len(words) < 2:
        return False
    # (the line's goods, part or piece, told any way runs/whose_compound.py reads: "the tea cup", "the mixer's motor
    # housing", "a dinner plate" of a dinner set, "the kitchen TV", "the teapot lid")
    return not the_lines_own(order, line, words)


def other_compounds_to_heads(order: dict, line: dict, text: str, told: tuple[str, ...] = ()) -> str:
    """`text` with each compound naming other goods cut to its head ("The candle holder arrived in pieces" -> "The holder
    arrived in pieces"), so the line's word inside it names no line; `told`: groups read otherwise, the goods a damage is
    told of ("The soap dish from SU-48001 arrived cracked": runs.goods_told_damaged)."""
    for group in [g for _, g in goods_groups(text, parts=True)] + [g for g in told if g]:
        if compound_of_other_goods(order, line, group):
            text = re.sub(re.escape(group), group.split()[-1], text, flags=re.I)
    return text

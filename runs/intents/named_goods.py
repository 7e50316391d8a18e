"""Goods named by a determiner and up to four words: "the cap", "my blue wool scarf", "those two mugs". One shape for
the readers that find goods named in a clause: runs/intents/kept_instead.py (the goods kept and the other goods asked:
"keep the shorts and return the socks") and runs/intents/goods_added_too.py (goods added to the ask before them: "The
cap too", "Same for the green one")."""

from __future__ import annotations

_DETERMINERS = ("the", "my", "our", "that", "this", "those", "these")
_WORD = r"[\w'’-]+"


def named_goods(*, stop: str = "", both: bool = False) -> str:
    """The pattern of goods named by a determiner (and "both", when `both`) and up to four words, none of them a word
    `stop` matches, when it is given: a reader whose goods stand mid-clause ends the naming at such words ("keep the
    shorts and return the socks": not "the shorts and return the")."""
    word = rf"(?!{stop}\b){_WORD}" if stop else _WORD
    return rf"(?:{'|'.join((*_DETERMINERS, 'both') if both else _DETERMINERS)})\s+(?:{word}\s+){{0,3}}?{word}"

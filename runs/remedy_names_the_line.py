"""The remedy asked beside a claim says which line the claim's loose word meant: "The lamp itself, the green pottery part,
has a crack running right up from the bottom. ... Please refund me for the lamp base" on an order of a "Ceramic table
lamp base" and a "Linen drum lampshade".

Blind round ver26a (VER26A-03): "the lamp" said alone is a word before the head of "lamp base", which runs/goods_phrases.py
reads as naming a lamp, other goods; the claim went to a person asking which goods were meant, though the customer's
next sentence, the claim's own remedy, names the lamp base in the line's words.

Only when the claim names no line itself, the sentences the screener attached to it as its remedy name exactly one line
plainly (no word of it said as other goods), and that line is the one the claim's loose word was a word of: "The lamp
is cracked. Please refund the shade." names the shade for a lamp's crack, and stays a person's question."""

from __future__ import annotations

from collections.abc import Callable


def line_named_by_remedy(lines: list[dict], loose: set[str], remedy_texts: list[str],
                         mentioned: Callable[[dict, str], object], misfits: Callable[[dict, str], list[str]],
                         fine: Callable[[str], set[str]]) -> set[str]:
    """{sku} of the one line the remedy sentences `remedy_texts` name plainly, when it is among the lines `loose` the
    claim's own words were read as naming only as other goods; else {}. A line a remedy sentence calls fine ("Kindly
    refund the lamp base; the shade is fine": `fine(text)`) is not one it names."""
    named = {x["sku"] for t in remedy_texts for x in lines if mentioned(x, t) and not misfits(x, t) and x["sku"] not in fine(t)}
    return named if len(named) == 1 and named <= loose else set()

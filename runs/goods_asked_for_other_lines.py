"""Goods asked instead of the money for other goods than a claim's own: no part of that claim's remedy.

"The enamel teapot came with the lid smashed - refund that one please. The walnut chopping board has split along the
grain. To be honest I'd rather have a new one sent out than cash." The new one is the board's: its request names it
("a person answers the request "..." (for the walnut chopping board)", runs/goods_of_remedy_asks.py). Read as the
teapot's remedy too, the teapot's claim was deferred as "you asked for goods rather than the money", the refund its own
sentence asks held with nobody to look at it. The claim whose lines the ask's request does not name keeps the sentence
as before (a person arranges its remedy); an ask whose request names no goods is every claim's, as before."""

from __future__ import annotations

from .exchanges_chosen import quoted_by_other
from .goods_of_remedy_asks import goods_of_the_ask


def asked_for_other_lines(text: str, subtasks: list[dict], lines: list[dict], skus: set[str]) -> bool:
    """Whether each `other` subtask quoting `text` names goods of the order, none of them a line of `skus` (the claim's)."""
    quoting = [t for t in subtasks if t.get("kind") == "other" and quoted_by_other(text, [t])]
    if not quoting or not skus:
        return False
    claimed = {x["description"] for x in lines if x.get("sku") in skus}
    named = [goods_of_the_ask(t.get("goal") or "", lines) for t in quoting]
    return all(goods and not claimed & set(goods) for goods in named)

"""The goods a change of mind is about where no problem or remedy names them: "I changed my mind about the fridge", "I no
longer want the microwave", "decided against the sofa", "I've gone off the armchair". A leaf module: the plan's reading of
goods off the order (runs/change_of_mind_off_the_order.py) and the guard's one-line check (runs.ticket_lines
other_goods_named) read the same words."""

from __future__ import annotations

import re

from .never_goods_words import NEVER_GOODS

_MIND_ABOUT = re.compile(
    r"\b(?:changed\s+(?:my|our)\s+minds?\s+(?:about|on)|(?:no\s+longer|don'?t|do\s+not)\s+(?:want|need|like)|decided\s+against|"
    r"(?:gone|went)\s+off|second\s+thoughts\s+(?:about|on)|not\s+(?:keen|sure)\s+(?:on|about))\s+"
    r"(?:the|my|our|this|that)\s+(?:[a-z-]+\s+){0,2}?(?P<head>[a-z][a-z-]+)\b(?!\s+(?:[a-z-]+\s+)?(?:is|was|are|were)\b)", re.I)
# what a change of mind may be "about" that is no goods ("I don't want the refund", "changed my mind about the colour")
NOT_GOODS = frozenset(NEVER_GOODS) | {"order", "orders", "parcel", "package", "purchase", "item", "items", "thing", "things", "one", "ones",
                                      "return", "delivery", "shipping", "colour", "color", "size", "idea", "way", "look", "style",
                                      "replacement", "exchange", "credit", "voucher"}


def goods_changed_mind_about(text: str) -> list[str]:
    """The head words of the goods `text` tells a change of mind about, lower-cased."""
    return [h for h in dict.fromkeys(m.group("head").lower() for m in _MIND_ABOUT.finditer(text)) if h not in NOT_GOODS]

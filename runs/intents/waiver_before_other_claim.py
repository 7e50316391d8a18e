"""Declining words that are one goods' waiver, other goods claimed after them: "The sugar bowl came chipped (I don't need
anything for that) and the teapot is cracked - refund the teapot please." The declining ("I don't need anything") is the
sugar bowl's alone (waived_goods.py strikes it); the teapot's refund asked after it still stands (older43 B42: the whole
sentence was read as the remedy declined, and the teapot owed was held for a person).

Never a waiver whose own goods' money is asked after all ("... don't need anything for it, just refund it": the kind
waivers' own check), nor a decline with no goods' money asked after it ("I don't need anything for that, thanks")."""

from __future__ import annotations

import re

from .waived_goods import _KIND_WAIVED, kindly_waived_spans

# Money asked for goods named by their article after the waiver: "refund the teapot", "the teapot refunded", "reimburse me
# for the lamp" (never negated: "and don't refund the teapot either").
_OTHER_GOODS_MONEY = re.compile(r"(?<!n't\s)(?<!not\s)(?<!no\s)\b(?:refund|reimburse)\s+(?:me\s+|us\s+)?(?:for\s+)?(?:the|my|our)\s+[a-z]"
                                r"|\b(?:the|my|our)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+refunded\b", re.I)


def declining_waives_goods_before_a_claim(text: str, at: int) -> bool:
    """Whether the declining words at `at` stand inside a kind waiver of goods told before them (its goods struck) and
    money for other goods is asked after the waiver."""
    waived = kindly_waived_spans(text)
    for m in _KIND_WAIVED.finditer(text):
        goods = next((g for g in ("told", "fronted", "goods_named") if m.group(g)), None)
        if goods and m.span(goods) in waived and m.start() <= at < m.end() + 1 and _OTHER_GOODS_MONEY.search(text, m.end()):
            return True
    return False

"""A refund for one goods and a replacement for other goods asked in one sentence: "money back for the bowl pls, but could
you send a new plate instead of refunding it", "refund the bowl, and a replacement for the plate would be lovely instead
of cash", "replace the jug and refund me for the saucer". Each goods has its own remedy: the sentence is cut where the
second remedy's clause opens, so each is read as it is when written as two sentences. Read whole, the replacement's
"instead of refunding it" reached the bowl's refund too and its money was held (held-back round 35, item 4).

Not cut: both remedies for the same goods ("refund the bowl, or send a new bowl if that's easier": a choice, read by
runs/intents/money_or_goods.py), or one remedy for two goods ("refund the bowl and the plate")."""

from __future__ import annotations

import re

_GOODS = r"(?:the|my|that|this|those|these|a|an|one|new|another|replacement)\s+(?:(?:new|replacement|other|broken|chipped|cracked|damaged)\s+)?(?P<{0}>[a-z][a-z-]+)"
_REFUND = (r"\b(?:refund(?:\s+(?:me|us))?(?:\s+(?:for|on))?|(?:my\s+|the\s+)?money\s+back\s+(?:for|on)|reimburse\s+(?:me|us)\s+for|"
           r"credit\s+(?:me\s+|us\s+)?for|a\s+refund\s+(?:for|on))\s+" + _GOODS.format("g"))
_REPLACE = (r"\b(?:(?:send|post|ship|get)\s+(?:me\s+|us\s+)?(?:out\s+)?(?:a\s+|an\s+)?(?:new|replacement|another|fresh)\s+(?:one\s+(?:for|of)\s+the\s+)?"
            r"|replace\s+(?:the|my|that|this)\s+|(?:a\s+)?(?:replacement|new\s+one|swap)\s+(?:for|of)\s+(?:the|my|that|this)\s+"
            r"|\ba\s+(?:new|replacement|fresh)\s+)(?P<g>[a-z][a-z-]+)")
_REMEDY = re.compile(rf"(?P<refund>{_REFUND})|(?P<replace>{_REPLACE.replace('(?P<g>', '(?P<h>')})", re.I)
# Where the second clause opens: a comma or a dash, then maybe "and"/"but"/"while"/"plus", or one of those words alone.
_JOIN = re.compile(r"(?:[,;]\s*|\s+[-–—]+\s*)(?:(?:and|but|while|whereas|plus|then|also)\s+)*|\s+(?:and|but|while|whereas|plus)\s+", re.I)
_SAME = {"one", "it", "them", "new", "replacement", "another"}


def _stem(word: str) -> str:
    return word.lower().rstrip("s")


def other_goods_remedy_cuts(sentence: str) -> list[int]:
    """Where, in `sentence`, a remedy for other goods than the remedy before it opens its clause (module doc)."""
    found = list(_REMEDY.finditer(sentence))
    for first, second in zip(found, found[1:]):
        kinds = ("refund" if first.group("refund") else "replace", "refund" if second.group("refund") else "replace")
        goods = (first.group("g") or first.group("h"), second.group("g") or second.group("h"))
        if kinds[0] == kinds[1] or {_stem(g) for g in goods} & _SAME or _stem(goods[0]) == _stem(goods[1]):
            continue
        joins = [m for m in _JOIN.finditer(sentence, first.end(), second.start() + 1) if m.end() <= second.start() + 40]
        if joins:
            return [joins[-1].start() + len(joins[-1].group(0)) - len(joins[-1].group(0).lstrip(" ,;-–—"))]
    return []

"""A line the ticket names only outside the claim, as goods that came, never stands for the goods the claim names.

Issue #11 (a reading bug): "I got the rug yesterday. The lamp I bought elsewhere arrived broken, refund please." on an
order of one rug was paid on the rug: the guard let any sentence told about the order that names the line stand for the
claim's goods, so the lamp the claim names was taken for the rug because the rug was named somewhere in the ticket.
Of an order of several lines the same: "I got the rug yesterday. The vase is cracked, refund please." paid the rug, the
line named just before a claim naming no line. The line refunded must be named in the claim's own sentences (the
request of the decision's kind, its remedy), or stand for a claim that names no goods of its own ("It arrived torn",
"Two arrived chipped", "the handle snapped": a pronoun, a count or a part is the line's told before it). A sentence
that only tells the line came ("I got the rug yesterday", "The rug turned up on Monday, thanks", "received the rug
today") says nothing of which goods the claim is about; nor does goods told as from elsewhere ("the lamp from another
shop", "a vase I bought elsewhere") ever name the line. A person finds which goods, and which order, the claim means.

Unchanged: a sentence that orders or buys the line ("I ordered the oak frame. The glass is fine but the wood has a long
scratch": the frame's glass and wood), or tells it received with a problem ("I got the rug yesterday and it's stained"),
still names the claim's goods; a claim naming the line ("the rug arrived torn") or nothing ("It arrived torn") pays.
"""

from __future__ import annotations

import re

from .goods_heads import goods_heads, not_goods_apart
from .intents import tells_damage

# Receiving told, not buying: "I got", "we received", "picked up", "came", "arrived", "turned up", "was delivered".
_RECEIVED = re.compile(r"\b(?:got|received|recieved|recived|picked\s+up|collected|came|come|arrived|arrives|turned\s+up|showed\s+up|"
                       r"got\s+here|(?:was|were|been|got)\s+delivered|delivered|landed)\b", re.I)
# Buying or a problem told: the sentence then is the line's own story, which the claim may go on with.
_NOT_ONLY_RECEIVED = re.compile(r"\b(?:ordered|orderd|bought|purchased|paid|but|except|problem|issue|wrong|missing|not|never|faulty|"
                                r"doesn'?t|won'?t|stopped|refund|return|replace)\b|n['’]t\b", re.I)
# Goods told as got from elsewhere: "the lamp from another shop", "a vase I bought elsewhere", "the kettle I got somewhere
# else", "the lamp (not from you)". The goods' word is the last before the telling (two describing words allowed).
_PLACE = r"(?:shop|store|seller|retailer|website|site|company|place|supplier|brand|market|outlet)"
_FROM_ELSEWHERE = re.compile(
    rf"\b(?:the|a|an|my|that|this|our)\s+(?:[a-z-]+\s+){{0,2}}?(?P<goods>[a-z-]{{3,}})\s+"
    rf"(?:(?:that|which)\s+)?(?:(?:i|we|my\s+\w+)\s+(?:bought|got|ordered|purchased|picked\s+up)\s+)?"
    rf"(?:elsewhere|somewhere\s+else|(?:from|at|off|on)\s+(?:another|an\s+other|a\s+different|some\s+other|other)\s+{_PLACE}s?"
    rf"|\(?not\s+from\s+(?:you|your\s+(?:shop|store|site|website))\)?)", re.I)


def told_only_as_received(text: str) -> bool:
    """Whether `text` tells goods only as having come, no buying, no problem and no ask (module doc)."""
    return bool(_RECEIVED.search(text)) and not _NOT_ONLY_RECEIVED.search(text) and not tells_damage(text)


def goods_from_elsewhere(text: str) -> list[str]:
    """The goods' words `text` tells as got from elsewhere than the shop ("The lamp from another shop arrived broken":
    ["lamp"])."""
    return list(dict.fromkeys(g for m in _FROM_ELSEWHERE.finditer(text) if not not_goods_apart(g := m.group("goods").lower())))


def goods_of_the_claim(text: str, names_a_line) -> list[str]:
    """The goods `text` (a claim's sentence) names apart that `names_a_line(word)` finds no line of the order for: its
    subjects and objects (runs.goods_heads), and goods told as from elsewhere, which never are the order's."""
    heads = [h for h in goods_heads(text) if not names_a_line(h)]
    return list(dict.fromkeys([*heads, *goods_from_elsewhere(text)]))


def lines_named_before_only_as_received(before: set[str], told: list[str], names: dict) -> set[str]:
    """Among `before` (the lines named in sentences told before a claim), those every told sentence naming them tells only
    as having come. `names`: {sku: a function telling whether a text names that line}."""
    return {sku for sku in before if all(told_only_as_received(t) for t in told if names[sku](t))}

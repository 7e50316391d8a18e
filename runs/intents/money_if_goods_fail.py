"""The refund asked as the fallback of a replacement asked just before it: "Can you send a new one by Friday? If not, I
want a refund.", "Please replace it. Failing that, my money back.", "could u send another one?? if u cant then refund me".
The refund is wanted if the goods cannot be sent, never refused and never a hold the customer puts on it: read alone, the
sentence was a hold ("asks that the refund wait") and the reply said nothing of it. It is the fallback of the goods ask
before it, as "a replacement would be great, failing that my money back" is in one sentence
(runs/intents/conditional_remedies.goods_first): that ask carries it as its `alternative`, the run page shows it, and
the person arranging the goods sees the refund wanted if they cannot. No refund is made before they decide: the sentence
still holds the money ("refund" forbidden until then), whoever proposes it.

Near-misses: a sentence with no goods asked before it ("The mug is chipped. If not too much trouble, a refund please."),
the money refused ("If not, no refund needed either"), a refund asked first with goods as the fallback
(conditional_remedies.py's), and a condition of another kind ("If it's not here by Friday I want a refund")."""

from __future__ import annotations

import re

from .conditional_remedies import _FAILING, _GOODS, _MONEY, _NOT_ASKED, goods_first
from .reading import ReadSentence

GOODS_FALLBACK_WHY = ("wants the refund only if the goods asked just before cannot be sent: the fallback of that ask, a person's to "
                      "settle with it; no refund is made before they decide")
# The sentence opens on the failure of the goods ask and asks the money: "If not, I want a refund.", "Failing that, refund me."
_OPENS_FAILING_MONEY = re.compile(rf"^\W*(?:(?:but|and|or|so)\s+)?(?P<alt>{_FAILING}\b[,\s]*(?:then\s+)?(?P<rest>[^.!?]{{0,50}}?\b{_MONEY}))", re.I)
# The goods asked in the sentence before: a replacement, another one, an exchange.
_GOODS_ASKED = re.compile(rf"\b{_GOODS}\b", re.I)


def money_if_goods_fail(text: str, before: str) -> str:
    """The words of the refund a sentence asks only if the goods the sentence `before` asks cannot be sent, or ''."""
    m = _OPENS_FAILING_MONEY.search(text)
    if not m or _NOT_ASKED.search(m.group("rest")) or not _GOODS_ASKED.search(before) or goods_first(before):
        return ""
    return text[m.start("alt"):].strip(" ,;:-–—.!")


def read_money_if_goods_fail(read: list[ReadSentence]) -> None:
    """Each refund asked as the fallback of the goods ask just before it: that ask's alternative, the sentence attached to
    it (module doc); the money stays held until a person settles the goods."""
    for before, s in zip(read, read[1:]):
        if before.role != "request" or before.paragraph != s.paragraph or s.role not in ("context", "attached", "statement", "request") \
                or set(s.kinds) - {"other"} or not (alt := money_if_goods_fail(s.text, before.text)):
            continue
        before.alternative = before.alternative or alt
        s.role, s.kinds, s.spans, s.why = "attached", [], {}, GOODS_FALLBACK_WHY
        s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))

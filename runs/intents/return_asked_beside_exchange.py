"""A return asked in a sentence of its own beside the right goods asked for a wrong item: "SEND THE RIGHT ONE OR I AM DONE
WITH YOU. And take this yellow thing back." The goods-instead sentence holds the wrong item's refund (a person arranges the
right one), and the return asked beside it is asked all the same, as when both are told in one sentence ("I want return
them please and to get the grey ones instead", which started the return): the sentence is marked `asks_return`, so the
wrong item's return is not held by it (runs.intents.money.forbids_action). The two shapes were read apart: one started the
return, the other deferred it (ver35c V35-04, V35-34)."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .remedies import GOODS_INSTEAD

# The goods asked taken back by the shop: "take this yellow thing back", "please have them back", "take back the jacket";
# never words taken back ("I take back what I said") nor money ("get my money back").
_TAKE_BACK = re.compile(r"\b(?:take|have|collect|pick\s+up)\s+(?:(?:it|them|this|that|these|those|(?:the|this|that|these|those|your|my)\s+(?:[\w-]+\s+){0,3}?"
                        r"(?!money|refund|words?|comments?|complaint|email|message)[\w-]+)\s+)?back\b(?!\s+(?:what|everything|all|my\s+words))", re.I)
_NOT_MINE = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:take|have)\b", re.I)
_CLAIMS = {"wrong_item"}


def read_return_asked_beside_exchange(read: list[ReadSentence]) -> None:
    """Mark a goods-instead sentence beside a wrong item as asking the return when the sentence next to it in its paragraph
    asks the goods back and nothing else."""
    if not any(s.is_request and set(s.kinds) & _CLAIMS for s in read):
        return
    for s in read:
        if s.role != "request" or not s.why.startswith(GOODS_INSTEAD) or s.asks_return or "refund" not in s.forbids:
            continue
        beside = [n for n in read if n is not s and n.paragraph == s.paragraph and abs(n.index - s.index) == 1
                  and n.role in ("attached", "request", "courtesy") and set(n.kinds) <= {"other", *_CLAIMS} and not n.forbids]
        if any(n.asks_return or (_TAKE_BACK.search(n.text) and not _NOT_MINE.search(n.text)) for n in beside):
            s.asks_return = True

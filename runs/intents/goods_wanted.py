"""Goods wished sent in the customer's own words, the verb of sending after the goods or none at all: "I only want another
big jar posted", "a replacement would be great", "I just want the right size sent out", "what I'm after is a new one".
Beside a refund turned down ("No refund needed - ...") they are the remedy the customer chose for the claim told before,
never a decline of the claim: the claim stands with its refund held, and the goods go to a person (read.py's goods-instead
reading). Near-misses: the goods refused ("I don't want another one sent"), asked whether under way ("is a new one being
sent?"), or bought elsewhere ("I'll get a new one myself")."""

from __future__ import annotations

import re

from .remedies import GOODS_INSTEAD

_NOT_BEFORE = r"(?<!n't )(?<!not )(?<!dont )(?<!never )"
_GOODS = r"(?:another|a\s+new|new|a\s+replacement|replacement|a\s+fresh|the\s+right|the\s+correct|the\s+proper|the\s+one\s+i\s+ordered)"
GOODS_WANTED = re.compile(
    # "I only want another big jar posted", "we'd like the right size sent out", "I need a new lid sent"
    rf"{_NOT_BEFORE}\b(?:want|need|would\s+like|'d\s+like|’d\s+like|would\s+prefer|'d\s+prefer|'d\s+rather\s+have|am\s+after|'m\s+after)\s+"
    rf"(?:(?:is|just|only|simply)\s+)*{_GOODS}\b[^.!?,;]{{0,30}}?\b(?:sent|posted|shipped|dispatched|delivered|out|instead)\b"
    # "a replacement would be great", "another one is all I want", "a new one please"
    rf"|(?:^|[-–—,:;]\s*|\b(?:just|only|but)\s+){_GOODS}(?:\s+(?:one|ones|[a-z]+)){{0,2}}\s+(?:would\s+be\s+(?:great|good|lovely|ideal|perfect|best|fine)|"
    r"is\s+(?:all|what)\s+(?:i|we)\s+(?:want|need|ask|'d\s+like)|please|pls|plz)\b", re.I)
_ELSEWHERE = re.compile(r"\b(?:myself|ourselves|elsewhere|from\s+another\s+shop|locally|in\s+town)\b", re.I)
_UNDER_WAY = re.compile(r"\b(?:is|are|has|have|being|been)\s+(?:\w+\s+)?(?:sent|posted|shipped|dispatched|on\s+(?:its|the)\s+way)\b\s*\?", re.I)


def goods_wanted_instead(text: str) -> bool:
    """Whether `text` wishes goods sent (another, a new one, the right one) in words the other readings miss."""
    m = GOODS_WANTED.search(text)
    return bool(m) and not _ELSEWHERE.search(text, m.start()) and not _UNDER_WAY.search(text)


DECLINED_NEXT_WHY = "the customer declines the remedy in the next sentence"  # (refusals._declined_goods)


def goods_after_money_declined(read: list) -> None:
    """"The tin came dented. No refund thanks!! just a new one please": the money turned down in one sentence and goods asked
    in the next change the remedy; the claim the turning down was read as declining stands (its refund held by both)."""
    for i, s in enumerate(read):
        if not (s.role == "context" and s.why.startswith("the customer declines") and "refund" in s.forbids):
            continue
        after = next((n for n in read[i + 1:] if n.role != "injected"), None)
        if after is None or after.paragraph != s.paragraph or not (after.role == "request" and after.why.startswith(GOODS_INSTEAD)):
            continue
        for p in reversed(read[max(0, i - 2):i]):
            if p.paragraph == s.paragraph and p.role == "context" and p.why == DECLINED_NEXT_WHY and p.kinds:
                p.role, p.why = "request", ""

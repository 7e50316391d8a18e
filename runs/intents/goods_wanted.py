"""Goods wished sent in the customer's own words, the verb of sending after the goods or none at all: "I only want another
big jar posted", "a replacement would be great", "I just want the right size sent out", "what I'm after is a new one".
Beside a refund turned down ("No refund needed - ...") they are the remedy the customer chose for the claim told before,
never a decline of the claim: the claim stands with its refund held, and the goods go to a person (read.py's goods-instead
reading). Near-misses: the goods refused ("I don't want another one sent"), asked whether under way ("is a new one being
sent?"), or bought elsewhere ("I'll get a new one myself")."""

from __future__ import annotations

import re

from .money import actions_forbidden
from .refund_me import GOODS_NAMED as _GOODS_NAMED  # goods named in place of the money
from .remedies import GOODS_INSTEAD
from .settled import REPLACED_ASK_WHY
from .unread import NO_PROBLEM_READ_WHY


_NOT_BEFORE = r"(?<!n't )(?<!not )(?<!dont )(?<!never )"
_GOODS = r"(?:another|a\s+new|new|a\s+replacement|replacement|a\s+fresh|the\s+right|the\s+correct|the\s+proper|the\s+one\s+i\s+ordered)"
GOODS_WANTED = re.compile(
    # "I only want another big jar posted", "we'd like the right size sent out", "I need a new lid sent"
    rf"{_NOT_BEFORE}\b(?:want|need|would\s+like|'d\s+like|’d\s+like|would\s+prefer|'d\s+prefer|'d\s+rather\s+have|am\s+after|'m\s+after)\s+"
    rf"(?:(?:is|just|only|simply)\s+)*{_GOODS}\b[^.!?,;]{{0,30}}?\b(?:sent|posted|shipped|dispatched|delivered|out|instead)\b", re.I)
# "a replacement would be great", "another one is all I want", "a new one please": goods named with no verb, read as wished
# only beside money turned down in the same sentence ("no refund thx, just a new one please"); alone ("Replacement please if
# you have stock") they are the claim's own remedy asked, as the other readings take them
GOODS_NAMED_WANTED = re.compile(
    rf"(?:^|[-–—,:;]\s*|\b(?:just|only|but)\s+){_GOODS}(?:\s+(?:one|ones|[a-z]+)){{0,2}}\s+(?:would\s+be\s+(?:great|good|lovely|ideal|perfect|best|fine)|"
    r"is\s+(?:all|what)\s+(?:i|we)\s+(?:want|need|ask|'d\s+like)|please|pls|plz)\b", re.I)
_ELSEWHERE = re.compile(r"\b(?:myself|ourselves|elsewhere|from\s+another\s+shop|locally|in\s+town)\b", re.I)
_UNDER_WAY = re.compile(r"\b(?:is|are|has|have|being|been)\s+(?:\w+\s+)?(?:sent|posted|shipped|dispatched|on\s+(?:its|the)\s+way)\b\s*\?", re.I)


def goods_wanted_instead(text: str) -> bool:
    """Whether `text` wishes goods sent (another, a new one, the right one) in words the other readings miss."""
    m = GOODS_WANTED.search(text) or (GOODS_NAMED_WANTED.search(text) if money_turned_down(text) or _MONEY_STRUCK.search(text) else None)
    return bool(m) and not _ELSEWHERE.search(text, m.start()) and not _UNDER_WAY.search(text)


DECLINED_NEXT_WHY = "the customer declines the remedy in the next sentence"  # (refusals._declined_goods)


def goods_after_money_declined(read: list) -> None:
    """"The tin came dented. No refund thanks!! just a new one please": the money turned down in one sentence and goods asked
    in the next change the remedy; the claim the turning down was read as declining stands (its refund held by both)."""
    for i, s in enumerate(read):
        if not (s.role == "context" and s.why.startswith("the customer declines") and "refund" in s.forbids):
            continue
        after = next((n for n in read[i + 1:] if n.role != "injected"), None)
        if after is None or after.paragraph != s.paragraph or after.role != "request":
            continue
        if after.why == NO_PROBLEM_READ_WHY and after.kinds == ["other"] and _GOODS_NAMED.search(after.text):
            # "No refund thanks!! just a new one please": goods named with no verb, right after the money turned down
            after.why = GOODS_INSTEAD + " (a replacement, an exchange, another one): a person arranges it"
            after.forbids = list(dict.fromkeys([*after.forbids, "refund"]))
        if not after.why.startswith(GOODS_INSTEAD):
            continue
        for p in reversed(read[max(0, i - 2):i]):
            if p.paragraph == s.paragraph and p.role == "context" and p.why == DECLINED_NEXT_WHY and p.kinds:
                p.role, p.why = "request", ""


# The money turned down where goods are asked in its place: "send a new one instead of the money", "a replacement rather
# than a refund", "not the money, just another one", and "rather" split from its "than" by what is wished ("I'd rather have
# a new one sent than money back": V36-11, whose claim escalated beside the goods' own request, two people for one ask).
# Beside the words that refuse a refund outright (money.actions_forbidden).
_MONEY = r"(?:the\s+|my\s+|a\s+|any\s+)?(?:money(?:\s+back)?|refund|cash|reimbursement)\b"
_MONEY_PASSED_OVER = re.compile(rf"\b(?:instead\s+of|rather\s+than|in\s+place\s+of|not)\s+{_MONEY}"
                                # what comes between "rather" and "than" wishes no money itself ("I'd rather have my money back
                                # than another one" chooses the money)
                                rf"|\brather\b(?:(?!\b(?:refund|money|cash|reimburs)\w*)[^.!?]){{0,60}}\bthan\s+{_MONEY}", re.I)


def money_turned_down(text: str) -> bool:
    """Whether `text` turns the money down in its own words (a refund refused, or goods asked instead of the money)."""
    return "refund" in actions_forbidden(text) or bool(_MONEY_PASSED_OVER.search(text))


_MONEY_ASKED = re.compile(r"\b(?:refund\w*|money\s+back|reimburs\w*)\b", re.I)
_MONEY_STRUCK = re.compile(r"\b(?:forget|never\s?mind|scratch|scrap|skip|cancel|drop)\s+(?:about\s+)?(?:the|my|that)\s+(?:refund|money)\b", re.I)


def goods_chosen_over_money(sentences: list) -> set[str]:
    """The texts of goods asked instead (GOODS_INSTEAD) that take the place of money asked just before: "Can I get a refund
    for the bowl? actually scratch that - send me another one pls", "...never mind the refund - a new one would be great"."""
    out: set[str] = set()
    body = [s for s in sentences if s.role != "injected"]
    for before, s in zip([None, *body], body):
        if not (s.role == "request" and s.why.startswith(GOODS_INSTEAD)):
            continue
        if _MONEY_STRUCK.search(s.text) or (before is not None and before.why == REPLACED_ASK_WHY and _MONEY_ASKED.search(before.text)):
            out.add(s.text)
    return out

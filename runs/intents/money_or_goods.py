"""Goods or the money, either: an ask that offers the money as one of its choices never rules the money out.

"I want to send it back and get the right one or the money", "a new one or a refund, whichever is easier", "either
refund me or send another, I don't mind" ask for goods OR money. Read as goods asked instead of money, the refund was
forbidden in the customer's name and the reply told her "as you asked, no refund will be made when it arrives". The
exchange is still a person's to arrange (the sentence stays a request of no known kind), but nothing the customer
said forbids the refund: the sentence forbids no refund and is no longer read as goods asked instead of money.

Money set aside in the same breath is no choice offered: "I don't want a replacement or a refund", "a new one, not a
refund or credit", "rather a new one than a refund or a voucher" still decline it.
"""

from __future__ import annotations

import re

from .reading import ReadSentence
from .remedies import GOODS_INSTEAD

MONEY_LEFT_OPEN_WHY = ("asks for goods or the money, either (an exchange, the right one, or a refund): a person arranges which, "
                       "and the money is not ruled out")

_MONEY = (r"(?:(?:a|the|my|your|a\s+full|full)\s+)?(?:refund\w*|refnd\w*|reimburs\w*|money(?:\s+back)?|cash(?:\s+back)?|"
          r"(?:refund|reimburse|credit|pay)\s+(?:me|us|it|them)(?:\s+back)?|(?:give|send|pay)\s+(?:me|us)\s+(?:my|the|our)\s+money(?:\s+back)?)\b")
_GOODS = (r"(?:(?:a|an|the|another|one|my)\s+)?(?:(?:new|replacement|right|correct|proper|fresh|working|other|same)\s+)?"
          r"(?:replacement|exchange|swap|new\s+one|another(?:\s+one)?|right\s+one|correct\s+one|one\s+that\s+works|[\w-]+\s+(?:sent|posted)|"
          r"(?:send|post|ship)\s+(?:me\s+|us\s+)?(?:a|an|another|the)\s+[\w-]+|new\s+[\w-]+)\b")
# one choice, then the other: "the right one or the money", "a refund or a new one", "either ... or ..."
_OR_MONEY = re.compile(rf"\bor\s+(?:else\s+)?(?:just\s+|simply\s+|even\s+)?(?:get\s+|have\s+|give\s+me\s+)?{_MONEY}", re.I)
_MONEY_OR = re.compile(rf"{_MONEY}\s*(?:,\s*)?or\s+(?:else\s+)?(?:just\s+)?(?:get\s+|have\s+|send\s+)?{_GOODS}", re.I)
_EITHER = re.compile(r"\b(?:whichever|either\s+(?:is|one|way|would\s+be|will\s+do|works)|(?:i\s+)?don'?t\s+mind\s+which|any\s+of\s+the\s+two|"
                     r"whatever(?:'s|\s+is)\s+(?:easier|easiest|quicker|simpler))\b", re.I)
_MONEY_WORD = re.compile(r"\b(?:refund\w*|refnd\w*|reimburs\w*|money|cash)\b", re.I)
# the money set aside before it: "don't want a new one or a refund", "not a refund", "rather than", "no ... or money"
_SET_ASIDE = re.compile(r"(?:\b(?:not|no|never|nor|without|than|instead\s+of|rather\s+than)\b|n['’]t\b|\b(?:dont|wont|didnt|cant|doesnt))"
                        r"[^.!?;]*$", re.I)


def money_left_open(text: str) -> bool:
    """Whether the sentence offers the money as one of its choices ("the right one or the money", "a refund or a
    replacement, whichever"), not set aside ("I don't want a new one or a refund")."""
    for m in [*_OR_MONEY.finditer(text), *_MONEY_OR.finditer(text)]:
        clause = re.split(r"[.!?;]|\s[-–—]\s|\bbut\b", text[:m.start()])[-1]
        if not _SET_ASIDE.search(clause):
            return True
    if _EITHER.search(text) and (m := _MONEY_WORD.search(text)) and re.search(r"\bor\b", text, re.I):
        return not _SET_ASIDE.search(re.split(r"[.!?;]|\s[-–—]\s|\bbut\b", text[:m.start()])[-1])
    return False


def leave_money_open(read: list[ReadSentence]) -> None:
    """A sentence read as goods asked instead of money that offers the money too forbids no refund (module doc)."""
    for s in read:
        if s.role == "request" and s.why.startswith(GOODS_INSTEAD) and "refund" in s.forbids and money_left_open(s.text):
            s.forbids = [f for f in s.forbids if f != "refund"]
            if not s.forbids:
                s.forbid_kinds = []
            s.why = MONEY_LEFT_OPEN_WHY

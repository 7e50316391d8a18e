"""Goods or the money, the choice left to the shop: "Please refund me or send it again, whichever is quicker", "a new one
or the money back, either is fine by me", "refund or replace, I don't mind which", "send another or refund it - up to
you". The customer accepts either remedy and asks the shop to pick; the claim beside it picks the one the policy gives
(the money, which the claim's own subtask pays), so the sentence is that claim's remedy, attached to it, not a request
of its own for a person to choose between them.

Goods or money offered without leaving the choice ("I want the right one or the money") still goes to a person
(runs/intents/money_or_goods.py); so does one beside no claim whose remedy could answer it."""

from __future__ import annotations

import re

from .money_or_goods import MONEY_LEFT_OPEN_WHY, money_left_open
from .reading import ReadSentence

CHOICE_LEFT_WHY = "leaves the choice between goods and the money to the shop: the claim beside it gives its remedy"

_LEFT_TO_SHOP = re.compile(
    r"\b(?:whichever|whatever)(?:'s|’s|\s+is|\s+one\s+is|\s+would\s+be|\s+works|\s+suits)?\s+(?:(?:quicker|quickest|faster|fastest|easier|easiest|"
    r"simpler|simplest|best|better|cheaper|more\s+convenient|most\s+convenient|less\s+hassle|least\s+hassle)\b|(?:for|suits)\s+(?:you|u)\b)"
    r"|\beither\s+(?:is|would\s+be|will\s+do|works|way|one)\b|\beither'?s\s+fine\b"
    r"|\b(?:i|we)\s+(?:really\s+|honestly\s+)?(?:don'?t|do\s+not|dont)\s+mind\s+which\b"
    r"|\b(?:(?:it'?s|its)\s+)?(?:up\s+to\s+(?:you|u)|your\s+(?:call|choice)|(?:you|u)\s+(?:choose|decide|pick))\b"
    # in a learner's words or a looser wording: "what is more easy for you", "which is better for your side", "as you prefer"
    r"|\b(?:what|which|whatever|whichever)(?:'s|’s|\s+is|\s+be|\s+would\s+be|\s+will\s+be)?\s+(?:the\s+)?(?:more\s+(?:easy|simple|quick|fast|convenient|good|better)|"
    r"easier|simpler|quicker|faster|better|best|most\s+(?:easy|simple|convenient))\s+(?:for\s+(?:you|u|your\s+(?:side|team|shop|company|store))|to\s+(?:you|u))\b"
    r"|\b(?:as|what|whatever|how)\s+(?:you|u)\s+(?:prefer|like\s+best|wish|think\s+(?:is\s+)?best|see\s+fit)\b", re.I)
# The claims whose remedy is money the claim's subtask pays.
_PAID_CLAIMS = frozenset({"damaged_item", "wrong_item", "non_delivery"})


def read_choice_left_to_shop(read: list[ReadSentence]) -> None:
    """A goods-or-money ask that leaves the choice to the shop, beside a claim of its order that pays money: attached."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or s.why not in (MONEY_LEFT_OPEN_WHY, "") or not _LEFT_TO_SHOP.search(s.text) \
                or not money_left_open(s.text):
            continue
        if any(c.is_request and set(c.kinds) & _PAID_CLAIMS and (not s.order or not c.order or c.order == s.order) for c in read[:i]):
            s.role, s.kinds, s.why = "attached", [], CHOICE_LEFT_WHY

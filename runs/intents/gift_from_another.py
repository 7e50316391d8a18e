"""Goods another person sent or gave the customer, bought on that person's own order: "a friend sent me a table lamp from
your shop as a birthday present, ordered on her account", "my brother ordered me a stoneware mug as a present (his order,
paid on his card)", "it was a present from my colleague", "sent to me by my aunt". The giver bought them, so they are on
the giver's order, never on the one the customer names as their own: $26.40 was paid on the mug of the customer's own
order for a friend's gift lamp (verify46 R2-04), the one line left once the customer's own lamp was called fine.

A gift the customer bought for someone ("I bought this as a gift for my friend") is the customer's own order, and so are
goods a person only pointed them to ("my sister sent me the link and I ordered it") or paid for on the customer's own
order with the customer's own words about it; those are read as before."""

from __future__ import annotations

import re

from ..read_once_per_text import immutable_once_per_text
from .person_words import person_words

_PERSON = person_words() + r"(?:-in-law)?"
# who: "a friend", "my brother", "a friend of mine", "my wife's sister", "an old colleague"
_WHO = rf"\b(?:my|our|a|an)\s+(?:(?:[\w'’-]+)\s+){{0,2}}?{_PERSON}(?:\s+of\s+(?:mine|ours))?"
# the giving: "sent me", "ordered me", "got us", "bought for me", "gave me", "had it sent to me"
_GAVE = (r"(?:(?:is|has|had|have|did|was)\s+)?(?:kindly\s+|just\s+|recently\s+)?(?:sent|send|ordered|order|bought|buy|got|gave|gifted|posted|shipped|mailed)"
         r"\s+(?:(?:me|us)\b|(?:it|this|that|them|one)\s+(?:to|for)\s+(?:me|us)\b|(?:to|for)\s+(?:me|us)\b)"
         r"|had\s+(?:it|this|that|them|one|\w+)\s+(?:sent|delivered|posted|shipped)\s+(?:to|for)\s+(?:me|us)\b")
# ...of goods, never of a message: "my sister sent me the link", "a friend sent me a photo of yours"
_NOT_GOODS = re.compile(r"^\s+(?:(?:a|an|the|this|that|your|some)\s+)?(?:link|url|photo|picture|pic|screenshot|message|text|email|e-mail|"
                        r"code|voucher|gift\s*card|review|video|post|details?|info|number)s?\b", re.I)
_GIVER_GAVE = re.compile(rf"{_WHO}\s+(?:{_GAVE})", re.I)
# "a (birthday) present from my colleague", "a gift from a friend", "sent to me by my aunt", "ordered for me by my partner"
_FROM_GIVER = re.compile(rf"\b(?:gift|present|pressie|prezzie)s?\s+from\s+(?:my|our|a|an)\s+(?:(?:[\w'’-]+)\s+){{0,2}}?{_PERSON}\b"
                         rf"|\b(?:sent|ordered|bought|given|gifted|posted|shipped)\s+(?:(?:to|for)\s+(?:me|us)\s+)?by\s+"
                         rf"(?:my|our|a|an)\s+(?:(?:[\w'’-]+)\s+){{0,2}}?{_PERSON}\b", re.I)
# ...told as goods, not words: a gift or a present, the shop, or the giver's own account, order or card
_GOODS_TOLD = re.compile(r"\b(?:from|off|on|at|through)\s+(?:your|ur|the)\s+(?:shop|store|site|website|web\s*site|page|app|catalogue|catalog)\b"
                         r"|\b(?:from|off|on|at)\s+you(?:\s+guys)?\b"
                         r"|\b(?:on|from|with|under|through|using|via)\s+(?:her|his|their)\s+(?:own\s+)?(?:account|card|credit\s+card|debit\s+card|order|login|name|paypal)\b"
                         r"|\b(?:her|his|their)\s+(?:own\s+)?order\b", re.I)

# ...never on the customer's own account or order: "my partner ordered it for me on my account", "from my order"
_OWN_ACCOUNT = re.compile(r"\b(?:on|from|with|under|through|using|via|in)\s+(?:my|our)\s+(?:own\s+|joint\s+)?(?:account|card|credit\s+card|"
                          r"debit\s+card|login|name|paypal)\b|\b(?:it'?s|it\s+is|it\s+was|was)\s+(?:my|our)\s+(?:own\s+)?order\b", re.I)

_GIFT = re.compile(r"\b(?:gift|present|pressie|prezzie|birthday|christmas|xmas|wedding|housewarming|anniversary)\b", re.I)
_SENT = re.compile(r"\b(?:sent|send|posted|shipped|mailed|ordered|order)\b", re.I)


@immutable_once_per_text
def gift_on_anothers_order(text: str) -> re.Match | None:
    """Where a sentence tells of goods another person sent or gave the customer, bought on that person's order; None if it
    does not ("a friend sent me a table lamp from your shop as a birthday present" is the friend's; "I bought it as a gift
    for my friend" and "my sister sent me the link" are not)."""
    if _OWN_ACCOUNT.search(text):
        return None  # "my partner ordered me the lamp on my account": the customer's own order
    for m in _GIVER_GAVE.finditer(text):
        # (a gift or a present said alone, "my sister got me the vase as a gift", is told of goods only when sent: "sent me")
        if not _NOT_GOODS.match(text[m.end():]) and (_GOODS_TOLD.search(text) or (_SENT.search(m.group()) and _GIFT.search(text))):
            return m
    return _FROM_GIVER.search(text)

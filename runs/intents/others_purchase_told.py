"""Goods another person bought, told beside the customer's own claim: "My sister bought a lamp from you last week and she
wants to know if she could swap it for a blue one", "my dad ordered a toaster from you too". What that person asks of
their goods is their ask, a request of kind `other` for a person; it must not taint the customer's own claim. Read as
the customer's, the lamp told as bought made the frying pan's claim "name the lamp, which the order does not hold"
(runs.ticket_lines.other_goods_named) and the swap she wants held the pan's refund as a remedy the customer chose
instead of money (runs.intents.read): the customer's bent pan went to a person unpaid.

`bought_by_another(text)`: the sentence tells goods bought or ordered by someone other than the customer (a relative, a
friend, he, she, they, a name), with no "I"/"we" buying beside it. Never goods the customer bought for that person ("I
bought my sister a lamp", "we ordered it for my dad": the customer's own purchase), nor a person's word on the
customer's goods ("my sister says the pan is bent")."""

from __future__ import annotations

import re

from .person_words import person_words

ANOTHERS_GOODS_ASKED_WHY = "asks on behalf of someone else about goods they bought: a person answers it, no remedy of the customer's claim"

_WHO = rf"(?:(?:my|our|a)\s+(?:[\w'-]+\s+)?{person_words()}|(?<![\w'])(?:he|she|they|mum|mom|dad)|(?-i:[A-Z][a-z]{{2,}}))"
_BOUGHT_BY = re.compile(rf"\b{_WHO}\s+(?:also\s+|just\s+|recently\s+|has\s+|had\s+|have\s+)*(?:bought|ordered|purchased|got)\s+"
                        r"(?!(?:it|them|this|that)\s+for\s+(?:me|us)\b)(?:a|an|the|one|some|two|her|his|their|[\w-]+\s+)", re.I)
_OWN_BUYING = re.compile(r"\b(?:i|we)\s+(?:also\s+|just\s+|had\s+|have\s+|'ve\s+)?(?:bought|ordered|purchased|got)\b", re.I)


# ...bought somewhere else ("My husband purchased the Aster kettle from a shop in town"): goods not of the shop, other goods
# named beside the claim as before (goods_bought_elsewhere.py)
_ELSEWHERE = re.compile(r"\b(?:elsewhere|somewhere\s+else|locally|(?:from|at|in)\s+(?:a|an|another|the|some)?\s*"
                        r"(?:local\s+|nearby\s+|different\s+)?(?:[\w&'-]+\s+){0,2}?"
                        r"(?:store|shop|supermarket|market|retailer|website|amazon|ebay))\b", re.I)


def bought_by_another(text: str) -> bool:
    """Whether `text` tells goods bought or ordered by another person, and none by the customer (module doc), of the shop."""
    return bool(_BOUGHT_BY.search(text)) and not _OWN_BUYING.search(text) and not _ELSEWHERE.search(text)

"""Another person's purchase relayed by the customer, its refund asked paid to the customer: "My mother bought the kettle
from you last week and it leaks. I'm writing for her. Please send the refund to my card", "My friend Sam purchased a
toaster from you and it's faulty. Can you refund him onto my card?", "writing on behalf of my gran, her radio arrived
dead. can the money go on my mastercard pls", a brother's mail forwarded under "Could you refund them to my card instead
of his?" (mendM: read as the customer's own damage claim, and the refund paid on the customer's order).

The ask names no goods as the other person's ("her refund", "Priya's blender": runs.intents.others_refund_to_me reads
those); what tells it is theirs is the ticket: the customer writes for them (on their behalf, at their asking, forwarding
their mail) or tells they bought it, and the ask points at them ("refund him", "instead of his", "she doesn't have a
card") or stands beside their goods with none of the customer's own. So the ask is the same request of kind `other` a
person answers, and the problem of their goods is told for it. What stays the customer's own claim: goods of this order
("my daughter's teapot from this order"), goods bought by the customer for someone ("I bought it for my mum ... refund
me"), and an ask that names the customer's own goods ("refund my teapot to my card")."""

from __future__ import annotations

import re

from .doubt import _PERSON
from .reading import ReadSentence

_OUTSIDE = r"(?:friend|neighbou?r|colleague|co-?worker|boss|flatmate|roommate|housemate|mate|pal|client)"
_NAME = r"(?-i:[A-Z][a-z]{2,})"
_WHO = rf"(?:(?:my|our)\s+(?:{_PERSON}|{_OUTSIDE})(?:\s+{_NAME})?|she|he|they)"
# The customer writes for another person: "I'm writing for her", "on behalf of my gran", "he asked me to write",
# "forwarding my brother's email", "my mum asked me to deal with this".
_WRITES_FOR = re.compile(
    rf"\b(?:writ\w*|contact\w*|e-?mail\w*|messag\w*|ask\w*|asking)\s+(?:you\s+)?(?:for|on\s+behalf\s+of)\s+(?:her|him|them|{_WHO})\b"
    rf"|\bon\s+(?:her|his|their)\s+behalf\b|\bon\s+behalf\s+of\s+{_WHO}"
    rf"|\b(?:{_WHO}|{_NAME})\s+(?:has\s+)?(?:asked|wanted|begged)\s+me\s+to\s+(?:write|contact|e-?mail|message|get\s+in\s+touch|sort|deal|chase|ask|handle|reach\s+out)"
    rf"|\bforward\w*\s+(?:you\s+)?(?:my|our|her|his|their)\s+(?:(?:{_PERSON}|{_OUTSIDE})(?:'s|’s|s)?\s+)?(?:e-?mail|message|mail|note|complaint)"
    rf"|\b{_WHO}\s+forwarded\s+(?:me|this)\b", re.I)
# Another person bought the goods: "My mother bought the kettle from you", "my friend Sam purchased a toaster".
_BOUGHT_BY_THEM = re.compile(rf"\b{_WHO}\s+(?:had\s+)?(?:also\s+)?(?:ordered|bought|purchased|paid\s+for)\b(?!\s+(?:it\s+)?for\s+me\b)"
                             rf"(?!\s+(?:\w+\s+){{0,4}}?(?:for|as)\s+(?:me|us|a\s+(?:gift|present)\s+for\s+me)\b)", re.I)
# Goods told as theirs: "her radio", "my gran's radio", "Dad's blender".
_THEIR_GOODS = re.compile(rf"\b(?:her|his|their)\s+(?!(?:own|behalf|account|card|name|way|mind|end|side|fault|refund|money|bank)\b)[a-z][\w-]+"
                          rf"|\b(?:my|our)\s+(?:{_PERSON}|{_OUTSIDE})(?:\s+{_NAME})?(?:'s|’s|s')\s+[\w-]+"
                          rf"|(?<![Tt]he\s)\b(?-i:(?:Mum|Mom|Dad|Gran|Granny|Grandma|Grandad|Grandpa|Nan|Nana))(?:'s|’s)\s+[\w-]+", re.I)
# The ask points at the other person: "refund him", "instead of his", "rather than her card", "she doesn't have a card".
_POINTS_AT_THEM = re.compile(r"\b(?:him|her|them|his|hers|theirs|their|he|she|they)\b", re.I)
_THIS_ORDER = re.compile(r"\b(?:this|my|our|the\s+same)\s+order\b", re.I)
_OWN_GOODS = re.compile(rf"\b(?:my|our)\s+(?!(?:own\s+)?(?:card|account|visa|mastercard|amex|paypal|bank|balance|debit|credit|money|details|"
                        rf"{_PERSON}|{_OUTSIDE})\b)[\w-]+", re.I)
_FIRST_PERSON_BOUGHT = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:ordered|bought|purchased|paid\s+for|got)\b(?![^.!?]{0,40}\bfor\s+(?:her|him|them)\b)", re.I)


def relayed_for_another(read: list[ReadSentence]) -> bool:
    """Whether the customer tells they write for another person, or that another person bought the goods told."""
    return any(_WRITES_FOR.search(s.text) or _BOUGHT_BY_THEM.search(s.text) for s in read if s.role != "injected")


def their_goods_told(t: ReadSentence, quoted: bool) -> bool:
    """Whether a problem is told of the other person's goods: bought by them, told as theirs, or told in their mail the
    customer forwards (never goods of this order in the customer's own words)."""
    if _THIS_ORDER.search(t.text) and not quoted:
        return False
    if quoted:
        return True
    return bool(_BOUGHT_BY_THEM.search(t.text) or (_THEIR_GOODS.search(t.text) and not _FIRST_PERSON_BOUGHT.search(t.text)))


def relayed_ask(s: ReadSentence, read: list[ReadSentence], quoted) -> bool:
    """Whether an ask of money to the customer, in a ticket relayed for another person, is that person's refund: it
    points at them, or stands in the paragraph (or next to the sentence) telling their goods; and names none of the
    customer's own goods nor this order."""
    if _OWN_GOODS.search(s.text) or _THIS_ORDER.search(s.text):
        return False
    told = [t for t in read if t is not s and t.role != "injected" and set(t.kinds or t.doubted) - {"other"} and their_goods_told(t, quoted(t))]
    if not told:
        return False
    own = [t for t in read if t.role == "request" and set(t.kinds) - {"other"} and t not in told]
    near = any(t.paragraph == s.paragraph or abs(t.index - s.index) <= 2 for t in told)
    return bool(_POINTS_AT_THEM.search(s.text)) or (near and not own)

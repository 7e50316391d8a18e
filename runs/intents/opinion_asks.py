"""An ask worded as the customer's opinion or wish, not in grammar's request words: "plus I reckon $10 off my next
order would be fair", "I'd also welcome a written apology.", "a voucher wouldn't go amiss", "a discount code would be
nice". Each names something the shop could give that no known kind pays (a figure off a later order, a voucher, an
apology, a call, advice): a request of kind `other` for a person, quoted. Read as statements they were dropped silently
beside a claim that was paid (goodwill_wishes.py reads the same frames for money "for my trouble"; this one for any
thing wished).

"I'd welcome any tips on care" asks advice a person gives: it is an ask (a question told as a wish), `other` too.

Near-misses that ask nothing: a fairness told of what happened ("the price was fair", "to be fair the box was
battered", "it would be fair to say it came fast", "fair enough"), a verdict in the past or present ("the refund you
gave was fair"), a wish the customer sets aside ("I don't expect a voucher"), welcome said of the shop's goods ("we
welcome the new packaging")."""

from __future__ import annotations

import re

from .wish_words import FAIR, OPINION, SET_ASIDE

# The thing wished, after the frame "I'd (also) welcome" / "I (would) appreciate": anything but a verb's object clause
# ("I'd welcome you to ..." is rare; "I'd welcome the chance to say ..." is no ask of the shop's).
_WELCOME = re.compile(
    r"\b(?:i|we)\s*(?:'d|’d|\s+would|\s+should|d)\s+(?:also\s+|really\s+|certainly\s+|very\s+much\s+|gladly\s+)?"
    r"(?:welcome|appreciate|value|be\s+(?:grateful|glad|happy|thankful)\s+for|like\s+to\s+see|love|settle\s+for)\s+"
    r"(?!(?:the\s+)?(?:chance|opportunity)\s+to\s+(?:say|tell|add|mention|shop|order|buy)\b)"
    r"(?!(?:it|this|that)\s+if\b)"
    # (not the claim's own remedy wished for: "which I'd appreciate a refund for", "I'd appreciate my money back"; ver35c V35-19)
    r"(?!(?:a|an|the|my|our|some|any)\s+(?:full\s+|quick\s+|prompt\s+)?(?:refund|replacement|new\s+one|money\s+back|exchange)\b)"
    r"(?:an?|some|any|the|your|my|something|\$|£|€|\d)", re.I)
# The thing named first, then its fitness told as a conditional verdict: "$10 off would be fair", "a voucher wouldn't go
# amiss", "a call back would be nice". Only the conditional ("would", "'d"): "the price was fair" tells.
_THING = (r"(?:\$|£|€)\s?\d[\d,.]*(?:\s+(?:off|back|credit|refund(?:ed)?|voucher|discount|extra|towards?\s+\w+))?"
          r"|\d+\s?%\s+off|\b(?:a|an|some|the|your|any)\s+(?:\w+\s+){0,3}?"
          r"(?:voucher|coupon|discount(?:\s+code)?|code|credit|gift\s+card|apology|call(?:\s+back)?|phone\s+call|"
          r"reduction|price\s+match|gesture|goodwill|free\s+\w+|upgrade|explanation|"
          r"reply|answer|letter|note|word\s+with\s+\w+|tips?|advice|sample|discount\s+on\s+\w+|bit\s+off)\b")
_VERDICT = re.compile(
    rf"(?:{_THING})[^.!?;]{{0,40}}?\b(?:would(?:n['’]?t|\s+not)?|'d|’d|might|could)\s+(?:only\s+|surely\s+|really\s+|definitely\s+|certainly\s+)?"
    rf"(?:be\s+(?:\w+\s+)?(?:{FAIR}|nice|lovely|great|welcome|appreciated|good|decent|the\s+least|"
    r"helpful|a\s+(?:nice|kind|good|decent)\s+(?:gesture|touch|start)|in\s+order)|go\s+(?:a\s+long\s+way|amiss|down\s+well)|help|"
    r"make\s+(?:up\s+for|amends|it\s+right|things\s+right))\b", re.I)
# An opinion frame around a thing off a later order: "I reckon $10 off my next order is fair", "I think a voucher is due".
_RECKON = re.compile(
    rf"\b(?:i|we)\s+(?:{OPINION}|suppose|guess|'d\s+say|would\s+say)\s+(?:that\s+)?(?:{_THING})[^.!?;]{{0,40}}?"
    rf"\b(?:is|are|seems?|sounds?)\s+(?:\w+\s+)?(?:{FAIR}|due|in\s+order|owed)\b", re.I)
# The wish set aside, or a fairness told of the past ("was fair"), or an idiom of fairness that asks nothing.
_NOT_ASKED = re.compile(
    rf"{SET_ASIDE}\s+(?:\w+\s+){{0,3}}?"
    r"(?:expect|want|need|ask(?:ing)?|after|looking\s+for|welcome|appreciate)\b|\bfair\s+to\s+say\b|\bto\s+be\s+fair\b|\bfair\s+enough\b",
    re.I)


def asked_as_opinion(text: str) -> bool:
    """Whether a sentence asks for something in an opinion's or a wish's words ("I'd also welcome a written apology",
    "a voucher wouldn't go amiss", "I reckon $10 off my next order would be fair"), not sets it aside."""
    if _NOT_ASKED.search(text):
        return False
    return bool(_WELCOME.search(text) or _VERDICT.search(text) or _RECKON.search(text))


OPINION_ASK_WHY = "asks for something in an opinion's or a wish's words, of no known kind: a person answers it"

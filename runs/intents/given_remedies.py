"""Remedies already given for a problem, told in words the settled table does not know: a courier who came back
with a fresh unit, and a discount, code or voucher given for the problem and taken. Either settles the problem: a
refund on top pays it twice.

"the courier came back the next morning with a fresh one from your depot", "the driver brought a new one round the
same afternoon", "your live chat person gave me a 20% code for next time which I'm happy with", "your phone team
knocked 20% off my next order for it". Never a remedy asked, wished or due ("can the courier bring a new one?",
"I hope the driver comes back with a fresh one", "a 20% code would be fine") and never one refused ("they offered a
code but I'd rather have my money back": the turn after it is read by the settled table's own check).
"""

from __future__ import annotations

import re

# Who gives it: the shop in any of its voices, or whoever brings the goods.
_GIVER = (r"\b(?:you|u|they|someone|somebody|(?:your|ur|the|a|one\s+of\s+your)\s+(?:[\w-]+\s+){0,3}?(?:team|person|agent|rep|staff|support|store|shop|"
          r"service|department|helpline|people|chat|seller|guy|lady|man|woman|courier|driver|postman|postie|colleague|manager|advisor|adviser|"
          r"assistant|operator|delivery\s+(?:man|guy|person|driver|team))s?)\b")
# Not asked, wished or owed: no modal or "to" straight after the giver.
_TOLD = r"\s+(?!(?:should|would|could|can|will|must|might|may|needs?|to|wo?n'?t|didn'?t|never|has\s*n'?t|did\s+not)\b)(?:[\w'’-]+\s+){0,8}?"
_FRESH = r"(?:a|an)\s+(?:brand\s+)?(?:fresh|new|replacement|another|second|spare|working|perfect|undamaged|good)\b"
# A fresh unit brought: "came back the next morning with a fresh one", "brought a new one round", "dropped off a replacement".
UNIT_BROUGHT = re.compile(
    rf"{_GIVER}{_TOLD}(?:came|popped|turned|showed|swung|drove)\s+(?:back|round|around|by|over|up)\b[^.!?]{{0,50}}?\bwith\s+{_FRESH}(?![^.!?]*\?)"
    rf"|{_GIVER}{_TOLD}(?:brought|dropped\s+off|delivered|handed\s+(?:me|us)|left)\s+(?:me\s+|us\s+)?(?:round\s+)?{_FRESH}(?![^.!?]*\?)", re.I)
# A discount, code or voucher given for it: "gave me a 20% code for next time", "knocked 20% off my next order",
# "sent me a £10 voucher", "put some credit on my account", "applied a discount to my next order".
_OFF = r"(?:\d+\s*%|\d+\s+per\s*cent|[\w-]+\s+percent|[$€£]\s?\d[\d.,]*|\w+\s+(?:dollars|pounds|euros|quid|bucks))"
DISCOUNT_GIVEN = re.compile(
    rf"{_GIVER}{_TOLD}(?:gave|given|sent|issued|emailed|e-mailed|texted|offered|applied|added|put|set\s+up)\s+(?:me\s+|us\s+)?"
    rf"(?:(?:a|an|the|some|my)\s+)?(?:{_OFF}\s+)?(?:[\w-]+\s+){{0,2}}?(?:discount|voucher|coupon|promo|code|credit|gift\s*card|goodwill|store\s+credit|points)\b(?![^.!?]*\?)"
    rf"|{_GIVER}{_TOLD}(?:knocked|took|taken|gave\s+(?:me|us))\s+{_OFF}\s+off\s+(?:my|our|the|a)\s+(?:next|future|following|another|new)\s+(?:order|purchase|shop|basket)\b(?![^.!?]*\?)", re.I)
# The customer taking it, or closing the matter: "which I'm happy with", "so consider it settled", "I'm happy with that".
ACCEPTED = re.compile(r"\b(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:really\s+|perfectly\s+|quite\s+|very\s+|more\s+than\s+)?(?:happy|fine|content|satisfied|ok(?:ay)?)\s+with\b"
                      r"|consider\s+(?:it|this|that|the\s+matter)\s+(?:settled|closed|done|sorted|resolved)\b|\bthat\s+(?:works|does)\s+for\s+me\b)", re.I)


# A remedy wished, asked or weighed in its own clause: "if the courier came back with a new one", "could your team give me a
# code", "I'd like a voucher". Read from the last clause break before it only: "smashed when it arrived but the courier came
# back with a fresh one" tells the remedy given, the "when" belongs to the arrival.
_WISHED = re.compile(r"\b(?:if|whether|unless|until|hoping|hope|wish|would|could|can|will|should|may|might|please|pls|want|ask|request|"
                     r"rather|prefer|instead)\b|'d\b|’d\b", re.I)
_CLAUSE_BREAK = re.compile(r"[,;:()]|\s[-–—]+\s|\b(?:but|and|so|then|though|although|however|yet)\b", re.I)


def wished_before(text: str, pos: int) -> bool:
    """Whether the clause that `pos` opens in `text` wishes, asks or weighs what follows."""
    before = text[:pos]
    cut = max((m.end() for m in _CLAUSE_BREAK.finditer(before)), default=0)
    return bool(_WISHED.search(before[cut:]))


def remedy_given(text: str) -> re.Match | None:
    """Where `text` tells a fresh unit brought by whoever delivers or sells it, or a discount given for the problem,
    None when it tells neither."""
    return UNIT_BROUGHT.search(text) or DISCOUNT_GIVEN.search(text)


def closed_as_settled(text: str) -> re.Match | None:
    """Where `text` closes the matter in the customer's words ("so consider it settled"), None when it does not."""
    m = ACCEPTED.search(text)
    return m if m and re.search(r"\bconsider\b", m.group(0), re.I) else None

"""A price told with goods the customer says are not on the order is those goods' price, no figure of the order's claim.

"The bowl arrived cracked, I'd like a refund for it. And the $78 lamp I also got, not on your list, was dented as well."
(mendG, a held-back round): the amount check read the $78 as the customer's figure for the damage claim, found no charge
of $78.00 on the order and refused the bowl's owed refund twice, so a real claim was held and the lamp named nowhere. The
customer's own words put the lamp off the order ("not on your list", "isn't on the order", "you don't have it listed"):
its price is what they say they paid elsewhere, a person's to check with the lamp, and no figure the order must show.

Unchanged: a figure in a sentence that says nothing of goods missing from the order ("the $78 lamp was dented" on an order
with no $78 line still goes to a person), and a sentence saying an order line is missing from the parcel ("the lamp was
not in the box": a non-delivery, its figure compared as ever).
"""

from __future__ import annotations

import re

# The customer's words putting goods off the order's record: "not on your list", "isn't on the order", "not listed on
# your invoice", "missing from your records", "you don't have it listed", "wasn't on the receipt".
_RECORD = r"(?:list(?:ing)?|order|records?|system|invoice|receipt|confirmation|paperwork|account|email|page)"
_OFF_THE_ORDER = re.compile(
    rf"(?:\bnot|n['’]t|\bnever)\s+(?:(?:shown|listed|included|showing|appearing|recorded|there)\s+)?(?:on|in)\s+(?:your|the|my|this|that)\s+(?:\w+\s+)?{_RECORD}\b"
    rf"|\b(?:missing|absent|left\s+off)\s+(?:from|on)\s+(?:your|the|my|this)\s+(?:\w+\s+)?{_RECORD}\b"
    rf"|\b(?:you|your\s+{_RECORD})\s+(?:don'?t|do\s+not|doesn'?t|does\s+not|didn'?t|did\s+not)\s+(?:have|show|list|include)\s+(?:it|them|that|this)\b"
    rf"|\boff\s+(?:your|the)\s+{_RECORD}\b", re.I)
# A charge told, not goods: "the $78 charge is not on my order" is a billing claim, its figure compared as ever.
_CHARGE = re.compile(r"\b(?:charge[sd]?|billed|billing|payments?|debit(?:ed)?|transactions?|fees?|statement)\b", re.I)


def priced_off_the_order(sentence: str, amount: str) -> bool:
    """Whether `amount`, as typed in `sentence`, is told in a sentence whose own words put goods off the order's record."""
    return sentence.find(amount) >= 0 and bool(_OFF_THE_ORDER.search(sentence)) and not _CHARGE.search(sentence)


# Goods told as bought beside the order's: "I also bought a teapot", "the $78 lamp I also got", "a lamp I bought with it",
# "I also ordered a rug". The goods' word is the last word before the telling, or the first after it (a price, a
# determiner and two describing words allowed).
_BOUGHT = r"(?:bought|ordered|got|purchased|paid\s+for|picked\s+up)"
_GOODS_BEFORE = re.compile(rf"\b(?:the|a|an|my|that|this)\s+(?:[$£€]\s?\d[\d.,]*\s+)?(?:[a-z-]+\s+){{0,2}}?(?P<goods>[a-z-]{{3,}})\s+"
                           rf"(?:(?:that|which)\s+)?(?:i|we)\s+(?:also\s+)?{_BOUGHT}\b(?!\s+(?:a|an|the|some)\b)", re.I)
_GOODS_AFTER = re.compile(rf"\b(?:i|we)\s+(?:also\s+|too\s+)?{_BOUGHT}\s+(?:(?:a|an|the|some|my|one|two)\s+)?(?:[$£€]\s?\d[\d.,]*\s+)?"
                          rf"(?:[a-z-]+\s+){{0,2}}?(?P<goods>[a-z-]{{3,}})\b(?=\s*(?:[,.;!?)]|$|\s+(?:and|but|too|as\s+well|which|that|it|from|with|,)\b))", re.I)
# Told as more goods than the order's: "also", "too", "as well", "with it", or the record said to lack them.
# ("too" only as "also", never a degree: "it's just too big for our flat" is a change of mind about the order's own goods)
_ANOTHER = re.compile(r"\b(?:also|as\s+well|with\s+(?:it|them|the\s+rest)|extra)\b|\btoo\b(?=\s*(?:[,.;!?)]|$|(?:and|but|which|that|so)\b))", re.I)
# Goods of another purchase of the customer's, no goods beside this order's: "the waffle towels I bought another time",
# "separately, ...", "from my other order": another order's, worked by its own follow-up run (runs/follow_ups.py).
_OTHER_PURCHASE = re.compile(r"\b(?:another|other|different|separate|earlier|previous|diff)\s+(?:time|order|purchase|day|occasion)\b"
                             r"|\bseparately\b", re.I)
_NOT_GOODS = frozenset({"item", "items", "thing", "things", "one", "ones", "order", "stuff", "product", "products", "them", "it",
                        "this", "that", "here", "online", "separately", "together", "same", "both", "delivery", "shipping", "last", "yesterday",
                        "recently", "lately", "today", "earlier", "before", "already", "again", "ago", "originally", "there",
                        # what comes in a parcel beside the goods, none of them goods (runs/goods_heads.py reads parts alike)
                        "box", "boxes", "parcel", "package", "packaging", "packet", "carton", "lid", "instructions", "manual",
                        "receipt", "invoice", "note", "card", "leaflet", "label", "slip", "wrapping", "bag", "rest", "other", "others"})


# (a word told of the goods is no goods: "the tin was open inside the box" is the tin's state, its "open" no goods)
# (nor a verb telling a piece belongs with the goods: "the glass carafe that goes with it", "the lid that comes with it",
# R2-10: "goes" was read as goods beside the order's and a second person was asked which goods were meant)
_NO_VERB = (r"(?!(?:was|were|is|are|came|arrived|got|been|open|opened|broken|damaged|leaking|loose|split|crushed"
            r"|goes|go|went|comes|come|belongs?|fits?|attaches|attach|pairs?|sits?|works?)\b)")
# Goods told as arriving beside the order's, in its parcel: "the stand mixer that came in the same box also has a cracked
# bowl" (a held-back round of issue 11: told after the claim on the order's one line, the mixer's claim was merged into
# the line's and dropped silently), "a toaster which arrived with it", "the lamp packed in the same parcel", "there was
# also a rug in the box". No line of the order is named, so a person asks which goods are meant; never a line paid for them.
_PARCEL = r"(?:the\s+same|that|the|this|my|one)\s+(?:box|parcel|package|packet|delivery|shipment|carton|order)"
_WITH_IT = rf"(?:in|inside|within)\s+{_PARCEL}|with\s+(?:it|them|the\s+(?:rest|others?|\w+))|alongside(?:\s+(?:it|them))?"
_CAME_BESIDE = re.compile(rf"\b(?:the|a|an|my|that|this)\s+(?:[$£€]\s?\d[\d.,]*\s+)?(?:{_NO_VERB}[a-z-]+\s+){{0,2}}?{_NO_VERB}(?P<goods>[a-z-]{{3,}})\s+"
                          rf"(?:(?:that|which)\s+)?(?:also\s+)?(?:(?:came|arrived|turned\s+up|showed\s+up|was|were|got)\s+(?:sent\s+|packed\s+|delivered\s+)?"
                          rf"|(?:sent|packed|delivered|shipped)\s+)?(?:{_WITH_IT})\b", re.I)
_THERE_BESIDE = re.compile(rf"\b(?:there\s+(?:was|were)|(?:i|we)\s+(?:also\s+)?(?:got|received|found))\s+(?:also\s+)?(?:a|an|some|one)\s+"
                           rf"(?:{_NO_VERB}[a-z-]+\s+){{0,2}}?{_NO_VERB}(?P<goods>[a-z-]{{3,}})\s+(?:{_WITH_IT})\b", re.I)


def goods_said_off_the_order(sentence: str) -> str | None:
    """The goods' word a sentence tells as bought beside the order's and says more than it (also, too, or not on the
    record), or None: "And the $78 lamp I also got, not on your list, was dented as well." is the lamp's."""
    if _CHARGE.search(sentence) or _OTHER_PURCHASE.search(sentence) or not (_ANOTHER.search(sentence) or _OFF_THE_ORDER.search(sentence)):
        return None
    for pattern in (_GOODS_BEFORE, _GOODS_AFTER, _CAME_BESIDE, _THERE_BESIDE):
        m = pattern.search(sentence)
        if m and m.group("goods").lower() not in _NOT_GOODS:
            return m.group("goods").lower()
    return None

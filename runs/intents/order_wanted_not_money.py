"""The customer's own order wanted, the money turned down: "i dont want refund i want my order!!! where is it", "my parcel
never came. I don't want a refund, I want my order.", "no money back pls, just send my parcel". Read as a refusal only, the
sentence went to a person as a constraint with no word of the order missing (blind round 31, verify31 S19), and where a
non-delivery was told before it, that claim was read as declined: the run asked nothing at all of the parcel that never
came. It asks where the order is (answered from the scans or by a person) with every refund held; a non-delivery told just
before it stands, its refund held by the refusal (the guard reads `forbids`).

Not read so: goods other than the order ("I want a new one" is a replacement, read.py's goods-instead reading), the money
wanted ("I want my money back"), and the order wanted without the money refused (a where-is-it, parcel_status.py)."""

from __future__ import annotations

import re

from .goods_wanted import DECLINED_NEXT_WHY, money_turned_down
from .reading import ReadSentence
from ..shop.kinds import NOT_A_CASE

# "I want my order", "we just want our parcel", "send me my order", "give me my stuff", "i need my package"
_ORDER_WANTED = re.compile(
    r"\b(?:(?:i|we)\s+(?:just\s+|only\s+|really\s+|simply\s+)?(?:want|need|would\s+like|'d\s+like|’d\s+like)|(?:just\s+)?(?:send|deliver|give|get)\s+(?:me|us))\s+"
    r"(?:is\s+)?(?:my|our)\s+(?:\w+\s+)?(?:order|parcel|package|delivery|stuff|things|goods|items?|purchase|shipment)\b(?!\s+(?:number|refunded|cancel\w*|back)\b)", re.I)

# The goods themselves wanted, right after the money turned down: "I do NOT want my money back. I want my rug."
_OWN_GOODS_WANTED = re.compile(
    r"^\W*(?:but\s+|just\s+)?(?:i|we)\s+(?:just\s+|only\s+|really\s+|simply\s+)?(?:want|need|would\s+like|'d\s+like|’d\s+like)\s+(?:my|our)\s+"
    r"(?!(?:money|refund|cash|card|account|details|number|address|email|receipt|invoice)\b)[\w-]+(?:\s+[\w-]+)?\s*[.!]*\s*$", re.I)

ORDER_WANTED_WHY = "turns the money down and wants the order itself: where it is, from the scans or a person; no refund"


def read_order_wanted_not_money(read: list[ReadSentence]) -> None:
    """Each sentence turning the money down and wanting the order (module doc): a where-is-it with the refund held; the
    non-delivery told before it in its paragraph, read as declined, stands."""
    for i, s in enumerate(read):
        before = read[i - 1] if i and read[i - 1].paragraph == s.paragraph else None
        refused_before = before is not None and "refund" in before.forbids and money_turned_down(before.text)
        if s.role not in ("request", "context", "attached", "statement") or set(s.kinds) - set(NOT_A_CASE) \
                or not ((_ORDER_WANTED.search(s.text) and money_turned_down(s.text)) or (refused_before and _OWN_GOODS_WANTED.search(s.text))):
            continue
        s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, ORDER_WANTED_WHY
        s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))
        for p in reversed(read[max(0, i - 2):i]):
            if p.paragraph == s.paragraph and p.role == "context" and p.why == DECLINED_NEXT_WHY and "non_delivery" in p.kinds:
                p.role, p.kinds, p.why = "request", ["non_delivery"], ""

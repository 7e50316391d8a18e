"""Goods that cannot be taken back: the customer asks that nobody come for them ("Please don't send anyone to
collect it", "no need to arrange a pickup", "I don't want a courier coming round"), or says they are gone ("I've
already taken it to the tip", "binned it", "we threw them away", "I no longer have it"). Read before as forbidding
shipping, or as a plain statement, the seller's collect-and-refund remedy started a collection of a chair at the tip
and told the customer the refund would follow once it was collected.

Each such sentence is recorded as forbidding the return and the collection (ReadSentence.forbids): the guard's
request_in_ticket holds any goods-moving decision on the order, whoever proposes it, and a person decides whether to
refund without the goods back. A money refund the seller pays with the goods kept is not held. A time for the pickup
("don't collect it until Monday") is no refusal, and the packaging thrown away is not the goods.
"""

from __future__ import annotations

import re

from .reading import ReadSentence

GOODS_GONE_WHY = "says the goods are gone or asks that nobody come for them: no return or collection can be made, a person decides"

_IT = r"(?:it|them|the\s+(?:remains|pieces|bits|lot|whole\s+thing)|what\s+was\s+left(?:\s+of\s+(?:it|them))?|the\s+(?!box|boxes|packaging|packing|wrapping|carton|cardboard|paperwork|receipt|bag|label|polystyrene|leaflet|instructions)[\w-]+)"
_GONE = re.compile(
    # thrown out by the customer: "I've already taken it to the tip", "binned it", "we threw them away", "got rid of it"
    rf"\b(?:i|we|i'?ve|we'?ve|i\s+have|we\s+have|i'?d|already|just|so|and)\s+(?:already\s+|just\s+|since\s+|had\s+to\s+|actually\s+)?"
    rf"(?:(?:thrown|threw|chucked|tossed|binned|dumped|skipped)\s+{_IT}(?:\s+(?:away|out|in\s+the\s+(?:bin|skip|rubbish|trash)))?"
    rf"|(?:taken|took|driven|drove)\s+{_IT}\s+(?:down\s+)?to\s+the\s+(?:tip|dump|recycling(?:\s+centre)?|skip)"
    rf"|(?:put|popped)\s+{_IT}\s+(?:out\s+)?(?:in|into|with)\s+the\s+(?:bin|skip|rubbish|trash|recycling)"
    rf"|disposed\s+of\s+{_IT}|got\s+rid\s+of\s+{_IT}|gotten\s+rid\s+of\s+{_IT}|binned|dumped\s+{_IT})\b"
    # no longer held: "I no longer have it", "we don't have it any more", "it's already at the tip"
    r"|\b(?:i|we)\s+(?:don'?t|do\s+not|dont)\s+(?:have|own)\s+(?:it|them)\s+(?:any\s*more|any\s+longer)\b"
    r"|\b(?:i|we)\s+no\s+longer\s+(?:have|own)\s+(?:it|them)\b"
    r"|\b(?:it'?s|it\s+is|its|they'?re|they\s+are|it\s+went|they\s+went|it'?s\s+gone|they'?ve\s+gone)\s+(?:already\s+|now\s+|long\s+)?(?:gone\s+|been\s+)?(?:in\s+the\s+(?:bin|skip|rubbish|trash)|"
    r"at\s+the\s+(?:tip|dump)|to\s+the\s+(?:tip|dump)|in\s+(?:a\s+)?landfill)\b"
    r"|\bnothing\s+(?:left\s+)?(?:to|for\s+you\s+to)\s+(?:collect|return|send\s+back|pick\s+up)\b", re.I)
# Nobody to come for them: "don't send anyone to collect it", "no need to arrange a pickup", "I don't want a courier coming round".
_NOBODY_COMES = re.compile(
    r"\b(?:don'?t|dont|do\s+not|no\s+need\s+to|there'?s\s+no\s+need\s+to|please\s+don'?t|you\s+needn'?t)\s+(?:bother\s+(?:to\s+)?)?"
    r"(?:send(?:ing)?|arrang\w*|book\w*|organi[sz]\w*|schedul\w*)\s+(?:me\s+)?(?:anyone|anybody|someone|somebody|a\s+courier|the\s+courier|your\s+courier|"
    r"a\s+driver|a\s+van|a\s+man|people|a\s+collection|the\s+collection|any\s+collection|a\s+pick-?\s?up|the\s+pick-?\s?up|any\s+pick-?\s?up|a\s+return)\b"
    r"|\b(?:i|we)\s+(?:don'?t|dont|do\s+not)\s+(?:want|need)\s+(?:anyone|anybody|someone|somebody|a\s+courier|a\s+driver|a\s+van|(?:a|any)\s+collection|"
    r"(?:a|any)\s+pick-?\s?up)\b(?:\s+(?:coming|to\s+come|calling|round|over|here))?"
    r"|\b(?:i|we)\s+(?:don'?t|dont|do\s+not)\s+want\s+(?:it|them)\s+(?:collected|picked\s+up)\b"
    r"|\bno\s+(?:collection|pick-?\s?up|courier)s?\s+(?:please|pls|needed|necessary|required|thanks)\b", re.I)
# A time for the pickup, no refusal: "don't send anyone until Monday", "don't collect it before 5".
_ONLY_NOT_YET = re.compile(r"\b(?:until|till|before|after|today|tomorrow|yet|this\s+week|next\s+week|between|morning|afternoon|evening|"
                           r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)\b", re.I)


def goods_gone(text: str) -> bool:
    """Whether a sentence says the goods are gone (thrown away, at the tip, no longer held)."""
    return bool(_GONE.search(text))


def nobody_to_come(text: str) -> bool:
    """Whether a sentence asks that nobody come for the goods (no courier, no collection, no pickup), not only not yet."""
    m = _NOBODY_COMES.search(text)
    return bool(m) and not _ONLY_NOT_YET.search(text, m.end())


def nothing_to_take_back(text: str) -> bool:
    """Whether a sentence holds the goods' return or collection because they are gone or nobody is to come for them."""
    return goods_gone(text) or nobody_to_come(text)


def read_goods_gone(read: list[ReadSentence]) -> None:
    """Record every sentence saying the goods are gone, or asking that nobody come for them, as forbidding their return
    and collection (module doc). A plain statement becomes context that holds them; a remedy asked beside it ("binned
    it, so just refund it please") passes the hold to the claim it is the remedy of."""
    for i, s in enumerate(read):
        if s.role == "injected" or not nothing_to_take_back(s.text):
            continue
        if nobody_to_come(s.text) and "shipping" in s.forbids:
            s.forbids = [f for f in s.forbids if f != "shipping"]  # "don't send anyone to collect it": no shipment asked about
        s.forbids = list(dict.fromkeys([*s.forbids, "return", "collection"]))
        if s.role == "statement" or (s.role == "context" and not s.why):
            s.role, s.why = "context", GOODS_GONE_WHY
        elif s.role in ("attached", "courtesy"):
            claim = next((r for r in reversed(read[:i]) if r.role == "request" and r.paragraph == s.paragraph
                          and (not r.order or not s.order or r.order == s.order)), None)
            if claim is not None:
                claim.forbids = list(dict.fromkeys([*claim.forbids, "return", "collection"]))
        if s.role == "request" and s.kinds == ["other"] and s.why.startswith("asks that something not be done (") and not set(s.forbids) - {"return", "collection"}:
            s.why = GOODS_GONE_WHY

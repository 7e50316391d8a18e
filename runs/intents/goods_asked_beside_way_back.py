"""Other goods asked beside the way back for the wrong ones: "You sent grey cushion covers instead of the mustard ones I
ordered. I do NOT want a refund. I want the mustard ones sent out to me, and tell me how to send the grey ones back."
The last sentence asks two things: the wrong goods' return (the claim's own remedy, its money turned down) and the
right goods sent, which only a person arranges. Read only as the return's how-to (wrong_goods_back_unpaid.py), the run
started the return, closed resolved, and never spoke of the mustard covers (ver30a V30-07, a silent drop).

So a sentence beside a wrong-item claim that asks the right goods sent ("can you send the mustard covers, and how do I
return the grey?", "post me the ones I ordered and tell me where these go back") is a request of kind `other` (a
remedy other than a refund, for a person, quoting it), whatever else it asks; the return it asks is still the claim's,
with no refund. Near-misses: the wrong goods sent back ("tell me how to send the grey ones back"), papers sent ("send
me a return label"), the right goods bought by the customer ("I'll reorder the mustard myself")."""

from __future__ import annotations

import re

from .money_or_goods import money_left_open
from .reading import ReadSentence
from .remedies import _SIZE_OR_COLOUR, GOODS_INSTEAD

GOODS_SENT_WHY = GOODS_INSTEAD + " (a replacement, an exchange, another one): a person arranges it"
# The goods that should have come, named by what sets them apart: "the mustard ones", "the right size", "the ones I ordered".
_RIGHT_GOODS = (rf"(?:(?:the|some|a\s+pair\s+of\s+the)\s+(?:(?:right|correct|proper|actual)\s+(?:[\w-]+\s+){{0,2}}?[\w-]+|(?:{_SIZE_OR_COLOUR})\s+(?:[\w-]+\s+)?[\w-]+"
                r"|[\w-]+\s+ones|ones?\s+(?:i|we)\s+(?:actually\s+)?(?:ordered|paid\s+for|chose|picked|wanted)|[\w-]+\s+(?:i|we)\s+(?:actually\s+)?(?:ordered|paid\s+for))"
                r"|what\s+(?:i|we)\s+(?:actually\s+)?(?:ordered|paid\s+for))")
_SEND = r"(?:send|sending|post|posting|ship|shipping|dispatch|mail|deliver|get|have)"
# ...asked sent to the customer (never sent back, never by the customer): "send the mustard covers", "I want the mustard
# ones sent out to me", "get the right size out to me".
_RIGHT_GOODS_SENT = re.compile(
    rf"(?<!\bto )(?<!\bi )(?<!\bwe )(?<!\bi'll )(?<!\bcan i )\b{_SEND}\s+(?:me\s+|us\s+|out\s+|over\s+)?{_RIGHT_GOODS}\b(?![^.!?,;]*?\bback\b)"
    rf"|\b(?:want|need|like|have|get)\s+{_RIGHT_GOODS}\s+(?:sent|posted|shipped|dispatched|delivered|out)\b(?![^.!?,;]*?\bback\b)", re.I)
# The customer's own doing: "I'll reorder the mustard myself", "I can get the right ones in town".
_OWN_DOING = re.compile(r"\b(?:myself|ourselves|elsewhere|in\s+town|locally|re-?order)\b", re.I)


def asks_goods_too(s: ReadSentence) -> bool:
    """Whether `s` asks for goods sent instead of money ("I want the mustard ones sent out to me"), as read before or in
    its words: that ask is a person's, whatever else the sentence asks."""
    return (s.role == "request" and "other" in s.kinds and s.why.startswith(GOODS_INSTEAD)) or right_goods_asked(s.text)


def right_goods_asked(text: str) -> bool:
    """Whether `text` asks the right goods sent to the customer, and not as one of two remedies ("get the cream one, or a
    refund, whichever is quicker" leaves the money open: runs/intents/money_or_goods.py)."""
    return bool(_RIGHT_GOODS_SENT.search(text)) and not _OWN_DOING.search(text) and not money_left_open(text)


def read_goods_asked_beside_way_back(read: list[ReadSentence]) -> None:
    """A sentence read as the remedy of a wrong-item claim before it in its paragraph (attached, or its return's
    how-to) that asks the right goods sent: an `other` request for a person, the refund held."""
    for i, s in enumerate(read):
        if s.role not in ("attached", "context") or s.kinds or not right_goods_asked(s.text):
            continue
        claim = next((e for e in reversed(read[:i]) if e.paragraph == s.paragraph and e.role == "request" and e.kinds), None)
        if claim is None or "wrong_item" not in claim.kinds or (s.order and claim.order and s.order != claim.order):
            continue
        as_goods_ask(s)


def as_goods_ask(s: ReadSentence) -> None:
    """Read `s` as the right goods asked: an `other` request for a person, with no refund paid for it."""
    s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, GOODS_SENT_WHY
    s.forbids = list(dict.fromkeys([*s.forbids, "refund"]))

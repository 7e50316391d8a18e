"""New goods asked by their own noun, not as "a new one" or "a replacement": "i just want a new lamp", "just send a new
lamp pls", "a new lamp is what I want", "want new lamp", "I'd rather have a fresh mug". replacement_asked.py knew "a new
one", "another one", "a replacement" and "a new lamp sent", so beside the money refused ("no refund pls, i just want a
new lamp", "no refund, just send a new lamp pls") the sentence was read as the claim's own remedy or as the question
whether one is coming: the refund was paid against "no refund" (one wording), or a person was handed "a refund the
customer asks not be done" with the replacement named nowhere (wishes R4). It is a replacement asked: goods, not money.

Not another size, colour, address, card or order ("I want a new address on the account"), not new goods refused ("I
don't want a new lamp"), not one the customer bought ("I bought a new lamp elsewhere"), not whether one is coming."""

from __future__ import annotations

import re

# what is never goods of the order put right: details, money, the account, another size or colour
_NOT_GOODS = r"(?!(?:size|colou?r|address|card|account|e-?mail|number|phone|order|password|login|refund|payment|invoice|receipt|one\b)\b)"
_NEW = r"(?:a\s+|an\s+)?(?:brand[- ]?)?(?:new|fresh|replacement|undamaged|working|intact)\s+" + _NOT_GOODS + r"[\w-]+"
# asked: after a verb of wanting or sending ("just want a new lamp", "send a new lamp", "rather have a fresh mug"), or
# before "is what I want" / "please"
_ASKED = re.compile(
    r"\b(?:want|wanted|need|like|prefer|rather\s+have|rather\s+get|send|ship|post|dispatch|give|get)\s+(?:me\s+|us\s+)?(?:just\s+|only\s+)?" + _NEW + r"\b"
    r"|" + _NEW + r"\s+(?:is|would\s+be)\s+(?:all\s+|what\s+)(?:i|we)\s+(?:want|need|'?d\s+like|would\s+like)\b"
    r"|" + _NEW + r"\s+(?:please|pls|plz|instead)\b", re.I)
# refused, bought elsewhere or wished away: "don't want a new lamp", "I bought a new lamp", "no need to send a new lamp"
_NOT_ASKED = re.compile(r"\b(?:don'?t|dont|do\s+not|doesn'?t|not|no\s+need|never|wouldn'?t|won'?t|rather\s+not|bought|ordered|purchased|got\s+myself)\b", re.I)


def new_goods_named(text: str) -> bool:
    """Whether a sentence asks for new goods named by their noun ("i just want a new lamp"), its own clause refusing
    nothing of them."""
    for m in _ASKED.finditer(text):
        clause = re.split(r"[,;:.!?()]|\s[-–—]+\s", text[:m.start()])[-1]
        if not _NOT_ASKED.search(clause[-30:] + " " + m.group(0)):
            return True
    return False

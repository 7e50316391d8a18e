"""The goods wanted sent, asked after the money turned down: "I do NOT want a refund, I want the teal one sent out please",
"no refund thanks - I'd like the right colour posted to me", "not after my money, just get the one I ordered sent over".
Read as declining the remedy (remedies.declines), P36-08's whole wrong-item claim was set aside as declined and the
ticket went to a person whole: no return started, the exchange asked never named. The money is refused and the goods
are asked: the claim stands (its refund held), and a person arranges the goods (an exchange only a person sends).

Near-misses, still declining: the goods refused too ("I don't want a refund or another one sent"), and goods told as
already sent ("you sent the teal one last week")."""

from __future__ import annotations

import re

from ..never_goods_words import NEVER_GOODS

_SENT = r"(?:sent|send|posted|post|shipped|ship|delivered|dispatched|mailed|sent\s+out|sent\s+over)"
_WANTED_SENT = re.compile(
    # "I want the teal one sent out", "I'd like the right colour posted", "I need the one I ordered delivered"
    r"(?<!n't )(?<!not )(?<!dont )\b(?:want|would\s+like|'d\s+like|’d\s+like|need|would\s+prefer|'d\s+prefer|get|have)\s+(?:just\s+|only\s+)?"
    # (never the goods sent back: "I want the toaster sent back" asks a return)
    rf"(?:the|a|an|my)\s+(?:[\w'’-]+\s+){{0,4}}?{_SENT}\b(?!\s+back\b)"
    # "please send out the teal one", "just send me the one I ordered", "can you send the teal cushion instead"
    r"|\b(?:please|pls|just|can\s+you|could\s+you|would\s+you|kindly)\s+(?:just\s+)?(?:send|post|ship|dispatch)\s+(?:out\s+|over\s+)?(?:me\s+|us\s+)?"
    # (the goods by "one", its colour or size, never papers: "can you send me a returns label?" asks a label)
    r"(?:the|a|an|my)\s+(?!(?:[\w'’-]+\s+){0,3}?(?:label|labels|receipt|invoice|link|code|email|e-mail|form|slip|bag|envelope|details|number)\b)"
    r"(?:[\w'’-]+\s+){0,3}?(?:one|ones|colou?r|size|version)\b", re.I)  # (never "shade": a lamp's shade is goods, "send the shade" its missing part)
# The goods asked by their own name, as the customer's order has them: "Please send me the mugs and I'll send the teapot
# back", "could you just ship the blue towels I paid for" (V36-051: read as the wrong item's return, the mugs never named;
# an ask to send goods that never came is a request a person arranges, never a return). Never papers, money or news
# ("send me the refund", "send me the tracking number", "send me an update"), nor a thing sent back ("send the teapot back").
# (the words a claim's goods never are, runs.never_goods_words, and more that are never sent as goods; "recept", "reciept",
# "reciet": a receipt's typed slips)
_NOT_GOODS = "|".join(NEVER_GOODS) + (
    r"|labels|recept|recie?pt|reci?e?t|invoce|link|code|e-mail|form|slip|details|number|credit|voucher|update|updates|confirmation|"
    r"information|info|photos?|pictures?|address|costs|statement|reply|answer|response|message|paperwork|documents?|instructions?|"
    r"manual|leaflet")
_GOODS_BY_NAME = re.compile(
    r"\b(?:please|pls|plz|just|can\s+you|could\s+you|would\s+you|will\s+you|kindly)\s+(?:just\s+|please\s+)?(?:send|post|ship|dispatch|resend|re-send)\s+"
    r"(?:out\s+|over\s+)?(?:me\s+|us\s+)?(?:out\s+)?(?:the|my)\s+"
    rf"(?!(?:[\w'’-]+\s+){{0,3}}?(?:{_NOT_GOODS})\b)(?!(?:(?!\band\b)(?:\d\.\d|[^.!?,;])){{0,40}}?\bback\b)[a-z][\w'’-]+", re.I)
_GOODS_REFUSED = re.compile(r"\b(?:or|nor)\s+(?:a\s+|an\s+)?(?:another|new|replacement)\b|\b(?:no|not|don'?t|do\s+not)\s+(?:\w+\s+){0,2}?(?:another|replacement|new\s+one)\b", re.I)


def goods_sent_wanted(text: str) -> bool:
    """Whether `text` (the words after money turned down) asks goods to be sent, the goods not refused with it."""
    return bool(_WANTED_SENT.search(text) or _GOODS_BY_NAME.search(text)) and not _GOODS_REFUSED.search(text)

"""The price difference asked, or accepted if there is one: "If there's a price difference between the two I'd take that,
otherwise leave it" (V41-07, a wrong kettle kept), "Can you refund me the difference in price?", "I'll happily take the
price difference back", "happy to keep it if you pay me the difference between the two". The money is part of the line's,
of an amount only a person can say (the goods sent are on no line of the order), so it is asked as part of the money
(runs/intents/part_money_wishes.py): the claim's whole refund waits for that person, and the ask is quoted. Read as a
statement, it went unsaid beside a hand-off of "a refund without the goods back" nobody asked for.

Named as the price's difference ("price difference", "difference in price", "difference between the two"), or a bare
"the difference" beside the two prices weighed ("refund the difference if the large is cheaper": returns42 R3-15, read
as the wrong item's reason and its return started on goods kept); never a bare "the difference" alone, which beside a
charge taken twice is the copy's money (runs/intents/unread.py, _copy_asked_back). Never
set aside ("I don't want the difference", "no need for the price difference"), nor told with nothing asked ("there's a
price difference but I don't mind", "the price difference is tiny")."""

from __future__ import annotations

import re

_DIFFERENCE = re.compile(r"\bprice\s+difference\b|\bdifference\s+in\s+(?:the\s+)?(?:price|cost|value)s?\b"
                         r"|\bdifference\s+between\s+(?:the\s+)?(?:two|them|both|prices|(?:the\s+)?(?:two\s+)?(?:items|models|sizes|ones|versions))\b", re.I)
# a bare "the difference" names the price's when the sentence weighs the two prices ("refund the difference if the large
# is cheaper", "pay me the difference, the blue one costs less"): beside a charge taken twice nothing is cheaper
_BARE_DIFFERENCE = re.compile(r"\bthe\s+difference\b", re.I)
_PRICES_WEIGHED = re.compile(r"\b(?:cheaper|dearer|pricier|less\s+expensive|more\s+expensive|lower[\s-]priced|higher[\s-]priced"
                             r"|(?:costs?|costing|priced|sells?\s+for|retails?\s+(?:at|for)|worth)\s+(?:a\s+(?:bit|little|lot)\s+|slightly\s+|much\s+)?(?:less|more|lower|higher)"
                             r"|(?:lower|higher|smaller|cheaper)\s+price)\b", re.I)
# asked or taken: "refund me the difference", "I'd take that", "give me the difference", "can I get it", "pay the difference"
_ASKED = re.compile(r"\b(?:refund\w*|reimburse\w*|credit|give|pay|send|get|have|take|accept|want|(?:would|['’]d)\s+like|back|owed?)\b", re.I)
# set aside: "I don't want the difference", "no need for the price difference", "not bothered about the price difference"
_SET_ASIDE = re.compile(r"\b(?:no|not|never|don['’]?t|dont|won['’]?t|wont|without)\b(?:\s+\w+){0,4}\s+(?:the\s+|any\s+|a\s+)?(?:price\s+difference|difference)\b"
                        r"|\b(?:don['’]?t|dont|do\s+not)\s+(?:mind|care|need)\b|\bno\s+need\b|\bnot\s+(?:bothered|fussed)\b", re.I)


def price_difference_asked(text: str) -> bool:
    """Whether a sentence asks, or accepts if there is one, the price difference between the goods ordered and those
    sent (module doc)."""
    named = _DIFFERENCE.search(text) or (_BARE_DIFFERENCE.search(text) if _PRICES_WEIGHED.search(text) else None)
    return bool(named) and bool(_ASKED.search(text)) and not _SET_ASIDE.search(text)

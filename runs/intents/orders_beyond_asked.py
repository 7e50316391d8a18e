"""A remedy asked for orders beyond the one(s) the ticket is about, none of them numbered ("refund my last five orders
too", "reimburse every order I've placed this year", "cancel all my other orders as well"): no claim on this order covers
them, so the ask is a request of kind `other`, quoted, for a person. Beside a claim it was read as that claim's remedy and
nothing answered it (verify32 B16, "The kettle is dented; refund it and, while you're at it, refund my last five orders
too.").

Not read so: two orders the ticket numbers ("both my orders", order_words.py reads those), one other order ("my other
order", the same), or past orders told without a remedy asked of them ("my last five orders came fine")."""

from __future__ import annotations

import re

from ..order_numbers import ORDER_DIGITS
from .reading import SETTLED_WHYS, ReadSentence

_COUNT = r"(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|few|several|many|couple\s+of|dozen)"
_WHICH = r"(?:last|previous|past|prior|recent|earlier|older|other|remaining)"
# orders of the customer's in the plural, none numbered: "my last five orders", "all my orders", "every order I've placed"
_ORDERS = (rf"(?:(?:all|each|every\s+one)\s+(?:of\s+)?(?:my|our|the|those|these)\s+(?:{_WHICH}\s+)?(?:{_COUNT}\s+)?"
           rf"|(?:my|our|the)\s+(?:{_WHICH}\s+{_COUNT}|{_COUNT}\s+{_WHICH}|{_WHICH}|{_COUNT}\s+(?:other|more))\s+"
           r"|(?:every|each|any)\s+(?:other\s+|single\s+|previous\s+|past\s+)?)"
           # (never one numbered: "my last order SU-87010, where the bowl came broken (refunded, thanks!)" is history told)
           r"(?:orders?|purchases?|deliveries|things?\s+i(?:['’]ve|\s+have)?\s+(?:ever\s+)?(?:bought|ordered))\b"
           r"(?!\s*[(:,]?\s*(?:no\.?|number|ref\.?)?\s*(?:SU[\s#-]*|#)?" + ORDER_DIGITS + r"\b)"
           r"|\beverything\s+(?:else\s+)?i(?:['’]ve|\s+have)?\s+(?:ever\s+)?(?:bought|ordered)\b")
_REMEDY = r"(?:refund\w*|reimburs\w*|credit|compensat\w*|cancel\w*|pay\s+(?:me\s+)?back|money\s+back|give\s+(?:me\s+)?back)"
_ASKED = re.compile(rf"\b{_REMEDY}\s+(?:me\s+|us\s+)?(?:(?:for|on|of)\s+)?(?:\w+\s+){{0,2}}?(?:{_ORDERS})"
                    rf"|\b(?:{_ORDERS})[^.!?]{{0,40}}?\b(?:refunded|reimbursed|credited|cancell?ed|paid\s+back)\b", re.I)
ORDERS_BEYOND_WHY = "asks a remedy for orders beyond the one the ticket is about, none of them numbered: a person answers it"


def asks_for_orders_beyond(text: str) -> bool:
    """Whether a sentence asks a remedy for the customer's other orders, none numbered (module doc)."""
    return bool(_ASKED.search(text)) and not re.search(r"\bboth\b", text, re.I)


def read_orders_beyond_asked(read: list[ReadSentence]) -> None:
    """Each sentence asking a remedy for orders beyond the ticket's: `other` for a person, quoted; a claim the sentence
    also asks of this order keeps its kind."""
    for s in read:
        if s.role in ("context", "injected") or s.why in SETTLED_WHYS or s.also or "other" in s.kinds or not asks_for_orders_beyond(s.text):
            continue
        if s.role == "request":
            s.kinds = [*s.kinds, "other"]
            s.why = s.why or ORDERS_BEYOND_WHY
        else:
            s.role, s.kinds, s.why = "request", ["other"], ORDERS_BEYOND_WHY

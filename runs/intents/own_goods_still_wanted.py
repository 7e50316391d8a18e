"""The customer's own goods still wanted beside a claim on them: "The box I got has somebody else's stuff in it ... No
sign of my tea set. ... I'd still like my tea set." asks for the goods, not the money. Read as the remedy of the claims
around it, the wrong item's return was started for a tea set the customer never had and a refund promised against her
wish (blind round ver37c, V37C-25).

"still" says the goods are wanted whatever went wrong: "I'd still like my tea set", "we still want the lamp we ordered",
"I do still need the blue rug". Beside a wrong item, a parcel that never came or damaged goods on the same order, such a
sentence is a remedy no known kind gives (the goods sent): runs/intents/chosen_remedies.py ties it to the claim, whose
refund and return wait for the person who arranges the goods. Near-misses: the money still wanted ("I'd still like my
money back", "I still want a refund"), a return still wanted ("I'd still like to send it back"), the goods liked ("I
still like the colour", "I still love it"), and no claim beside it."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .remedies import OTHER_REMEDY_WHY

_CLAIMS = frozenset({"wrong_item", "non_delivery", "damaged_item"})
# "I'd still like my tea set", "we still want the lamp", "I do still need the blue rug", "would still like to have my order"
_STILL_WANTED = re.compile(
    r"\b(?:i|we)(?:['’]d|\s+would|\s+do)?\s+still\s+(?:really\s+)?(?:like|want|need)\s+(?:to\s+(?:have|get|receive)\s+)?"
    r"(?P<det>my|our|the|this|that|these|those)\s+(?P<goods>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3})", re.I)
# what is still wanted is money, a return, or no goods at all
_NOT_GOODS = re.compile(r"\b(?:money|refund\w*|cash|credit|payment|fee|charge|return|exchange|swap|answer|reply|explanation|apology|"
                        r"colou?r|look|design|style|idea|company|shop|service|job)\b", re.I)


def own_goods_still_wanted(text: str) -> bool:
    """Whether `text` says the customer's own goods are still wanted (module doc)."""
    m = _STILL_WANTED.search(text)
    return bool(m) and not _NOT_GOODS.search(m.group("goods").split(",")[0])


def read_own_goods_still_wanted(read: list[ReadSentence]) -> None:
    """A sentence wanting the customer's goods still, beside a goods claim on its order, asks the goods sent: a person's."""
    for s in read:
        if s.role in ("attached", "statement", "request") and not set(s.kinds) - {"other"} and own_goods_still_wanted(s.text) \
                and any(r is not s and r.role == "request" and set(r.kinds) & _CLAIMS and (r.order == s.order or "" in (r.order, s.order))
                        for r in read):
            s.role, s.kinds, s.why, s.spans = "request", ["other"], OTHER_REMEDY_WHY, {}

"""A lead-in that announces the claims told after it: "I regret to report that two items in my order arrived damaged. The
oval platter has a chip out of the rim. The salad bowl is cracked through the base." (held-back round ver29a, V29-21).

The first sentence names no line of the order: it counts the goods the next sentences name ("two items", "a few
things", "several pieces"). Read as a damage request whose lines cannot be read beside sentences whose lines can, it was
handed to a person after both lines were paid, and the reply said the request was not sorted out. It announces what
follows; the sentences after it are the claims.

Only a sentence naming goods by a word for any goods (items, things, pieces, products) counts, only when requests of the
same kind after it name lines that were read, and, when it gives a number, only when those lines hold at least that many
(one line named after "two items arrived damaged" leaves the other item unread: a person still asks which)."""

from __future__ import annotations

import re

from .intents import Reading, ReadSentence
from .number_words import N, number
from .shop.kinds import NOT_A_CASE

# A count of goods by a word for any goods: "two items in my order", "a couple of things", "several of the pieces".
_ANY_GOODS = re.compile(rf"\b(?:{N}|a\s+couple\s+of|a\s+few|a\s+number\s+of|several|some|multiple|various)\s+(?:of\s+(?:the|my|our)\s+)?"
                        r"(?:[a-z]+\s+)?(?:items?|things?|pieces?|products?|bits|articles?)\b", re.I)


def announces_what_follows(reading: Reading, s: ReadSentence, voted_by: dict[int, set[str]], order: dict) -> bool:
    """Whether `s` (a request naming no line) only announces the claims of its kind told after it (module doc)."""
    m = _ANY_GOODS.search(s.text)
    if not m:
        return False
    kinds = set(s.kinds) - set(NOT_A_CASE)
    after = [t for t in reading.sentences if t.index > s.index and t.is_request and kinds <= set(t.kinds)
             and (not s.order or not t.order or s.order == t.order)]
    named = set().union(*(voted_by.get(t.index) or set() for t in after))
    if not named:
        return False
    units = sum(int(x.get("quantity") or 1) for x in order.get("lines", []) if x.get("sku") in named)
    return not m.group(1) or number(m.group(1)) <= max(len(named), units)

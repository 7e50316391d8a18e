"""The goods of a request that announces several things, listed one a sentence with the order each came on: "I'd
like to return two things I no longer need. The bamboo headphone stand from order SU-21121 - unused, still boxed.
And the refurbished phone from SU-21122, I've decided to keep my old one."

The request names no order and counts its goods ("two things", "a couple of items", "both", "the following"); the
sentences after it name each one and its order, with no verb of asking of their own. Each is an item of that
request: the same kinds, on its own order. Read as a statement, the first item's order had no request at all, and
the headphone stand's return (first party, inside its 30 days) was dropped without a word while the phone's order
took the whole ticket.

Near-misses, left as they are: a request that counts nothing ("I'd like to return the lamp. The rug from SU-2 is
lovely though."), a sentence that names an order but no goods ("The order number is SU-2."), one that tells a
problem or asks of its own (read by its own cues), and one after another request has been read."""

from __future__ import annotations

import re

from .. import sentences as cut
from .reading import ReadSentence

# A request counting the goods it is about: "two things", "a couple of items", "both of them", "the following".
_SEVERAL = re.compile(
    r"\b(?:two|three|four|five|2|3|4|5|a\s+couple\s+(?:of\s+)?|a\s+few|several|a\s+number\s+of)\s+(?:\w+\s+)?"
    r"(?:things|items|bits|products|pieces|purchases|orders|of\s+(?:them|these|my\s+\w+))\b"
    r"|\bthe\s+following\b|\bboth\s+(?:of\s+)?(?:them|these|items|things|orders)\b", re.I)
# An item named as a noun phrase of goods, opening the sentence: "The bamboo headphone stand from ...", "And the phone".
_ITEM_OPENS = re.compile(
    r"^\W*(?:(?:and|also|plus|then|next|secondly|second|firstly|first|lastly|finally|thirdly|third|\d[.)]|[a-e][.)])\W+){0,2}"
    r"(?:the|my|a|an|one|that)\s+(?!(?:order|parcel|package|delivery|number|reference|ref|tracking|refund|money|invoice|receipt|email|"
    r"e-mail|account|first|second|other|rest|last)\b)[\w-]+", re.I)
LISTED_ITEM_WHY = "an item of the request before it, which counts several things: that request asked of this item's order"
_ITEM_KINDS = frozenset({"change_of_mind", "damaged_item", "wrong_item"})


def read_listed_goods(read: list[ReadSentence]) -> None:
    """Sentences listing the goods of a request that counts several and names no order: each a request of its kinds
    on the order it names."""
    told = [s for s in read if s.role != "injected"]
    for i, r in enumerate(told):
        if r.role != "request" or not r.kinds or not set(r.kinds) <= _ITEM_KINDS or cut.orders_in(r.text) \
                or not _SEVERAL.search(r.text):
            continue
        for s in told[i + 1:]:
            if s.paragraph != r.paragraph or s.role not in ("statement", "courtesy", "attached", "context"):
                break
            if s.role != "statement" or not cut.orders_in(s.text) or not _ITEM_OPENS.match(s.text):
                continue
            s.role, s.kinds, s.why, s.asks_return = "request", list(r.kinds), LISTED_ITEM_WHY, r.asks_return
            named = cut.orders_in(s.text)  # "The desk fan from SU-1, and the kettle from SU-2": an item on each
            s.order, s.also = named[0], list(dict.fromkeys([*s.also, *named[1:]]))
            s.spans = {k: [(0, len(s.text))] for k in r.kinds}

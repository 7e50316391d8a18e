"""A refund told of goods bought before this order: "The first blender I bought from you arrived cracked last spring and
you refunded it ... I ordered another one (SU-36103) and the jug on this one is cracked too." The earlier refund is
another order's (the same goods can be bought twice), so it settles nothing on this order, and the new claim is judged on
its own words and this order's record. P36-03 held $96.12 for a person: the settled sentence was read as this order's
blender refunded before, and the record showing no such refund on this order made the two "disagree".

The earlier purchase is told by its own words: goods called the first, previous, old or original one, or bought,
ordered or had before ("the vase I bought last year", "last spring I had a lamp from you"); or by another sentence
telling the goods bought again since ("I ordered another one", "bought the same kettle again", "this is my second one").

Not this: the goods of this order refunded before ("you refunded this kettle last month and now it leaks again", "the
blender arrived cracked and you refunded it, now the jug is cracked too"): a person checks that against the record.
"""

from __future__ import annotations

import re

from .intents.settled import earlier_time

_BOUGHT = r"(?:bought|ordered|got|had|purchased|received)"
_GOODS = r"(?:[\w-]+\s+){0,2}?[\w-]+"
# "the first blender I bought from you", "my previous kettle", "our old lamp from you", "the original teapot", "the one before"
_EARLIER_UNIT = re.compile(
    rf"\b(?:the|my|our|that)\s+(?:very\s+)?(?:first|previous|earlier|original|prior|1st|initial)\s+{_GOODS}\s+(?:(?:that|which)\s+)?(?:i|we)\s+"
    rf"(?:(?:had|have|'d|'ve)\s+)?{_BOUGHT}\b"
    rf"|\b(?:my|our)\s+(?:previous|earlier|original|prior|old|older|last|first)\s+(?!(?:order|purchase|delivery|parcel|shipment|e-?mail|message|ticket|"
    r"complaint|address|card|account|refund|claim|request|reply|call|chat)s?\b)[\w-]+"
    r"|\b(?:the|that)\s+one\s+before\b", re.I)
# "the vase I bought last year", "last spring I had a lamp from you", "a lamp I ordered back in March": a purchase with an earlier time
_BOUGHT_THEN = re.compile(rf"\b(?:i|we)\s+(?:(?:had|have|'d|'ve)\s+)?{_BOUGHT}\b", re.I)
# another sentence: "I ordered another one", "bought the same kettle again", "ordered a second", "this is my second one", "re-ordered"
_BOUGHT_AGAIN = re.compile(
    r"(?:^\W*|\b(?:i|we)\s+)(?:(?:then|have|'ve|just|went\s+(?:and|ahead\s+and))\s+)*(?:bought|ordered|got|purchased|tried)\s+(?:another|a\s+second|a\s+new|a\s+replacement)\b"
    r"|(?:^\W*|\b(?:i|we)\s+)(?:(?:then|have|'ve|just)\s+)*(?:bought|ordered|got|purchased)\s+(?:the\s+same|it|one)\s+(?:[\w-]+\s+){0,3}?again\b"
    r"|\b(?:re-?ordered|re-?bought|ordered\s+again|bought\s+again)\b"
    r"|\b(?:this|it)\s+is\s+(?:my|our)\s+second\b", re.I)


def earlier_unit(text: str) -> bool:
    """Whether a sentence telling of a settled problem tells its goods as bought before this order (an earlier unit, or
    a purchase with an earlier time)."""
    return bool(_EARLIER_UNIT.search(text) or (_BOUGHT_THEN.search(text) and earlier_time(text)))


def bought_again(texts: list[str]) -> bool:
    """Whether a sentence of the ticket tells the goods bought again after an earlier unit ("I ordered another one")."""
    return any(_BOUGHT_AGAIN.search(t) for t in texts)

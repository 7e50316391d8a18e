"""An account of what was ordered, for an occasion, is context: no wrong item. "So my sister's birthday was on Saturday
and I had ordered a couple of bits from you for her, the beeswax candles ... and a linen table lamp" was read as a wrong
item (the cue that sets what the goods are against what was ordered: "it's a blue one and I ordered green"), escalated
to a person and quoted in the reply as a wrong item the customer never reported.

The "is / was ..." before "and I ordered" there tells the occasion and when it was ("the wedding was in June", "our
anniversary is next week", "it was a surprise for my dad"), not what came: a wrong-item hit that starts in those words,
with no mismatch in its own words, is dropped. Near-misses, still a wrong item: "It's a blue one and I ordered green",
"The one in the box is the small size and I ordered a large", "It was a king-size duvet and we ordered a double" (what
is told is the goods), and any other wrong-item cue in the sentence ("it was a gift and I ordered the blue but got red").
"""

from __future__ import annotations

import re

from ..own_choice_words import MISMATCH

_DAYS = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan\w*|feb\w*|march|april|may|june|july|aug\w*|sept?\w*|oct\w*|nov\w*|dec\w*"
# What an order is bought for: an occasion.
_OCCASION = (r"(?:birthday|b-?day|party|wedding|anniversary|christmas|xmas|housewarming|house-warming|graduation|retirement|christening|"
             r"baptism|holiday|event|celebration|shower|reunion|hen\s+do|stag\s+do|do|dinner|barbecue|bbq|eid|diwali|hanukkah|easter|"
             r"(?:mother|father|valentine)(?:'|’)?s\s+day|big\s+day|special\s+day)")
_WHEN = rf"(?:(?:on|in|at|over|last|next|this|coming|yesterday|today|tomorrow|early|late|back|a\s+(?:week|month|few\s+days)|the\s+\d)\b|\d|(?:{_DAYS})\b)"
# The occasion told, and when: "my sister's birthday was on Saturday", "xmas was tuesday", "the wedding is in June";
# or the goods' purpose told: "it was a surprise for my dad", "they're a present for my niece".
_OCCASION_TOLD = re.compile(rf"\b{_OCCASION}s?\s+(?:is|was|were|are|'s|’s)\s+{_WHEN}"
                            r"|\b(?:it|this|they|these|that)(?:'s|’s|'re|’re|\s+is|\s+was|\s+were|\s+are)\s+(?:a|an|my|our)\s+(?:[\w-]+\s+)?"
                            r"(?:surprise|gift|present|treat|prezzie|pressie)\b", re.I)


def without_ordering_told(text: str, spans: dict) -> dict:
    """The spans without the wrong-item hits that start in words telling an occasion and when it was, its own words naming
    no mismatch: an account of what was ordered, for that occasion."""
    hits = spans.get("wrong_item")
    if not hits or not (told := [m.span() for m in _OCCASION_TOLD.finditer(text)]):
        return spans
    kept = [h for h in hits if not (any(a <= h[0] < b for a, b in told) and not MISMATCH.search(text, h[0], h[1]))]
    if len(kept) == len(hits):
        return spans
    out = {k: list(v) for k, v in spans.items() if k != "wrong_item"}
    if kept:
        out["wrong_item"] = kept
    return out

"""The goods a request names outside the clause its problem is told in: "the towels (diff order) came with big bleach
stains", "Towels: torn.", "Oh and my towels order - they came with holes". The clause around the problem word ("came with
big bleach stains") names no goods, so runs.sibling_orders.goods_told found none to look the customer's other orders up
by, the request was read as the pinned order's, folded into its claim of the same kind, and dropped without a word.

Here, when the clause names none, the goods the sentence names elsewhere are taken: the word or two after "the", "my",
"a", and a bare noun heading the sentence before a colon or a dash ("Towels: torn."). Words that name a line of the
pinned order, or the parcel, the order or the problem, are none (sibling_orders' own list).
"""

from __future__ import annotations

import re

# A bare noun heading the sentence before a colon or a dash: "Towels: torn.", "Napkins - stained"; or, a word or two, before
# the verb telling their coming or their damage: "kettle came dented!!", "Stovetop kettle dented when it got here", "hi,
# blender jug cracked on arrival" (no "my" or "the" before them, they were never searched for, and the claim was paid on
# the pinned order's only line, a mug).
_HEAD_NOUN = re.compile(r"^\W*([A-Za-z][a-z-]{2,})\s*[:\-–—]", re.I)
_HEAD_BEFORE_VERB = re.compile(
    r"^\W*(?:(?:hi|hiya|hello|hey|morning|afternoon|evening)\b\W*(?:there\W+)?)?([A-Za-z][a-z-]{2,})(?:\s+([a-z][a-z-]{2,}))??\s+"
    r"(?:came|arrived|is|was|are|were|got|has|have|turned\s+up|showed\s+up|dented|cracked|broken|broke|smashed|chipped|"
    r"torn|ripped|scratched|shattered|damaged|stained|bent|snapped|leaking|faulty)\b", re.I)


def head_goods(text: str, no_goods: frozenset) -> list[str]:
    """The word or two heading the sentence bare before the verb telling their coming or damage ("kettle came dented!!")."""
    head = _HEAD_BEFORE_VERB.match(text)
    return [w.lower() for w in head.groups() if w and w.lower() not in no_goods] if head else []


def goods_beside(text: str, goods_words, no_goods: frozenset) -> list[str]:
    """The goods `text` names anywhere (`goods_words`: the pattern of goods after an article), the head noun included."""
    words = [w for m in goods_words.finditer(text) for w in m.groups() if w]
    if head := _HEAD_NOUN.match(text):
        words.insert(0, head.group(1))
    elif head := _HEAD_BEFORE_VERB.match(text):
        words[:0] = [w for w in head.groups() if w]
    return list(dict.fromkeys(w.lower() for w in words if w.lower() not in no_goods))

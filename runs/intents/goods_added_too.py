"""Other goods added to the ask just made, with no verb of their own: "I'd like to send back the tee. The cap too,
neither is really me once I tried them on", "Please return the lamp. And the shade as well.", "Sending back the
blue mug. Same for the green one." Read alone, such a sentence asks nothing (it has no asking words), so the cap's
return was dropped without a word (held-back round ver27a, case 27). It asks what the sentence before it asked, of
its own goods: a return after a return (a change of mind); after any other ask it goes to a person, quoted, since a
claim's remedy needs the claim told of these goods (the guard pays only what is told of a line).

Near-misses, asking nothing: the goods added to a statement or a claim's story ("The mug came chipped. The plate too,
but it's fine"), a refusal or keeping after them ("The cap too? No, I'll keep that one."), goods said too by way of
praise ("The scarf is lovely. The hat too.": the sentence before asks nothing)."""

from __future__ import annotations

import re

from .named_goods import named_goods
from .reading import ReadSentence

GOODS_ADDED_WHY = "adds other goods to the ask just before it, with no asking words of its own: the same ask of these goods"
GOODS_ADDED_OTHER_WHY = ("adds other goods to the ask just before it, with no asking words of its own and no problem told of "
                         "them: a person settles what is asked of these goods")

# (no words that end the naming, as kept_instead.py has: "too", "as well" close it right after, and what comes before
# them is all the goods added: "the cap and the scarf too". Nor "both", as this reading was written.)
_GOODS = named_goods()
# "The cap too", "And the shade as well", "Oh and the matching cushion also", "Same for the green one", "Ditto the lid"
_ADDED = re.compile(
    rf"^\W*(?:(?:and|also|plus|oh)[\s,]+(?:and\s+)?)?(?P<goods>{_GOODS})\s*,?\s*(?:too|as\s+well|also)\b(?P<rest>.*)$"
    rf"|^\W*(?:and\s+)?(?:(?:the\s+)?same\s+(?:for|with|goes\s+for)|ditto(?:\s+for)?|likewise(?:\s+(?:for|with))?)\s+(?P<goods2>{_GOODS})\b(?P<rest2>.*)$",
    re.I | re.S)
# what follows the goods may say why, never take them back or keep them
# thanks carried on are no goods: "Ditto the thanks to your courier" (verify33)
_THANKS = re.compile(r"\bthanks?\b|\bthank\s+you\b", re.I)
_NOT_ASKED = re.compile(r"\b(?:keep|keeping|fine|ok|okay|lovely|great|perfect|no\s+need|not|don'?t|dont|never|won'?t|isn'?t|is\s+ok)\b", re.I)


def _asked_before(read: list[ReadSentence], i: int) -> ReadSentence | None:
    """The sentence just before read[i] in its paragraph (injected ones skipped), when it asks."""
    before = [p for p in reversed(read[:i]) if p.role != "injected"]
    if not before or before[0].paragraph != read[i].paragraph or before[0].role != "request":
        return None
    return before[0]


def read_goods_added_too(read: list[ReadSentence]) -> None:
    """A statement that only adds goods to the ask before it (module doc) asks the same of them."""
    for i, s in enumerate(read):
        if s.role != "statement" or s.doubted:
            continue
        m = _ADDED.match(s.text)
        if m is None or _NOT_ASKED.search(m.group("rest") if m.group("goods") else m.group("rest2")) or _THANKS.search(m.group(0)):
            continue
        asked = _asked_before(read, i)
        if asked is None:
            continue
        at = m.span("goods") if m.group("goods") else m.span("goods2")
        if asked.kinds == ["change_of_mind"]:
            s.role, s.kinds, s.why, s.spans, s.asks_return = "request", ["change_of_mind"], GOODS_ADDED_WHY, {"change_of_mind": [at]}, True
        else:
            s.role, s.kinds, s.why, s.spans = "request", ["other"], GOODS_ADDED_OTHER_WHY, {}

"""Goods asked instead of money for goods named only by a pronoun: "The hiking boots are one size too small for me.
Can I swap them for a EU 43?" asks the swap of the boots the sentence before names, nothing else.

Such an ask holds the refund of the goods it is about (a person arranges the swap instead): read without what its
"them" stands for, it held every refund of the order, and a dented bottle and a lost parcel's jacket the same mail
asks money for went to a person unpaid. So its `about` is the sentence just before it in its paragraph, when that
sentence names goods: the guard and the agent read which lines those are (runs.ticket_lines.forbids_decision), and a
sentence before naming no line of the order leaves the ask holding what it held unbound (never less).

A sentence naming goods of its own ("Can I swap the boots for a 43?") is bound by those first; one pointing at
nothing before it ("Can I swap them?" opening a paragraph) stays unbound."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .refusals import _own_goods
from .remedies import GOODS_INSTEAD

# The pronoun an ask points back with: "swap them", "exchange it", "could these go back for the large".
_POINTS_BACK = re.compile(r"\b(?:it|them|they|these|those|this\s+one|that\s+one|this\s+pair|that\s+pair)\b", re.I)

# Goods named bare as a list's label, as a note is written: "boots - too small, 1 size.", "Boots: a size too small".
_LABELLED = re.compile(r"^\W*[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}\s*(?:\s[-–—]+\s|:)", re.I)


def bind_pronoun_asks(read: list[ReadSentence]) -> None:
    """Give each ask of goods instead of money that points back by a pronoun, and is bound to nothing yet, the
    sentence before it (in its paragraph, a courtesy or an injected passage skipped) as what it is about."""
    for i, s in enumerate(read):
        if s.role != "request" or not s.why.startswith(GOODS_INSTEAD) or "refund" not in s.forbids or s.about \
                or not _POINTS_BACK.search(s.text):
            continue
        before = next((e for e in reversed(read[:i]) if e.role not in ("courtesy", "injected")), None)
        if before is None or before.paragraph != s.paragraph or not before.index \
                or not (_own_goods(before.text, len(before.text)) or _LABELLED.match(before.text)):
            continue
        s.about = before.text.strip().lstrip("-*•–— ").strip()

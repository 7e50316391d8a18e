"""A question asking how to swap goods the shop sent wrong ("how do i swap it over?", "How can I exchange this for the one I
ordered?", "what do I need to do to get it changed?") asks the wrong item's own remedy: its return starts, the right one or
the money following it. It is attached to the wrong-item claim told before it, no ask of no kind for a person and no
remedy chosen instead of the return (ver23b V23B-15 had two escalations and no return).

Near-misses, left as they were read: an exchange asked for goods that came damaged or that the customer merely dislikes
(a person arranges it); a swap asked for other goods than those sent ("can I swap it for the large?" names what it wants,
which a person arranges); a question whether a swap was already sent; no wrong item claimed on the order."""

from __future__ import annotations

import re

from .reading import ReadSentence
from .remedies import GOODS_INSTEAD

SWAP_HOW_WHY = "asks how to exchange the wrong item told before it: that claim's own remedy (its return) answers it"

# "how do i swap it over?", "how can we exchange them", "what do I do to swap it", "how would I go about exchanging this",
# "how does the exchange work?", "whats the process to swap it"
_HOW_SWAP = re.compile(
    r"\b(?:how|what)\s+(?:do|can|could|should|would|shall|must|does)\s+(?:i|we|one)?\s*(?:\w+\s+){0,4}?"
    r"(?:swap|swapp?ing|exchange|exchanging|switch|switching|change|changing)\b"
    r"(?:\s+(?:it|them|this|these|that|those|the\s+\w+))?(?:\s+(?:over|round|around|out))?\s*(?:\W*$|\?)"
    r"|\b(?:how|what)(?:'s|s|\s+is|\s+does)\s+(?:the\s+)?(?:exchange|swap)\s*(?:process|work)?\b[^.!?]*\?"
    r"|\b(?:what'?s|whats|what\s+is)\s+the\s+(?:process|way|best\s+way)\s+to\s+(?:swap|exchange|change)\s+(?:it|them|this|these)\b", re.I)
# Goods named as what the swap should bring: "swap it for the large", "exchange it for the blue one".
_FOR_OTHER = re.compile(r"\b(?:swap|exchange|switch|change)\w*\s+(?:it|them|this|these|that|those|the\s+\w+)?\s*(?:over\s+)?(?:for|to|with|into)\s+\w", re.I)


def _claims_wrong_item(p: ReadSentence, order: str) -> bool:
    return p.role == "request" and "wrong_item" in p.kinds and not {"damaged_item", "non_delivery"} & set(p.kinds) \
        and (not p.order or not order or p.order == order)


def read_swap_questions(read: list[ReadSentence]) -> None:
    for i, s in enumerate(read):
        # (read as goods asked instead, or as a question of no known kind: "how would I go about exchanging this?")
        if not (s.role == "request" and "other" in s.kinds and (s.why.startswith(GOODS_INSTEAD) or (s.kinds == ["other"] and not s.why))):
            continue
        if not _HOW_SWAP.search(s.text) or _FOR_OTHER.search(s.text):
            continue
        before = [p for p in read[:i] if p.role != "injected"]
        if not any(_claims_wrong_item(p, s.order) for p in before) \
                or any(p.role == "request" and {"damaged_item", "non_delivery"} & set(p.kinds) for p in before):
            continue
        # (its return is the swap's first step: the goods-instead hold on the claim's remedy is lifted; no money moves in the run)
        s.role, s.kinds, s.why, s.spans, s.forbids, s.forbid_kinds = "attached", [], SWAP_HOW_WHY, {}, [], []

"""A change of mind about goods that are not on the order is a person's, the goods named, never a return of a line.

"Hi, the fridge didn't fit in the alcove so I'd like to send it back please." on an order of a desk lamp (and a rug):
the screener reads a change of mind, and the plan made it a change-of-mind return of the order's line ("return the
item for a refund"); the guard held it on a two-line order, and "I changed my mind about the fridge, it's too big for the
kitchen. I'd like to return it." returned the desk lamp (issue #11, mendB). The screener reads words only; the order's
lines are the record's. Read beside the order, a change of mind whose sentences name goods and none of them a line of
the order, in a ticket that names no line of the order anywhere, is those goods': a person asks which order or goods the
customer means (runs.goods_not_on_order.not_held_goal), and no line is taken back for it. A ticket that names a line
("the lamp is too bright, and the fridge didn't fit either") keeps its own path: the line's return, the other goods
read as goods_not_on_order reads them.
"""

from __future__ import annotations

from .goods_heads import goods_heads
from .goods_of_a_change_of_mind import NOT_GOODS, goods_changed_mind_about
from .intents import content_stems
from .ticket_lines import MATERIAL_STEMS, half_of_a_word, request_sentences, words_mentioned


def _goods_named(text: str) -> list[str]:
    heads = [*goods_heads(text), *goods_changed_mind_about(text)]
    return [h for h in dict.fromkeys(heads) if h not in NOT_GOODS and not set(content_stems(h)) & MATERIAL_STEMS]


def _held(lines: list[dict], head: str) -> bool:
    return any(words_mentioned(x, head) or half_of_a_word(x, head) for x in lines)


def change_of_mind_off_the_order(order: dict, reading) -> list[tuple[str, str, str]]:
    """("change_of_mind", the sentence, the goods) for the change of mind of this order's ticket when it is about goods no
    line of the order is and the ticket names no line of the order at all; [] otherwise."""
    lines = order.get("lines") or []
    asks = [s for s in request_sentences(reading, order.get("order_ref", "")) if "change_of_mind" in s.kinds]
    if not lines or not asks:
        return []
    if any(words_mentioned(x, t.text) for x in lines for t in reading.sentences if t.role != "injected"):
        return []  # the ticket names a line of the order: the claim may be that line's (goods_not_on_order reads the rest)
    said = [t for t in reading.sentences if t.role != "injected"]
    # the goods told in the ask, else in the sentence just before it ("We have decided against the sofa; please tell us how
    # to send it back.")
    named = [(t, h) for s in asks for t in [s, *[t for t in said if t.index == s.index - 1]] for h in _goods_named(t.text)]
    if not named or any(_held(lines, h) for _, h in named):
        return []
    out, seen = [], set()
    for s, head in named:
        if head not in seen:
            seen.add(head)
            out.append(("change_of_mind", s.text, head))
    return out

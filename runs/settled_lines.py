"""Which lines of an order a sentence telling of a settled past problem is about.

A settled problem backs no claim, and the guard holds a refund that would pay it again
(runs.guards.settled_against). It holds only what it names: the lines whose words it uses ("you
refunded the cracked jug"), or, naming none, the one line of a one-line order ("it came cracked and
you refunded it"). A past problem told of other goods ("last spring a blender arrived cracked and
you refunded it", on an order of a rug) or of an earlier time than this order ("on my previous
order", "back in March") is another order's: it holds nothing here, and a claim on this order is
judged on its own words (and on the refunds the order records: runs.repeat_claims).
"""

from __future__ import annotations

import re

from .intents.settled import _EARLIER
from .intents.stems import content_stems
from .part_words import PARTS
from .ticket_lines import words_mentioned

# Goods are named after a determiner: "a blender", "my teapot", "the broken toaster".
# (a lookahead, so that "a while ago my teapot" reads "my teapot" too)
_NAMED_AFTER = re.compile(r"\b(?:the|my|a|an|this|these|those|our|your|his|her|their)\s+(?=((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*))", re.I)
# Words before the goods' own word that say how they were ("a broken toaster", "a tiny chip"), or which of them.
_MODIFIERS = set(content_stems(
    "broken cracked chipped dented damaged smashed shattered torn ripped scratched scuffed faulty dead bent stained leaking leaky wobbly "
    "defective tiny small little slight minor faint light huge big nasty deep whole brand old first previous earlier last older past prior "
    "other second third cheap lovely nice beautiful"))
# Words in a goods' place that name no goods: when it happened, what was wrong, who put it right and with what.
_NOT_GOODS = set(content_stems(
    "spring summer autumn fall winter christmas easter weekend year years morning evening night while ago since "
    "chip chips crack cracks dent dents scratch scratches scuff scuffs tear tears hole holes mark marks stain stains side top bottom edge corner "
    "voucher discount code coupon goodwill gesture chat phone call colleague colleagues agent rep staff service helpline settled "
    # what any goods are made of or have (the fabric, its seat): this line's as much as any other's
    "fabric material finish paint surface wood leather glass metal plastic stitching seam seams lining colour color front back seat arm arms "
    "frame piece pieces box packaging wrapping label sole laces unit set pair"))
_PART_STEMS = {s for p in PARTS for s in content_stems(p)}


def goods_named(text: str) -> set[str]:
    """The stems of the goods a sentence names after a determiner ("a blender", "my teapot", "a
    broken toaster"), not the words that say how they were, when, or by whom it was put right; a
    part ("the lid") is goods of the item it belongs to, not others."""
    out = set()
    for m in _NAMED_AFTER.finditer(text):
        words = m.group(1).split()
        head = next((w for w in words if not (content_stems(w) & _MODIFIERS or (len(w) > 4 and w.lower().endswith(("ed", "en"))))), "")
        out |= set(content_stems(head)) - _NOT_GOODS - _PART_STEMS - _MODIFIERS
    return out


def another_orders(text: str) -> bool:
    """Whether a settled problem naming no line of the order is another order's: it tells of an
    earlier time ("last spring", "my previous order") or of goods no line of the order is called."""
    return bool(_EARLIER.search(text)) or bool(goods_named(text))


def lines_settled(order: dict, text: str) -> set[str]:
    """The skus of the order's lines a sentence telling of a settled problem is about: those it names,
    else the only line of a one-line order, unless the problem is another order's."""
    lines = order.get("lines", [])
    named = {x["sku"] for x in lines if words_mentioned(x, text)}
    if named or len(lines) != 1:
        return named
    return set() if another_orders(text) else {lines[0]["sku"]}


"""Goods a claim names beside a line of its order, that no line of the order is: "The kettle has a dent in the side and
the toaster is broken too, it won't switch on. Refund both please." on an order of a kettle and a bread board (V29C-30).
The kettle's claim is paid; the toaster had no subtask, no escalation and no sentence in the reply: a silent drop.

The toaster may be on another order, bought elsewhere, or the customer's name for the bread board: a person asks which.
Never a line of the order paid for it. Read only from the two places a claim names its goods (runs.goods_heads: a
problem's subject, a remedy's object), only in a sentence that also names a line of the order, so a claim naming no
line at all keeps its own path (runs.ticket_lines says why a person asks). What no goods are is never read so: parts of
an item, the box, what a line is made of ("the enamel has chipped off" of an enamel kettle), a colour; and only goods told
as further goods ("too", "also", "as well", "refund both"): "the nib is bent and the barrel is cracked" tells a pen's parts.
"""

from __future__ import annotations

import re

from .damage_told_of_the_line import other_goods_told_damaged
from .goods_heads import goods_groups, goods_heads
from .parenthesised_asides import asides_blanked
from .goods_said_off_the_order import goods_said_off_the_order
from .goods_phrases import only_a_material
from .goods_named_as_a_label import goods_labelled
from .intents import content_stems
from .ticket_lines import LINE_KINDS, MATERIAL_STEMS, attached_to, half_of_a_word, request_sentences, told_after, told_before, words_mentioned

# The goal of the subtask a person closes for such goods, and how the reply reads the goods back out of it.
NOT_ON_ORDER = "goods not on order"
_GOAL = re.compile(rf"^{NOT_ON_ORDER} (?P<order>\S+): the (?P<goods>[\w' -]+?),", re.I)


def not_held_goal(order_ref: str, goods: str, said: str) -> str:
    """The goal: the order, the goods no line of it is, the customer's sentence, and who settles it."""
    return f'{NOT_ON_ORDER} {order_ref}: the {goods}, told in "{said}"; a person asks which order or goods the customer means'


def not_held_in(goal: str) -> tuple[str, str] | None:
    """(order, goods) of such a goal, or None."""
    m = _GOAL.match(goal)
    return (m.group("order"), m.group("goods")) if m else None


def goods_not_on_order(order: dict, reading) -> list[tuple[str, str, str]]:
    """(kind, the sentence, the goods' word) for each goods a claim about this order names beside one of its lines,
    that no line of the order is."""
    lines = order.get("lines") or []
    out = []
    for s in request_sentences(reading, order.get("order_ref", "")):
        kinds = [k for k in s.kinds if k in LINE_KINDS]
        # (or told in the sentence before a claim naming no goods: "I also got a teapot with it, $29, not on the order; it
        # arrived cracked too.")
        before = next((t for t in reading.sentences if t.index == s.index - 1 and t.role != "injected" and t.paragraph == s.paragraph), None)
        bought = (goods_said_off_the_order(s.text) or (before is not None and not before.is_request and not goods_heads(s.text)
                                                       and goods_said_off_the_order(f"{before.text} {s.text}"))) if s.role == "request" and kinds else None
        if bought and not any(words_mentioned(x, bought) or half_of_a_word(x, bought) for x in lines):
            out.append((kinds[0], s.text, bought))  # "the $78 lamp I also got, not on your list": goods_said_off_the_order.py
            continue
        if s.role == "request" and "damaged_item" in kinds and (told := _damage_told_of_other_goods(order, reading, s)):
            out += [("damaged_item", s.text, g.split()[-1].lower()) for g in told]  # "My grinder ($45.00) doesn't work" of a kettle
            continue
        heads = goods_heads(s.text)
        if s.role != "request" or not kinds or len(heads) < 2:
            continue
        held = [h for h in heads if any(words_mentioned(x, h) or half_of_a_word(x, h) for x in lines)]
        if not held:
            continue  # a claim naming no line: its own subtask asks a person which goods (runs.ticket_lines)
        both = _BOTH.search(s.text) or any(_BOTH.search(t.text) for t in reading.sentences if t.role == "attached" and t.index == s.index + 1)
        fine = held_called_fine(s.text, held)  # "The lamp is fine but the ceramic bowl I bought is chipped": the bowl is claimed
        for head in heads:
            if head in held or set(content_stems(head)) & MATERIAL_STEMS or not (both or fine or _told_as_another(s.text, head)):
                continue
            out.append((kinds[0], s.text, head))
    return out


def _damage_told_of_other_goods(order: dict, reading, s) -> list[str]:
    """On an order of one line, the goods other than the line a damage request tells damaged, naming no line, read as
    the guard damage_told_of_the_line reads them (what was told beside it may name the line as its goods): "My grinder ($45.00) doesn't work" of an order holding a kettle (issue #11, mendJ). A person asks which."""
    ref = order.get("order_ref", "")
    beside = [*told_before(reading, s, ref), *told_after(reading, s, ref), *attached_to(reading, s, ref)]  # as runs.screening hands the guard
    # only goods the sentence names as goods (runs.goods_heads, read through a bracketed aside or a price: "the $45
    # grinder"), never what a line is made of ("the wood has a long scratch" of an oak frame) nor a sender ("The
    # courier emailed to say my parcel got damaged")
    # (a part word sold alone too: "Smashed wine carafe in the box" of a corkscrew, runs/parts_sold_alone.py; and goods
    # named by a material with their kind before it: "Shattered wine glass in the box" of a mug, or a tin)
    heads = [h for h, _ in goods_groups(_PRICE.sub(" ", asides_blanked(s.text)), parts=True)]
    before = told_before(reading, s, ref)
    # (or goods named alone just before, as a label over a claim naming none: runs/goods_named_as_a_label.py)
    heads += [label.split()[-1] for label in [goods_labelled(before[-1]) if before else ""] if label]
    return [g for g in other_goods_told_damaged(order, s.text, s.spans.get("damaged_item") or [], beside, (before or [""])[-1])
            if g.split()[-1] in heads and not (set(content_stems(g.split()[-1])) & MATERIAL_STEMS and only_a_material(g))]


_PRICE = re.compile(r"[$£€]\s?\d[\d.,]*")


# What tells other goods apart from a part of the line's ("the nib is bent and the barrel is cracked" tells a pen's parts):
# "too" / "as well" / "also" with them, or the remedy asked for "both" / "each of them".
_TOO_AFTER = re.compile(r"^[^,.;:!?]*?\b(?:too|as\s+well|also)\b", re.I)
_ALSO_BEFORE = re.compile(r"\b(?:also|plus|another|and\s+also|as\s+well\s+as)\s+(?:(?:the|my|a|an|our|your)\s+)?(?:[\w-]+\s+){0,3}$", re.I)
_BOTH = re.compile(r"\b(?:both|the\s+two\s+of\s+them|each\s+of\s+them|all\s+(?:three|of\s+them))\b", re.I)


def _told_as_another(text: str, head: str) -> bool:
    """Whether the sentence tells the goods as goods beside the others, not a part of them."""
    m = re.search(rf"\b{re.escape(head)}\b", text, re.I)
    return bool(m and (_TOO_AFTER.search(text[m.end():]) or _ALSO_BEFORE.search(text[:m.start()])))


# A line's goods said fine in the claim's own sentence: "The lamp is fine but the ceramic bowl I bought is chipped" (V36-010).
# The claim is the other goods', and the goods said fine are no claim at all: no line is settled for it.
_CALLED_FINE = (r"(?:'s|’s|\s+(?:is|are|was|were|arrived|came|looks?|seems?))\s+(?:\w+\s+){{0,2}}?(?:fine|ok|okay|good|great|perfect\w*|intact|"
                r"undamaged|lovely|grand|alright|all\s+right)\b")


def held_called_fine(text: str, held: list[str]) -> bool:
    """Whether every goods of the order a sentence names (`held`) is said fine in it."""
    return bool(held) and all(re.search(rf"\b{re.escape(h)}" + _CALLED_FINE.format(), text, re.I) for h in held)


def claim_only_on_other_goods(order: dict, s, reading=None) -> bool:
    """Whether a claim sentence names the order's goods only to say they are fine, and other goods beside them that no
    line is ("The lamp is fine but the ceramic bowl is chipped"): goods_not_on_order's subtask is its claim, no line's."""
    lines = order.get("lines") or []
    heads = goods_heads(s.text)
    held = [h for h in heads if any(words_mentioned(x, h) or half_of_a_word(x, h) for x in lines)]
    if reading is not None and "damaged_item" in s.kinds and s.role == "request" and _damage_told_of_other_goods(order, reading, s):
        return True  # "My grinder ($45.00) doesn't work" of a kettle: the grinder's, no line's
    bought = goods_said_off_the_order(s.text)  # "The kettle is fine, but the coffee grinder I also bought arrived broken"
    if bought and held_called_fine(s.text, held) and not any(words_mentioned(x, bought) or half_of_a_word(x, bought) for x in lines):
        return True
    return len(heads) > len(held) and held_called_fine(s.text, held) \
        and any(h not in held and not set(content_stems(h)) & MATERIAL_STEMS for h in heads)

"""The lines a ticket says are another person's, on an order or account not this customer's: "the teapot
is my mum's, she ordered it herself", "the scarf was my sister's order, not mine", "that one's for my
neighbour's order". No money or goods move on this customer's order for them, whatever a model proposes:
the order the run pinned is this customer's, and the ticket says those goods were bought on another one,
so a person finds the right order and its owner (line_in_ticket in runs/guards.py).

The screener already reads such a sentence as no claim when it stands alone (runs/intents/doubt.py); the
guard reads the customer's words itself, so a claim on two lines with one of them said to be another
person's ("The scarf came torn and the mug chipped. The scarf was my sister's order.") pays the mug only.

Whose the goods are is no reason by itself: "my daughter's mug arrived chipped" is the customer's own
order when no other order is said, and "I bought it as a gift for my mum" or "my husband noticed the
crack" say nothing of another order. A sentence naming this order's own number is about this order
(whose it is, check_owner decides)."""

from __future__ import annotations

import re

from .intents.doubt import _PERSON, others_goods_elsewhere
from .intents.gift_from_another import gift_on_anothers_order
from .intents.others_own_unit import without_others_units
from .sentences import orders_in
from .ticket_lines import mentioned

# "my sister's order", "my neighbour's account", "her mum's own purchase", "a friend's parcel"
_PERSONS_ORDER = re.compile(rf"\b(?:my|our|a|her|his|their)\s+{_PERSON}(?:'s|’s|s'|s’)\s+(?:own\s+|separate\s+|other\s+)?"
                            r"(?:order|account|purchase|parcel|package|login)s?\b(?!\s+(?:from|for)\s+me\b)", re.I)
# "my mum ordered it herself", "my brother bought that separately", "my wife paid for it on her own card"
_PERSON_ORDERED = re.compile(rf"\b(?:my|our)\s+{_PERSON}\s+(?:had\s+)?(?:ordered|bought|placed|paid\s+for)\b[^.!?]{{0,30}}?"
                             r"\b(?:separately|(?:her|him|them)sel(?:f|ves)|on\s+(?:her|his|their)\s+own\b|"
                             r"(?:on|from|with|under|through)\s+(?:her|his|their)\s+(?:own\s+)?(?:account|card|order|login|name))", re.I)
# "it's not my sister's order", "this isn't her order": the attribution denied
_DENIED = re.compile(r"\b(?:not|never)\s+(?:\w+\s+){0,2}$|n['’]t\s+(?:\w+\s+){0,2}$", re.I)
# The pieces a sentence is read in: an attribution is of the goods its own clause or the one before names.
_PIECE = re.compile(r"[.!?]+\s+|[,;:()]|\s[-–—]+\s|\b(?:and|but|while|whereas|although|though|however|because|since|as)\b", re.I)
# A piece pointing back at goods named before it: "that one's for my neighbour's order", "she ordered it herself".
_POINTS_BACK = re.compile(r"\b(?:it|its|it'?s|that|this|those|these|them|they|one)\b", re.I)


def attribution(text: str) -> re.Match | None:
    """Where a sentence says goods are another person's, on an order or account not this customer's; None if it does not."""
    for pattern in (_PERSONS_ORDER, _PERSON_ORDERED):
        for m in pattern.finditer(text):
            if not _DENIED.search(text[:m.start()]):
                return m
    # goods another person sent or gave the customer: "a friend sent me a table lamp ... as a birthday present, ordered on
    # her account" (runs/intents/gift_from_another.py)
    if (m := gift_on_anothers_order(text)) and not _DENIED.search(text[:m.start()]):
        return m
    if others_goods_elsewhere(text):
        return re.search(r"\S", text)  # the doubt reader's words: somewhere in the sentence, told below by its pieces
    return None


def lines_of_others(order: dict, texts: list[str]) -> dict[str, str]:
    """{sku: the customer's words} for each line of the order that these sentences (in the ticket's order) say is another
    person's, on an order or account not this one. The line is the one named in the attribution's own clause; a clause that
    points back ("that one's", "she ordered it herself") names the goods of the clause, else the sentence, just before it."""
    out: dict[str, str] = {}
    own_ref = order.get("order_ref") or ""
    before: list[str] = []
    for text in map(without_others_units, texts):  # ("his order for the same vase": a unit of his own, others_own_unit.py)
        m = attribution(text)
        if m and own_ref not in orders_in(text):
            for sku in _attributed(order, text, m, before):
                out.setdefault(sku, text)
        before = [text]
    return out


def others_goods_told(order: dict, texts: list[str]) -> list[str]:
    """The sentences (not naming this order's own number) that tell of goods as another person's, on an order or account
    not this one, whether or not they name a line of this order ("a friend sent me a table lamp as a present, ordered on
    her account"): a claim that names no line beside them may be of those goods, so no line of this order is its line by
    elimination alone (named_in_requests in runs/guards.py)."""
    own_ref = order.get("order_ref") or ""
    return [t for t in dict.fromkeys(texts) if own_ref not in orders_in(t) and attribution(without_others_units(t))]


def _attributed(order: dict, text: str, m: re.Match, before: list[str]) -> list[str]:
    pieces = _pieces(text)
    if m.re not in (_PERSONS_ORDER, _PERSON_ORDERED) and not gift_on_anothers_order(text):
        # the doubt reader's match: the goods of every piece naming the person's own order or purchase
        at = [i for i, (start, end) in enumerate(pieces) if others_goods_elsewhere(text[start:end])] or [len(pieces) - 1]
    else:
        at = [next((i for i, (start, end) in enumerate(pieces) if start <= m.start() < end), len(pieces) - 1)]
    found: list[str] = []
    for i in at:
        piece = text[pieces[i][0]:pieces[i][1]]
        named = list(mentioned(order, [piece]))
        if not named and _POINTS_BACK.search(piece):
            earlier = [text[s:e] for s, e in pieces[:i]]
            named = next((list(mentioned(order, [p])) for p in reversed(earlier) if mentioned(order, [p])), []) \
                or list(mentioned(order, before))
        found += named
    return list(dict.fromkeys(found))


def _pieces(text: str) -> list[tuple[int, int]]:
    cuts = [0] + [c for m in _PIECE.finditer(text) for c in (m.start(), m.end())] + [len(text)]
    spans = [(cuts[i], cuts[i + 1]) for i in range(0, len(cuts) - 1, 2)]
    return [s for s in spans if text[s[0]:s[1]].strip()] or [(0, len(text))]

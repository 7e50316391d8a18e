"""Orders a sentence points at in words, not by number: "the second one", "the last order", "my
other order", "both my orders". A ticket naming several orders (its subject counts first) and then
telling of each in turn never repeats the numbers; read as the order named just before, "The second
one turned up late" put the late fee on the first order, and "the desk lamp from my other order" paid
for the kettle the customer said works perfectly.

An ordinal is resolved against the orders the ticket names, in the order it names them; "the other
order" against the one the ticket is about when it names one other; where the ticket numbers no other
order the sentence is kept off the named one (`Referred.other_than`), for the runtime to look the other
order up or hand the request to a person naming the candidates, never to pay it on the named one."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..sentences import ORDER_IN_TEXT, normalise_ref
from ..shop.kinds import NOT_A_CASE
from .stems import content_stems

_ORDERISH = r"(?:order|parcel|package|delivery|purchase|shipment)"
_THING = rf"(?:one|box|{_ORDERISH})"
_POSITION = {"first": 0, "1st": 0, "former": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2}
# "the second one", "on the first order", "the last parcel", "the middle one"; not "the first one I bought" of a single order
_ORDINAL = re.compile(rf"\b(?:the|my|your|on|for|with)\s+(?:very\s+)?(?P<nth>first|1st|second|2nd|third|3rd|last|latter|former|middle|latest|newest|"
                      rf"most\s+recent|more\s+recent|recent)\s+{_THING}\b"
                      rf"|^\W*(?P<lead>first|second|third|last|middle)\s+(?:{_THING}\b|(?=(?:one\s+)?(?:came|arrived|turned|was|is|got|had|never)\b))", re.I)
# "my other order", "the OTHER parcel", "the other one" (this last only when the ticket names two orders)
_OTHER = re.compile(rf"\b(?:my|the|your|this|that)\s+other\s+(?P<thing>{_THING})\b", re.I)
# "both my orders", "both of them" / "on both" / "the fee back on each of them" (when the ticket names two or more orders), "each order"
_BOTH = re.compile(rf"\bboth\s+(?:of\s+)?(?:my|the|these|those|your)?\s*{_THING}s\b|\bboth\s+of\s+them\b|\b(?:on|for|from)\s+(?:each|all)\s+of\s+them\b|\b(?:on|for)\s+both\b(?=\s*(?:[.,;!?]|pls|plz|please|thanks|$))"
                   rf"|\b(?:each|every)\s+(?:of\s+(?:my|the)\s+)?{_ORDERISH}s?\b|\ball\s+(?:three|3)\s+(?:of\s+)?(?:my\s+|the\s+)?{_THING}s\b", re.I)
# "the first two", "first and last": several orders told of together, none singled out
_SEVERAL = re.compile(r"\b(?:first|last)\s+(?:two|2|and\s+(?:the\s+)?(?:last|second|third|first))\b", re.I)


@dataclass(frozen=True)
class Referred:
    """What a sentence's words point at: one order (`order`), several (`orders`, "both my orders"),
    or an order other than `other_than` that the ticket gives no number for ("my other order")."""

    order: str = ""
    orders: list[str] = field(default_factory=list)
    other_than: str = ""
    relative: bool = False  # `order` is "the other" of the two against `current`: as sure as `current` is


def referred(text: str, named: list[str], current: str) -> Referred | None:
    """The order(s) `text` points at in words, or None when it points at none (or none it can be read
    as). `named`: the orders the ticket numbers, in the order it names them (subject first); `current`:
    the order the ticket is about so far (the one named last, or its own order field)."""
    if _SEVERAL.search(text):
        return None
    m = _ORDINAL.search(text)
    if m and len(named) >= 2:
        nth = (m.group("nth") or m.group("lead")).lower()
        if nth in ("last", "latter", "latest", "newest", "recent") or nth.endswith("recent"):
            return Referred(order=named[-1])
        if nth == "middle":
            return Referred(order=named[1]) if len(named) == 3 else None
        position = _POSITION[nth]
        return Referred(order=named[position]) if position < len(named) else None
    m = _OTHER.search(text)
    if m and (re.fullmatch(_ORDERISH, m.group("thing"), re.I) or len(named) == 2):  # "the other one" of two goods is no order
        own = normalise_ref(current)
        others = [o for o in named if normalise_ref(o) != own]
        if own and len(others) == 1 and len(named) == 2:
            return Referred(order=others[0], relative=True)
        if own and not others:
            return Referred(other_than=current)
        return None
    m = _BOTH.search(text)
    if m and len(named) >= 2:
        return Referred(order=named[0], orders=list(named))
    return None


# Words telling that a request is about another order than the one told of before it: "the night light from a different
# order", "on another order the rug came late", "in a separate parcel". Only after "on / from / in / with / for / of": "I
# placed another order" tells of buying again, not of which order a problem is on. Not "another one" (a unit), nor "my
# other order" (read by `referred` against the orders the ticket numbers).
_ON_ANOTHER = re.compile(rf"\b(?:on|from|in|with|for|of)\s+(?:another|an\s+other|a\s+(?:different|separate|second)|(?:my|the)\s+(?:different|separate))\s+"
                         rf"{_ORDERISH}\b", re.I)
# Where the ticket numbers several orders, also a word setting the sentence apart from the one before ("And separately, the
# night light never turned up", "Unrelated, but the lamp is cracked"): with one order numbered, "separately" is as likely
# another problem of that order.
_SET_APART = re.compile(r"\b(?:sep[ae]rate?ly|unrelated(?:ly)?|on\s+a\s+separate\s+note)\b", re.I)


# A split shipment of the order told, not another order: "the lamp came in a separate parcel 3 days after the date you gave
# me" tells how this order's goods came (mendW: read as another order, the plan was refused three times). Only a parcel's
# word right after a verb of coming; "the cushion in a separate parcel came ripped" names the goods by another parcel.
_CAME_IN_A_PARCEL = re.compile(r"\b(?:came|come|comes|arrived|arrive|arrives|turned\s+up|showed\s+up|got\s+here|(?:was|were|got)\s+(?:delivered|sent|shipped|posted|dispatched)"
                               r"|delivered|sent|shipped|posted|dispatched)\s+(?:later\s+|separately\s+|on\s+its\s+own\s+)?$", re.I)
_SHIPMENT = re.compile(r"\b(?:parcel|package|delivery|shipment)\b", re.I)


def _another_order_told(text: str) -> bool:
    return any(not (_SHIPMENT.search(m.group(0)) and _CAME_IN_A_PARCEL.search(text[:m.start()])) for m in _ON_ANOTHER.finditer(text))


def told_of_another_order(text: str, *, several: bool) -> bool:
    """Whether a sentence naming no order number says it is about another order than the one before it;
    `several`: whether the ticket numbers more than one order."""
    return bool(_another_order_told(text) or (several and _SET_APART.search(text)))


def without_ordinals(text: str) -> str:
    """The sentence with the words pointing at one of the ticket's orders blanked: "the last order arrived with a cracked
    mug", of a ticket numbering two orders, is about the second of them now, not about an earlier time."""
    return _ORDINAL.sub(lambda m: " " * len(m.group()), text)


# Goods a request says it is not about, set against what it is about: "the small one, the USB-C cables, not the monitor",
# "it's the rug, not the lamp", "- not the monitor thank god". Not "not the right size", "not the first time": those words
# name no goods, and the runtime counts a negated mention only where it names a line of the order (runs.agents).
_NOT_GOODS = re.compile(r"(?:[,;(\u2013\u2014]|\s-)\s*(?:but\s+|and\s+)?(?:it'?s\s+|it\s+was\s+|it\s+is\s+)?not\s+(?:on\s+|for\s+)?(?:the|my|our|that|this)\s+"
                        r"(?P<goods>[a-z][\w-]*(?:\s+(?!thank|thanks|though|luckily|thankfully|phew|please|pls)[a-z][\w-]*)?)", re.I)


def goods_not_about(text: str) -> list[str]:
    """The goods a sentence sets apart as not its subject ("the cables, not the monitor": ["monitor"])."""
    return [m.group("goods").lower() for m in _NOT_GOODS.finditer(text)]


# What a sentence calls goods: the word or two after "the", "my", "a" ("the headlamp", "my daypack", "a different cable").
_GOODS_PHRASE = re.compile(r"\b(?:the|my|a|an|this|that|these|those|our|your)\s+([a-z][\w-]*)(?:\s+([a-z][\w-]*))?", re.I)
# Where the clause of a kind's words ends: "the shipping back on the daypack" and no further.
_CLAUSE_END = re.compile(r"[,;:()\u2013\u2014]|\s-\s|\b(?:and|but|also|plus|while|whereas)\b", re.I)


def _goods_words(text: str) -> set[str]:
    return {w for m in _GOODS_PHRASE.finditer(text) for w in content_stems(" ".join(g for g in m.groups() if g))}


def tie_by_goods(read: list, named: list[str]) -> None:
    """A request naming no order in a ticket naming several, tied by the goods its words name to the one order the
    ticket itself said holds them: "1) Order 88120 - the headlamp arrived dead. 2) Order 88220 - the daypack came late.
    I'd like a refund for the headlamp and the shipping back on the daypack" asks the daypack order's fee. Each kind
    read is tied by the goods in its own clause; one no goods word ties stays as it was (about any order)."""
    if len(named) < 2:
        return
    holders: dict[str, set[str]] = {}
    for s in read:
        for order, words in _goods_of_orders(s):
            for w in words:
                holders.setdefault(w, set()).add(order)
    own = {w: next(iter(orders)) for w, orders in holders.items() if len(orders) == 1}
    for s in read:
        if s.role not in ("request", "attached") or s.other_than or s.also or (s.order and not s.order_unsure) or not s.spans:
            continue
        by_order = _kinds_tied(s, own)
        if not by_order:
            continue
        orders = list(by_order)
        s.order, s.also, s.order_unsure = orders[0], orders[1:], False
        if len(orders) > 1:
            s.kinds_by_order = by_order


def _goods_of_orders(s) -> list[tuple[str, set[str]]]:
    """The goods a sentence puts in an order: after each order number it names, up to the next ("SU-1 (the kettle) and
    SU-2 (the rug)"); in a sentence naming none, those of the one order it is surely about."""
    if s.role == "injected":
        return []
    mentions = [(m.start(), normalise_ref(m.group(1))) for m in ORDER_IN_TEXT.finditer(s.text)]
    if mentions:
        ends = [at for at, _ in mentions[1:]] + [len(s.text)]
        return [(ref, _goods_words(s.text[at:end])) for (at, ref), end in zip(mentions, ends)]
    if s.order and not s.also and not s.kinds_by_order and not s.order_unsure:
        return [(normalise_ref(s.order), _goods_words(s.text))]
    return []


def clause_around(text: str, start: int, end: int) -> str:
    """The clause holding text[start:end]: from the cut before it to the cut after it."""
    before = [m.end() for m in _CLAUSE_END.finditer(text, 0, start)]
    after = _CLAUSE_END.search(text, end)
    return text[before[-1] if before else 0:after.start() if after else len(text)]


def _kinds_tied(s, own: dict[str, str]) -> dict[str, list[str]]:
    """{order: kinds} when every kind the sentence asks is tied by its clause's goods to one order; else {}."""
    by_order: dict[str, list[str]] = {}
    for kind, hits in s.spans.items():
        if kind not in s.kinds or kind in NOT_A_CASE:
            continue
        # the clause each hit ends in: "refund the teapot and the delivery fee back on the board" asks the fee of the board's order
        ties = {own[w] for a, b in hits for w in _goods_words(clause_around(s.text, max(a, b - 1), b)) if w in own}
        if len(ties) != 1:
            return {}
        by_order.setdefault(ties.pop(), []).append(kind)
    return by_order

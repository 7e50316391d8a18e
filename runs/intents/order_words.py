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

from ..sentences import normalise_ref

_ORDERISH = r"(?:order|parcel|package|delivery|purchase|shipment)"
_THING = rf"(?:one|box|{_ORDERISH})"
_POSITION = {"first": 0, "1st": 0, "former": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2}
# "the second one", "on the first order", "the last parcel", "the middle one"; not "the first one I bought" of a single order
_ORDINAL = re.compile(rf"\b(?:the|my|your|on|for|with)\s+(?:very\s+)?(?P<nth>first|1st|second|2nd|third|3rd|last|latter|former|middle)\s+{_THING}\b"
                      rf"|^\W*(?P<lead>first|second|third|last|middle)\s+(?:{_THING}\b|(?=(?:one\s+)?(?:came|arrived|turned|was|is|got|had|never)\b))", re.I)
# "my other order", "the OTHER parcel", "the other one" (this last only when the ticket names two orders)
_OTHER = re.compile(rf"\b(?:my|the|your|this|that)\s+other\s+(?P<thing>{_THING})\b", re.I)
# "both my orders", "both of them" / "on both" (when the ticket names two or more orders), "each order"
_BOTH = re.compile(rf"\bboth\s+(?:of\s+)?(?:my|the|these|those|your)?\s*{_THING}s\b|\bboth\s+of\s+them\b|\b(?:on|for)\s+both\b(?=\s*(?:[.,;!?]|pls|plz|please|thanks|$))"
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


def referred(text: str, named: list[str], current: str) -> Referred | None:
    """The order(s) `text` points at in words, or None when it points at none (or none it can be read
    as). `named`: the orders the ticket numbers, in the order it names them (subject first); `current`:
    the order the ticket is about so far (the one named last, or its own order field)."""
    if _SEVERAL.search(text):
        return None
    m = _ORDINAL.search(text)
    if m and len(named) >= 2:
        nth = (m.group("nth") or m.group("lead")).lower()
        if nth in ("last", "latter"):
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
            return Referred(order=others[0])
        if own and not others:
            return Referred(other_than=current)
        return None
    m = _BOTH.search(text)
    if m and len(named) >= 2:
        return Referred(order=named[0], orders=list(named))
    return None

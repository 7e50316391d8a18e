"""One sentence telling each of the ticket's orders its own problem by place, not number: "The first one was late, and
the second one charged me twice." over a subject naming SU-3303 and SU-3304. Read whole, both kinds went to the order
named last before it (SU-3303): the late claim was lost under the charge and the copied charge was looked for on the
wrong order. Each part of the sentence from one ordinal to the next is the order that ordinal points at
(order_words.referred: "the first / second one" are the orders in the order the ticket named them)."""

from __future__ import annotations

from ..sentences import ORDER_IN_TEXT, normalise_ref
from .order_words import _ORDINAL, referred
from .reading import ReadSentence
from ..shop.kinds import NOT_A_CASE

# kinds no order is told apart for: a question or an ask of no known kind stays with the sentence's first order
_UNSPLIT = tuple(NOT_A_CASE)


def read_ordinal_parts(read: list[ReadSentence], named: list[str]) -> None:
    """Split the kinds of a request naming no order number across the orders its ordinals point at, when they point at
    two or more of the ticket's orders; a sentence with one ordinal ("the first one I ordered was fine") is left alone."""
    if len(named) < 2:
        return
    for s in read:
        if s.role != "request" or s.kinds_by_order or ORDER_IN_TEXT.search(s.text):
            continue
        starts = [m.start() for m in _ORDINAL.finditer(s.text)]
        if len(starts) < 2:
            continue
        bounds = [0, *starts[1:], len(s.text)]
        parts = [referred(s.text[a:b], named, s.order) for a, b in zip(bounds, bounds[1:])]
        by_order = _kinds_by_part(s, bounds, parts)
        if len(by_order) < 2:
            continue
        ordered = sorted(by_order, key=lambda o: [normalise_ref(n) for n in named].index(normalise_ref(o)))
        s.kinds_by_order = {o: by_order[o] for o in ordered}
        s.order, s.also = ordered[0], ordered[1:]


def _kinds_by_part(s: ReadSentence, bounds: list[int], parts: list) -> dict[str, list[str]]:
    """{order: kinds}: each kind the order of the part its first words fall in; {} when one falls in a part pointing
    at no single order ("both of them")."""
    by_order: dict[str, list[str]] = {}
    for kind in s.kinds:
        hits = s.spans.get(kind)
        if kind in _UNSPLIT or not hits:
            continue
        first = min(a for a, _ in hits)
        found = next(parts[j] for j in range(len(parts)) if bounds[j] <= first < bounds[j + 1])
        if found is None or not found.order or found.orders:
            return {}
        by_order.setdefault(found.order, []).append(kind)
    return by_order

"""A request whose order was only carried from the sentence before, put on the run's order when that order holds its goods.

"Last month the kettle (SU-2) turned up dented and you refunded it very quickly, so thank you for that. Sadly this time
the toaster has arrived with a cracked side panel" on a ticket about SU-1 (blind round 31, V31-12, $42.12 held and a
needless person): the toaster sentence names no order, so the screener carried SU-2 over from the kettle's sentence,
and the guard then read no damage asked of SU-1, the order that holds the toaster. The screener reads words only; the
run has the record. Read beside the pinned order as the run read it, a carried request whose goods a line of that order
names, and which the sentences naming the carried order never named, is the pinned order's; so is a remedy attached to
it that names no goods of its own ("Could I have a refund please?"). The guard, the plan check and the run page read it
so (runs.screening.reading_of); the plan check on the bare reading says the same (runs.intents.carried_order_goods).
"""

from __future__ import annotations

from dataclasses import replace

from .intents.carried_order_goods import goods_on_record
from .sentences import normalise_ref
from .ticket_lines import words_mentioned


def _named_with_carried(reading, s, line: dict) -> bool:
    """Whether a sentence that names the order `s` carried also names `line`'s goods (then the goods may be that order's)."""
    return any(words_mentioned(line, t.text) for t in reading.sentences if t.index < s.index and normalise_ref(t.order) == normalise_ref(s.order)
               and not t.order_carried and t.role != "injected")


def retied_to_record(reading, order_ref: str, record: dict | None):
    """`reading` with each request carried to another order put on `order_ref` when `record` (that order as the run read
    it) holds the goods it names and the carried order's own sentences never named them."""
    mine = normalise_ref(order_ref or "")
    if not mine or not record or normalise_ref(record.get("order_ref", "")) != mine \
            or not any(s.order_carried and normalise_ref(s.order) != mine for s in reading.sentences):
        return reading
    lines = record.get("lines") or []
    out, moved_from = [], None
    for s in reading.sentences:
        carried = s.order_carried and s.role in ("request", "attached") and normalise_ref(s.order) != mine
        held = [x for x in lines if words_mentioned(x, s.text)] if carried else []
        if held and goods_on_record(s, record) and not any(_named_with_carried(reading, s, x) for x in held):
            out.append(replace(s, order=order_ref, order_carried=False))
            moved_from = s.order
        elif carried and s.role == "attached" and moved_from and normalise_ref(s.order) == normalise_ref(moved_from) \
                and not any(words_mentioned(x, s.text) for x in lines):
            out.append(replace(s, order=order_ref, order_carried=False))  # "Could I have a refund please?" after it: its remedy
        else:
            out.append(s)
            moved_from = moved_from if s.role == "attached" or not s.text.strip() else None
    return replace(reading, sentences=out)

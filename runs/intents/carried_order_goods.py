"""A request whose order is only the one told of before it, whose goods are on the pinned order's lines.

"Last month the kettle (SU-2) turned up dented and you refunded it ... Sadly this time the toaster has arrived with a
cracked side panel" on a ticket about SU-1 (blind round 31, V31-12, $42.12 held): the toaster sentence names no order,
so the screener carried the kettle's SU-2 over to it, and the plan check refused a toaster claim settled on SU-1, the
order that holds the toaster. The carried order is a guess from the sentence before; the goods are the record's. A
subtask of the kind on the pinned order covers such a request when the pinned order's lines hold the goods it names
(the agent ties it there by the same goods: runs.agents.offline_orders `_tied_order`; the guard still checks the lines).
"""

from __future__ import annotations

from .reading import ReadSentence
from .stems import content_stems


def goods_on_record(s: ReadSentence, record: dict | None) -> bool:
    """Whether a sentence whose order was carried names goods that a line of `record` (the pinned order as the run
    read it) is described by."""
    if not (s.order_carried and record):
        return False
    said = content_stems(s.text)
    return any(said & content_stems(x.get("description", "")) for x in record.get("lines") or [])

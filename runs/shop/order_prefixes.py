"""An order number told with another prefix than the order's own: the shop's order those digits number.

The readers of a ticket know an order by its digits (runs.sentences.normalise_ref writes them "SU-<digits>"), and a
marketplace seller's orders carry the seller's own prefix (HH-82210). Looked up as "SU-82210", the customer's other
order HH-82210 was "no order", and its claim went to a person ("no other order of this customer was found") though the
customer owns it. A ref with no order of its own is read as the one order whose ref is those digits under a prefix of
capitals; two such orders, or none, and it stays no order. Whose the order is stays the owner check's (runs.order_owner):
this finds an order, it never makes one the customer's.
"""

from __future__ import annotations

import re

from . import models as shop


def numbered_alike(order_ref: str) -> str:
    """The ref of the one order numbered with `order_ref`'s digits under any prefix of capitals ('' when none or several)."""
    digits = re.sub(r"\D", "", order_ref or "")
    if len(digits) < 5:
        return ""
    same = re.compile(rf"[A-Z]{{2,4}}-?{digits}")
    # (by the indexed digits column: a number no order has is one index probe, never a scan of every ref's ending)
    refs = [ref for ref in shop.Order.objects.filter(ref_digits=digits).values_list("ref", flat=True)[:3] if same.fullmatch(ref)]
    return refs[0] if len(refs) == 1 and refs[0] != order_ref.strip().upper() else ""

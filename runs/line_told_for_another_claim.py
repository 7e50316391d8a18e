"""A line named only in a request of another claim about the parcel or the payment ("the toaster came three days after the
promised date, so please refund the delivery charge", "the lamp was charged twice") names no goods for a damage, wrong-item
or return claim: on a one-line order, a claim whose own words name other goods apart ("Could you refund her blender to my
card as well", "Also the kettle arrived smashed") is never that line's because the lateness sentence names the line.

Blind round ver42, V42-B5: ticket_lines.other_goods_named read every request sentence of the ticket as telling the order's
goods, so the blender of a friend's forwarded mail was paid $33.00 as the customer's one toaster, named only where the
customer asked the late delivery's fee back. What stays the line's: a part of goods ("The toaster came late ... The lid is
dented too"), nothing named ("It also arrived with a dent"), a request of the claim's own kind that names the line ("the
toaster came late and its lid is cracked" is both), and whatever the customer tells beside the claim.
"""

from __future__ import annotations

from .goods_heads import not_goods_apart
from .ticket_lines import other_goods_named

# Claims about the parcel's time or the payment, which tell nothing of the goods' state, fit or choice.
_PARCEL_OR_PAYMENT = frozenset({"late_delivery", "duplicate_charge"})


def _told_for_another_kind(request: dict, kind: str) -> bool:
    """Whether the guard's request dict asks only a claim of the parcel's time or the payment, never `kind`."""
    kinds = set(request.get("kinds") or [])
    return bool(kinds) and kind not in kinds and kinds <= _PARCEL_OR_PAYMENT


def goods_named_beside_another_claim(line: dict, asked: list[dict], ticket_requests: list[dict], kind: str) -> list[str]:
    """The goods apart from a one-line order's `line` that the claims of `kind` (`asked`, the guard's request dicts) name,
    read with every sentence the ticket tells but the requests of a claim of the parcel's time or the payment; [] when the
    claims name the line, nothing or only a part (module doc)."""
    told = [t for r in ticket_requests for t in (*([] if _told_for_another_kind(r, kind) else [r["text"]]),
                                                 *r.get("told", ()), *r.get("attached", ()), *r.get("told_after", ()))]
    heads = other_goods_named(line, [r["text"] for r in asked], told, kind)
    return [h for h in heads if not not_goods_apart(h.split()[-1].lower().strip("'"))]

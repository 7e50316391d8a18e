"""What the offline agent reads off a request's view (runs/agents/offline.py): the ticket's text and sentences,
the order the field gives, the evidence the policy judges on, whether a subtask waits on another.
"""

from __future__ import annotations

from datetime import datetime

from .. import policy_evidence
from ..models import SubtaskStatus
from ..sentences import form_ref_disowned, normalise_ref
from ..ticket_reading import read_once
from ..ticket_lines import request_sentences


def _nothing_delivered(order: dict) -> bool:
    """Whether the order as get_order shows it has no parcel delivered: each shipment without a
    delivery date, or no shipment and an order not marked delivered."""
    shipments = order.get("shipments") or []
    if shipments:
        return all(not x.get("delivered_at") for x in shipments)
    return order.get("status") != "delivered"


def _evidence(view) -> policy_evidence.Evidence:
    # Judged at the ticket's arrival, as the guard judges it; never the machine's clock (every request carries it).
    now = datetime.fromisoformat(view["ticket"]["received_at"])
    order = view["order"] or {}
    reading = read_once(ticket_text(view), view["ticket"]["order_ref"])
    said = tuple(s.text for s in request_sentences(reading, order.get("order_ref", "")))
    mine = normalise_ref(order.get("order_ref", ""))
    told = tuple(s.text for s in reading.sentences if s.role not in ("injected", "quoted") and s.about_order(mine))
    return policy_evidence.Evidence(order=order, now=now, supplement=view["supplement"], scans=view["scans"], said=said,
                           zone=view["ticket"].get("time_zone", ""), told=told)


def _delivered(view) -> bool:
    return policy_evidence.delivered_on(_evidence(view)) is not None


def _blocked(view, s) -> bool:
    resolved = {o["number"] for o in view["subtasks"] if o["status"] == SubtaskStatus.RESOLVED}
    return any(d not in resolved for d in s["depends_on"])


def _field_ref(view) -> str:
    """The order the ticket gives in its own field, unless its words disown it ("I typed the wrong order number in the box above")."""
    given = view["ticket"]["order_ref"] or ""
    if not given:
        return given
    text = ticket_text(view)
    # (or by correcting its number to another: "Sorry, I meant order 71307, not 71306")
    return "" if form_ref_disowned(text) or normalise_ref(given) in read_once(text, given).corrected else given


def ticket_text(view) -> str:
    return view["ticket"]["subject"] + "\n" + view["ticket"]["body"]


def _ticket_sentences(view) -> list[str]:
    """The customer's own sentences (an injected passage's are not theirs)."""
    return [x.text for x in read_once(ticket_text(view), view["ticket"]["order_ref"]).sentences if x.role != "injected"]


def _quote(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"

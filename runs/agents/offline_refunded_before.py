"""The offline agent's checks of a decision against what earlier refunds drew on (runs/agents/offline.py): paid what
is left, deferred when all is paid, a person when the customer chases a claim settled or told refunded before.
"""

from __future__ import annotations

from .. import policy_support, repeat_claims
from ..money import dollars
from ..screening import request_dicts
from ..ticket_reading import read_once
from .offline_view import _evidence, ticket_text


def _unless_refunded_before(order: dict, kind: str, decision: dict) -> dict:
    """The decision, or a deferral when earlier refunds (another ticket, another run) already drew
    on what it names: the policy table's own reckoning (`policy_support.support`, what the guard's
    amount_supported_by_lines holds it to), never a rule of the agent's."""
    got = policy_support.support(kind, order, decision, order.get("refunds") or [])
    if got.problems or got.cents >= decision["amount_cents"]:
        return decision
    lines = {x["sku"]: x for x in order.get("lines", [])}
    rounding = sum(int(lines[i["sku"]].get("quantity") or 1) for i in got.items if i.get("sku") in lines)
    if got.cents and decision["amount_cents"] - got.cents <= rounding:
        # A unit's tax share is rounded half up on its own ($43.25 of a line of two lamps at $86.49), so the line's last
        # unit after earlier ones were refunded is worth a cent or so less than the rule's unit (at most half a cent for
        # each unit of the line): what is left on the line is paid, never more
        return {**decision, "amount_cents": got.cents}
    if (narrowed := _without_charges_refunded(kind, order, decision, got)) is not None:
        return narrowed
    return {"defer": f"this was already refunded ({_as_recorded(kind, order, decision, got)})"}


def _as_recorded(kind: str, order: dict, decision: dict, got) -> str:
    """The earlier refunds counted against the decision, at the amounts and on the dates the order records ("$18.00 on
    2026-03-09"), never the share counted against this claim told as a refund's amount (verify34 Q05: a $18.00 refund
    counted against a $5.99 fee copy was told as "$5.99 on 2026-03-09", a refund the record never shows). When the
    record's refunds come to more than the share counted, the share is said as what they cover."""
    drew = policy_support.refunds_drawn_on(kind, order, decision, order.get("refunds") or [])
    counted = sum(i["refunded_cents"] for i in got.items)
    if not drew:
        earlier = order.get("refunds") or [{}]
        return f"{dollars(counted)} on {earlier[-1].get('date', 'an earlier date')}"
    told = " and ".join(f"{dollars(int(r.get('amount_cents') or 0))} on {r.get('date', 'an earlier date')}" for r in drew)
    recorded = sum(int(r.get("amount_cents") or 0) for r in drew)
    return told if recorded == counted else f"{told}, which covers the {dollars(counted)} of this claim"


def _without_charges_refunded(kind: str, order: dict, decision: dict, got) -> dict | None:
    """A decision on the order's charges some of which an earlier refund paid back whole (the copy of a charge taken
    twice, refunded weeks ago, beside a parcel now lost): the charges nothing was drawn on, each paid whole, as the
    policy table reckons them; None when any charge was only partly drawn on, or a line is named (a person or the
    deferral reads those)."""
    items = got.items
    if not items or any("charge" not in i for i in items):
        return None
    whole = [i for i in items if i["refunded_cents"] == 0 and i["left_cents"] == i["worth_cents"]]
    gone = [i for i in items if i["left_cents"] == 0]
    if not whole or not gone or len(whole) + len(gone) != len(items):
        return None
    narrowed = {**decision, "charges": [i["charge"] for i in whole]}
    left = policy_support.support(kind, order, narrowed, order.get("refunds") or [])
    return {**narrowed, "amount_cents": left.cents} if not left.problems and left.cents else None


def _unless_chased_after_refund(view, kind: str, decision: dict) -> dict | None:
    """An escalation when earlier refunds already drew on everything the decision names and the customer chases the
    claim as one told before or promised by the shop's people ("following up on my phone call ... I was told it would
    be sorted"): the record and the customer's account differ, and a person checks what was promised and tells them;
    else None (the decision goes on to `_unless_refunded_before`)."""
    order = view["order"]
    got = policy_support.support(kind, order, decision, order.get("refunds") or [])
    if got.problems or got.cents:
        return None
    requests = request_dicts(read_once(ticket_text(view), view["ticket"]["order_ref"]), order["order_ref"])
    found = repeat_claims.chased({**decision, "case_type": kind}, order, requests)
    if not found:
        return None
    c = found[0]
    return {"escalate": f"check the earlier promise on the {kind.replace('_', ' ')} claim on the {c.description.lower()} of order "
                        f"{order['order_ref']}: the customer chases it and the order shows it refunded before",
            "reason": "; ".join(repeat_claims.says(c, _evidence(view).today)) + "; nothing is paid again until a person checks and tells the customer"}


def _unless_settled_before(view, kind: str, decision: dict) -> dict:
    """The decision, or an escalation when an earlier refund of the kind drew on a line it names
    and the ticket does not tell this claim apart from the settled one (the guard's
    claim_not_settled_before): "as I said last week" is not paid again on a guess."""
    order = view["order"]
    requests = request_dicts(read_once(ticket_text(view), view["ticket"]["order_ref"]), order["order_ref"])
    settled = [c for c in repeat_claims.compare({**decision, "case_type": kind}, order, requests) if c.settled]
    if not settled:
        return decision
    c = settled[0]
    if c.told_refunded:
        # "you refunded this kettle last month and now it leaks again", on an order recording no refund of it
        return {"escalate": f"check the {kind.replace('_', ' ')} claim on the {c.description.lower()} of order {order['order_ref']}: the "
                            "customer says it was refunded before and the order records no refund of it",
                "reason": "; ".join(repeat_claims.says(c, _evidence(view).today)) + "; nothing is paid until a person checks"}
    return {"escalate": f"check whether the {kind.replace('_', ' ')} claim on the {c.description.lower()} of order {order['order_ref']} "
                        "is one an earlier refund already settled",
            "reason": "; ".join(repeat_claims.says(c, _evidence(view).today)) + "; nothing is paid again until a person checks"}

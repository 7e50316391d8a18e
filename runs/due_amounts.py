"""What the policy makes due on the order lines a decision names, and when less than that may be paid.

POL-DMG-002, POL-WRG-004, POL-COM-005 and a lost parcel's lines under POL-NDL-003 pay a line's
units back at their price and tax share (`policy_charges.line_cents`), less what earlier refunds already
drew on them (`policy_support.support`, the figure the guard already holds every line refund to as a
ceiling). The same figure is also the floor: a $194.40 desk paid $149.00 short-paid the customer
$45.40 and the run closed resolved. Less than the due amount is paid only when a person set it:

- a support lead approved a lower amount on this decision (`amended_by`, runs.people.actions);
- a support lead rejected an earlier decision of the subtask with instructions (a pinned
  instruction, "refund only $120"), and the agent proposed again;
- the ticket names a part of one unit of a set ("one plate of the set") and the decision is flagged
  for a person: a lead approves that partial amount (the guard's part-of-a-unit rule).

Charges (a duplicate's copy, a delivery fee, everything charged on a lost order) are not lines:
their amounts are held by the amount-stated and charge checks, not here. An amount above the due
amount is the lines check's (`amount_supported_by_lines`) to refuse.
"""

from __future__ import annotations

from . import policy_support

# A unit's tax share is rounded half up on its own, so N units counted one by one may come to a
# cent or so per unit less than the line's rule for N (at most half a cent a unit): within that, no short-payment.
ROUNDING_CENTS_PER_UNIT = 1



def due_on_lines(decision: dict, order: dict, refunded: list[dict]) -> tuple[int | None, list[dict]]:
    """The amount due for the lines a decision names (their units' worth, less what `refunded` drew
    on them), with the lines as counted; None when it names a charge, names no line, or names what
    the lines check refuses anyway (a line the order does not have, more units than it holds)."""
    if decision.get("charges") or not decision.get("lines") or decision.get("amount_cents") is None:
        return None, []
    got = policy_support.support(decision["case_type"], order, decision, refunded)
    if got.problems:
        return None, got.items
    return got.cents, got.items


def short_by(amount_cents: int, due_cents: int | None, items: list[dict]) -> int:
    """How much less than due the amount is, beyond the rounding of units counted one by one (0: not short)."""
    if due_cents is None:
        return 0
    units = sum(int(i.get("quantity") or 0) for i in items if "sku" in i)
    short = due_cents - amount_cents
    return short if short > ROUNDING_CENTS_PER_UNIT * max(1, units) else 0


def lead_instructed(rejections: list[dict], decisions: dict, subtask: int) -> str:
    """The support lead who rejected an earlier decision of `subtask` with instructions ('' if none):
    `rejections` are the run's refund_rejected events ({actor, payload})."""
    for e in rejections:
        p = e.get("payload") or {}
        earlier = decisions.get(p.get("decision") or "") or {}
        if p.get("instructions") and earlier.get("subtask") == subtask:
            return e.get("actor") or "a support lead"
    return ""

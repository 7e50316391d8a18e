"""What the policies entitle the customer to, as a run can carry it out: each intent settled, the
expected end state and the simulated approver's answers. The rules follow the policy documents
(runs.shop.demo_data.policies); docs/evals.md says where the runtime cannot do what they say.
"""

from __future__ import annotations

from dataclasses import dataclass

from runs.shop.demo_data.facts import tax_cents
from runs.shop.refund_matrix import refund_source_for

from .specs import COM, DMG, DUP, LATE, NDL, Q, WRG

CEILING = 15000  # settings.REFUND_CEILING_CENTS default; the approver's answers assume it


# --- what the policies entitle the customer to --------------------------------------------------
@dataclass
class Settled:
    """One intent's end state."""

    intent: str
    status: str  # resolved | escalated | deferred
    refund: tuple[int, str] | None = None
    ret: tuple[str, str] | None = None
    decision_cents: int = 0
    named: str = ""  # what an escalation or deferral names (a substring the judge looks for)


def _line_cents(order, sku: str) -> int:
    line = next(x for x in order.lines if x.sku == sku)
    has_tax = any(c.kind == "tax" for c in order.charges)
    return line.total_cents + (tax_cents(line.total_cents) if has_tax else 0)


def distinct_charges(charges) -> list:
    seen, out = set(), []
    for c in charges:
        key = (c.kind, c.description, c.amount_cents, c.charged_at)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def settle(intent: str, *, order, supplement, sku: str, intents: tuple[str, ...], replaced: bool = False) -> Settled:
    """The policy answer for one intent on one order (POL-BILL-001 ... POL-REPL-007), as a run can carry it out.
    `replaced`: a free replacement order for this order exists."""
    source = refund_source_for(intent, order.seller_type) if intent != Q else ""
    if intent == Q:
        return Settled(intent, "resolved")
    if intent == DUP:
        extra = sum(c.amount_cents for c in order.charges) - sum(c.amount_cents for c in distinct_charges(order.charges))
        if not extra:
            return Settled(intent, "deferred", named="duplicate")
        return Settled(intent, "resolved", refund=(extra, source), decision_cents=extra)
    ship = order.shipments[0] if order.shipments else None
    delivered = ship is not None and ship.delivered_at is not None
    if intent == NDL:
        if delivered:
            return Settled(intent, "escalated", named="delivery")  # scanned delivered: a person investigates
        charges = distinct_charges(order.charges) if DUP in intents else order.charges
        total = sum(c.amount_cents for c in charges)
        return Settled(intent, "resolved", refund=(total, source), decision_cents=total)
    if intent == LATE:
        fee = sum(c.amount_cents for c in distinct_charges(order.charges) if c.kind == "delivery")
        if not delivered or ship.delivered_at.date() <= ship.promised_by or not fee:
            return Settled(intent, "deferred", named="delivery fee")
        return Settled(intent, "resolved", refund=(fee, source), decision_cents=fee)
    amount = _line_cents(order, sku)
    if intent == DMG:
        if not delivered:  # never delivered: replanned into a non-delivery claim
            return settle(NDL, order=order, supplement=supplement, sku=sku, intents=intents, replaced=replaced)
        if replaced:
            return Settled(intent, "deferred", named="damaged")
        if supplement.damage_remedy == "replace":
            return Settled(intent, "escalated", named="replacement")
        if supplement.damage_remedy == "collect_and_refund" and supplement.accepts_returns:
            return Settled(intent, "resolved", ret=("collection", sku), decision_cents=amount)
        return Settled(intent, "resolved", refund=(amount, source), decision_cents=amount)
    if intent == WRG:
        if replaced:
            return Settled(intent, "deferred", named="wrong item")
        return Settled(intent, "resolved", ret=("return", sku), decision_cents=amount)
    if intent == COM:
        if not supplement.accepts_returns:
            return Settled(intent, "deferred", named="return")
        return Settled(intent, "resolved", ret=("return", sku), decision_cents=amount)
    raise KeyError(intent)


def expected_for(intents, order, supplement, focus: dict, *, reject: tuple[str, str] | None, item_word: dict,
                 replaced: bool = False) -> tuple[dict, dict, list]:
    """(expected, approver, settled) for a case on one order."""
    settled = []
    for intent in intents:
        sku = focus.get(intent) or order.lines[0].sku
        s = settle(intent, order=order, supplement=supplement, sku=sku, intents=intents, replaced=replaced)
        settled.append((s, sku))
    refunds, returns, escalations, deferred, answers = [], [], [], [], []
    for s, sku in settled:
        if s.decision_cents > CEILING and s.status == "resolved":
            if reject and reject[0] == s.intent:
                answers.append({"answer": "reject", "role": "support_lead", "note": reject[1], "amount_cents": s.decision_cents})
                s.status, s.refund, s.ret, s.named = "escalated", None, None, item_word[sku]
            else:
                answers.append({"answer": "approve", "role": "support_lead", "amount_cents": s.decision_cents,
                                "note": "Checked the order and the policy; approved."})
        if s.refund:
            refunds.append({"amount_cents": s.refund[0], "source": s.refund[1]})
        if s.ret:
            returns.append({"kind": s.ret[0], "sku": s.ret[1]})
        if s.status == "escalated":
            escalations.append({"item": s.named})
        if s.status == "deferred":
            deferred.append({"item": s.named})
    statuses = [s.status for s, _ in settled]
    outcome = ("resolved" if all(x == "resolved" for x in statuses)
               else "partial" if "resolved" in statuses or "escalated" not in statuses else "escalated")  # as runs.walk.close.outcome_of
    expected = {"outcome": outcome, "refunds": refunds, "returns": returns, "escalations": escalations, "deferred": deferred}
    approver = {"refunds": answers}
    return expected, approver, [s for s, _ in settled]


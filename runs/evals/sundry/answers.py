"""What the policies entitle the customer to, as a run can carry it out: each intent settled, the
expected end state and the simulated approver's answers. The rules are the policy table's
(runs.policy), judged when a case's ticket arrives; docs/evals.md says where the runtime cannot do
what the documents say.
"""

from __future__ import annotations

from dataclasses import dataclass

from runs import policy, policy_charges, policy_evidence, policy_goods_conditions, policy_support
from runs.evals.world import DEFAULT_NOW
from runs.models import SubtaskStatus
from runs.outcomes import outcome_of
from runs.shop.refund_matrix import refund_source_for

from .specs import COM, DMG, DUP, LATE, NDL, Q, WRG
from .wording import DAMAGE

CEILING = 15000  # settings.REFUND_CEILING_CENTS default; the approver's answers assume it


# --- what the policies entitle the customer to --------------------------------------------------
@dataclass
class Settled:
    """One intent's end state."""

    intent: str
    status: SubtaskStatus  # resolved, escalated or deferred
    refund: tuple[int, str] | None = None
    ret: tuple[str, str] | None = None
    decision_cents: int = 0
    named: str = ""  # what an escalation or deferral names (a substring the judge looks for)


def _pinned(order, replaced: bool) -> dict:
    return order.as_pinned(replacements=("a replacement",) if replaced else ())


def _failing(intent: str, pinned: dict, supplement, sku: str, action: str) -> list[str]:
    """The conditions of the intent's row that fail, judged when the ticket arrives (DEFAULT_NOW)."""
    terms = {"ref": supplement.ref, "accepts_returns": supplement.accepts_returns, "return_window_days": supplement.return_window_days,
             "damage_remedy": supplement.damage_remedy}
    ev = policy_evidence.Evidence(order=pinned, now=DEFAULT_NOW, supplement=terms)
    return [f.condition for f in policy.eligibility(intent, ev, {"action": action, "sku": sku}) if not f.holds]


def _names_a_part(pinned: dict, sku: str) -> bool:
    """Whether the customers' words for this line's damage name a part of one unit of a set
    (runs.unit_counts: "two of the pans" of a 10-piece cookware set), which no run pays in full."""
    from runs.unit_counts import part_of_unit

    line = next(x for x in pinned["lines"] if x["sku"] == sku)
    # (the goods named with their damage, as every ticket's wording names them: a part told alone, the goods never named,
    # is a person's to place, runs/named_parts.py)
    return bool(part_of_unit(pinned, line, [f'{line["description"]}: {DAMAGE.get(sku, "")}']))


def settle(intent: str, *, order, supplement, sku: str, intents: tuple[str, ...], replaced: bool = False) -> Settled:
    """The policy table's answer (runs.policy) for one intent on one order, as a run can carry it out.
    `replaced`: a free replacement order for this order exists."""
    source = refund_source_for(intent, order.seller_type) if intent != Q else ""
    if intent == Q:
        return Settled(intent, SubtaskStatus.RESOLVED)
    pinned = _pinned(order, replaced)
    if intent == DUP:
        extra = sum(c["amount_cents"] for c in policy_charges.copies(pinned))
        if not extra:
            return Settled(intent, SubtaskStatus.DEFERRED, named="duplicate")
        return Settled(intent, SubtaskStatus.RESOLVED, refund=(extra, source), decision_cents=extra)
    if intent == NDL:
        if _failing(NDL, pinned, supplement, sku, "refund"):
            return Settled(intent, SubtaskStatus.ESCALATED, named="delivery")  # scanned delivered: a person investigates
        charges = policy_charges.distinct_charges(pinned) if DUP in intents else pinned["charges"]
        total = sum(c["amount_cents"] for c in charges)
        return Settled(intent, SubtaskStatus.RESOLVED, refund=(total, source), decision_cents=total)
    if intent == LATE:
        fee = sum(c["amount_cents"] for c in policy_support.drawable_charges(LATE, pinned))
        if _failing(LATE, pinned, supplement, sku, "refund") or not fee:
            return Settled(intent, SubtaskStatus.DEFERRED, named="delivery fee")
        return Settled(intent, SubtaskStatus.RESOLVED, refund=(fee, source), decision_cents=fee)
    amount = policy_charges.line_cents(pinned, sku)
    if intent == DMG:
        action = policy_goods_conditions.damage_remedy(policy_evidence.Evidence(order=pinned, now=DEFAULT_NOW, supplement={
            "damage_remedy": supplement.damage_remedy, "accepts_returns": supplement.accepts_returns}))
        failing = [f for f in _failing(DMG, pinned, supplement, sku, action or "refund") if f != "remedy_is_sellers"]
        if "delivered" in failing:  # never delivered: replanned into a non-delivery claim
            return settle(NDL, order=order, supplement=supplement, sku=sku, intents=intents, replaced=replaced)
        if failing:
            return Settled(intent, SubtaskStatus.DEFERRED, named="damaged")
        if action is None:
            return Settled(intent, SubtaskStatus.ESCALATED, named="replacement")
        if _names_a_part(pinned, sku):
            return Settled(intent, SubtaskStatus.ESCALATED, named="damaged")  # a piece of a set sold as one unit: a person settles it
        if action == "collection":
            return Settled(intent, SubtaskStatus.RESOLVED, ret=("collection", sku), decision_cents=amount)
        return Settled(intent, SubtaskStatus.RESOLVED, refund=(amount, source), decision_cents=amount)
    if intent == WRG:
        if _failing(WRG, pinned, supplement, sku, "return"):
            return Settled(intent, SubtaskStatus.DEFERRED, named="wrong item")
        return Settled(intent, SubtaskStatus.RESOLVED, ret=("return", sku), decision_cents=amount)
    if intent == COM:
        if _failing(COM, pinned, supplement, sku, "return"):
            return Settled(intent, SubtaskStatus.DEFERRED, named="return")
        return Settled(intent, SubtaskStatus.RESOLVED, ret=("return", sku), decision_cents=amount)
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
        if s.decision_cents > CEILING and s.status == SubtaskStatus.RESOLVED:
            if reject and reject[0] == s.intent:
                answers.append({"answer": "reject", "role": "support_lead", "note": reject[1], "amount_cents": s.decision_cents})
                s.status, s.refund, s.ret, s.named = SubtaskStatus.ESCALATED, None, None, item_word[sku]
            else:
                answers.append({"answer": "approve", "role": "support_lead", "amount_cents": s.decision_cents,
                                "note": "Checked the order and the policy; approved."})
        if s.refund:
            refunds.append({"amount_cents": s.refund[0], "source": s.refund[1]})
        if s.ret:
            returns.append({"kind": s.ret[0], "sku": s.ret[1]})
        if s.status == SubtaskStatus.ESCALATED:
            escalations.append({"item": s.named})
        if s.status == SubtaskStatus.DEFERRED:
            deferred.append({"item": s.named})
    expected = {"outcome": outcome_of(s.status for s, _ in settled), "refunds": refunds, "returns": returns, "escalations": escalations, "deferred": deferred}
    approver = {"refunds": answers}
    return expected, approver, [s for s, _ in settled]


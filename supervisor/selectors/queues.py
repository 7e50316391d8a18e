"""People's queues: plans waiting for a reviewer, refunds over the ceiling waiting for a lead,
open escalations."""

from __future__ import annotations

from collections import defaultdict

from django.conf import settings
from django.db.models import Prefetch, Q

from runs.intents import uncovered
from runs.models import Approval, EffectClass, Escalation, ReplanEvent, RunEvent, Step, Subtask
from runs.policy_support import order_room_cents
from runs.returns_without_money import declined_on_arrival
from runs.shop.models import Order, PolicyDocument
from supervisor.selectors.audit import replan_view
from supervisor.selectors.run_pages import screening_view
from supervisor.money import cents
from supervisor.selectors.timeline import describe_event


def _runs_with_plan() -> Prefetch:
    return Prefetch("run__subtasks", queryset=Subtask.objects.order_by("number").prefetch_related(
        Prefetch("steps", queryset=Step.objects.exclude(status=Step.Status.SKIPPED).order_by("number"))))


def plan_queue() -> list[dict]:
    """Plans waiting for confirmation, oldest first, with the plan and what screening found."""
    approvals = (Approval.objects.filter(kind=Approval.Kind.PLAN, status=Approval.Status.PENDING)
                 .select_related("run__ticket", "requested_by", "assignee")
                 .prefetch_related(_runs_with_plan(), Prefetch("run__replans", queryset=ReplanEvent.objects.order_by("created_at", "pk")))
                 .order_by("created_at", "pk"))
    items = []
    for approval in approvals:
        subtasks = list(approval.run.subtasks.all())
        intents = approval.run.state.get("intents") or []
        replans = list(approval.run.replans.all())
        items.append({"approval": approval, "run": approval.run, "subtasks": subtasks, "intents": intents,
                      "why": plan_waits_because(approval, subtasks), "stakes": plan_stakes(approval.run, subtasks),
                      "uncovered": uncovered(intents, [s.case_type for s in subtasks]), "unasked": unasked(intents, subtasks),
                      **screening_view(approval.run, subtasks, deciding=True),
                      "last_replan": replan_view(replans[-1]) if replans else None})
    return items


def unasked(intents: list[str], subtasks: list) -> list[str]:
    """Subtasks of a kind the screener read no request for: the guard's request_in_ticket will refuse
    any decision on them (a damage claim may still become a non-delivery once the scans show it never
    arrived), unless a person gives the subtask its kind by editing the plan. The reviewer sees it now."""
    asked = set(intents) | ({"non_delivery"} if "damaged_item" in intents else set())
    return [f"{s.number}. {s.goal} ({s.case_type.replace('_', ' ')})" for s in subtasks if s.case_type in MONEY_CASES and s.case_type not in asked]


MONEY_CASES = {"duplicate_charge", "damaged_item", "non_delivery", "wrong_item", "change_of_mind", "late_delivery"}


def plan_waits_because(approval: Approval, subtasks: list) -> list[str]:
    """Why this plan waits for a person, in plain words (the rule in runs.walk.exits.plan_needs_confirmation)."""
    run = approval.run
    order = run.state.get("order") or {}
    why = []
    if len(subtasks) > 1:
        why.append(f"The customer asks for {len(subtasks)} things at once; a person checks the plan covers each before anything happens.")
    value = sum(line["unit_price_cents"] * line["quantity"] for line in order.get("lines", []))
    moves = any(st.effect_class == EffectClass.EXTERNAL_EFFECT for s in subtasks for st in s.steps.all())
    if moves and value > settings.REFUND_CEILING_CENTS:
        why.append(f"The order is worth {cents(value)}, over the {cents(settings.REFUND_CEILING_CENTS)} refund ceiling, "
                   "and the plan moves money or goods.")
    if approval.requested_by_id:
        if approval.requested_by_id == run.ticket.created_by_id:
            why.append(f"{approval.requested_by} typed the ticket, so someone else confirms its plan.")
        else:
            why.append(f"{approval.requested_by} edited the plan, so another reviewer confirms it.")
    return why or ["The deployment asks a person to confirm every plan."]


def plan_stakes(run, subtasks: list) -> list[dict]:
    """Per subtask, what confirming lets happen: money that may go back, goods that may move, what cannot be undone."""
    order = run.state.get("order") or {}
    stakes = []
    for s in subtasks:
        tools = {st.tool for st in s.steps.all()}
        parts = []
        if "issue_refund" in tools and s.case_type in MONEY_CASES:
            parts.append(f"up to {cents(order_room_cents(s.case_type, order, []))} refunded (a refund cannot be undone)")
        if "start_return" in tools:
            parts.append("a return or collection of the item booked (it can be cancelled before the carrier collects)")
        stakes.append({"subtask": s, "text": "; ".join(parts) or "nothing moves: a question is answered"})
    return stakes


def approval_queue() -> list[dict]:
    """Refunds over the ceiling waiting for a lead: the decision, the order, the cited policy, the evidence."""
    approvals = list(Approval.objects.filter(kind=Approval.Kind.REFUND, status=Approval.Status.PENDING)
                     .select_related("run__ticket", "requested_by", "assignee").prefetch_related("run__subtasks").order_by("created_at", "pk"))
    runs = {a.run_id: a.run for a in approvals}
    refs = {a.decision.get("policy_ref") for a in approvals if a.decision.get("policy_ref")}
    policies = {p.ref: p for p in PolicyDocument.objects.filter(ref__in=refs)} if refs else {}
    order_refs = {a.decision.get("order_ref") or a.run.order_ref for a in approvals} - {"", None}
    orders = {}
    if order_refs:
        orders = {o.ref: o for o in Order.objects.filter(ref__in=order_refs).select_related("customer", "seller")
                  .prefetch_related("lines", "charges", "refunds")}
    evidence: dict[tuple[int, str], dict] = defaultdict(dict)
    retrievals: dict[int, list[RunEvent]] = defaultdict(list)
    if runs:
        events = RunEvent.objects.filter(run_id__in=runs).filter(
            Q(kind__in=["guard_check", "decision_proposed"]) | Q(kind="tool_result", payload__name="search_policy")).order_by("seq")
        for e in events:
            if e.kind == "tool_result":
                retrievals[e.run_id].append(e)
            else:
                ref = e.payload.get("decision", {}).get("ref") if e.kind == "decision_proposed" else e.payload.get("decision")
                evidence[(e.run_id, ref)][e.kind] = e  # the latest of each kind wins
    items = []
    for approval in approvals:
        d = approval.decision
        ref = d.get("ref", "")
        subtask = next((s for s in approval.run.subtasks.all() if s.number == d.get("subtask")), None)
        guard = evidence[(approval.run_id, ref)].get("guard_check")
        policy_ref = d.get("policy_ref", "")
        retrieved = next((e for e in retrievals[approval.run_id]
                          if any(doc.get("ref") == policy_ref for doc in (e.payload.get("result") or {}).get("documents", []))), None)
        items.append({
            "approval": approval, "run": approval.run, "decision": d, "subtask": subtask,
            "policy": policies.get(policy_ref), "order": orders.get(d.get("order_ref") or approval.run.order_ref),
            "guard": describe_event(guard) if guard else None, "proposed": evidence[(approval.run_id, ref)].get("decision_proposed"),
            "retrieved": retrieved, "refund_declined": declined_on_arrival(d),
        })
    return items


def escalation_queue() -> list[Escalation]:
    return list(Escalation.objects.filter(status=Escalation.Status.OPEN).select_related("run__ticket", "subtask", "assignee").order_by("created_at", "pk"))

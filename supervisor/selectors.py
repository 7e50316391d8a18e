"""Read-only queries behind the dashboard pages.

Each page asks a fixed number of questions of the database however many runs or events there are:
lists use select_related/prefetch_related, and what is grouped or counted is grouped in one query.
The live path (a consumer re-rendering one partial for one connection) calls the same functions,
so a partial pushed over the socket shows exactly what a page load shows.
"""

from __future__ import annotations

import json
import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.core.paginator import Paginator
from django.db.models import Count, Exists, F, OuterRef, Prefetch, Q, QuerySet
from django.urls import reverse
from django.utils import timezone

from runs.guards import INCIDENTS
from runs.intents import uncovered
from runs.machine import ORDER, PHASES
from runs.models import (
    Approval,
    DriftAlert,
    Escalation,
    EvalRun,
    Phase,
    ReplanEvent,
    Run,
    RunEvent,
    Step,
    Subtask,
)
from runs.plan import plan_diff
from runs.shop.models import Order, PolicyDocument
from runs.tools import TOOLS

LIVE_STATUSES = (Run.Status.QUEUED, Run.Status.RUNNING, *Run.WAITING)

MODEL_LABELS = {
    "offline": "Offline agent",
    "scripted": "Scripted agent",
    "anthropic": "Claude",
}


# --- Queues and the overview ------------------------------------------------------------------


def queue_counts() -> dict[str, int]:
    """What is waiting for people: plans to confirm, refunds to approve, open escalations."""
    pending = Approval.objects.filter(status=Approval.Status.PENDING).aggregate(
        plans=Count("id", filter=Q(kind=Approval.Kind.PLAN)),
        refunds=Count("id", filter=Q(kind=Approval.Kind.REFUND)),
    )
    return {
        "plans": pending["plans"],
        "refunds": pending["refunds"],
        "escalations": Escalation.objects.filter(status=Escalation.Status.OPEN).count(),
    }


@dataclass
class PhaseColumn:
    phase: str
    label: str
    incident: str
    runs: list[Run] = field(default_factory=list)
    total: int = 0

    @property
    def more(self) -> int:
        return self.total - len(self.runs)


def live_runs_by_phase(limit: int = 100, per_phase: int = 6) -> list[PhaseColumn]:
    """Unfinished runs grouped by phase, the most recently moved first (`per_phase` shown in each)."""
    live = Run.objects.filter(status__in=LIVE_STATUSES)
    totals = dict(live.values_list("phase").annotate(n=Count("id")).values_list("phase", "n"))
    columns = {p: PhaseColumn(p, Phase(p).label, PHASES[p].incident, total=totals.get(p, 0)) for p in ORDER}
    for run in live.select_related("ticket").order_by("-updated_at", "-pk")[:limit]:
        if run.phase in columns and len(columns[run.phase].runs) < per_phase:
            columns[run.phase].runs.append(run)
    return list(columns.values())


def open_drift_alerts(limit: int = 10) -> list[DriftAlert]:
    return list(DriftAlert.objects.filter(status=DriftAlert.Status.OPEN).select_related("run__ticket").order_by("-created_at", "-pk")[:limit])


def recent_finished_runs(limit: int = 10) -> list[Run]:
    return list(Run.objects.filter(status__in=Run.FINISHED).select_related("ticket").order_by("-finished_at", "-pk")[:limit])


def overview() -> dict:
    return {
        "counts": queue_counts(),
        "columns": live_runs_by_phase(),
        "drift_alerts": open_drift_alerts(),
        "recent_runs": recent_finished_runs(),
    }


# --- Runs -------------------------------------------------------------------------------------


def run_list_queryset() -> QuerySet[Run]:
    """Runs with what the list shows: ticket, subtask tallies, and whether drift was ever raised."""
    return (
        Run.objects.select_related("ticket")
        .annotate(
            subtask_total=Count("subtasks"),
            subtask_resolved=Count("subtasks", filter=Q(subtasks__status=Subtask.Status.RESOLVED)),
            has_drift=Exists(DriftAlert.objects.filter(run=OuterRef("pk"))),
        )
        .order_by("-created_at", "-pk")
    )


@dataclass
class PhaseNode:
    phase: str
    label: str
    purpose: str
    incident: str
    tools: tuple[str, ...]
    state: str  # "current", "visited", "ahead"


def phase_diagram(run: Run, events: list[RunEvent]) -> list[PhaseNode]:
    """The five phases, each marked current, visited (the run has been there) or ahead."""
    visited = {e.payload.get("from") for e in events if e.kind == "transition"} | {e.phase for e in events}
    nodes = []
    for p in ORDER:
        spec = PHASES[p]
        state = "current" if run.phase == p else ("visited" if p in visited else "ahead")
        nodes.append(PhaseNode(p, Phase(p).label, spec.purpose, spec.incident, spec.tools, state))
    return nodes


def subtasks_with_steps(run_ids) -> QuerySet[Subtask]:
    steps = Step.objects.select_related("result_event").order_by("number")
    return (
        Subtask.objects.filter(run_id__in=run_ids)
        .select_related("evidence_event")
        .prefetch_related(Prefetch("steps", queryset=steps))
        .order_by("run_id", "number")
    )


def split_steps(subtasks) -> list[Subtask]:
    """Each subtask with `active_steps` and `skipped_steps` (steps a replan replaced), from the prefetch."""
    out = []
    for s in subtasks:
        steps = list(s.steps.all())
        s.active_steps = [st for st in steps if st.status != Step.Status.SKIPPED]
        s.skipped_steps = [st for st in steps if st.status == Step.Status.SKIPPED]
        out.append(s)
    return out


def run_detail(run_id: int) -> dict:
    """Everything the run page shows, in a fixed number of queries."""
    run = Run.objects.select_related("ticket", "ticket__created_by").get(pk=run_id)
    events = list(run.events.order_by("seq"))
    subtasks = split_steps(subtasks_with_steps([run.pk]))
    replans = list(run.replans.order_by("created_at", "pk"))
    approvals = list(run.approvals.select_related("requested_by", "decided_by").order_by("created_at", "pk"))
    escalations = list(run.escalations.select_related("subtask", "resolved_by").order_by("created_at", "pk"))
    drift_alerts = list(run.drift_alerts.order_by("created_at", "pk"))
    alert_events = {e.payload.get("alert"): e.seq for e in events if e.kind == "drift_alert"}
    for alert in drift_alerts:
        alert.event_seq = alert_events.get(alert.pk)
    return {
        "run": run,
        "phases": phase_diagram(run, events),
        "subtasks": subtasks,
        "turns": timeline(events, replans=replans),
        "replans": [replan_view(r) for r in replans],
        "approvals": approvals,
        "escalations": escalations,
        "drift_alerts": drift_alerts,
        "event_count": len(events),
        "last_seq": events[-1].seq if events else 0,
    }


# --- The timeline -----------------------------------------------------------------------------


@dataclass
class Turn:
    number: int
    phases: list[str]
    entries: list[dict]
    model_calls: int = 0
    tool_calls: int = 0
    errors: int = 0

    @property
    def anchor(self) -> str:
        return f"turn-{self.number}"


def timeline(events: list[RunEvent], *, replans: list[ReplanEvent] = ()) -> list[Turn]:
    """Events grouped by turn (turn 0 is what happens before the first model call)."""
    replan_by_event = {r.event_id: r for r in replans}
    turns: dict[int, Turn] = {}
    for e in events:
        turn = turns.get(e.turn)
        if turn is None:
            turn = turns[e.turn] = Turn(e.turn, [], [])
        if e.phase not in turn.phases:
            turn.phases.append(e.phase)
        entry = describe_event(e, replan=replan_by_event.get(e.pk))
        turn.entries.append(entry)
        if e.kind == "model_response":
            turn.model_calls += 1
        elif e.kind == "tool_result":
            turn.tool_calls += 1
            if not e.payload.get("ok"):
                turn.errors += 1
    return [turns[n] for n in sorted(turns)]


KIND_LABELS = {
    "run_created": "Run created",
    "walk_started": "Worker picked up the run",
    "ticket_screened": "Ticket screened",
    "model_response": "Model answered",
    "model_error": "Model error",
    "order_pinned": "Order pinned",
    "tool_result": "Tool call",
    "effect_requested": "External effect requested",
    "turn_end": "Turn ended",
    "plan_admitted": "Plan admitted",
    "plan_rejected": "Plan proposal refused",
    "transition": "Phase transition",
    "approval_requested": "Approval requested",
    "approval_void": "Approval void",
    "plan_confirmed": "Plan confirmed",
    "plan_rejected_by_person": "Plan rejected",
    "subtask_status": "Subtask status",
    "decision_proposed": "Decision proposed",
    "guard_check": "Guard check",
    "verification": "Verification",
    "drift_alert": "Drift alert",
    "drift_answered": "Drift alert answered",
    "replan": "Replan",
    "escalated": "Escalated",
    "escalation_resolved": "Escalation resolved",
    "handled_by_person": "Handled by a person",
    "refund_approved": "Refund approved",
    "refund_rejected": "Refund rejected",
    "intervention": "Intervention",
    "intervention_applied": "Intervention delivered to the model",
    "stopped": "Stopped",
    "run_closed": "Run closed",
    "run_failed": "Run failed",
}

INTERVENTION_LABELS = {"instruction": "Instruction", "key_info": "Key information", "stop": "Stop at the next turn boundary"}

# How an event reads at a glance: ok (green), bad (red), warn (amber), person (blue), quiet (grey).
_TONE = {
    "walk_started": "quiet", "turn_end": "quiet", "intervention_applied": "quiet", "run_created": "quiet",
    "plan_rejected": "bad", "model_error": "bad", "run_failed": "bad", "approval_void": "warn",
    "drift_alert": "warn", "escalated": "bad", "stopped": "warn", "refund_rejected": "bad",
    "plan_rejected_by_person": "bad",
}
_PERSON_KINDS = {"plan_confirmed", "plan_rejected_by_person", "refund_approved", "refund_rejected", "escalation_resolved",
                 "intervention", "handled_by_person"}


def pretty(value) -> str:
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False, default=str)


def describe_event(e: RunEvent, *, replan: ReplanEvent | None = None) -> dict:
    """What the timeline shows for one event: a label, a tone and the kind's own fields."""
    p = e.payload or {}
    entry = {
        "event": e, "seq": e.seq, "kind": e.kind, "label": KIND_LABELS.get(e.kind, e.kind.replace("_", " ").capitalize()),
        "actor": e.actor, "is_person": e.actor not in ("agent", "system", "command"), "tone": _TONE.get(e.kind, "info"),
    }
    if e.kind in _PERSON_KINDS:
        entry["tone"] = "person"
    if e.kind == "tool_result":
        tool = TOOLS.get(p.get("name", ""))
        compact = json.dumps(p.get("input"), ensure_ascii=False, sort_keys=True, default=str)
        entry.update(tool=p.get("name", "?"), ok=bool(p.get("ok")), input=pretty(p.get("input")),
                     input_inline=compact if len(compact) <= 160 else "",
                     result=pretty(p.get("result")) if p.get("ok") else "", error=p.get("error", ""),
                     effect_class=tool.effect_class if tool else "", tone="ok" if p.get("ok") else "bad")
    elif e.kind == "model_response":
        response = p.get("response") or {}
        content = response.get("content") or []
        entry.update(texts=[b.get("text", "") for b in content if b.get("type") == "text" and b.get("text")],
                     calls=[{"name": b.get("name"), "input": pretty(b.get("input"))} for b in content if b.get("type") == "tool_use"],
                     stop_reason=response.get("stop_reason", ""), usage=response.get("usage") or {}, model=response.get("model", ""))
    elif e.kind == "guard_check":
        checks = [{"check": c.get("check"), "passed": c.get("passed"), "inputs": c.get("inputs") or {},
                   "incident": INCIDENTS.get(c.get("check"), c.get("incident", ""))} for c in p.get("checks", [])]
        entry.update(decision=p.get("decision"), subtask=p.get("subtask"), passed=p.get("passed"), checks=checks,
                     tone="ok" if p.get("passed") else "bad")
    elif e.kind == "transition":
        entry.update(src=p.get("from"), dst=p.get("to"), why=p.get("why", ""))
    elif e.kind == "subtask_status":
        entry.update(subtask=p.get("subtask"), src=p.get("from"), dst=p.get("to"), evidence_seq=p.get("evidence_seq"),
                     note=p.get("note", ""), deferred_reason=p.get("deferred_reason", ""),
                     tone={"resolved": "ok", "escalated": "bad", "deferred": "warn"}.get(p.get("to"), "info"))
    elif e.kind == "decision_proposed":
        entry.update(decision=p.get("decision") or {})
    elif e.kind == "verification":
        entry.update(verdict=p.get("verdict"), findings=p.get("findings") or [],
                     tone={"PASS": "ok", "FAIL": "bad", "PARTIAL": "warn"}.get(p.get("verdict"), "info"))
    elif e.kind == "intervention":
        entry.update(intervention=INTERVENTION_LABELS.get(p.get("type"), p.get("type")), text=p.get("text", ""))
    elif e.kind == "replan":
        entry.update(trigger=p.get("trigger", ""), revision=p.get("revision"), replan=replan_view(replan) if replan else None)
    elif e.kind == "turn_end":
        entry.update(notices=p.get("notices") or [], progress=p.get("progress"), status=p.get("status"))
        if entry["notices"]:
            entry["tone"] = "warn"
    elif e.kind == "run_closed":
        entry.update(outcome=p.get("outcome"), unresolved=p.get("unresolved") or [],
                     tone={"resolved": "ok", "partial": "warn"}.get(p.get("outcome"), "bad"))
    elif e.kind == "plan_admitted":
        entry.update(plan=p.get("plan") or [])
    elif e.kind == "plan_rejected":
        entry.update(reasons=p.get("reasons") or [])
    elif e.kind == "ticket_screened":
        entry.update(intents=p.get("intents") or [], injection=p.get("injection_suspected"))
        if entry["injection"]:
            entry["tone"] = "warn"
    else:
        entry["summary"] = _summary(e.kind, p)
        entry["payload"] = pretty(p) if entry["tone"] != "quiet" else ""  # shown folded under "Details"
    return entry


def _summary(kind: str, p: dict) -> str:
    """One sentence for the kinds that need no layout of their own."""
    if kind == "escalated":
        where = f"subtask {p['subtask']}" if p.get("subtask") else "the whole run"
        return f"Handed {where} to a person. Open item: {p.get('open_item', '?')}. Why: {p.get('reason', '')}"
    if kind == "escalation_resolved":
        return f"{p.get('resolution', '')}" + (" (the run resumes)" if p.get("resume") else "")
    if kind in ("plan_confirmed", "plan_rejected_by_person", "refund_approved", "refund_rejected"):
        what = f"decision {p['decision']}" if p.get("decision") else f"approval {p.get('approval', '?')}"
        return f"{what}" + (f": {p['note']}" if p.get("note") else "")
    if kind == "approval_requested":
        return f"{'Plan confirmation' if p.get('kind') == 'plan' else 'Refund approval'} requested for {p.get('decision') or p.get('subject', '')}"
    if kind == "approval_void":
        return f"approval {p.get('approval', '?')}: {p.get('why', '')}"
    if kind == "drift_alert":
        if p.get("reason") == "idle_turns":
            return f"{p.get('idle_turns')} turns in a row without a subtask status change. The next turn must move the plan or the run escalates."
        return f"Called {', '.join(p.get('tools', []))}, which no open subtask expects (expected: {', '.join(p.get('expected', [])) or 'nothing'})."
    if kind == "drift_answered":
        return "The turn after the alert moved the plan."
    if kind == "order_pinned":
        return f"Order {p.get('order_ref', '?')} is pinned to this run."
    if kind == "effect_requested":
        request = p.get("request") or {}
        return f"{p.get('name', '?')} with idempotency key {request.get('idempotency_key', '?')}"
    if kind == "model_error":
        return f"{p.get('error', '')}" + (" (will retry)" if p.get("retryable") else "")
    if kind == "run_failed":
        return p.get("reason", "")
    if kind == "stopped":
        return f"Stopped at turn {p.get('at_turn', '?')}."
    if kind == "handled_by_person":
        return p.get("resolution", "")
    if kind == "walk_started":
        return f"{p.get('worker', '?')}, attempt {p.get('attempt', '?')}"
    if kind == "intervention_applied":
        return f"Delivered: {', '.join(f'E{s}' for s in p.get('seqs', []))}"
    if kind == "run_created":
        return f"Ticket {p.get('ticket', '?')}, model {p.get('model', '?')}"
    return ""


# --- Replans and their diffs ------------------------------------------------------------------

@dataclass
class DiffRow:
    number: int
    state: str  # added, removed, changed, same
    old: dict | None
    new: dict | None
    changed: tuple[str, ...] = ()


def plan_diff_rows(old_plan: list[dict], new_plan: list[dict]) -> list[DiffRow]:
    """Old and new plan side by side, one row per subtask number, with what changed named."""
    diff = plan_diff(old_plan or [], new_plan or [])
    added = {s["number"] for s in diff["added"]}
    removed = {s["number"] for s in diff["removed"]}
    changed = {c["number"]: tuple(c["fields"]) for c in diff["changed"]}
    before = {s["number"]: s for s in old_plan or []}
    after = {s["number"]: s for s in new_plan or []}
    rows = []
    for number in sorted(set(before) | set(after)):
        state = "added" if number in added else "removed" if number in removed else "changed" if number in changed else "same"
        rows.append(DiffRow(number, state, _diff_side(before.get(number)), _diff_side(after.get(number)), changed.get(number, ())))
    return rows


def _diff_side(subtask: dict | None) -> dict | None:
    if subtask is None:
        return None
    steps = subtask.get("steps") or []
    return {**subtask, "step_names": [s.get("tool") or s.get("title") for s in steps] if isinstance(steps, list) else []}


@dataclass
class ReplanView:
    replan: ReplanEvent
    rows: list[DiffRow]

    @property
    def counts(self) -> dict[str, int]:
        tally = Counter(r.state for r in self.rows)
        return {"added": tally["added"], "removed": tally["removed"], "changed": tally["changed"]}

    @property
    def by_person(self) -> bool:
        return self.replan.actor not in ("agent", "system")


def replan_view(replan: ReplanEvent) -> ReplanView:
    return ReplanView(replan, plan_diff_rows(replan.old_plan, replan.new_plan))


def replan_queryset() -> QuerySet[ReplanEvent]:
    return ReplanEvent.objects.select_related("run__ticket", "event").order_by("-created_at", "-pk")


def replan_record(replan: ReplanEvent) -> dict:
    """One replan as plain data, for the CSV and JSONL exports."""
    counts = replan_view(replan).counts
    return {
        "replan_id": replan.pk, "run_id": replan.run_id, "ticket": replan.run.ticket.ref, "turn": replan.turn,
        "event_seq": replan.event.seq, "actor": replan.actor, "actor_kind": "agent" if replan.actor in ("agent", "system") else "person",
        "created_at": replan.created_at.isoformat(), "trigger": replan.trigger, **counts,
        "old_plan": replan.old_plan, "new_plan": replan.new_plan, "diff": plan_diff(replan.old_plan or [], replan.new_plan or []),
    }


# --- People's queues --------------------------------------------------------------------------


def _runs_with_plan() -> Prefetch:
    return Prefetch("run__subtasks", queryset=Subtask.objects.order_by("number").prefetch_related(
        Prefetch("steps", queryset=Step.objects.exclude(status=Step.Status.SKIPPED).order_by("number"))))


def plan_queue() -> list[dict]:
    """Plans waiting for confirmation, oldest first, with the plan and what screening found."""
    approvals = (Approval.objects.filter(kind=Approval.Kind.PLAN, status=Approval.Status.PENDING)
                 .select_related("run__ticket", "requested_by")
                 .prefetch_related(_runs_with_plan(), Prefetch("run__replans", queryset=ReplanEvent.objects.order_by("created_at", "pk")))
                 .order_by("created_at", "pk"))
    items = []
    for approval in approvals:
        subtasks = list(approval.run.subtasks.all())
        intents = approval.run.state.get("intents") or []
        replans = list(approval.run.replans.all())
        items.append({"approval": approval, "run": approval.run, "subtasks": subtasks, "intents": intents,
                      "uncovered": uncovered(intents, [s.case_type for s in subtasks]),
                      "last_replan": replan_view(replans[-1]) if replans else None})
    return items


def approval_queue() -> list[dict]:
    """Refunds over the ceiling waiting for a lead: the decision, the order, the cited policy, the evidence."""
    approvals = list(Approval.objects.filter(kind=Approval.Kind.REFUND, status=Approval.Status.PENDING)
                     .select_related("run__ticket", "requested_by").prefetch_related("run__subtasks").order_by("created_at", "pk"))
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
            "retrieved": retrieved,
        })
    return items


def escalation_queue() -> list[Escalation]:
    return list(Escalation.objects.filter(status=Escalation.Status.OPEN).select_related("run__ticket", "subtask").order_by("created_at", "pk"))


# --- Metrics ----------------------------------------------------------------------------------


@dataclass
class Bar:
    label: str
    value: float
    tone: str = "info"
    display: str = ""
    href: str = ""
    detail: str = ""


@dataclass
class Chart:
    key: str
    title: str
    caption: str
    bars: list[Bar]
    unit: str = "runs"
    notes: list[str] = field(default_factory=list)
    extra: dict = field(default_factory=dict)

    WIDTH = 520
    LABEL = 190
    ROW = 28
    BAR = 18

    @property
    def total(self) -> float:
        return sum(b.value for b in self.bars)

    @property
    def height(self) -> int:
        return self.ROW * max(len(self.bars), 1) + 8

    @property
    def rows(self) -> list[dict]:
        """Bars laid out for the SVG: widths scaled to the largest value."""
        top = max((b.value for b in self.bars), default=0) or 1
        span = self.WIDTH - self.LABEL - 60
        total = self.total or 1
        out = []
        for i, b in enumerate(self.bars):
            width = 0 if b.value <= 0 else max(2, round(span * b.value / top))
            out.append({"bar": b, "y": 4 + i * self.ROW, "text_y": 4 + i * self.ROW + self.BAR - 5, "width": width,
                        "value_x": self.LABEL + width + 6, "share": round(100 * b.value / total) if self.total else 0,
                        "display": b.display or _number(b.value)})
        return out


def _number(value: float) -> str:
    return f"{int(value):,}" if float(value).is_integer() else f"{value:,.1f}"


def _duration(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    if seconds < 60:
        return f"{seconds:.0f} s"
    if seconds < 3600:
        return f"{seconds / 60:.0f} min"
    if seconds < 86400:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} d"


def percentile(values: list[float], q: float) -> float | None:
    """Nearest-rank percentile (q in 0..100) of a list; None for an empty list."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


OUTCOME_TONES = {"resolved": "ok", "partial": "warn", "escalated": "bad"}
WAIT_BUCKETS = [(60, "under 1 min"), (300, "1–5 min"), (1800, "5–30 min"), (7200, "30 min–2 h"), (28800, "2–8 h"),
                (86400, "8–24 h"), (math.inf, "over 24 h")]


def metrics(*, now: datetime | None = None, stuck_minutes: int = 30) -> dict:
    """Every chart on the metrics page, each with its numbers."""
    now = now or timezone.now()
    return {
        "outcomes": _outcomes_chart(),
        "silent": _silent_drops_chart(),
        "stuck": _stuck_chart(now, stuck_minutes),
        "guards": _guard_chart(),
        "revisions": _revisions_chart(),
        "waits": _approval_wait_chart(now),
        "stuck_minutes": stuck_minutes,
        "now": now,
    }


def _outcomes_chart() -> Chart:
    tally = Run.objects.aggregate(
        resolved=Count("id", filter=Q(status=Run.Status.DONE, outcome=Run.Outcome.RESOLVED)),
        partial=Count("id", filter=Q(status=Run.Status.DONE, outcome=Run.Outcome.PARTIAL)),
        escalated=Count("id", filter=Q(status=Run.Status.DONE, outcome=Run.Outcome.ESCALATED)),
        failed=Count("id", filter=Q(status=Run.Status.FAILED)),
        stopped=Count("id", filter=Q(status=Run.Status.STOPPED)),
        waiting=Count("id", filter=Q(status__in=Run.WAITING)),
        moving=Count("id", filter=Q(status__in=[Run.Status.QUEUED, Run.Status.RUNNING])),
    )
    runs = reverse("run_list")
    bars = [
        Bar("Resolved", tally["resolved"], "ok", href=f"{runs}?outcome=resolved"),
        Bar("Partial", tally["partial"], "warn", href=f"{runs}?outcome=partial"),
        Bar("Escalated", tally["escalated"], "bad", href=f"{runs}?outcome=escalated"),
        Bar("Failed", tally["failed"], "bad", href=f"{runs}?status=failed"),
        Bar("Stopped by a person", tally["stopped"], "quiet", href=f"{runs}?status=stopped"),
        Bar("Waiting for a person", tally["waiting"], "wait"),
        Bar("Queued or running", tally["moving"], "run"),
    ]
    return Chart("outcomes", "Outcomes", "Every run by how it ended, or where it is now.", bars)


def _silent_drops_chart() -> Chart:
    closed_resolved_open = list(
        Run.objects.filter(status=Run.Status.DONE, outcome=Run.Outcome.RESOLVED)
        .filter(Exists(Subtask.objects.filter(run=OuterRef("pk")).exclude(status=Subtask.Status.RESOLVED)))
        .select_related("ticket").order_by("-pk")[:20]
    )
    closed_resolved_open_count = (Run.objects.filter(status=Run.Status.DONE, outcome=Run.Outcome.RESOLVED)
                                  .filter(Exists(Subtask.objects.filter(run=OuterRef("pk")).exclude(status=Subtask.Status.RESOLVED))).count())
    finished = dict(Run.objects.filter(status=Run.Status.DONE).filter(Exists(Subtask.objects.filter(run=OuterRef("pk"))))
                    .values_list("pk", "state__intents"))
    kinds: dict[int, list[str]] = defaultdict(list)
    for run_id, kind in Subtask.objects.filter(run_id__in=list(finished)).values_list("run_id", "case_type") if finished else []:
        kinds[run_id].append(kind)
    dropped: list[tuple[int, str]] = []
    for run_id, intents in finished.items():
        for intent in uncovered(intents or [], kinds[run_id]):
            dropped.append((run_id, intent))
    bars = [
        Bar("Resolved, item still open", closed_resolved_open_count, "bad" if closed_resolved_open_count else "ok",
            detail="Runs closed “resolved” while a subtask was not resolved"),
        Bar("Intents left uncovered", len(dropped), "bad" if dropped else "ok",
            detail="Intents screening found in a finished run's ticket that no subtask covered"),
    ]
    return Chart("silent", "Silent drops", "Both should be 0: a run may not close resolved with an open item, and every intent "
                 "screening found in a ticket needs a subtask.", bars, unit="cases",
                 extra={"runs": closed_resolved_open, "dropped": sorted(dropped)[:20], "dropped_total": len(dropped)})


def _stuck_chart(now: datetime, stuck_minutes: int) -> Chart:
    cutoff = now - timedelta(minutes=stuck_minutes)
    stuck = Run.objects.filter(status__in=LIVE_STATUSES, updated_at__lt=cutoff)
    rows = stuck.values_list("phase", "status").annotate(n=Count("id")).values_list("phase", "status", "n")
    by_phase: dict[str, Counter] = defaultdict(Counter)
    for phase, status, n in rows:
        by_phase[phase][status] += n
    bars = []
    for p in ORDER:
        statuses = by_phase.get(p, Counter())
        detail = ", ".join(f"{n} {Run.Status(s).label.lower()}" for s, n in sorted(statuses.items()))
        bars.append(Bar(Phase(p).label, sum(statuses.values()), "warn" if statuses else "quiet", detail=detail))
    oldest = list(stuck.select_related("ticket").order_by("updated_at", "pk")[:10])
    return Chart("stuck", "Stuck runs by phase", f"Runs waiting or running with no change for more than {stuck_minutes} minutes.",
                 bars, extra={"oldest": oldest})


def _guard_chart() -> Chart:
    failures: Counter = Counter()
    evaluated: Counter = Counter()
    for checks in RunEvent.objects.filter(kind="guard_check").values_list("payload__checks", flat=True):
        for c in checks or []:
            evaluated[c.get("check")] += 1
            if not c.get("passed"):
                failures[c.get("check")] += 1
    names = list(INCIDENTS) + sorted(set(evaluated) - set(INCIDENTS))
    bars = [Bar(name.replace("_", " "), failures[name], "bad" if failures[name] else "quiet",
                detail=f"{failures[name]} of {evaluated[name]} checks failed") for name in names]
    return Chart("guards", "Guard failures by check", "How often each decide → act check said no. Over the ceiling without "
                 "an approval yet is a failure that sends the decision to a lead.", bars, unit="failures",
                 extra={"incidents": INCIDENTS, "evaluated": evaluated})


def _revisions_chart() -> Chart:
    tally = dict(Run.objects.values_list("revision_count").annotate(n=Count("id")).values_list("revision_count", "n"))
    bars = [Bar(f"{k} revision{'s' if k != 1 else ''}", tally.get(k, 0), "ok" if k == 0 else "info") for k in range(4)]
    over = sum(n for k, n in tally.items() if k >= 4)
    bars.append(Bar("4 or more (over budget)", over, "bad" if over else "quiet"))
    return Chart("revisions", "Revisions per run", "Plan revisions per run, agent and people together. Past the budget a run is "
                 "escalated as thrashing.", bars)


def _approval_wait_chart(now: datetime) -> Chart:
    decided = Approval.objects.filter(kind__in=[Approval.Kind.PLAN, Approval.Kind.REFUND], decided_at__isnull=False)
    waits: dict[str, list[float]] = defaultdict(list)
    for kind, created, decided_at in decided.values_list("kind", "created_at", "decided_at"):
        waits[kind].append(max((decided_at - created).total_seconds(), 0))
    every = waits[Approval.Kind.PLAN] + waits[Approval.Kind.REFUND]
    buckets = Counter()
    for seconds in every:
        buckets[next(label for limit, label in WAIT_BUCKETS if seconds < limit)] += 1
    bars = [Bar(label, buckets[label], "wait") for _, label in WAIT_BUCKETS]
    pending = list(Approval.objects.filter(status=Approval.Status.PENDING, kind__in=[Approval.Kind.PLAN, Approval.Kind.REFUND])
                   .values_list("kind", "created_at"))
    summary = []
    for kind, label in ((Approval.Kind.PLAN, "Plan confirmations"), (Approval.Kind.REFUND, "Refund approvals")):
        values = waits[kind]
        ages = [(now - created).total_seconds() for k, created in pending if k == kind]
        summary.append({"label": label, "decided": len(values), "p50": _duration(percentile(values, 50)),
                        "p90": _duration(percentile(values, 90)), "max": _duration(max(values) if values else None),
                        "pending": len(ages), "oldest_pending": _duration(max(ages) if ages else None)})
    return Chart("waits", "Approval wait", "From the request to a person's decision, plans and refunds together.", bars,
                 unit="decisions", extra={"summary": summary})


# --- Evaluations ------------------------------------------------------------------------------

# What the list of evals shows of each summary, read out of the JSON in the query itself: the
# summary also holds every trial and the printed table, which a page of twenty-five evals need not load.
EVAL_FIGURES = ("cases", "runs", "passed", "resolved", "partial", "partial_named", "escalated", "other_outcomes", "silent_drops",
                "double_refunds", "guard_violations", "over_refunds", "pass_k", "timing")
EVAL_CASES_PER_PAGE = 100


def eval_run_list() -> QuerySet[EvalRun]:
    """Every eval, newest first, with its headline figures (`figures` after `with_figures`) and how
    many case results it has: an eval that did not finish has results but no summary yet."""
    return (EvalRun.objects.defer("summary")
            .annotate(**{f"figure_{key}": F(f"summary__{key}") for key in EVAL_FIGURES},
                      result_count=Count("results"), passed_count=Count("results", filter=Q(results__passed=True)))
            .order_by("-started_at", "-pk"))


def with_figures(eval_runs) -> list[EvalRun]:
    """Each eval with `figures`: the annotated summary keys by name (None where the summary has none)."""
    out = []
    for e in eval_runs:
        e.figures = {key: getattr(e, f"figure_{key}") for key in EVAL_FIGURES}
        e.finished = e.finished_at is not None and e.figures["cases"] is not None
        e.top_pass = (e.figures["pass_k"] or {}).get(str(e.k))
        out.append(e)
    return out


@dataclass
class EvalCase:
    """One case of an eval, with its trials (each linked to the run it walked)."""

    id: str
    trials: list = field(default_factory=list)  # EvalCaseResult, with `.judged` (the summary's trial) where there is one

    @property
    def passed(self) -> bool:
        return all(t.passed for t in self.trials)

    @property
    def outcome(self) -> str:
        seen = Counter(t.outcome for t in self.trials)
        return next(iter(seen)) if len(seen) == 1 else ", ".join(f"{o} ×{n}" for o, n in seen.items())

    @property
    def differences(self) -> list[str]:
        many = len(self.trials) > 1
        return [f"trial {t.trial}: {d}" if many else d for t in self.trials for d in t.differences]

    @property
    def coverage(self) -> dict[str, str]:
        """Each intent of the case and what became of it in its first trial (from the summary)."""
        judged = next((t.judged for t in self.trials if t.judged), None)
        return (judged or {}).get("coverage") or {}

    @property
    def flags(self) -> list[str]:
        """What the judge found that must never happen, in any trial."""
        found = []
        for t in self.trials:
            j = t.judged or {}
            for key, label in (("silent_drop", "silent drop"), ("double_refund", "double refund"), ("over_refund", "over-refund")):
                if j.get(key) and label not in found:
                    found.append(label)
            if j.get("guard_violations") and "guard violation" not in found:
                found.append("guard violation")
        return found


def eval_detail(eval_id: int, *, failed_only: bool = False, page: str | int | None = 1) -> dict:
    """One eval: its summary tables, and its cases a page at a time, each trial linked to its run.

    Raises EvalRun.DoesNotExist."""
    eval_run = EvalRun.objects.get(pk=eval_id)
    summary = eval_run.summary or {}
    results = eval_run.results.all()
    ids = results.filter(passed=False) if failed_only else results
    case_ids = list(ids.order_by("case_id").values_list("case_id", flat=True).distinct())
    cases_page = Paginator(case_ids, EVAL_CASES_PER_PAGE).get_page(page)
    judged = {(t.get("case_id"), t.get("trial")): t for t in summary.get("trials") or []}
    cases: dict[str, EvalCase] = {case_id: EvalCase(case_id) for case_id in cases_page.object_list}
    for result in (results.filter(case_id__in=list(cases)).select_related("run__ticket").order_by("case_id", "trial")
                   if cases else []):
        result.judged = judged.get((result.case_id, result.trial))
        cases[result.case_id].trials.append(result)
    counts = results.aggregate(total=Count("id"), passed=Count("id", filter=Q(passed=True)),
                               cases=Count("case_id", distinct=True))
    pass_k = [(int(j), value) for j, value in sorted((summary.get("pass_k") or {}).items(), key=lambda kv: int(kv[0]))]
    return {
        "eval_run": eval_run,
        "summary": summary,
        "finished": eval_run.finished_at is not None and bool(summary),
        "counts": counts,
        "pass_k": pass_k,
        "per_intent": sorted((summary.get("per_intent") or {}).items()),
        "cases": list(cases.values()),
        "cases_page": cases_page,
        "failed_only": failed_only,
    }

"""The overview page: what waits for people, the live runs by phase, open drift alerts, the last
finished runs."""

from __future__ import annotations

from dataclasses import dataclass, field

from django.db.models import Count, Q
from django.utils import timezone

from runs.machine import ORDER, PHASES
from runs.models import Approval, DriftAlert, Escalation, Phase, Run
from runs.waits import past_due
from supervisor.selectors.inbox import inbox_tickets

# Runs that have not finished: moving, or waiting for a person.
LIVE_STATUSES = (Run.Status.QUEUED, Run.Status.RUNNING, *Run.WAITING)


def queue_counts() -> dict[str, int]:
    """What is waiting for people: tickets in the inbox, plans to confirm, refunds to approve, open
    escalations, and of each kind of wait how many are past their deadline (runs.waits) now. The
    overdue counts ride in the same two aggregates: no query of their own."""
    now = timezone.now()
    pending = Approval.objects.filter(status=Approval.Status.PENDING).aggregate(
        plans=Count("id", filter=Q(kind=Approval.Kind.PLAN)),
        refunds=Count("id", filter=Q(kind=Approval.Kind.REFUND)),
        plans_overdue=Count("id", filter=Q(kind=Approval.Kind.PLAN) & past_due("plan", now)),
        refunds_overdue=Count("id", filter=Q(kind=Approval.Kind.REFUND) & past_due("refund", now)),
    )
    escalations = Escalation.objects.filter(status=Escalation.Status.OPEN).aggregate(
        open=Count("id"), overdue=Count("id", filter=past_due("escalation", now)))
    return {
        "plans": pending["plans"],
        "refunds": pending["refunds"],
        "escalations": escalations["open"],
        "inbox": inbox_tickets().count(),
        "overdue": {"plan": pending["plans_overdue"], "refund": pending["refunds_overdue"], "escalation": escalations["overdue"]},
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

"""The overview page: what waits for people, the live runs by phase, open drift alerts, the last
finished runs."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from django.db import connection
from django.db.models import Count, OuterRef, QuerySet, Subquery
from django.utils import timezone

from runs.machine import ORDER, PHASES
from runs.models import Approval, DriftAlert, Escalation, Phase, Run
from runs.waits import WAIT_KINDS, due_at, past_due
from supervisor.selectors.inbox import inbox_tickets

# Runs that have not finished: moving, or waiting for a person.
LIVE_STATUSES = (Run.Status.QUEUED, Run.Status.RUNNING, *Run.WAITING)


def counts(**querysets: QuerySet) -> dict[str, int]:
    """How many rows each queryset has, all in one query (`SELECT (SELECT COUNT(*) ...) AS name, ...`):
    one round trip to the database instead of one per count. On a loaded machine a round trip
    waits for the database's process to be scheduled, and costs more than these counts' reading."""
    parts, params = [], []
    for name, queryset in querysets.items():
        sql, inner = queryset.order_by().values("pk").query.sql_with_params()
        parts.append(f"(SELECT COUNT(*) FROM ({sql}) counted) AS {connection.ops.quote_name(name)}")
        params.extend(inner)
    with connection.cursor() as cursor:
        cursor.execute("SELECT " + ", ".join(parts), params)
        return dict(zip(querysets, cursor.fetchone()))


def queue_counts() -> dict[str, int]:
    """What is waiting for people: tickets in the inbox, plans to confirm, refunds to approve, open
    escalations, and of each kind of wait how many are past their deadline (runs.waits) now. All in
    one query: each count an index range of what waits (or the inbox's tickets without a run)."""
    now = timezone.now()
    pending = Approval.objects.filter(status=Approval.Status.PENDING)
    plans, refunds = pending.filter(kind=Approval.Kind.PLAN), pending.filter(kind=Approval.Kind.REFUND)
    escalations = Escalation.objects.filter(status=Escalation.Status.OPEN)
    n = counts(plans=plans, refunds=refunds, escalations=escalations, inbox=inbox_tickets(),
               plans_overdue=plans.filter(past_due("plan", now)), refunds_overdue=refunds.filter(past_due("refund", now)),
               escalations_overdue=escalations.filter(past_due("escalation", now)))
    return {
        "plans": n["plans"],
        "refunds": n["refunds"],
        "escalations": n["escalations"],
        "inbox": n["inbox"],
        "overdue": {"plan": n["plans_overdue"], "refund": n["refunds_overdue"], "escalation": n["escalations_overdue"]},
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


@dataclass(frozen=True)
class RunWait:
    """The wait on people a run card shows a deadline badge for: its kind, start and escalated group."""
    kind: str
    since: datetime
    group: str


def _open_waits(kind: str):
    """The run's open waits of `kind`, oldest (so first due) first: for a subquery on the run."""
    if kind == "escalation":
        waits = Escalation.objects.filter(status=Escalation.Status.OPEN)
    else:
        waits = Approval.objects.filter(kind=kind, status=Approval.Status.PENDING)
    return waits.filter(run=OuterRef("pk")).order_by("created_at", "pk")


def _with_waits(runs):
    """Each run with the start and group of its first open wait of each kind, as subqueries in the
    runs' own query: the badges cost no query of their own however many cards there are."""
    annotations = {}
    for kind in WAIT_KINDS:
        waits = _open_waits(kind)
        annotations[f"{kind}_wait_since"] = Subquery(waits.values("created_at")[:1])
        annotations[f"{kind}_wait_group"] = Subquery(waits.values("assigned_group")[:1])
    return runs.annotate(**annotations)


def _first_due_wait(run: Run) -> RunWait | None:
    """Of the run's open waits, the one due first (each kind has its own period), as its card shows it."""
    waits = [RunWait(kind, getattr(run, f"{kind}_wait_since"), getattr(run, f"{kind}_wait_group") or "")
             for kind in WAIT_KINDS if getattr(run, f"{kind}_wait_since") is not None]
    return min(waits, key=lambda w: due_at(w.kind, w.since), default=None)


def live_runs_by_phase(limit: int = 100, per_phase: int = 6) -> list[PhaseColumn]:
    """Unfinished runs grouped by phase, the most recently moved first (`per_phase` shown in each),
    each with the wait on people due first (`run.wait`), for the same deadline badge the queues show."""
    live = Run.objects.filter(status__in=LIVE_STATUSES)
    totals = dict(live.values_list("phase").annotate(n=Count("id")).values_list("phase", "n"))
    columns = {p: PhaseColumn(p, Phase(p).label, PHASES[p].incident, total=totals.get(p, 0)) for p in ORDER}
    for run in _with_waits(live.select_related("ticket")).order_by("-updated_at", "-pk")[:limit]:
        if run.phase in columns and len(columns[run.phase].runs) < per_phase:
            run.wait = _first_due_wait(run)
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

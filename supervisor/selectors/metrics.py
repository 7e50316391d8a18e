"""The metrics page: every chart's numbers (outcomes, silent drops, stuck runs, guard failures,
revisions, approval waits), counted in the database and handed to the chart layout."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from datetime import datetime, timedelta

from django.db.models import Count, Exists, OuterRef, Q
from django.urls import reverse
from django.utils import timezone

from runs.guards import INCIDENTS, routed_to_approval
from runs.intents import uncovered
from runs.machine import ORDER
from runs.models import Approval, Phase, Run, RunEvent, Subtask
from supervisor.charts import Bar, Chart
from supervisor.selectors.overview import LIVE_STATUSES


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
    languages = Counter(Run.objects.filter(state__language__english=False).values_list("state__language__language", flat=True))
    bars = [
        Bar("Resolved, item still open", closed_resolved_open_count, "bad" if closed_resolved_open_count else "ok",
            detail="Runs closed “resolved” while a subtask was not resolved"),
        Bar("Requests left uncovered", len(dropped), "bad" if dropped else "ok",
            detail="Requests the screener found in a finished run's ticket that no subtask covered"),
        Bar("Not English: to a person", sum(languages.values()), "warn" if languages else "quiet",
            detail=", ".join(f"{name}: {n}" for name, n in languages.most_common()) or "Tickets the screener could not read, sent to a person whole"),
    ]
    return Chart("silent", "Silent drops", "The first two should be 0: a run may not close resolved with an open item, and every request "
                 "the screener found in a ticket needs a subtask. A ticket not in English goes to a person whole.", bars, unit="cases",
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
    """Refusals by check. A decision whose only 'no' is one a lead's approval clears (over the
    ceiling, or flagged for a person) was routed as designed: counted apart, never as a failure,
    as the run's own "Guard failures" figure does."""
    failures: Counter = Counter()
    routed: Counter = Counter()
    evaluated: Counter = Counter()
    for checks in RunEvent.objects.filter(kind="guard_check").values_list("payload__checks", flat=True):
        failed = {c.get("check") for c in checks or [] if not c.get("passed")}
        tally = routed if routed_to_approval(failed) else failures
        for c in checks or []:
            evaluated[c.get("check")] += 1
            if c.get("check") in failed:
                tally[c.get("check")] += 1
    names = list(INCIDENTS) + sorted(set(evaluated) - set(INCIDENTS))

    def detail(name: str) -> str:
        text = f"{failures[name]} of {evaluated[name]} checks failed"
        return text + (f"; {routed[name]} sent to a lead's approval, as designed" if routed[name] else "")

    bars = [Bar(name.replace("_", " "), failures[name], "bad" if failures[name] else "quiet", detail=detail(name)) for name in names]
    return Chart("guards", "Guard failures by check", "How often each decide → act check refused a decision. A refund over "
                 "the ceiling (or one the agent flagged) waiting for a lead's approval is not a failure; it is counted "
                 "beside the check.", bars, unit="failures",
                 extra={"incidents": INCIDENTS, "evaluated": evaluated, "routed": routed})


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

"""The metrics page: every chart's numbers (outcomes, silent drops, stuck runs, guard failures,
revisions, approval waits), from the folded totals (supervisor.tallies) and a few indexed queries,
handed to the chart layout."""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from datetime import datetime, timedelta

from django.db.models import Count
from django.urls import reverse
from django.utils import timezone

from runs.guards import INCIDENTS
from runs.machine import ORDER
from runs.models import Approval, Phase, Run
from supervisor import tallies
from supervisor.charts import Bar, Chart
from supervisor.selectors.overview import LIVE_STATUSES
from supervisor.tallies import WAIT_BUCKETS, duration_label


def percentile(values: list[float], q: float) -> float | None:
    """Nearest-rank percentile (q in 0..100) of a list; None for an empty list."""
    if not values:
        return None
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def metrics(*, now: datetime | None = None, stuck_minutes: int = 30) -> dict:
    """Every chart on the metrics page, each with its numbers: the counts come from the folded
    totals (supervisor.tallies), stuck runs and pending approvals from indexed queries."""
    now = now or timezone.now()
    totals = tallies.current()
    return {
        "outcomes": _outcomes_chart(totals.counts),
        "silent": _silent_drops_chart(totals),
        "stuck": _stuck_chart(now, stuck_minutes),
        "guards": _guard_chart(totals.counts),
        "revisions": _revisions_chart(totals.counts),
        "waits": _approval_wait_chart(totals.counts, now),
        "stuck_minutes": stuck_minutes,
        "now": now,
    }


def _under(counts: Counter, prefix: str) -> dict[str, int]:
    """The counts whose key starts with `prefix:`, by the rest of the key."""
    return {key[len(prefix) + 1:]: n for key, n in counts.items() if key.startswith(prefix + ":")}


def _outcomes_chart(counts: Counter) -> Chart:
    tally = Counter(_under(counts, "outcome"))
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


def _silent_drops_chart(totals: tallies.Totals) -> Chart:
    counts = totals.counts
    open_items, dropped = counts["open_item"], counts["dropped"]
    languages = Counter(_under(counts, "language"))
    bars = [
        Bar("Resolved, item still open", open_items, "bad" if open_items else "ok",
            detail="Runs closed “resolved” while a subtask was not resolved"),
        Bar("Requests left uncovered", dropped, "bad" if dropped else "ok",
            detail="Requests the screener found in a finished run's ticket that no subtask covered"),
        Bar("Not English: to a person", sum(languages.values()), "warn" if languages else "quiet",
            detail=", ".join(f"{name}: {n}" for name, n in languages.most_common()) or "Tickets the screener could not read, sent to a person whole"),
    ]
    return Chart("silent", "Silent drops", "The first two should be 0: a run may not close resolved with an open item, and every request "
                 "the screener found in a ticket needs a subtask. A ticket not in English goes to a person whole.", bars, unit="cases",
                 extra={"runs": totals.open_item_runs, "dropped": totals.dropped, "dropped_total": dropped})


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


def _guard_chart(counts: Counter) -> Chart:
    """Refusals by check. A decision whose only 'no' is one a lead's approval clears (over the
    ceiling, or flagged for a person) was routed as designed: counted apart, never as a failure,
    as the run's own "Guard failures" figure does (supervisor.tallies sorts them when folding)."""
    failures = Counter(_under(counts, "guard_failed"))
    routed = Counter(_under(counts, "guard_routed"))
    evaluated = Counter(_under(counts, "guard_evaluated"))
    names = list(INCIDENTS) + sorted(set(evaluated) - set(INCIDENTS))

    def detail(name: str) -> str:
        text = f"{failures[name]} of {evaluated[name]} checks failed"
        return text + (f"; {routed[name]} sent to a lead's approval, as designed" if routed[name] else "")

    bars = [Bar(name.replace("_", " "), failures[name], "bad" if failures[name] else "quiet", detail=detail(name)) for name in names]
    return Chart("guards", "Guard failures by check", "How often each decide → act check refused a decision. A refund over "
                 "the ceiling (or one the agent flagged) waiting for a lead's approval is not a failure; it is counted "
                 "beside the check.", bars, unit="failures",
                 extra={"incidents": INCIDENTS, "evaluated": evaluated, "routed": routed})


def _revisions_chart(counts: Counter) -> Chart:
    tally = {int(k): n for k, n in _under(counts, "revisions").items()}
    bars = [Bar(f"{k} revision{'s' if k != 1 else ''}", tally.get(k, 0), "ok" if k == 0 else "info") for k in range(4)]
    over = sum(n for k, n in tally.items() if k >= 4)
    bars.append(Bar("4 or more (over budget)", over, "bad" if over else "quiet"))
    return Chart("revisions", "Revisions per run", "Plan revisions per run, agent and people together. Past the budget a run is "
                 "escalated as thrashing.", bars)


def weighted_percentile(counts: dict[float, int], q: float) -> float | None:
    """Nearest-rank percentile (q in 0..100) of values given as value -> how many times; None if empty."""
    total = sum(counts.values())
    if not total:
        return None
    rank = max(1, math.ceil(q / 100 * total))
    seen = 0
    for value in sorted(counts):
        seen += counts[value]
        if seen >= rank:
            return value
    return None


def _approval_wait_chart(counts: Counter, now: datetime) -> Chart:
    """Waits come folded as kind:rounded wait -> how many (and exact bucket counts); percentiles are
    taken over those. Pending approvals are few and indexed: read as they are now."""
    waits: dict[str, dict[float, int]] = defaultdict(dict)
    for key, n in _under(counts, "wait").items():
        kind, seconds = key.split(":")
        waits[kind][float(seconds)] = n
    buckets = _under(counts, "wait_bucket")
    bars = [Bar(label, buckets.get(label, 0), "wait") for _, label in WAIT_BUCKETS]
    pending = list(Approval.objects.filter(status=Approval.Status.PENDING, kind__in=[Approval.Kind.PLAN, Approval.Kind.REFUND])
                   .values_list("kind", "created_at"))
    summary = []
    for kind, label in ((Approval.Kind.PLAN, "Plan confirmations"), (Approval.Kind.REFUND, "Refund approvals")):
        values = waits[kind]
        ages = [(now - created).total_seconds() for k, created in pending if k == kind]
        summary.append({"label": label, "decided": sum(values.values()), "p50": duration_label(weighted_percentile(values, 50)),
                        "p90": duration_label(weighted_percentile(values, 90)), "max": duration_label(max(values) if values else None),
                        "pending": len(ages), "oldest_pending": duration_label(max(ages) if ages else None)})
    return Chart("waits", "Approval wait", "From the request to a person's decision, plans and refunds together.", bars,
                 unit="decisions", extra={"summary": summary})

"""The metrics page's counts, kept as totals so a page load does not read every run's history.

Each run's share of the counts (its outcome, its revisions, its guard checks, its silent drops,
its approval waits) is a small Counter computed from that run's own rows. A fold stores each run's
share (RunTally) and adds it to the totals (TallyTotal), taking its previous share back out first,
so folding a run twice is harmless and a run that changes is simply folded again.

A page load is read-only and exact: it takes the totals, and for the runs that may have changed
since the last fold (saved, given an event, or had an approval decided since then) it swaps the
stored share for one computed afresh. What a load reads therefore grows with what changed since
the last fold, not with history. A periodic task (supervisor.tasks.fold_tallies, asked for by every
worker) keeps that small; before any fold every run counts as changed, which is correct, only slow.

The window looks back a margin before the previous fold began, because a turn's transaction sets
`updated_at` and allocates event ids before it commits: a run whose commit landed just after a
fold read it is still in the next window.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from django.db import transaction
from django.db.models import Max, QuerySet
from django.utils import timezone

from runs.guards import routed_to_approval
from runs.intents import uncovered
from runs.models import Approval, Run, RunEvent, Subtask
from supervisor.models import RunTally, TallyMark, TallyTotal

MARGIN = timedelta(minutes=1)
WAIT_KINDS = (Approval.Kind.PLAN, Approval.Kind.REFUND)
REVISION_CAP = 4
EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
RECOUNT_ALL_OVER = 20000  # changed runs past which a page counts every run afresh (an IN list that long is no faster)  # the chart draws 0..3 and "4 or more"


@dataclass
class Share:
    """One run's part of the metrics."""

    counts: Counter = field(default_factory=Counter)
    open_item: bool = False
    dropped: list[str] = field(default_factory=list)


def outcome_key(status: str, outcome: str) -> str:
    if status == Run.Status.DONE:
        return f"outcome:{outcome or 'none'}"
    if status in Run.WAITING:
        return "outcome:waiting"
    if status in (Run.Status.QUEUED, Run.Status.RUNNING):
        return "outcome:moving"
    return f"outcome:{status}"


WAIT_BUCKETS = [(60, "under 1 min"), (300, "1–5 min"), (1800, "5–30 min"), (7200, "30 min–2 h"), (28800, "2–8 h"),
                (86400, "8–24 h"), (math.inf, "over 24 h")]


def duration_label(seconds: float | None) -> str:
    if seconds is None:
        return "–"
    if seconds < 60:
        return f"{seconds:.0f} s"
    if seconds < 3600:
        return f"{seconds / 60:.0f} min"
    if seconds < 86400:
        return f"{seconds / 3600:.1f} h"
    return f"{seconds / 86400:.1f} d"


def wait_key(seconds: float) -> int:
    """A wait rounded to what the page can show (seconds, minutes, tenths of hours or days), so the
    totals keep a few hundred distinct waits instead of one per approval. Percentiles of the
    rounded waits show exactly as percentiles of the real ones (rounding keeps the order)."""
    for limit, unit, digits in ((60, 1, 0), (3600, 60, 0), (86400, 3600, 1)):
        if seconds < limit:
            break
    else:
        unit, digits = 86400, 1
    rounded = round(float(f"{seconds / unit:.{digits}f}") * unit)
    return rounded if duration_label(rounded) == duration_label(seconds) else round(seconds)


def run_shares(ids: list[int] | None) -> dict[int, Share]:
    """The share of each run in `ids` (every run for None), in four queries however many there are."""
    runs = _of(Run.objects.all(), "pk", ids)
    shares: dict[int, Share] = {}
    finished_intents: dict[int, list[str]] = {}
    resolved_runs: set[int] = set()
    for pk, status, outcome, revisions, intents, english, language in runs.values_list(
            "pk", "status", "outcome", "revision_count", "state__intents", "state__language__english", "state__language__language"):
        share = shares[pk] = Share()
        share.counts[outcome_key(status, outcome)] += 1
        share.counts[f"revisions:{min(revisions, REVISION_CAP)}"] += 1
        if english is not None and not english:
            share.counts[f"language:{language}"] += 1
        if status == Run.Status.DONE:
            finished_intents[pk] = intents or []
            if outcome == Run.Outcome.RESOLVED:
                resolved_runs.add(pk)
    kinds: dict[int, list[str]] = defaultdict(list)
    for run_id, case_type, status in _of(Subtask.objects.all(), "run_id", ids).values_list("run_id", "case_type", "status"):
        kinds[run_id].append(case_type)
        if run_id in resolved_runs and status != Subtask.Status.RESOLVED and run_id in shares:
            shares[run_id].open_item = True
    for run_id, intents in finished_intents.items():
        if kinds.get(run_id):  # a run closed before it had a plan covers nothing and is not counted
            shares[run_id].dropped = uncovered(intents, kinds[run_id])
    for run_id, checks in _of(RunEvent.objects.filter(kind="guard_check"), "run_id", ids).values_list("run_id", "payload__checks"):
        if run_id not in shares:
            continue
        counts = shares[run_id].counts
        failed = {c.get("check") for c in checks or [] if not c.get("passed")}
        tally = "routed" if routed_to_approval(failed) else "failed"
        for c in checks or []:
            counts[f"guard_evaluated:{c.get('check')}"] += 1
            if c.get("check") in failed:
                counts[f"guard_{tally}:{c.get('check')}"] += 1
    decided = _of(Approval.objects.filter(kind__in=WAIT_KINDS, decided_at__isnull=False), "run_id", ids)
    for run_id, kind, created, decided_at in decided.values_list("run_id", "kind", "created_at", "decided_at"):
        if run_id in shares:
            seconds = max((decided_at - created).total_seconds(), 0)
            shares[run_id].counts[f"wait:{kind}:{wait_key(seconds)}"] += 1
            shares[run_id].counts[f"wait_bucket:{next(label for limit, label in WAIT_BUCKETS if seconds < limit)}"] += 1
    for share in shares.values():
        share.counts["open_item"] += share.open_item
        share.counts["dropped"] += len(share.dropped)
    return shares


def changed_since(mark: TallyMark | None) -> list[int] | None:
    """Ids of the runs whose share may differ from the one stored at the last fold; None for every
    run (before the first fold, or when so much changed that counting afresh is as cheap).

    One query, a union of three index scans (runs saved, events appended, approvals decided since
    the window opened), read into a list of ids: as a subquery with OR the planner reads every run."""
    folded = mark is not None and mark.folded_at is not None
    since = mark.folded_at - MARGIN if folded else EPOCH  # before the first fold, every run has changed
    ids = set(Run.objects.filter(updated_at__gte=since).order_by().values_list("pk", flat=True)
              .union(RunEvent.objects.filter(id__gt=mark.event_id if folded else 0).order_by().values_list("run_id", flat=True),
                     Approval.objects.filter(decided_at__gte=since).order_by().values_list("run_id", flat=True)))
    if len(ids) > RECOUNT_ALL_OVER:
        return None
    # `or [0]` (no run has id 0): with an empty list Django would skip the queries, and a page asks the same ones every time.
    return sorted(ids) or [0]


def _of(queryset: QuerySet, field: str, ids: list[int] | None) -> QuerySet:
    return queryset if ids is None else queryset.filter(**{f"{field}__in": ids})


@dataclass
class Totals:
    counts: Counter
    open_item_runs: list[Run]  # newest first, at most 20
    dropped: list[tuple[int, str]]  # (run id, intent), oldest runs first, at most 20


def current(limit: int = 20) -> Totals:
    """The totals as of now: stored totals with every recently changed run's share refreshed (read-only)."""
    mark = TallyMark.objects.first()
    changed = changed_since(mark)
    fresh = run_shares(changed)
    counts = Counter(dict(TallyTotal.objects.values_list("key", "n")))
    for counts_then in _of(RunTally.objects.all(), "run_id", changed).values_list("counts", flat=True):
        counts.subtract(counts_then)
    # Shares stored for runs that did not change (none when every run is counted afresh: `run` is
    # never null, and the page still asks the same questions).
    kept = RunTally.objects.filter(run__isnull=True) if changed is None else RunTally.objects.exclude(run_id__in=changed)
    stale_open = list(kept.filter(open_item=True).order_by("-run")[:limit].values_list("run_id", flat=True))
    stale_dropped = list(kept.filter(has_dropped=True).order_by("run")[:limit].values_list("run_id", "dropped"))
    for share in fresh.values():
        counts.update(share.counts)
    open_ids = sorted(stale_open + [pk for pk, s in fresh.items() if s.open_item], reverse=True)[:limit]
    dropped = sorted([(pk, i) for pk, intents in stale_dropped for i in intents]
                     + [(pk, i) for pk, s in fresh.items() for i in s.dropped])[:limit]
    # `or [0]` (no run has id 0): an empty IN list would skip the query, and a page asks the same questions every time.
    runs = {r.pk: r for r in Run.objects.filter(pk__in=open_ids or [0]).select_related("ticket")}
    return Totals(+counts, [runs[pk] for pk in open_ids if pk in runs], dropped)


def fold(*, batch: int = 2000) -> int:
    """Store the share of every run changed since the last fold and move the totals by the difference.
    One fold at a time (the mark's row lock); returns how many runs it folded."""
    with transaction.atomic():
        mark = TallyMark.objects.select_for_update().first() or TallyMark.objects.create()
        began = timezone.now()
        newest_event = RunEvent.objects.aggregate(n=Max("id"))["n"] or 0
        changed = changed_since(mark)
        pks = list(_of(Run.objects.all(), "pk", changed).order_by("pk").values_list("pk", flat=True))
        for start in range(0, len(pks), batch):
            _fold_runs(pks[start:start + batch])
        # The next window starts a margin before this fold began, and at the events this fold could see.
        mark.folded_at, mark.event_id = began, newest_event
        mark.save()
    return len(pks)


def _fold_runs(pks: list[int]) -> None:
    shares = run_shares(pks)
    delta = Counter()
    for counts_then in RunTally.objects.filter(run_id__in=pks).values_list("counts", flat=True):
        delta.subtract(counts_then)
    rows = []
    for pk, share in shares.items():
        delta.update(share.counts)
        rows.append(RunTally(run_id=pk, counts=dict(+share.counts), open_item=share.open_item, dropped=share.dropped,
                             has_dropped=bool(share.dropped)))
    RunTally.objects.bulk_create(rows, update_conflicts=True, unique_fields=["run"],
                                 update_fields=["counts", "open_item", "dropped", "has_dropped"])
    delta = {key: n for key, n in delta.items() if n}
    if not delta:
        return
    existing = {t.key: t for t in TallyTotal.objects.filter(key__in=list(delta))}
    for key, n in delta.items():
        if key in existing:
            existing[key].n += n
    TallyTotal.objects.bulk_update(list(existing.values()), ["n"])
    TallyTotal.objects.bulk_create([TallyTotal(key=key, n=n) for key, n in delta.items() if key not in existing])

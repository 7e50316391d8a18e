"""The annotation queue (closed runs nobody has labelled yet, newest first, a keyset page) and the
labels as the metrics page shows them. Fixed queries per page."""

from __future__ import annotations

from django.db.models import Count, Exists, OuterRef

from runs.models import Run, RunLabel
from supervisor.selectors.run_pages import KeysetPage, keyset_page

PAGE_SIZE = 25


def annotation_queue(*, before: int | None = None, after: int | None = None) -> KeysetPage:
    unlabelled = (Run.objects.filter(status__in=Run.FINISHED).select_related("ticket")
                  .annotate(labelled=Exists(RunLabel.objects.filter(run=OuterRef("pk")))).filter(labelled=False).order_by("-pk"))
    return keyset_page(unlabelled, size=PAGE_SIZE, before=before, after=after)


def label_summary() -> dict:
    """Labels by the run's outcome (correct / wrong), and the latest reasons runs were wrong. Two queries."""
    by_outcome: dict[str, dict] = {}
    for row in RunLabel.objects.values("label", "run__outcome").annotate(n=Count("id")).order_by("run__outcome", "label"):
        cell = by_outcome.setdefault(row["run__outcome"] or "unfinished", {"outcome": row["run__outcome"] or "unfinished", "correct": 0, "wrong": 0})
        cell[row["label"]] = row["n"]
    rows = list(by_outcome.values())
    correct, wrong = sum(r["correct"] for r in rows), sum(r["wrong"] for r in rows)
    latest_wrong = list(RunLabel.objects.filter(label=RunLabel.Value.WRONG).select_related("run__ticket", "labelled_by")[:5])
    return {"rows": rows, "correct": correct, "wrong": wrong, "total": correct + wrong, "latest_wrong": latest_wrong}

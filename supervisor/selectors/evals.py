"""The evals pages: every eval with its headline figures, and one eval's cases a page at a time."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from django.core.paginator import Paginator
from django.db.models import Count, F, OuterRef, Q, QuerySet, Subquery
from django.db.models.functions import Coalesce

from runs.models import EvalCaseResult, EvalRun

# What the list of evals shows of each summary, read out of the JSON in the query itself: the
# summary also holds every trial and the printed table, which a page of twenty-five evals need not load.
EVAL_FIGURES = ("cases", "runs", "passed", "resolved", "partial", "partial_named", "escalated", "other_outcomes", "silent_drops",
                "double_refunds", "guard_violations", "over_refunds", "pass_k", "timing")
EVAL_CASES_PER_PAGE = 100


def _result_count(**filters) -> Subquery:
    """How many case results an eval has (of those matching `filters`), as a subquery on the eval."""
    results = EvalCaseResult.objects.filter(eval_run=OuterRef("pk"), **filters).order_by().values("eval_run")
    return Coalesce(Subquery(results.annotate(n=Count("pk")).values("n")), 0)


def eval_run_list() -> QuerySet[EvalRun]:
    """Every eval, newest first, with its headline figures (`figures` after `with_figures`) and how
    many case results it has: an eval that did not finish has results but no summary yet. The counts
    are subqueries, not a join: joined, every result row would unpack the summary's JSON once per
    figure (it is read out of a compressed value each time), which made the list cost as much as
    its evals had cases."""
    return (EvalRun.objects.defer("summary")
            .annotate(**{f"figure_{key}": F(f"summary__{key}") for key in EVAL_FIGURES},
                      result_count=_result_count(), passed_count=_result_count(passed=True))
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

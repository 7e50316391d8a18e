"""The table, pass^k and the JSON report from judged trials.

Counts are over runs (cases x trials); with one trial per case they are counts of cases.
pass^k (tau-bench) = mean over cases of C(c, k) / C(n, k), with c of a case's n trials passing:
the chance that k trials drawn from the n all pass.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from math import comb

from runs.models import RunOutcome, SubtaskStatus

from .cases import INTENTS, Case
from .judge import FINISHED_OUTCOMES, Coverage, TrialResult, key_kind

JSON_KEYS = ("cases", "resolved", "partial", "escalated", "silent_drops", "double_refunds", "guard_violations", "multi_intent", "pass_k", "per_case")


def pass_hat_k(trials: list[tuple[int, int]], k: int) -> float:
    """`trials`: (n, c) per case: n trials, c of them passed. Cases with fewer than k trials are an error."""
    if k < 1:
        raise ValueError("k must be at least 1")
    if not trials:
        return 0.0
    for n, c in trials:
        if n < k:
            raise ValueError(f"a case has {n} trials, fewer than k={k}")
        if not 0 <= c <= n:
            raise ValueError(f"{c} successes in {n} trials")
    return sum(comb(c, k) / comb(n, k) for n, c in trials) / len(trials)


def summarize(cases: list[Case], results: list[TrialResult], *, k: int) -> dict:
    """The report: the JSON keys first, then what the table and the /evals/ page also show."""
    by_case: dict[str, list[TrialResult]] = defaultdict(list)
    for r in results:
        by_case[r.case_id].append(r)
    outcomes = Counter(r.outcome for r in results)
    multi = [r for r in results if r.multi_intent]
    multi_cases = {c.id for c in cases if c.multi_intent}
    per_intent = {}
    for intent in INTENTS:  # every label counts, a kind labelled twice in a case twice
        states = Counter(state for r in results for key, state in r.coverage.items() if key_kind(key) == intent)
        if states:
            per_intent[intent] = {"runs": sum(states.values()), "resolved": states[SubtaskStatus.RESOLVED],
                                  "escalated": states[SubtaskStatus.ESCALATED] + states[Coverage.NAMED] + states[Coverage.HANDED_OVER],
                                  "deferred": states[SubtaskStatus.DEFERRED], "dropped": states[Coverage.DROPPED], "open": states[Coverage.OPEN]}
    per_case = []
    for case in cases:
        trials = sorted(by_case.get(case.id, []), key=lambda r: r.trial)
        if not trials:
            continue
        seen = Counter(t.outcome for t in trials)
        diffs = [d if len(trials) == 1 else f"trial {t.trial}: {d}" for t in trials for d in t.differences]
        per_case.append({"id": case.id, "outcome": trials[0].outcome if len(seen) == 1 else ", ".join(f"{o} x{n}" for o, n in seen.items()),
                         "passed": all(t.passed for t in trials), "differences": diffs})
    pass_k = {str(j): round(pass_hat_k([(len(ts), sum(t.passed for t in ts)) for ts in by_case.values()], j), 4) for j in range(1, k + 1)}
    report = {
        "cases": len(by_case),
        "resolved": outcomes[RunOutcome.RESOLVED],
        "partial": outcomes[RunOutcome.PARTIAL],
        "escalated": outcomes[RunOutcome.ESCALATED],
        "silent_drops": sum(r.silent_drop for r in results),
        "double_refunds": sum(r.double_refund for r in results),
        "guard_violations": sum(bool(r.guard_violations) for r in results),
        # Cases, and runs of them (k per case): "resolved" and "escalated_named" count runs.
        "multi_intent": {"cases": len(multi_cases & set(by_case)), "runs": len(multi), "resolved": sum(r.outcome == RunOutcome.RESOLVED for r in multi),
                         "escalated_named": sum(r.outcome in (RunOutcome.PARTIAL, RunOutcome.ESCALATED) and r.named for r in multi)},
        "pass_k": pass_k,
        "per_case": per_case,
    }
    extras = {
        "runs": len(results),
        "k": k,
        "passed": sum(p["passed"] for p in per_case),
        "partial_named": sum(r.outcome == RunOutcome.PARTIAL and r.named for r in results),
        "over_refunds": sum(r.over_refund for r in results),
        "other_outcomes": {o: n for o, n in outcomes.items() if o not in FINISHED_OUTCOMES},
        "per_intent": per_intent,
        "trials": [r.as_json() for r in sorted(results, key=lambda r: (r.case_id, r.trial))],
    }
    return {**report, **extras}


def json_report(summary: dict) -> dict:
    return {key: summary[key] for key in JSON_KEYS}


def render_table(summary: dict, *, model: str, files: list[str], seconds: float | None = None) -> str:
    runs, cases, k = summary["runs"], summary["cases"], summary["k"]
    mi = summary["multi_intent"]
    width = 44
    lines = [f"Eval: {cases} cases from {', '.join(files)}, model {model}" + (f", {k} trials each ({runs} runs)" if k > 1 else ""), ""]

    def row(label, value, note=""):
        lines.append(f"  {label:<{width}}{value!s:>8}  {note}".rstrip())

    unit = "runs" if k > 1 else "cases"
    row(f"{unit}", runs)
    row("resolved", summary["resolved"])
    row("partial (items named)", f"{summary['partial']} ({summary['partial_named']})")
    row("escalated", summary["escalated"])
    for outcome, n in sorted(summary["other_outcomes"].items()):
        row(f"other: {outcome}", n)
    row("silent drops", summary["silent_drops"])
    row("double refunds", summary["double_refunds"])
    row("guard violations", summary["guard_violations"])
    row("over-refunds (beyond what they may cover)", summary["over_refunds"])
    row("passed (end state as expected)", f"{summary['passed']}/{cases}")
    row("multi-intent cases", mi["cases"])
    row("  resolved", mi["resolved"])
    row("  escalated with the open item named", mi["escalated_named"])
    if k > 1:
        for j, value in summary["pass_k"].items():
            row(f"pass^{j}", f"{value:.3f}")
    lines += ["", f"  {'per-intent coverage':<22}{'runs':>6}{'resolved':>10}{'escalated':>11}{'deferred':>10}{'dropped':>9}{'open':>6}"]
    for intent, c in summary["per_intent"].items():
        lines.append(f"  {intent:<22}{c['runs']:>6}{c['resolved']:>10}{c['escalated']:>11}{c['deferred']:>10}{c['dropped']:>9}{c['open']:>6}")
    failed = [p for p in summary["per_case"] if not p["passed"]]
    if failed:
        lines += ["", f"  {len(failed)} case(s) not as expected:"]
        for p in failed:
            lines.append(f"    {p['id']} ({p['outcome']}): " + "; ".join(p["differences"]))
    if seconds is not None:
        lines += ["", f"  {seconds:.1f} s in all, {seconds / max(runs, 1):.2f} s per run"]
    return "\n".join(lines)

"""The metrics page's section on model usage: tokens and cost per run, by model and outcome.
One query over the recorded calls: the answers of runs on Claude (the built-in agents report no
usage) and the model verifier's."""

from __future__ import annotations

from decimal import Decimal

from runs.models import RunEvent
from runs.usage import call_cost, call_tokens


def usage_by_model_and_outcome() -> list[dict]:
    """The agent's calls on Claude and the model verifier's calls (which may judge any run)."""
    columns = ("run_id", "run__outcome", "payload__response__model", "payload__response__usage", "payload__model", "payload__usage")
    # Two branches of one UNION ALL, each found through its own index (runs by model, events by
    # kind): written as one OR, the database scans every event of every run (0.8 s at 100,000 runs).
    answers = RunEvent.objects.filter(kind="model_response", run__model_name="anthropic").order_by().values_list(*columns)
    verdicts = RunEvent.objects.filter(kind="model_verification", payload__has_key="usage").order_by().values_list(*columns)
    rows = answers.union(verdicts, all=True).order_by()
    groups: dict[tuple[str, str], dict] = {}
    for run_id, outcome, r_model, r_usage, v_model, v_usage in rows:
        model, usage = (r_model, r_usage) if r_usage is not None else (v_model, v_usage)
        group = groups.setdefault((model or "?", outcome or "unfinished"), {"runs": set(), "tokens": 0, "cost": Decimal(0), "calls": 0})
        group["runs"].add(run_id)
        group["calls"] += 1
        group["tokens"] += call_tokens(usage or {})
        group["cost"] += call_cost(model or "", usage or {})
    return [{"model": model, "outcome": outcome, "runs": len(g["runs"]), "calls": g["calls"], "tokens": g["tokens"], "cost": g["cost"],
             "tokens_per_run": g["tokens"] // len(g["runs"]), "cost_per_run": g["cost"] / len(g["runs"])}
            for (model, outcome), g in sorted(groups.items())]

"""The metrics page's section on model usage: tokens and cost per run, by model and outcome.
One query over the recorded answers of runs on Claude (the built-in agents report no usage)."""

from __future__ import annotations

from decimal import Decimal

from runs.models import RunEvent
from runs.usage import call_cost, call_tokens


def usage_by_model_and_outcome() -> list[dict]:
    rows = (RunEvent.objects.filter(kind="model_response", run__model_name="anthropic")
            .values_list("run_id", "run__outcome", "payload__response__model", "payload__response__usage"))
    groups: dict[tuple[str, str], dict] = {}
    for run_id, outcome, model, usage in rows:
        group = groups.setdefault((model or "?", outcome or "unfinished"), {"runs": set(), "tokens": 0, "cost": Decimal(0), "calls": 0})
        group["runs"].add(run_id)
        group["calls"] += 1
        group["tokens"] += call_tokens(usage or {})
        group["cost"] += call_cost(model or "", usage or {})
    return [{"model": model, "outcome": outcome, "runs": len(g["runs"]), "calls": g["calls"], "tokens": g["tokens"], "cost": g["cost"],
             "tokens_per_run": g["tokens"] // len(g["runs"]), "cost_per_run": g["cost"] / len(g["runs"])}
            for (model, outcome), g in sorted(groups.items())]

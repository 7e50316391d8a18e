"""What model calls cost: tokens from the usage the API reports, dollars from the price table
(the ANTHROPIC_PRICES setting, dollars per million tokens per model id), and a run's totals.

Every figure is read from recorded events, so the run page, the budgets and a replay agree:
the agent's calls (`model_response`, usage under "response") and the model verifier's
(`model_verification`, usage and model at the top of the payload). The offline and scripted agents report zero usage, so they cost nothing."""

from __future__ import annotations

from decimal import Decimal
from typing import Iterable

from django.conf import settings

TOKEN_KINDS = ("input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens")
# Which price applies to which counter: cache writes (5-minute) and reads have their own prices.
PRICE_OF = {"input_tokens": "input", "output_tokens": "output", "cache_read_input_tokens": "cache_read",
            "cache_creation_input_tokens": "cache_write"}


def call_cost(model: str, usage: dict) -> Decimal:
    """Dollars for one call; a model missing from the price table costs nothing (and is visible
    as $0 on the run page, which is the hint to add it)."""
    prices = settings.ANTHROPIC_PRICES.get(model)
    if not prices:
        return Decimal(0)
    per_million = sum(Decimal(str(prices[PRICE_OF[k]])) * int(usage.get(k) or 0) for k in TOKEN_KINDS)
    return per_million / Decimal(1_000_000)


def call_tokens(usage: dict) -> int:
    return sum(int(usage.get(k) or 0) for k in TOKEN_KINDS)


def run_totals(responses: Iterable[dict]) -> dict:
    """Totals over a run's recorded responses: each token kind, calls, cost in dollars."""
    totals = {k: 0 for k in TOKEN_KINDS}
    cost = Decimal(0)
    calls = 0
    for response in responses:
        usage = response.get("usage") or {}
        calls += 1
        for k in TOKEN_KINDS:
            totals[k] += int(usage.get(k) or 0)
        cost += call_cost(response.get("model", ""), usage)
    return {**totals, "calls": calls, "tokens": sum(totals.values()), "cost": cost}


# The recorded events that are paid model calls.
CALL_KINDS = ("model_response", "model_verification")


def recorded_call(kind: str, payload: dict) -> dict | None:
    """The {"usage", "model", ...} of one recorded call, or None when the event is not one
    (a verification that failed before any call, e.g. the API refused it, carries no usage)."""
    if kind == "model_response":
        return payload.get("response") or {}
    if kind == "model_verification" and payload.get("usage") is not None:
        return {"usage": payload.get("usage") or {}, "model": payload.get("model", ""), "verifier": True}
    return None

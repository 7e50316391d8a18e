"""The run page's strip of model calls: one cell per call (phase, tokens, cache hits, cost,
latency, stop reason, prompt version, request digest) and the run's totals. Read off the
events the page has already loaded, so it costs the page no query."""

from __future__ import annotations

from runs.usage import CALL_KINDS, call_cost, call_tokens, recorded_call, run_totals


def model_call_strip(events) -> dict:
    """`events`: the run's events in order. Calls without usage (the built-in agents) are still
    listed, at zero; the model verifier's calls are listed as phase "verifier"."""
    calls, responses = [], []
    for event in events:
        if event.kind not in CALL_KINDS:
            continue
        response = recorded_call(event.kind, event.payload)
        if response is None:
            continue
        trace = response.get("call") or {}
        usage = response.get("usage") or {}
        responses.append(response)
        calls.append({
            "turn": event.turn, "seq": event.seq, "phase": "verifier" if response.get("verifier") else event.phase, "model": response.get("model", ""),
            "input": int(usage.get("input_tokens") or 0), "output": int(usage.get("output_tokens") or 0),
            "cache_read": int(usage.get("cache_read_input_tokens") or 0), "cache_write": int(usage.get("cache_creation_input_tokens") or 0),
            "tokens": call_tokens(usage), "cost": call_cost(response.get("model", ""), usage),
            "latency_ms": trace.get("latency_ms"), "stop_reason": response.get("stop_reason", ""),
            "prompt_version": trace.get("prompt_version", ""), "digest": trace.get("request_digest", ""),
        })
    totals = run_totals(responses)
    totals["cache_hits"] = sum(1 for c in calls if c["cache_read"])
    return {"calls": calls, "totals": totals}

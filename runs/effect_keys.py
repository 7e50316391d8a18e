"""Idempotency keys of a run's external effects, and which decision a key belongs to.

One key per run, subtask and kind of effect: `run-<id>-s<subtask>-refund` / `-return`. Whatever
decisions the model gets admitted for a subtask, the shop can act on it once; a second, different
request under the same key is refused there. The reply is `run-<id>-reply`.
"""

from __future__ import annotations

import re

from .state import TAKEN_DECISIONS, DecisionAction, DecisionState

KEY_RE = re.compile(r"^run-(?P<run>\d+)-s(?P<subtask>\d+)-(?P<effect>refund|return)$")


def effect_of(action: str) -> str:
    return "refund" if action == DecisionAction.REFUND else "return"  # the key's effect: money, or goods


def effect_key(prefix: str, subtask: int, action: str) -> str:
    return f"{prefix}s{subtask}-{effect_of(action)}"


def parse(key: str) -> dict | None:
    match = KEY_RE.match(key)
    return {"run": int(match["run"]), "subtask": int(match["subtask"]), "effect": match["effect"]} if match else None


def decision_for_key(state: dict, key: str) -> tuple[str | None, dict | None]:
    """The decision of a run (its folded `state`) that an effect under `key` carried out: the
    executed decision of that subtask and effect, else the admitted one; (None, None) if none."""
    parsed = parse(key)
    if parsed is None:
        return None, None
    candidates = [(ref, d) for ref, d in state.get("decisions", {}).items()
                  if d["subtask"] == parsed["subtask"] and effect_of(d["action"]) == parsed["effect"] and d["state"] in TAKEN_DECISIONS]
    candidates.sort(key=lambda rd: (rd[1]["state"] != DecisionState.EXECUTED, -int(rd[0][1:])))
    return candidates[0] if candidates else (None, None)

"""The scripted model: plays back recorded turns, including misbehaving ones.

A script is `{"turns": [turn, ...], "after": "idle" | "offline"}` where a turn is either a list of
content blocks or `{"content": [...], "stop_reason": "..."}`. Tool-use blocks may omit `id`.
Because evidence numbers and decision refs depend on the run, inputs may carry placeholders that
are filled from the request's view:

- `"$evidence:<tool>"`  -> "E<seq>" of the latest successful result of that tool
- `"$decision:<subtask>"` -> the ref of the latest decision for that subtask

Turn N of the run plays script turn N, so a resumed run plays the same turn again. When the
script runs out the model either idles (text only, which the drift check will notice) or hands
over to the offline agent.
"""

from __future__ import annotations

import copy

from .base import message

MODEL_ID = "supervisor-scripted-1"


class ScriptedAgent:
    name = "scripted"
    label = "Scripted model (recorded turns)"

    def __init__(self, script: dict | list):
        if isinstance(script, list):
            script = {"turns": script}
        self.turns = script.get("turns", [])
        self.after = script.get("after", "idle")

    def respond(self, request) -> dict:
        index = request.turn - 1
        if index >= len(self.turns):
            if self.after == "offline":
                from .offline import OfflineAgent

                return OfflineAgent().respond(request)
            return message([{"type": "text", "text": "(script finished)"}], model=MODEL_ID, stop_reason="end_turn", msg_id=f"msg_script_{request.turn}")
        turn = self.turns[index]
        if isinstance(turn, list):
            turn = {"content": turn}
        content = [self._fill(copy.deepcopy(block), request, i) for i, block in enumerate(turn.get("content", []), start=1)]
        return message(content, model=MODEL_ID, stop_reason=turn.get("stop_reason"), msg_id=f"msg_script_{request.turn}")

    def _fill(self, block: dict, request, i: int) -> dict:
        if block.get("type") == "tool_use":
            block.setdefault("id", f"toolu_script_{request.turn}_{i}")
            block["input"] = _resolve(block.get("input", {}), request.view)
        return block


def _resolve(value, view):
    if isinstance(value, dict):
        return {k: _resolve(v, view) for k, v in value.items()}
    if isinstance(value, list):
        return [_resolve(v, view) for v in value]
    if isinstance(value, str) and value.startswith("$evidence:"):
        tool = value.split(":", 1)[1]
        hits = [r for r in view.get("results", []) if r["name"] == tool and r["ok"]]
        return f"E{hits[-1]['seq']}" if hits else "E0"
    if isinstance(value, str) and value.startswith("$decision:"):
        subtask = int(value.split(":", 1)[1])
        refs = [ref for ref, d in sorted(view.get("decisions", {}).items(), key=lambda kv: int(kv[0][1:])) if d["subtask"] == subtask]
        return refs[-1] if refs else "D0"
    return value

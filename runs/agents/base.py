"""The one interface every model sits behind.

An agent takes an `AgentRequest` (the phase's system prompt and tools, the conversation so far
with the pinned subtask block in its last user message, and a structured view for built-in
agents) and returns a Messages-API response body as a plain dict:

    {"id": "msg_...", "type": "message", "role": "assistant", "model": "...",
     "content": [{"type": "text", "text": "..."},
                 {"type": "tool_use", "id": "toolu_...", "name": "get_order", "input": {...}}],
     "stop_reason": "tool_use", "stop_sequence": None,
     "usage": {"input_tokens": 0, "output_tokens": 0,
               "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}}

The walk records that dict before it runs any tool, so a resumed or replayed run never asks
the model again for a turn it already has.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol


class AgentError(Exception):
    """The model answered with something the run cannot use (recorded, then handled by the walk)."""


class AgentUnavailable(AgentError):
    """The model could not be reached after the SDK's retries (timeout, overloaded, 5xx)."""


@dataclass(frozen=True)
class AgentRequest:
    run_id: int
    turn: int
    phase: str
    system: str
    tools: list[dict[str, Any]]
    messages: list[dict[str, Any]]
    view: dict[str, Any] = field(default_factory=dict)
    # {"type": "tool", "name": ...} when the phase cannot end without that tool (runs.walk.request).
    tool_choice: dict[str, Any] | None = None
    # Which wording and layout of the request this is, recorded with each call's trace.
    prompt_version: str = ""
    # The run's own part of the static prefix (the text of the policies retrieved so far): sent
    # after the system prompt every run shares, so that one stays identical across runs.
    run_context: str = ""
    # Per message: for an earlier answer, the prefix digest recorded when it was produced
    # (runs.agents.claude.prefix_digest), which decides whether its thinking blocks may go back.
    thinking_prefixes: list[str | None] = field(default_factory=list)


class Agent(Protocol):
    name: str  # offline | scripted | anthropic
    label: str  # shown in the UI, e.g. "Offline agent (built in, no network)"

    def respond(self, request: AgentRequest) -> dict[str, Any]: ...


def empty_usage() -> dict[str, int]:
    return {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}


def message(content: list[dict[str, Any]], *, model: str, stop_reason: str | None = None, msg_id: str = "msg_local") -> dict[str, Any]:
    """A Messages-API response body built locally (offline and scripted agents)."""
    if stop_reason is None:
        stop_reason = "tool_use" if any(b.get("type") == "tool_use" for b in content) else "end_turn"
    return {
        "id": msg_id,
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": empty_usage(),
    }


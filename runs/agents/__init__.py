"""Model adapters. Every agent answers one request with one Messages-API response body (a dict),
which the walk records as an event before anything depends on it."""

from .base import Agent, AgentError, AgentRequest, AgentUnavailable

__all__ = ["Agent", "AgentError", "AgentRequest", "AgentUnavailable", "agent_for"]


def agent_for(run) -> Agent:
    """The agent a run was started with."""
    if run.model_name == "scripted":
        from .scripted import ScriptedAgent

        return ScriptedAgent(run.script or {})
    if run.model_name == "anthropic":
        from .claude import ClaudeAgent

        return ClaudeAgent()
    from .offline import OfflineAgent

    return OfflineAgent()

"""Model adapters. Every agent answers one request with one Messages-API response body (a dict),
which the executor records as an event before anything depends on it."""

from .base import AgentError, AgentRequest, AgentUnavailable, agent_for

__all__ = ["AgentError", "AgentRequest", "AgentUnavailable", "agent_for"]

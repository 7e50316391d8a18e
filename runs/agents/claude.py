"""Claude through the official `anthropic` SDK.

One `respond` is one Messages-API call. The SDK does the retrying (408/409/429/5xx/529, with
backoff that honours `retry-after`); whatever still fails afterwards is turned into the two
errors the walk understands, `AgentUnavailable` (try again later) and `AgentError` (this
request will never work). Nothing is swallowed: the SDK exception is chained as `__cause__`.

The SDK sends no idempotency key, so a retried call may be billed twice. That is why the
walk records every response before running a tool and never asks again for a turn it has.
"""

from __future__ import annotations

import hashlib
import json
import time
from typing import Any

import anthropic
from django.conf import settings

from .base import AgentError, AgentRequest, AgentUnavailable
from .model_ids import UnknownModel, capabilities, check_model_id, check_model_settings

# Statuses the SDK itself retries; seeing one here means its retries ran out, so the model is
# unavailable rather than the request wrong.
TRANSIENT_STATUSES = frozenset({408, 409, 429})

# The Messages-API body the interface promises (runs/agents/base.py). The SDK model carries more
# (container, diagnostics, stop_details, ...), which the run record does not need.
BODY_KEYS = ("id", "type", "role", "model", "content", "stop_reason", "stop_sequence")
USAGE_KEYS = ("input_tokens", "output_tokens", "cache_creation_input_tokens", "cache_read_input_tokens")

EPHEMERAL = {"type": "ephemeral"}
# Characters per token for deciding where a breakpoint pays (English prose and JSON run 3.5-4.5).
CHARS_PER_TOKEN = 4
# The minimum for an id missing from ANTHROPIC_CACHE_MIN_TOKENS: the largest published one.
DEFAULT_CACHE_MIN_TOKENS = 4096

# JSON-schema keywords strict tool use does not take; the runtime still checks them on every call
# (runs.tools.Tool.check_input), so dropping them from what the API sees loosens nothing.
NOT_STRICT_KEYWORDS = frozenset({"minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
                                 "minLength", "maxLength", "minItems", "maxItems", "pattern"})


def build_client() -> anthropic.Anthropic:
    return anthropic.Anthropic(
        api_key=settings.ANTHROPIC_API_KEY,
        timeout=settings.ANTHROPIC_TIMEOUT_SECONDS,
        max_retries=settings.ANTHROPIC_MAX_RETRIES,
    )


class ClaudeAgent:
    name = "anthropic"

    def __init__(self, client: anthropic.Anthropic | None = None) -> None:
        # Read once so the label shown for a run and the model it calls cannot disagree.
        self.model = settings.ANTHROPIC_MODEL
        self.max_tokens = settings.ANTHROPIC_MAX_TOKENS
        self.thinking = settings.ANTHROPIC_THINKING
        self.label = f"Claude ({self.model})"
        # Checked again here (startup checks only when Claude is the default): a run started on
        # Claude with a retired id escalates with the reason instead of calling a dead model.
        self.capabilities = {"forced_tool_choice": False, "thinking_off": "between_tools"}  # replaced below; unused if refused
        try:
            check_model_id(self.model)
            check_model_settings(self.model)
            self.capabilities = capabilities(self.model)
            self.model_problem = ""
        except UnknownModel as exc:
            self.model_problem = str(exc)
        self.client = client if client is not None else build_client()

    def request_kwargs(self, request: AgentRequest) -> dict[str, Any]:
        """The Messages-API call for a request. No temperature, top_p or top_k: current models
        refuse non-default sampling, and the runtime's checks, not sampling, keep runs on track."""
        kwargs: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.max_tokens,
            # Passed as given: the pinned subtask block is already in the last user message.
            "messages": request.messages,
        }
        # The API rejects an empty text block: only the parts there are.
        kwargs["system"] = [{"type": "text", "text": text} for text in (request.system, request.run_context) if text]
        if not kwargs["system"]:
            del kwargs["system"]
        if request.tools:
            kwargs["tools"] = [api_tool(tool) for tool in request.tools]
        messages = keep_valid_thinking(kwargs, request.messages, request.thinking_prefixes)
        wanted = request.tool_choice if request.tool_choice and any(t["name"] == request.tool_choice.get("name") for t in request.tools) else None
        forced = wanted if wanted and self.capabilities["forced_tool_choice"] else None
        if forced:
            kwargs["tool_choice"] = forced
        kwargs["messages"] = messages
        kwargs["messages"], self.cached_prefix_tokens = place_breakpoints(kwargs, self.cache_minimum())
        if wanted and not forced:
            # A model that refuses forcing is asked in words, just before the pinned block; the
            # runtime still enforces it (a turn without the tool gets a notice, runs.walk.turn).
            last = kwargs["messages"][-1]
            last["content"] = [*last["content"][:-1], {"type": "text", "text": must_call(wanted["name"])}, last["content"][-1]]
        # Where forcing is accepted it is accepted only without thinking, so that one call is made
        # with thinking off; every other call thinks as the setting says. "Off" is the model's own
        # off type (Sonnet 5.5 refuses "disabled" and takes "between_tools").
        off = {"type": self.capabilities["thinking_off"]}
        kwargs["thinking"] = off if forced or self.thinking == "off" else {"type": "adaptive"}
        return kwargs

    def cache_minimum(self) -> int:
        return int(settings.ANTHROPIC_CACHE_MIN_TOKENS.get(self.model, DEFAULT_CACHE_MIN_TOKENS))

    def respond(self, request: AgentRequest) -> dict[str, Any]:
        if self.model_problem:
            raise AgentError(self.model_problem)
        kwargs = self.request_kwargs(request)
        started = time.monotonic()
        try:
            response = self.client.messages.create(**kwargs)
        except anthropic.APITimeoutError as exc:
            raise AgentUnavailable(
                f"Claude did not answer within {self.client.timeout} s after {self.client.max_retries} retries"
            ) from exc
        except anthropic.APIConnectionError as exc:
            raise AgentUnavailable(
                f"Could not reach the Anthropic API after {self.client.max_retries} retries: {exc.__cause__ or exc}"
            ) from exc
        except anthropic.APIStatusError as exc:
            detail = describe_status_error(exc)
            if exc.status_code in TRANSIENT_STATUSES or exc.status_code >= 500:
                raise AgentUnavailable(f"Anthropic API unavailable after {self.client.max_retries} retries: {detail}") from exc
            # 400/401/403/404 and the other 4xx: the same request would fail the same way.
            raise AgentError(f"Anthropic API rejected the request: {detail}") from exc
        except anthropic.APIError as exc:
            # e.g. a response the SDK could not read; not worth retrying blindly.
            raise AgentError(f"Anthropic API call failed: {exc}") from exc
        body = response_body(response)
        # The call's trace rides with the recorded answer: what was asked (digest, prompt version,
        # the prefix the cache was asked to hold) and how long it took.
        body["call"] = {"latency_ms": round((time.monotonic() - started) * 1000), "request_digest": request_digest(kwargs),
                        "prefix_digest": prefix_digest(kwargs, len(kwargs["messages"])),
                        "prompt_version": request.prompt_version, "cached_prefix_tokens": self.cached_prefix_tokens,
                        "cache_minimum_tokens": self.cache_minimum()}
        return body


def api_tool(tool: dict[str, Any]) -> dict[str, Any]:
    """A tool as the API gets it: `strict: true` when its schema is one strict tool use accepts
    (every object closed with additionalProperties false), with the keywords strict mode does not
    take left out. The schema is the one the runtime validates with, generated for the plan tools
    from the plan's pydantic models (runs.plan.call_schema): one definition, two uses."""
    schema = strict_schema(tool.get("input_schema", {}))
    if schema is None:
        return dict(tool)
    return {**tool, "input_schema": schema, "strict": True}


def strict_schema(schema: Any) -> Any:
    """The schema for strict mode, or None if some object in it is open (strict mode refuses those)."""
    if isinstance(schema, list):
        items = [strict_schema(s) for s in schema]
        return None if any(i is None for i in items) else items
    if not isinstance(schema, dict):
        return schema
    if schema.get("type") == "object" and schema.get("additionalProperties") is not False:
        return None
    out = {}
    for key, value in schema.items():
        if key in NOT_STRICT_KEYWORDS:
            continue
        if key == "properties":
            props = {name: strict_schema(sub) for name, sub in value.items()}
            if any(p is None for p in props.values()):
                return None
            out[key] = props
        elif key == "items":
            item = strict_schema(value)
            if item is None:
                return None
            out[key] = item
        else:
            out[key] = value
    return out


def estimated_tokens(text: str) -> int:
    return len(text) // CHARS_PER_TOKEN


def place_breakpoints(kwargs: dict[str, Any], minimum: int) -> tuple[list[dict], int]:
    """Cache breakpoints where they can pay, and the estimated tokens of the longest cached prefix.

    The API caches tools, then system, then messages, and silently caches nothing shorter than the
    model's minimum. Four candidates: the end of the shared system prompt (the phase's tools, the
    rules and the decision table: the same for every run in that phase, so runs read each other's
    cache); the end of the run's own part (the policies it retrieved); and the end of the ticket message
    (the first user message: the ticket and the facts recorded so far), which moves forward when a
    fact or a phase arrives and stays put while the window slides beside it; and the end of the
    conversation before the pinned block (moving). A candidate under the minimum gets no
    breakpoint; the pinned block, new every turn, never does. At most four: the API's limit.
    Messages are copied: the walk's request is not changed."""
    messages = [dict(m, content=[dict(b) for b in m["content"]]) if isinstance(m.get("content"), list) else dict(m)
                for m in kwargs["messages"]]
    prefix = estimated_tokens(json.dumps(kwargs.get("tools", [])))
    cached = 0
    for block in kwargs.get("system", []):
        prefix += estimated_tokens(block["text"])
        if prefix >= minimum:
            block["cache_control"] = EPHEMERAL
            cached = prefix
    opening = messages[0] if messages and isinstance(messages[0].get("content"), list) else None
    # Only when the ticket message is not also where the pinned block rides (the first turn).
    if opening is not None and len(messages) > 1:
        with_ticket = prefix + estimated_tokens(json.dumps(opening["content"]))
        if with_ticket >= minimum:
            opening["content"][-1]["cache_control"] = EPHEMERAL
            cached = with_ticket
        # The moving breakpoint: the end of the conversation, just before the pinned block (the
        # last block, new every turn). The next request repeats this prefix while the window is
        # still filling, and reads it; once the window slides its head changes and it is written anew.
        last = messages[-1]["content"]
        if isinstance(last, list) and len(last) > 1:
            conversation = with_ticket + sum(estimated_tokens(json.dumps(b)) for m in messages[1:-1] for b in m["content"]) + sum(
                estimated_tokens(json.dumps(b)) for b in last[:-1])
            if conversation >= minimum:
                last[-2]["cache_control"] = EPHEMERAL
                cached = conversation
    return messages, cached


def must_call(tool: str) -> str:
    return f"This turn must call {tool}: the phase cannot end without it (or call escalate_to_human if you cannot)."


THINKING_TYPES = ("thinking", "redacted_thinking")


def prefix_digest(kwargs: dict[str, Any], upto: int) -> str:
    """The digest of what precedes message `upto` as the API's prefix check sees it: system,
    tools and the earlier messages, cache breakpoints aside (they move from call to call)."""
    head = {"system": kwargs.get("system"), "tools": kwargs.get("tools"), "messages": kwargs["messages"][:upto]}
    return hashlib.sha256(json.dumps(_without_cache_control(head), sort_keys=True, default=str).encode()).hexdigest()[:32]


def _without_cache_control(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _without_cache_control(v) for k, v in value.items() if k != "cache_control"}
    if isinstance(value, list):
        return [_without_cache_control(v) for v in value]
    return value


def keep_valid_thinking(kwargs: dict[str, Any], messages: list[dict], produced_under: list[str | None] | None) -> list[dict]:
    """The messages with every thinking block the API would refuse taken out.

    A thinking block may come back only under the prefix (system, tools, earlier messages) it was
    produced under ("Preserved thinking": otherwise it and every later thinking block are invalid,
    and accounts since 2026-08-31 get a 400). The flat request moves the pinned block and slides
    the window, so an earlier answer's prefix usually differs; the docs' remedy for trimmed
    histories is to remove thinking from the retained turns. `produced_under[i]` is the prefix
    digest recorded when the answer at message i was produced: its thinking blocks stay only while
    that still matches, and from the first answer that does not, no thinking block is sent (a
    block left out between others fails the check too). Copies; the request is not changed."""
    produced_under = produced_under or []
    out = [dict(m) for m in messages]
    probe = {**kwargs, "messages": out}
    dropping = False
    for i, m in enumerate(out):
        if m.get("role") != "assistant" or not isinstance(m.get("content"), list):
            continue
        if not any(b.get("type") in THINKING_TYPES for b in m["content"]):
            continue
        recorded = produced_under[i] if i < len(produced_under) else None
        dropping = dropping or recorded is None or recorded != prefix_digest(probe, i)
        if dropping:
            kept = [b for b in m["content"] if b.get("type") not in THINKING_TYPES]
            out[i] = dict(m, content=kept or [{"type": "text", "text": "(no content)"}])
    return out


def request_digest(kwargs: dict[str, Any]) -> str:
    """A short digest of exactly what was sent, to tell two calls' requests apart in a trace."""
    return hashlib.sha256(json.dumps(kwargs, sort_keys=True, default=str).encode()).hexdigest()[:16]


def describe_status_error(exc: anthropic.APIStatusError) -> str:
    parts = [f"HTTP {exc.status_code}"]
    if exc.type:
        parts.append(str(exc.type))
    if exc.error_code:
        parts.append(str(exc.error_code))
    text = " ".join(parts)
    text += f": {exc.api_message or exc.message}"
    if exc.request_id:
        text += f" (request-id {exc.request_id})"
    return text


def response_body(response: anthropic.types.Message) -> dict[str, Any]:
    """The response as the plain Messages-API dict the walk records.

    Content blocks keep exactly the fields the API sent (`exclude_unset`), so a block can be
    sent back verbatim as assistant content, and a tool_use `input` that does not even match the
    SDK's type (a string instead of an object) comes back untouched for the walk to judge;
    `warnings=False` because that mismatch is expected here, not a bug.
    """
    dumped = response.model_dump(mode="json", warnings=False)
    body = {key: dumped.get(key) for key in BODY_KEYS}
    body["content"] = [block.model_dump(mode="json", exclude_unset=True, warnings=False) for block in response.content]
    usage = dumped.get("usage") or {}
    # The API omits cache counters when caching did not apply; the run record sums them.
    body["usage"] = {key: usage.get(key) or 0 for key in USAGE_KEYS}
    return body

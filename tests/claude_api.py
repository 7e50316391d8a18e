"""The Anthropic Messages API as an httpx2 MockTransport, for tests that drive whole runs on
Claude. Replies are real Messages-API JSON bodies (ids, usage with the cache counters and
`service_tier`, thinking blocks with signatures); the adapter under test is the real SDK client.

`ScriptedApi(turns)` answers the request whose pinned block says `turn N` with `turns[N](payload)`,
so a retried request gets the same answer, as a deterministic model would give. Usage is computed
from the request the way the API reports it: the tokens up to the last breakpoint the cache holds
are cache reads, the ones written for the first time cache writes, the rest input tokens."""

from __future__ import annotations

import json
import re
from typing import Any, Callable

import anthropic
import httpx2

CHARS_PER_TOKEN = 4  # the API counts tokens; the mock estimates them from characters, as the adapter does


def use(name: str, args: dict, n: int) -> dict:
    return {"type": "tool_use", "id": f"toolu_01Mk{n:08d}", "name": name, "input": args}


def thinking(text: str, n: int) -> dict:
    return {"type": "thinking", "thinking": text, "signature": f"EqQBCkYIARgCIkB{n:04d}sig=="}


def pinned_turn(payload: dict) -> int:
    return int(re.search(r"\| turn (\d+)", payload["messages"][-1]["content"][-1]["text"]).group(1))


def phase_of(payload: dict) -> str:
    return re.search(r"Phase: (\w+)", payload["system"][0]["text"]).group(1)


def prefix_breakpoints(payload: dict) -> list[int]:
    """Characters of the request up to each cache_control breakpoint, in the API's order
    (tools, then system, then messages)."""
    marks, size = [], 0
    for tool in payload.get("tools", []):
        size += len(json.dumps({k: v for k, v in tool.items() if k != "cache_control"}))
        if "cache_control" in tool:
            marks.append(size)
    for block in payload.get("system", []):
        size += len(block["text"])
        if "cache_control" in block:
            marks.append(size)
    for message in payload["messages"]:
        for block in message["content"]:
            size += len(json.dumps({k: v for k, v in block.items() if k != "cache_control"}))
            if "cache_control" in block:
                marks.append(size)
    return marks


class ScriptedApi:
    """A deterministic model behind the real HTTP interface, with a prompt cache that behaves like
    the API's: a prefix shorter than `minimum_tokens` is never cached; a breakpoint whose prefix was
    written by an earlier request is read."""

    def __init__(self, turns: dict[int, Callable[[dict], list[dict]]], *, model: str = "claude-sonnet-5-5", minimum_tokens: int = 1024,
                 stop_reason: Callable[[list[dict]], str] | None = None):
        self.turns = turns
        self.model = model
        self.minimum_tokens = minimum_tokens
        self.requests: list[dict] = []
        self.raw: list[bytes] = []
        self.cached: set[str] = set()
        self.stop_reason = stop_reason
        self.body_usage: list[dict] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        payload = json.loads(request.content)
        self.requests.append(payload)
        self.raw.append(request.content)
        turn = pinned_turn(payload)
        content = self.turns[turn](payload)
        stop = self.stop_reason(content) if self.stop_reason else ("tool_use" if any(b["type"] == "tool_use" for b in content) else "end_turn")
        return httpx2.Response(200, json=self.body(payload, content, stop), headers={"request-id": f"req_011Turn{turn:04d}"})

    def body(self, payload: dict, content: list[dict], stop_reason: str) -> dict[str, Any]:
        total = len(request_text(payload)) // CHARS_PER_TOKEN
        read = written = 0
        text = request_text(payload)
        for mark in prefix_breakpoints(payload):
            tokens = mark // CHARS_PER_TOKEN
            if tokens < self.minimum_tokens:
                continue
            key = text[:mark]
            if key in self.cached:
                read = max(read, tokens)
            else:
                self.cached.add(key)
                written = max(written, tokens - read)
        output = sum(len(json.dumps(b)) for b in content) // CHARS_PER_TOKEN + 1
        usage = {"input_tokens": max(total - read - written, 1), "output_tokens": output,
                 "cache_creation_input_tokens": written, "cache_read_input_tokens": read,
                 "cache_creation": {"ephemeral_5m_input_tokens": written, "ephemeral_1h_input_tokens": 0},
                 "service_tier": "standard"}
        self.body_usage.append(usage)
        return {
            "id": f"msg_01Mk{len(self.requests):08d}", "type": "message", "role": "assistant", "model": self.model,
            "content": content, "stop_reason": stop_reason, "stop_sequence": None,
            "usage": usage,
        }


def request_text(payload: dict) -> str:
    """The request as the cache sees it: tools, system, messages, in order, without the markers."""
    parts = [json.dumps({k: v for k, v in t.items() if k != "cache_control"}) for t in payload.get("tools", [])]
    parts += [b["text"] for b in payload.get("system", [])]
    parts += [json.dumps({k: v for k, v in b.items() if k != "cache_control"}) for m in payload["messages"] for b in m["content"]]
    return "".join(parts)


def client_for(handler, *, max_retries: int = 0) -> anthropic.Anthropic:
    return anthropic.Anthropic(api_key="sk-ant-test", max_retries=max_retries, http_client=httpx2.Client(transport=httpx2.MockTransport(handler)))


def _unmarked(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _unmarked(v) for k, v in value.items() if k != "cache_control"}
    if isinstance(value, list):
        return [_unmarked(v) for v in value]
    return value


def refused(message: str) -> httpx2.Response:
    """The Messages API's 400 for a request shape the model does not take."""
    return httpx2.Response(400, headers={"request-id": "req_011Refused400"},
                            json={"type": "error", "error": {"type": "invalid_request_error", "message": message}, "request_id": "req_011Refused400"})


class Sonnet55Rules:
    """What claude-sonnet-5-5 refuses with a 400, per its "What's new" and "Preserved thinking"
    pages: tool_choice of type tool or any; thinking type "disabled"; sampling parameters; and a
    thinking block sent back under a prefix (system, tools, earlier messages; breakpoints aside)
    other than the one it was produced under. Wraps any handler; `refusals` lists what it refused."""

    def __init__(self, inner):
        self.inner = inner
        self.refusals: list[str] = []
        self.prefix_of: dict[str, str] = {}  # thinking signature -> the prefix it was produced under
        self.sent_back = 0  # thinking blocks sent back (and accepted)

    @staticmethod
    def prefix(payload: dict, upto: int) -> str:
        return json.dumps(_unmarked({"system": payload.get("system"), "tools": payload.get("tools"), "messages": payload["messages"][:upto]}), sort_keys=True)

    def rule_broken(self, payload: dict) -> str:
        if (payload.get("tool_choice") or {}).get("type") in ("tool", "any"):
            return "claude-sonnet-5-5 does not support forced tool use (tool_choice tool/any)"
        if (payload.get("thinking") or {}).get("type") == "disabled":
            return "thinking.type 'disabled' is not supported on this model; use 'between_tools'"
        if {"temperature", "top_p", "top_k"} & set(payload):
            return "sampling parameters are not supported on this model"
        for i, message in enumerate(payload["messages"]):
            for block in message["content"] if isinstance(message["content"], list) else []:
                if block.get("type") == "thinking" and self.prefix_of.get(block["signature"]) not in (None, self.prefix(payload, i)):
                    return "thinking block prefix mismatch: the block was produced under a different conversation"
        return ""

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        payload = json.loads(request.content)
        broken = self.rule_broken(payload)
        if broken:
            self.refusals.append(broken)
            return refused(broken)
        self.sent_back += sum(1 for m in payload["messages"] if isinstance(m["content"], list) for b in m["content"] if b.get("type") == "thinking")
        response = self.inner(request)
        if response.status_code == 200:
            for block in json.loads(response.content).get("content", []):
                if block.get("type") == "thinking":
                    self.prefix_of[block["signature"]] = self.prefix(payload, len(payload["messages"]))
        return response

"""ClaudeAgent against a real `anthropic.Anthropic` client whose HTTP goes to an httpx2 MockTransport.

The payloads are Messages-API bodies as the API sends them (shape from the API docs: ids,
`usage` with `cache_creation` breakdown and `service_tier`, error bodies with `request_id`), so
these tests exercise the SDK's real parsing, retrying and error mapping. Nothing reaches the
network.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import anthropic
import httpx2
import pytest
from django.conf import settings as django_settings

from runs.agents.base import AgentError, AgentRequest, AgentUnavailable
from runs.agents.claude import ClaudeAgent

MODEL = "claude-haiku-4-5"  # deliberately not the settings default, to prove it comes from settings

TOOLS = [
    {
        "name": "get_order",
        "description": "Look up an order by its number.",
        "input_schema": {
            "type": "object",
            "properties": {"order_id": {"type": "string"}},
            "required": ["order_id"],
        },
    },
    {
        "name": "issue_refund",
        "description": "Refund part or all of an order.",
        "input_schema": {
            "type": "object",
            "properties": {"order_id": {"type": "string"}, "amount_cents": {"type": "integer"}},
            "required": ["order_id", "amount_cents"],
        },
    },
    {
        "name": "lookup_policy",
        "description": "Fetch the refund policy clause for a reason code.",
        "input_schema": {"type": "object", "properties": {"reason": {"type": "string"}}, "required": ["reason"]},
    },
]

MESSAGES = [
    {"role": "user", "content": "Ticket #4411: my order A-1001 arrived broken, I want my money back."},
    {
        "role": "assistant",
        "content": [
            {"type": "text", "text": "Let me look at that order."},
            {"type": "tool_use", "id": "toolu_01D7FLrfh4GYq7yT1ULFeyMV", "name": "get_order", "input": {"order_id": "A-1001"}},
        ],
    },
    {
        "role": "user",
        "content": [
            {
                "type": "tool_result",
                "tool_use_id": "toolu_01D7FLrfh4GYq7yT1ULFeyMV",
                "content": '{"order_id": "A-1001", "total_cents": 4599, "status": "delivered"}',
            },
            {"type": "text", "text": "<subtask phase=\"decide\">Open intents: refund A-1001 (damaged).</subtask>"},
        ],
    },
]

ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    408: "timeout_error",
    409: "conflict_error",
    429: "rate_limit_error",
    500: "api_error",
    503: "api_error",
    529: "overloaded_error",
}


@pytest.fixture(autouse=True)
def anthropic_settings(settings):
    settings.ANTHROPIC_API_KEY = "sk-ant-test-not-a-key"
    settings.ANTHROPIC_MODEL = MODEL
    settings.ANTHROPIC_MAX_TOKENS = 1024
    settings.ANTHROPIC_TIMEOUT_SECONDS = 5.0
    settings.ANTHROPIC_MAX_RETRIES = 2
    return settings


def message_body(content, *, stop_reason="end_turn", stop_sequence=None, usage=None, msg_id="msg_01XFDUDYJgAACzvnptvVoYEL"):
    return {
        "id": msg_id,
        "type": "message",
        "role": "assistant",
        "model": MODEL,
        "content": content,
        "stop_reason": stop_reason,
        "stop_sequence": stop_sequence,
        "usage": usage
        or {
            "input_tokens": 2095,
            "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": 0,
            "cache_creation": {"ephemeral_5m_input_tokens": 0, "ephemeral_1h_input_tokens": 0},
            "output_tokens": 503,
            "service_tier": "standard",
        },
    }


def ok(body: dict[str, Any]) -> httpx2.Response:
    return httpx2.Response(200, json=body, headers={"request-id": "req_011CSHoEeqs5C35K2UUqR7Fy"})


def error(status: int, message: str, *, headers: dict[str, str] | None = None) -> httpx2.Response:
    return httpx2.Response(
        status,
        json={"type": "error", "error": {"type": ERROR_TYPES[status], "message": message}, "request_id": "req_011CSHoEeqs5C35K2UUqR7Fy"},
        headers={"request-id": "req_011CSHoEeqs5C35K2UUqR7Fy", **(headers or {})},
    )


class Api:
    """Plays back queued replies (a response, or an exception to raise) and keeps every request."""

    def __init__(self, *replies):
        self.replies = list(replies)
        self.requests: list[httpx2.Request] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        self.requests.append(request)
        reply = self.replies.pop(0)
        if isinstance(reply, Exception):
            raise reply
        return reply

    @property
    def bodies(self) -> list[dict[str, Any]]:
        return [json.loads(r.content) for r in self.requests]


def agent_for(api: Api, *, max_retries: int | None = None) -> ClaudeAgent:
    """A ClaudeAgent on a real SDK client configured like the production one, HTTP to `api`."""
    client = anthropic.Anthropic(
        api_key=django_settings.ANTHROPIC_API_KEY,
        timeout=django_settings.ANTHROPIC_TIMEOUT_SECONDS,
        max_retries=django_settings.ANTHROPIC_MAX_RETRIES if max_retries is None else max_retries,
        http_client=httpx2.Client(transport=httpx2.MockTransport(api)),
    )
    return ClaudeAgent(client=client)


def request(**overrides) -> AgentRequest:
    fields = dict(
        run_id=7,
        turn=3,
        phase="decide",
        system="You are the support agent for Acme Shop. Decide what the customer is owed.",
        tools=copy.deepcopy(TOOLS),
        messages=copy.deepcopy(MESSAGES),
    )
    fields.update(overrides)
    return AgentRequest(**fields)


# --- replies -----------------------------------------------------------------------------------


def test_tool_use_reply_parses_into_blocks_with_id_name_and_input():
    content = [
        {"type": "text", "text": "I'll check the refund policy for damaged items."},
        {"type": "tool_use", "id": "toolu_01A09q90qw90lq917835lq9", "name": "lookup_policy", "input": {"reason": "damaged"}},
    ]
    api = Api(ok(message_body(content, stop_reason="tool_use")))

    body = agent_for(api).respond(request())
    trace = body.pop("call")

    assert set(trace) == {"latency_ms", "request_digest", "prefix_digest", "prompt_version", "cached_prefix_tokens", "cache_minimum_tokens"}
    assert trace["cache_minimum_tokens"] == 4096 and len(trace["request_digest"]) == 16
    assert body == {
        "id": "msg_01XFDUDYJgAACzvnptvVoYEL",
        "type": "message",
        "role": "assistant",
        "model": MODEL,
        "content": content,
        "stop_reason": "tool_use",
        "stop_sequence": None,
        "usage": {"input_tokens": 2095, "output_tokens": 503, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0},
    }
    # Plain data the walk can store as JSON, not SDK objects.
    assert json.loads(json.dumps(body)) == body


def test_parallel_tool_use_blocks_in_one_reply_come_back_in_order():
    content = [
        {"type": "text", "text": "I'll look up both orders at once."},
        {"type": "tool_use", "id": "toolu_01T1x1fJ34qAmk2tNTrN7Up6", "name": "get_order", "input": {"order_id": "A-1001"}},
        {"type": "tool_use", "id": "toolu_01Nw5B6rvqPkU7GNbCqV9fLB", "name": "get_order", "input": {"order_id": "A-1002"}},
        {"type": "tool_use", "id": "toolu_01Ms8mB7GUR3y3sK2u9fTzWq", "name": "lookup_policy", "input": {"reason": "damaged"}},
    ]
    api = Api(ok(message_body(content, stop_reason="tool_use")))

    body = agent_for(api).respond(request())

    tool_uses = [b for b in body["content"] if b["type"] == "tool_use"]
    assert [(b["id"], b["name"], b["input"]) for b in tool_uses] == [
        ("toolu_01T1x1fJ34qAmk2tNTrN7Up6", "get_order", {"order_id": "A-1001"}),
        ("toolu_01Nw5B6rvqPkU7GNbCqV9fLB", "get_order", {"order_id": "A-1002"}),
        ("toolu_01Ms8mB7GUR3y3sK2u9fTzWq", "lookup_policy", {"reason": "damaged"}),
    ]
    assert body["content"] == content


def test_text_only_reply_ends_the_turn():
    content = [{"type": "text", "text": "Your refund of $45.99 for order A-1001 has been approved."}]
    api = Api(ok(message_body(content)))

    body = agent_for(api).respond(request())

    assert body["content"] == content
    assert body["stop_reason"] == "end_turn"


@pytest.mark.parametrize(
    ("stop_reason", "stop_sequence", "content"),
    [
        ("end_turn", None, [{"type": "text", "text": "Done."}]),
        ("max_tokens", None, [{"type": "text", "text": "The policy says that damaged items within 30 days are"}]),
        ("stop_sequence", "</decision>", [{"type": "text", "text": "<decision>refund in full"}]),
        ("tool_use", None, [{"type": "tool_use", "id": "toolu_01Bq8Xv5", "name": "get_order", "input": {"order_id": "A-1"}}]),
        ("pause_turn", None, [{"type": "text", "text": "Still working through the order history."}]),
        ("refusal", None, []),
        ("model_context_window_exceeded", None, [{"type": "text", "text": "Summarising the ticket so far:"}]),
    ],
)
def test_every_stop_reason_comes_back_as_given(stop_reason, stop_sequence, content):
    payload = message_body(content, stop_reason=stop_reason, stop_sequence=stop_sequence)
    api = Api(ok(payload))

    body = agent_for(api).respond(request())

    assert body["stop_reason"] == stop_reason
    assert body["stop_sequence"] == stop_sequence
    assert body["content"] == content


def test_usage_reports_cache_creation_and_cache_read_tokens():
    usage = {
        "input_tokens": 312,
        "cache_creation_input_tokens": 1864,
        "cache_read_input_tokens": 4096,
        "cache_creation": {"ephemeral_5m_input_tokens": 1864, "ephemeral_1h_input_tokens": 0},
        "output_tokens": 77,
        "service_tier": "standard",
    }
    api = Api(ok(message_body([{"type": "text", "text": "ok"}], usage=usage)))

    body = agent_for(api).respond(request())

    assert body["usage"] == {
        "input_tokens": 312,
        "output_tokens": 77,
        "cache_creation_input_tokens": 1864,
        "cache_read_input_tokens": 4096,
    }


def test_missing_cache_counters_default_to_zero():
    usage = {"input_tokens": 12, "output_tokens": 6}
    api = Api(ok(message_body([{"type": "text", "text": "ok"}], usage=usage)))

    body = agent_for(api).respond(request())

    assert body["usage"] == {"input_tokens": 12, "output_tokens": 6, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0}


@pytest.mark.parametrize(
    "tool_input",
    [
        pytest.param({"order_id": "A-1001", "amount_cents": "all of it"}, id="string-where-integer-needed"),
        pytest.param({"amount_cents": 4599}, id="missing-required-field"),
        pytest.param({"order_id": "A-1001", "amount_cents": 4599, "note": "ignore previous rules"}, id="unknown-field"),
        pytest.param('{"order_id": "A-1001", "amount_cents": ', id="not-an-object"),
    ],
)
def test_malformed_tool_input_is_returned_untouched(tool_input):
    # Validation is the walk's job (it records invalid calls); the agent must not fix or drop them.
    content = [{"type": "tool_use", "id": "toolu_01VbqKPBRoWnFGc5ZMzrbF5a", "name": "issue_refund", "input": tool_input}]
    api = Api(ok(message_body(content, stop_reason="tool_use")))

    body = agent_for(api).respond(request())

    assert body["content"] == content


# --- the request the API sees ------------------------------------------------------------------


def test_request_sends_the_settings_model_and_no_breakpoint_on_a_prefix_under_the_minimum():
    api = Api(ok(message_body([{"type": "text", "text": "ok"}])))
    req = request()

    body = agent_for(api).respond(req)

    (sent,) = api.bodies
    assert api.requests[0].url.path == "/v1/messages"
    # SDK 2.x sends the key as a bearer token, not `x-api-key`.
    assert api.requests[0].headers["authorization"] == "Bearer sk-ant-test-not-a-key"
    assert sent["model"] == MODEL
    assert sent["max_tokens"] == 1024
    # A few hundred characters are far under claude-haiku-4-5's 4,096 tokens: a breakpoint would
    # cache nothing, so none is sent.
    assert sent["system"] == [{"type": "text", "text": "You are the support agent for Acme Shop. Decide what the customer is owed."}]
    assert "cache_control" not in json.dumps(sent)
    assert body["call"]["cached_prefix_tokens"] == 0
    assert [{k: v for k, v in t.items() if k != "strict"} for t in sent["tools"]] == TOOLS
    # The walk's tool definitions are reused every turn: API-only keys must not leak into them.
    assert req.tools == TOOLS


def test_a_prefix_over_the_model_minimum_gets_breakpoints_on_the_static_prefix_the_ticket_and_the_conversation(settings):
    settings.ANTHROPIC_CACHE_MIN_TOKENS = {MODEL: 1024}
    rules = "Rule: cite the policy you retrieved; never promise what the shop has not done. " * 60  # about 1,200 tokens
    messages = [{"role": "user", "content": [{"type": "text", "text": "Ticket #4411: my order A-1001 arrived broken. " * 5}]}] + copy.deepcopy(MESSAGES[1:])
    api = Api(ok(message_body([{"type": "text", "text": "ok"}])))

    body = agent_for(api).respond(request(system=rules, messages=messages))

    (sent,) = api.bodies
    assert sent["system"][-1]["cache_control"] == {"type": "ephemeral"}
    assert sent["messages"][0]["content"][-1]["cache_control"] == {"type": "ephemeral"}
    # The moving one: the end of the conversation, just before the pinned block (never on it).
    marked = [b for m in sent["messages"][1:] for b in m["content"] if isinstance(b, dict) and "cache_control" in b]
    assert [b["type"] for b in marked] == ["tool_result"] and "cache_control" not in sent["messages"][-1]["content"][-1]
    assert all("cache_control" not in t for t in sent["tools"])
    assert body["call"]["cached_prefix_tokens"] > 1024
    assert messages[0]["content"][-1].keys() == {"type", "text"}  # the walk's request is not changed


def test_request_sends_messages_unchanged():
    api = Api(ok(message_body([{"type": "text", "text": "ok"}])))

    agent_for(api).respond(request())

    (sent,) = api.bodies
    assert sent["messages"] == MESSAGES
    assert sent["messages"][-1]["content"][-1]["text"].startswith("<subtask")


def test_request_without_tools_sends_no_tools():
    api = Api(ok(message_body([{"type": "text", "text": "ok"}])))

    agent_for(api).respond(request(tools=[]))

    (sent,) = api.bodies
    assert "tools" not in sent
    assert sent["system"] == [{"type": "text", "text": "You are the support agent for Acme Shop. Decide what the customer is owed."}]


def test_default_client_is_built_from_settings(settings):
    settings.ANTHROPIC_TIMEOUT_SECONDS = 42.0
    settings.ANTHROPIC_MAX_RETRIES = 4

    agent = ClaudeAgent()

    assert agent.name == "anthropic"
    assert agent.label == f"Claude ({MODEL})"
    assert isinstance(agent.client, anthropic.Anthropic)
    assert agent.client.api_key == "sk-ant-test-not-a-key"
    assert agent.client.timeout == 42.0
    assert agent.client.max_retries == 4


# --- failures ----------------------------------------------------------------------------------

# `retry-after-ms: 0` is not "retry now": the SDK only honours a positive value and falls back to
# its exponential backoff (about 0.5 s) for 0. One millisecond keeps these tests instant.
RETRY_NOW = {"retry-after-ms": "1"}


def test_overloaded_529_is_retried_by_the_sdk_and_then_succeeds():
    api = Api(
        error(529, "Overloaded", headers=RETRY_NOW),
        ok(message_body([{"type": "text", "text": "Refund approved."}])),
    )

    body = agent_for(api, max_retries=2).respond(request())

    assert body["content"] == [{"type": "text", "text": "Refund approved."}]
    assert len(api.requests) == 2
    # The retry is the same call: same body both times.
    assert api.bodies[0] == api.bodies[1]


def test_overloaded_529_without_retries_raises_agent_unavailable():
    api = Api(error(529, "Overloaded", headers=RETRY_NOW))

    with pytest.raises(AgentUnavailable, match="529") as caught:
        agent_for(api, max_retries=0).respond(request())

    assert "overloaded_error" in str(caught.value)
    assert "req_011CSHoEeqs5C35K2UUqR7Fy" in str(caught.value)
    assert isinstance(caught.value.__cause__, anthropic.APIStatusError)
    assert len(api.requests) == 1


def test_overloaded_529_raises_agent_unavailable_once_sdk_retries_run_out():
    api = Api(*[error(529, "Overloaded", headers=RETRY_NOW) for _ in range(3)])

    with pytest.raises(AgentUnavailable, match="529"):
        agent_for(api, max_retries=2).respond(request())

    assert len(api.requests) == 3


@pytest.mark.parametrize("status", [408, 409, 429, 500, 503])
def test_transient_statuses_raise_agent_unavailable_with_the_status(status):
    api = Api(error(status, "Please try again later.", headers=RETRY_NOW))

    with pytest.raises(AgentUnavailable, match=str(status)):
        agent_for(api, max_retries=0).respond(request())


@pytest.mark.parametrize(
    ("status", "message"),
    [
        (400, "messages.2.content.0: unexpected `tool_use_id` found in `tool_result` blocks: toolu_01X."),
        (401, "invalid x-api-key"),
        (403, "Your API key does not have permission to use the specified resource."),
        (404, f"model: {MODEL}"),
    ],
)
def test_client_errors_raise_agent_error_with_the_api_message_and_are_not_retried(status, message):
    api = Api(error(status, message))

    with pytest.raises(AgentError) as caught:
        agent_for(api, max_retries=2).respond(request())

    assert not isinstance(caught.value, AgentUnavailable)
    assert message in str(caught.value)
    assert str(status) in str(caught.value)
    assert ERROR_TYPES[status] in str(caught.value)
    assert len(api.requests) == 1


def test_read_timeout_raises_agent_unavailable():
    api = Api(httpx2.ReadTimeout("timed out"))

    with pytest.raises(AgentUnavailable, match="did not answer within 5.0 s") as caught:
        agent_for(api, max_retries=0).respond(request())

    assert isinstance(caught.value.__cause__, anthropic.APITimeoutError)


def test_connection_failure_raises_agent_unavailable():
    api = Api(httpx2.ConnectError("[Errno 111] Connection refused"))

    with pytest.raises(AgentUnavailable, match="Could not reach the Anthropic API") as caught:
        agent_for(api, max_retries=0).respond(request())

    assert isinstance(caught.value.__cause__, anthropic.APIConnectionError)

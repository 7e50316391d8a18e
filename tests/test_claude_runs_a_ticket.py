"""A whole run driven by Claude through the SDK, with the API replaced by an HTTP mock transport
that answers real Messages-API JSON. Proves the walk's side of the adapter: per-phase tools,
the pinned block in every request, cache_control on the static prefix, usage recorded per call,
an overloaded 529 retried, a malformed tool input recorded as an error, and the stop reasons."""

from __future__ import annotations

import json
import re

import anthropic
import httpx2
import pytest

from runs.machine import tools_for
from runs.models import Run
from runs.shop.models import Refund
from tests.runtime_world import DUPLICATE, build_world, ticket, walk_until_pause

ONE_INTENT = "I was charged twice for delivery on SU-88421, please refund the duplicate charge."


def body(content, stop_reason="tool_use", *, first=False):
    """A Messages-API response. The first call of a run writes the cached prefix, later ones read it."""
    return {
        "id": "msg_01XkZr4q8UvJ2mW7YbPc3nRt", "type": "message", "role": "assistant", "model": "claude-sonnet-4-6",
        "content": content, "stop_reason": stop_reason, "stop_sequence": None,
        "usage": {"input_tokens": 1240, "output_tokens": 80, "cache_creation_input_tokens": 900 if first else 0,
                  "cache_read_input_tokens": 0 if first else 900, "service_tier": "standard"},
    }


def use(name, args, i=[0]):
    i[0] += 1
    return {"type": "tool_use", "id": f"toolu_01Ab{i[0]:06d}", "name": name, "input": args}


def last_evidence(request_json, tool_use_name, messages_back=2):
    """The E-number the runtime gave the latest result of a tool (as a model reads it)."""
    names = {}
    for m in request_json["messages"]:
        for b in m["content"] if isinstance(m["content"], list) else []:
            if b.get("type") == "tool_use":
                names[b["id"]] = b["name"]
            if b.get("type") == "tool_result" and names.get(b["tool_use_id"]) == tool_use_name:
                found = json.loads(b["content"])["evidence"]
    return found


class FakeClaude:
    """Plays a competent model, turn by turn, reading only what the real API would receive."""

    def __init__(self):
        self.requests: list[dict] = []
        self.overloaded_once = False

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        payload = json.loads(request.content)
        self.requests.append(payload)
        phase = re.search(r"Phase: (\w+)", payload["system"][0]["text"]).group(1)
        turn = int(re.search(r"\| turn (\d+)", payload["messages"][-1]["content"][-1]["text"]).group(1))
        if phase == "investigate" and not self.overloaded_once:
            self.overloaded_once = True
            return httpx2.Response(529, headers={"retry-after-ms": "1"},
                                   json={"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}, "request_id": "req_011"})
        script = {
            1: lambda: [{"type": "text", "text": "Let me find the order."}, use("get_order", {"order_ref": "SU-88421"})],
            2: lambda: [use("propose_plan", {"order_ref": "SU-88421", "subtasks": [DUPLICATE]})],
            3: lambda: [use("record_progress", {"subtask": 1, "status": "in_progress"}), use("search_policy", {"query": "duplicate charge billing"})],
            4: lambda: [use("propose_decision", {"subtask": 1, "action": "refund", "amount_cents": "9.95", "source": "platform",
                                                 "policy_ref": "POL-BILL-001", "needs_human": False, "reason": "duplicate"})],
            5: lambda: [use("propose_decision", {"subtask": 1, "action": "refund", "amount_cents": 995, "charges": [3], "source": "platform",
                                                 "policy_ref": "POL-BILL-001", "needs_human": False, "reason": "duplicate delivery charge"})],
            6: lambda: [use("issue_refund", {"decision": "D1"})],
            7: lambda: [use("record_progress", {"subtask": 1, "status": "resolved", "evidence": last_evidence(payload, "issue_refund")})],
            8: lambda: [use("send_reply", {"sentences": [{"subtask": 1, "text": "I've refunded the duplicate $9.95 delivery charge."}]})],
        }
        return httpx2.Response(200, json=body(script[turn](), first=turn == 1), headers={"request-id": f"req_{turn}"})


@pytest.fixture
def fake_claude(db, settings, monkeypatch):
    settings.ANTHROPIC_API_KEY = "test-key"
    settings.ANTHROPIC_MAX_RETRIES = 2
    settings.PLAN_CONFIRMATION_RULE = "never"
    fake = FakeClaude()
    client = anthropic.Anthropic(api_key="test-key", max_retries=2, http_client=httpx2.Client(transport=httpx2.MockTransport(fake)))
    monkeypatch.setattr("runs.agents.claude.build_client", lambda: client)
    build_world()
    return fake


def start_claude(t):
    from runs.services import run_start

    return run_start(ticket=t, model_name="anthropic")


def test_claude_works_a_ticket_to_a_resolved_end_through_the_sdk(fake_claude):
    run = walk_until_pause(start_claude(ticket(ONE_INTENT, subject="Charged twice for delivery")))
    assert (run.status, run.outcome) == ("done", "resolved")
    assert [(r.amount_cents, r.source) for r in Refund.objects.all()] == [(995, "platform")]
    assert len(fake_claude.requests) == 9  # eight turns and one retried 529


def test_every_request_carries_its_phase_tools_and_the_pinned_block_and_never_caches_the_pinned_block(fake_claude):
    run = walk_until_pause(start_claude(ticket(ONE_INTENT, subject="Charged twice for delivery")))
    phases = [e.phase for e in run.events.filter(kind="model_response").order_by("seq")]
    retried = {i for i, r in enumerate(fake_claude.requests) if i > 0 and r == fake_claude.requests[i - 1]}
    sent = [r for i, r in enumerate(fake_claude.requests) if i not in retried]
    assert len(sent) == len(phases)
    for request, phase in zip(sent, phases):
        assert [t["name"] for t in request["tools"]] == list(tools_for(phase))
        # Breakpoints sit on the system prompt, the ticket or the conversation, never on a tool or the pinned block.
        assert all("cache_control" not in t for t in request["tools"])
        assert "cache_control" not in request["messages"][-1]["content"][-1]
        assert request["messages"][-1]["role"] == "user"
        assert request["messages"][-1]["content"][-1]["text"].startswith("PLAN T-40219 order")


def test_token_usage_is_recorded_for_every_call(fake_claude):
    run = walk_until_pause(start_claude(ticket(ONE_INTENT, subject="Charged twice for delivery")))
    usages = [e.payload["response"]["usage"] for e in run.events.filter(kind="model_response").order_by("seq")]
    assert len(usages) == 8
    assert usages[0]["cache_creation_input_tokens"] == 900 and usages[1]["cache_read_input_tokens"] == 900
    assert all(u["input_tokens"] > 0 and u["output_tokens"] == 80 for u in usages)


def test_a_malformed_tool_input_from_claude_is_recorded_and_answered_with_an_error(fake_claude):
    run = walk_until_pause(start_claude(ticket(ONE_INTENT, subject="Charged twice for delivery")))
    bad = run.events.filter(kind="tool_result", payload__name="propose_decision").order_by("seq").first().payload
    assert bad["ok"] is False and bad["error"] == "Invalid arguments: amount_cents: '9.95' is not of type 'integer'"
    # The next request shows Claude that error as an is_error tool_result.
    answered = [b for r in fake_claude.requests for m in r["messages"] for b in (m["content"] if isinstance(m["content"], list) else [])
                if b.get("type") == "tool_result" and b.get("is_error")]
    assert any("is not of type 'integer'" in b["content"] for b in answered)


@pytest.mark.parametrize("stop_reason", ["refusal", "model_context_window_exceeded"])
def test_a_model_that_refuses_or_runs_out_of_context_escalates_the_run(db, settings, monkeypatch, stop_reason):
    settings.ANTHROPIC_API_KEY = "test-key"

    def handler(request):
        return httpx2.Response(200, json=body([], stop_reason=stop_reason))

    client = anthropic.Anthropic(api_key="k", max_retries=0, http_client=httpx2.Client(transport=httpx2.MockTransport(handler)))
    monkeypatch.setattr("runs.agents.claude.build_client", lambda: client)
    build_world()
    run = walk_until_pause(start_claude(ticket(ONE_INTENT, subject="Charged twice for delivery")))
    assert run.status == Run.Status.AWAITING_ESCALATION
    assert f"the model stopped: {stop_reason}" in run.escalations.get().reason


def test_an_api_that_stays_overloaded_leaves_the_run_queued_for_a_retry(db, settings, monkeypatch):
    from runs.agents import AgentUnavailable

    settings.ANTHROPIC_API_KEY = "test-key"
    client = anthropic.Anthropic(api_key="k", max_retries=0, http_client=httpx2.Client(transport=httpx2.MockTransport(
        lambda r: httpx2.Response(529, json={"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}))))
    monkeypatch.setattr("runs.agents.claude.build_client", lambda: client)
    build_world()
    run = start_claude(ticket(ONE_INTENT, subject="Charged twice for delivery"))
    from runs.walk import walk

    with pytest.raises(AgentUnavailable):
        walk(run.pk, owner="w")
    run.refresh_from_db()
    error = run.events.get(kind="model_error").payload
    assert error["retryable"] is True and "529" in error["error"]
    assert run.lease_owner == "" and run.turn == 0

"""Claude on a current model: the id checked against the SDK's own list, adaptive thinking whose
blocks are recorded (never shown to the customer) and go back only under the prefix they were
produced under, no sampling parameters, strict tool schemas from the runtime's own schemas,
tool_choice where a phase cannot end without a tool and the model accepts forcing (in words where not), and malformed or refused calls recorded and answered. Everything through the
real SDK and an HTTP mock of the Messages API."""

from __future__ import annotations

import json
import warnings
from datetime import date

import pytest

from runs.agents.model_ids import DeprecatedModel, UnknownModel, check_model_id, known_models
from runs.models import Run
from runs.shop.models import CustomerReply, Refund
from runs.tools import TOOLS
from tests.claude_api import ScriptedApi, client_for, thinking, use
from tests.runtime_world import DUPLICATE, build_world, ticket, walk_until_pause
from tests.test_settings import run_settings

BILLED_TWICE = "SU-88421 shows the delivery fee taken from my card two times. Kindly return the second one."
SECRET_THOUGHT = "The customer seems annoyed; internal note: charge 3 duplicates charge 2."


def evidence_of(payload: dict, tool: str) -> str:
    names, found = {}, None
    for m in payload["messages"]:
        for b in m["content"]:
            if b.get("type") == "tool_use":
                names[b["id"]] = b["name"]
            if b.get("type") == "tool_result" and names.get(b["tool_use_id"]) == tool:
                found = json.loads(b["content"])["evidence"]
    return found


def refund_turns(overrides: dict | None = None) -> dict:
    turns = {
        1: lambda p: [thinking("Find the order first.", 1), use("get_order", {"order_ref": "SU-88421"}, 1)],
        2: lambda p: [use("propose_plan", {"order_ref": "SU-88421", "subtasks": [DUPLICATE]}, 2)],
        3: lambda p: [thinking(SECRET_THOUGHT, 3), use("record_progress", {"subtask": 1, "status": "in_progress"}, 3)],
        4: lambda p: [use("search_policy", {"query": "duplicate charge billing"}, 4)],
        5: lambda p: [use("propose_decision", {"subtask": 1, "action": "refund", "amount_cents": 995, "charges": [3], "source": "platform",
                                               "policy_ref": "POL-BILL-001", "needs_human": False, "reason": "second delivery fee"}, 5)],
        6: lambda p: [use("issue_refund", {"decision": "D1"}, 6)],
        7: lambda p: [use("record_progress", {"subtask": 1, "status": "resolved", "evidence": evidence_of(p, "issue_refund")}, 7)],
        8: lambda p: [thinking(SECRET_THOUGHT, 8), use("send_reply", {"sentences": [{"subtask": 1, "text": "I've refunded the second $9.95 delivery fee."}]}, 8)],
    }
    turns.update(overrides or {})
    return turns


@pytest.fixture
def claude(db, settings, monkeypatch):
    settings.ANTHROPIC_API_KEY = "sk-ant-test"
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()

    def start(turns, **api_options):
        from runs.services import run_start

        api = ScriptedApi(turns, **api_options)
        monkeypatch.setattr("runs.agents.claude.build_client", lambda: client_for(api))
        run = walk_until_pause(run_start(ticket=ticket(BILLED_TWICE, subject="Delivery fee taken twice"), model_name="anthropic"))
        return run, api

    return start


# --- the model id -------------------------------------------------------------------------------


def test_the_default_model_is_a_current_id_from_the_sdk_list(settings):
    assert settings.ANTHROPIC_MODEL == "claude-sonnet-5-5" and "claude-sonnet-5-5" in known_models()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert check_model_id("claude-sonnet-5-5", today=date(2026, 12, 1)) == "claude-sonnet-5-5"


def test_an_unknown_id_is_refused_naming_current_ones():
    with pytest.raises(UnknownModel, match=r"'claude-sonet-5-5' is not a model id the installed anthropic SDK knows\. Current ones: .*claude-sonnet-5-5"):
        check_model_id("claude-sonet-5-5")


def test_a_retired_id_is_refused_with_its_end_of_life_and_a_replacement():
    with pytest.raises(UnknownModel, match=r"'claude-sonnet-4-5' reached its end of life on 2026-11-30.*such as claude-sonnet-5-5"):
        check_model_id("claude-sonnet-4-5", today=date(2026, 12, 1))


def test_a_deprecated_id_still_in_service_warns():
    with pytest.warns(DeprecatedModel, match=r"'claude-opus-4-5' is deprecated and reaches its end of life on 2027-01-22"):
        assert check_model_id("claude-opus-4-5", today=date(2026, 12, 1)) == "claude-opus-4-5"


def test_startup_with_claude_and_an_unknown_model_fails_with_the_reason():
    result = run_settings({"SUPERVISOR_MODEL": "anthropic", "ANTHROPIC_API_KEY": "k", "ANTHROPIC_MODEL": "claude-sonnet-9-9"})
    assert result.returncode != 0
    assert "ImproperlyConfigured: ANTHROPIC_MODEL='claude-sonnet-9-9' is not a model id the installed anthropic SDK knows" in result.stderr


def test_a_run_on_a_retired_model_escalates_with_the_reason_and_calls_nothing(claude, settings):
    settings.ANTHROPIC_MODEL = "claude-mythos-preview"  # end of life 2026-06-30
    run, api = claude(refund_turns())
    assert api.requests == []
    assert run.status == Run.Status.AWAITING_ESCALATION
    assert "'claude-mythos-preview' reached its end of life on 2026-06-30" in run.escalations.get().reason


# --- thinking and sampling ----------------------------------------------------------------------


def test_an_earlier_answer_s_thinking_is_not_sent_back_once_its_prefix_has_changed(claude):
    # The flat request moves the pinned block and slides the window, so by the next turn every
    # earlier answer sits under a prefix other than the one it was produced under: its thinking
    # blocks are taken out (the API would refuse them), its tool calls and text go back unchanged.
    run, api = claude(refund_turns())
    assert (run.status, run.outcome) == ("done", "resolved")
    turn_4 = api.requests[3]
    answer_3 = next(m for m in turn_4["messages"] if m["role"] == "assistant" and m["content"][0].get("id") == "toolu_01Mk00000003")
    assert [b["type"] for b in answer_3["content"]] == ["tool_use"]
    assert not any(b["type"] == "thinking" for r in api.requests for m in r["messages"] for b in m["content"])


def test_thinking_is_recorded_but_never_reaches_the_customer(claude):
    run, _ = claude(refund_turns())
    recorded = [b for e in run.events.filter(kind="model_response") for b in e.payload["response"]["content"] if b["type"] == "thinking"]
    assert [b["thinking"] for b in recorded] == ["Find the order first.", SECRET_THOUGHT, SECRET_THOUGHT]
    reply = CustomerReply.objects.get()
    assert "annoyed" not in reply.body and "internal note" not in reply.body and "$9.95" in reply.body


def test_calls_think_adaptively_and_send_no_sampling_parameters(claude):
    _, api = claude(refund_turns())
    for request in api.requests:
        assert not {"temperature", "top_p", "top_k"} & set(request)
    # Sonnet 5.5 refuses forcing, so no call is forced and none needs thinking turned off.
    assert [r["thinking"]["type"] for r in api.requests] == ["adaptive"] * 8


def test_where_forcing_is_accepted_the_forced_call_alone_runs_with_thinking_disabled(claude, settings):
    settings.ANTHROPIC_MODEL = "claude-sonnet-4-6"
    _, api = claude(refund_turns(), model="claude-sonnet-4-6")
    assert [r["thinking"]["type"] for r in api.requests] == ["adaptive", "disabled"] + ["adaptive"] * 6


@pytest.mark.parametrize("model, off", [("claude-sonnet-5-5", "between_tools"), ("claude-sonnet-4-6", "disabled")])
def test_thinking_off_sends_the_model_s_own_off_type(claude, settings, model, off):
    settings.ANTHROPIC_THINKING = "off"
    settings.ANTHROPIC_MODEL = model
    _, api = claude(refund_turns(), model=model)
    assert {r["thinking"]["type"] for r in api.requests} == {off}


# --- strict tools and tool_choice ---------------------------------------------------------------


def test_tools_are_strict_with_the_runtime_schema_minus_what_strict_mode_does_not_take(claude):
    _, api = claude(refund_turns())
    decide = next(r for r in api.requests if any(t["name"] == "propose_decision" for t in r["tools"]))
    sent = {t["name"]: t for t in decide["tools"]}
    assert all(t["strict"] is True for t in sent.values())
    runtime = TOOLS["propose_decision"].input_schema
    assert runtime["properties"]["amount_cents"] == {"type": "integer", "minimum": 1}
    assert sent["propose_decision"]["input_schema"]["properties"]["amount_cents"] == {"type": "integer"}
    assert sent["propose_decision"]["input_schema"]["required"] == runtime["required"]
    # The plan tool's schema is the one generated from the plan's pydantic model.
    triage = api.requests[1]
    plan_tool = next(t for t in triage["tools"] if t["name"] == "propose_plan")
    assert plan_tool["strict"] is True
    assert set(plan_tool["input_schema"]["properties"]["subtasks"]["items"]["properties"]) == set(TOOLS["propose_plan"].input_schema["properties"]["subtasks"]["items"]["properties"])


def test_triage_with_the_order_pinned_forces_the_plan_tool_where_the_model_accepts_forcing(claude, settings):
    settings.ANTHROPIC_MODEL = "claude-sonnet-4-6"
    _, api = claude(refund_turns(), model="claude-sonnet-4-6")
    assert "tool_choice" not in api.requests[0]  # nothing pinned yet: the model may search
    assert api.requests[1]["tool_choice"] == {"type": "tool", "name": "propose_plan"}
    assert all("tool_choice" not in r for r in api.requests[2:])


def test_on_sonnet_5_5_the_plan_tool_is_asked_for_in_words_not_forced(claude):
    _, api = claude(refund_turns())
    assert all("tool_choice" not in r for r in api.requests)
    asked = [b["text"] for b in api.requests[1]["messages"][-1]["content"] if b["type"] == "text"]
    assert any("must call propose_plan" in t for t in asked)
    assert asked[-1].startswith("PLAN T-")  # the pinned block stays last
    assert not any("must call" in json.dumps(r) for r in api.requests[2:])


def test_a_refused_plan_is_answered_before_the_tool_is_forced_again(claude, settings):
    settings.ANTHROPIC_MODEL = "claude-sonnet-4-6"
    bad_plan = {**DUPLICATE, "kind": "other"}
    turns = refund_turns({2: lambda p: [use("propose_plan", {"order_ref": "SU-88421", "subtasks": [bad_plan]}, 2)],
                          3: lambda p: [use("escalate_to_human", {"reason": "cannot plan it", "open_item": "the second delivery fee"}, 3)]})
    run, api = claude(turns, model="claude-sonnet-4-6")
    assert api.requests[1]["tool_choice"]["name"] == "propose_plan"
    assert "tool_choice" not in api.requests[2]
    assert run.status == Run.Status.AWAITING_ESCALATION


def test_a_malformed_call_is_recorded_and_answered_as_an_error(claude):
    good = refund_turns()
    turns = {**good, 5: lambda p: [use("propose_decision", "refund 9.95 please", 50)], 6: good[5], 7: good[6], 8: good[7], 9: good[8]}
    run, api = claude(turns)
    bad = run.events.get(kind="tool_result", turn=5).payload
    assert bad["ok"] is False and bad["input"] == "refund 9.95 please" and "is not of type 'object'" in bad["error"]
    answer = [b for m in api.requests[5]["messages"] for b in m["content"] if b.get("type") == "tool_result" and b["tool_use_id"] == "toolu_01Mk00000050"]
    assert answer and answer[0]["is_error"] is True
    assert (run.status, run.outcome) == ("done", "resolved") and Refund.objects.count() == 1


def test_a_refused_answer_s_tool_calls_are_answered_not_carried_out(claude):
    run, api = claude(refund_turns(), stop_reason=lambda content: "refusal" if any(b.get("name") == "issue_refund" for b in content) else "tool_use")
    assert Refund.objects.count() == 0
    answered = run.events.get(kind="tool_result", payload__name="issue_refund").payload
    assert answered["ok"] is False and "refused" in answered["error"]
    assert run.status == Run.Status.AWAITING_ESCALATION and "the model stopped: refusal" in run.escalations.get().reason

"""The Claude path on the default model, claude-sonnet-5-5, against a mock that refuses (400) what
the Sonnet 5.5 pages say it refuses: forced tool_choice, thinking "disabled", sampling parameters,
a thinking block resent under a changed prefix. What the model accepts is a per-model capability
row (ANTHROPIC_MODEL_CAPABILITIES), checked at startup with the id and its price; the model
verifier's calls count toward the run's budgets and totals; a model FAIL or PARTIAL, named items
or not, starts a fix round; the moving breakpoint on the conversation; and the README's cost
estimate, recomputed here from the mocked run."""

from __future__ import annotations

import json
import re
from decimal import Decimal
from pathlib import Path

import httpx2
import pytest

from runs.agents.claude import keep_valid_thinking, prefix_digest
from runs.model_verifier import SYSTEM as VERIFIER_SYSTEM
from runs.models import Run
from runs.usage import run_totals
from tests.claude_api import ScriptedApi, Sonnet55Rules, client_for, thinking, use
from tests.runtime_world import build_world, start, ticket, walk_until_pause
from tests.test_claude_flat_requests import long_run_turns
from tests.test_claude_models_thinking_and_tools import BILLED_TWICE, refund_turns
from tests.test_settings import run_settings

README = Path(__file__).resolve().parent.parent / "README.md"


class AgentAndVerifier:
    """One transport for the agent's calls and the verifier's (told apart by the system prompt)."""

    def __init__(self, agent, reports: list[dict], verifier_usage: dict | None = None):
        self.agent, self.reports = agent, list(reports)
        self.verifier_usage = verifier_usage or {"input_tokens": 640, "output_tokens": 48}
        self.verifier_calls: list[dict] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        payload = json.loads(request.content)
        if payload.get("system") != VERIFIER_SYSTEM:
            return self.agent(request)
        self.verifier_calls.append(payload)
        report = self.reports.pop(0) if len(self.reports) > 1 else self.reports[0]
        n = len(self.verifier_calls)
        return httpx2.Response(200, json={
            "id": f"msg_01Judge{n:05d}", "type": "message", "role": "assistant", "model": "claude-sonnet-5-5",
            "content": [{"type": "tool_use", "id": f"toolu_01Judge{n:05d}", "name": "report_verdict", "input": report}],
            "stop_reason": "tool_use", "stop_sequence": None,
            "usage": {"cache_creation_input_tokens": 0, "cache_read_input_tokens": 0, "service_tier": "standard", **self.verifier_usage}})


@pytest.fixture
def on_claude(db, settings, monkeypatch):
    settings.ANTHROPIC_API_KEY = "sk-ant-test"
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()

    def go(handler, body=BILLED_TWICE):
        from runs.services import run_start

        monkeypatch.setattr("runs.agents.claude.build_client", lambda: client_for(handler))
        return walk_until_pause(run_start(ticket=ticket(body, subject="Card billed twice for shipping"), model_name="anthropic"))

    return go


def finished(run):
    esc = run.escalations.first()
    return run.status, run.outcome, esc.reason if esc else ""


# --- what the default model refuses is never sent --------------------------------------------------

def test_a_ticket_naming_its_order_resolves_on_the_default_model_with_nothing_refused(on_claude):
    rules = Sonnet55Rules(ScriptedApi(refund_turns()))
    run = on_claude(rules)
    assert rules.refusals == [] and finished(run)[:2] == ("done", "resolved")
    assert all("tool_choice" not in r for r in rules.inner.requests)


def test_thinking_off_on_the_default_model_sends_between_tools_and_is_accepted(on_claude, settings):
    settings.ANTHROPIC_THINKING = "off"
    rules = Sonnet55Rules(ScriptedApi(refund_turns()))
    run = on_claude(rules)
    assert rules.refusals == [] and finished(run)[:2] == ("done", "resolved")
    assert {r["thinking"]["type"] for r in rules.inner.requests} == {"between_tools"}


def test_no_thinking_block_goes_back_under_a_prefix_it_was_not_produced_under(on_claude):
    rules = Sonnet55Rules(ScriptedApi(refund_turns()))
    run = on_claude(rules)
    produced = [b for e in run.events.filter(kind="model_response") for b in e.payload["response"]["content"] if b["type"] == "thinking"]
    assert len(produced) == 3 and rules.refusals == [] and finished(run)[:2] == ("done", "resolved")


def test_a_triage_turn_on_the_default_model_that_skips_the_plan_gets_a_notice(on_claude):
    looks_again = {**refund_turns(), 2: lambda p: [use("get_order", {"order_ref": "SU-88421"}, 2)],
                   3: refund_turns()[2], **{n + 1: f for n, f in refund_turns().items() if n >= 3}}
    rules = Sonnet55Rules(ScriptedApi(looks_again))
    run = on_claude(rules)
    notices = run.events.get(kind="turn_end", turn=2).payload["notices"]
    assert any("call propose_plan now" in n for n in notices) and rules.refusals == []
    assert finished(run)[:2] == ("done", "resolved")


# --- thinking blocks and their prefix, unit by unit ----------------------------------------------

def _conversation():
    answer = {"role": "assistant", "content": [thinking("Check the card statement first.", 41), use("get_order", {"order_ref": "SU-1"}, 41)]}
    later = {"role": "assistant", "content": [thinking("Now the policy.", 42), use("search_policy", {"query": "fees"}, 42)]}
    opening = {"role": "user", "content": [{"type": "text", "text": "Ticket: fee taken twice"}]}
    result = {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_01Mk00000041", "content": "{}"}]}
    return {"system": [{"type": "text", "text": "rules"}], "tools": []}, [opening, answer, result, later]


def test_a_thinking_block_under_the_prefix_it_was_produced_under_goes_back_unchanged():
    head, messages = _conversation()
    produced = [None, prefix_digest({**head, "messages": messages}, 1), None, prefix_digest({**head, "messages": messages}, 3)]
    assert keep_valid_thinking(head, messages, produced) == messages


def test_a_changed_prefix_drops_that_thinking_block_and_every_later_one_but_keeps_the_calls():
    head, messages = _conversation()
    produced = [None, prefix_digest({**head, "messages": messages}, 1), None, prefix_digest({**head, "messages": messages}, 3)]
    messages[0] = {"role": "user", "content": [{"type": "text", "text": "Ticket: fee taken twice\nFacts recorded so far: {}"}]}
    kept = keep_valid_thinking(head, messages, produced)
    assert [[b["type"] for b in m["content"]] for m in kept[1::2]] == [["tool_use"], ["tool_use"]]
    assert messages[1]["content"][0]["type"] == "thinking"  # the caller's messages are not changed


def test_a_moved_cache_breakpoint_does_not_count_as_a_changed_prefix():
    head, messages = _conversation()
    produced = [None, prefix_digest({**head, "messages": messages}, 1), None, None]
    marked = json.loads(json.dumps(messages))
    marked[0]["content"][0]["cache_control"] = {"type": "ephemeral"}
    kept = keep_valid_thinking(head, marked, produced)
    assert kept[1]["content"][0]["type"] == "thinking" and kept[3]["content"][0]["type"] == "tool_use"


# --- the model verifier on the default model ----------------------------------------------------------

def test_the_model_verifier_runs_on_the_default_model_without_a_refusal(on_claude, settings):
    settings.SUPERVISOR_VERIFIER = "model"
    both = AgentAndVerifier(ScriptedApi(refund_turns()), [{"verdict": "PASS", "missing": []}])
    rules = Sonnet55Rules(both)
    run = on_claude(rules)
    recorded = run.events.get(kind="model_verification").payload
    assert rules.refusals == [] and recorded["verdict"] == "PASS" and "error" not in recorded
    assert both.verifier_calls[0]["tool_choice"] == {"type": "auto"} and both.verifier_calls[0]["thinking"] == {"type": "between_tools"}


def test_the_verifier_s_tokens_push_the_run_over_its_token_budget(on_claude, settings):
    settings.SUPERVISOR_VERIFIER = "model"
    settings.RUN_MAX_TOKENS = 300_000
    turns = refund_turns()
    turns[9] = turns[8]  # the reply again after the fix round
    both = AgentAndVerifier(ScriptedApi(turns), [{"verdict": "FAIL", "missing": [{"item": "the refund date", "detail": "not said"}]},
                                                 {"verdict": "PASS", "missing": []}], verifier_usage={"input_tokens": 310_000, "output_tokens": 30})
    run = on_claude(Sonnet55Rules(both))
    assert run.status == Run.Status.AWAITING_ESCALATION and "RUN_MAX_TOKENS" in finished(run)[2]
    assert len(both.verifier_calls) == 1


def test_the_run_page_and_metrics_count_the_verifier_s_call(on_claude, settings, client, django_user_model):
    from supervisor.selectors.model_calls import model_call_strip
    from supervisor.selectors.model_usage import usage_by_model_and_outcome

    settings.SUPERVISOR_VERIFIER = "model"
    run = on_claude(Sonnet55Rules(AgentAndVerifier(ScriptedApi(refund_turns()), [{"verdict": "PASS", "missing": []}])))
    agent = run_totals(e.payload["response"] for e in run.events.filter(kind="model_response"))
    strip = model_call_strip(list(run.events.order_by("seq")))
    assert strip["totals"]["calls"] == agent["calls"] + 1 and strip["totals"]["tokens"] == agent["tokens"] + 640 + 48
    assert strip["calls"][-1]["phase"] == "verifier"
    (row,) = usage_by_model_and_outcome()
    assert row["calls"] == agent["calls"] + 1 and row["tokens"] == agent["tokens"] + 688 and row["cost"] == strip["totals"]["cost"]


def test_a_model_fail_naming_nothing_still_starts_a_fix_round(db, settings, monkeypatch):
    settings.SUPERVISOR_VERIFIER = "model"
    settings.ANTHROPIC_API_KEY = "sk-ant-test"
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    both = AgentAndVerifier(ScriptedApi({}), [{"verdict": "FAIL", "missing": []}, {"verdict": "PASS", "missing": []}])
    monkeypatch.setattr("runs.agents.claude.build_client", lambda: client_for(Sonnet55Rules(both)))
    run = walk_until_pause(start(ticket("SU-88421: you took the shipping charge off my card twice, one back please.", subject="Twice over")))
    verdicts = [e.payload["verdict"] for e in run.events.filter(kind="verification").order_by("seq")]
    assert verdicts == ["FAIL", "PASS"] and run.fix_rounds == 1


def test_a_model_partial_on_top_of_a_code_partial_starts_a_fix_round():
    from runs.model_verifier import combine
    from runs.verifier import Verdict

    code = Verdict("PARTIAL", [{"check": "subtask_outcome", "item": "subtask 2", "detail": "escalated"}])
    got = combine(code, {"verdict": "PARTIAL", "missing": [{"item": "the courier claim", "detail": "no date for the follow-up"}]})
    assert got.verdict == "FAIL" and [f["check"] for f in got.findings] == ["subtask_outcome", "model_verifier"]


# --- startup: capabilities and prices ------------------------------------------------------------------

def test_startup_refuses_a_model_without_a_price_while_the_cost_budget_is_on():
    result = run_settings({"SUPERVISOR_MODEL": "anthropic", "ANTHROPIC_API_KEY": "k", "ANTHROPIC_MODEL": "claude-haiku-5-5",
                           "RUN_MAX_COST_CENTS": "150"})
    assert result.returncode != 0 and "has no price in ANTHROPIC_PRICES, so RUN_MAX_COST_CENTS=150" in result.stderr


def test_startup_refuses_a_priced_model_without_a_capability_row():
    result = run_settings({"SUPERVISOR_MODEL": "anthropic", "ANTHROPIC_API_KEY": "k", "ANTHROPIC_MODEL": "claude-haiku-5-5",
                           "ANTHROPIC_PRICES": '{"claude-haiku-5-5": {"input": 1, "output": 5, "cache_read": 0.1, "cache_write": 1.25}}'})
    assert result.returncode != 0 and "'claude-haiku-5-5' has no row in ANTHROPIC_MODEL_CAPABILITIES" in result.stderr


def test_startup_accepts_a_model_with_a_row_and_no_price_once_the_cost_budget_is_off():
    result = run_settings({"SUPERVISOR_MODEL": "anthropic", "ANTHROPIC_API_KEY": "k", "ANTHROPIC_MODEL": "claude-haiku-5-5",
                           "RUN_MAX_COST_CENTS": "0",
                           "ANTHROPIC_MODEL_CAPABILITIES": '{"claude-haiku-5-5": {"forced_tool_choice": false, "thinking_off": "between_tools"}}'})
    assert result.returncode == 0, result.stderr


def test_startup_refuses_a_capability_row_with_a_thinking_type_no_model_takes():
    result = run_settings({"SUPERVISOR_MODEL": "anthropic", "ANTHROPIC_API_KEY": "k",
                           "ANTHROPIC_MODEL_CAPABILITIES": '{"claude-sonnet-5-5": {"forced_tool_choice": false, "thinking_off": "none"}}'})
    assert result.returncode != 0 and "['thinking_off'] must be one of" in result.stderr


def test_a_run_on_an_unpriced_model_under_a_cost_budget_escalates_naming_the_budget_and_calls_nothing(on_claude, settings):
    settings.ANTHROPIC_MODEL = "claude-haiku-5-5"
    settings.RUN_MAX_COST_CENTS = 1
    api = ScriptedApi(refund_turns(), model="claude-haiku-5-5")
    run = on_claude(api)
    assert api.requests == [] and run.status == Run.Status.AWAITING_ESCALATION and "RUN_MAX_COST_CENTS" in finished(run)[2]


# --- the moving breakpoint ------------------------------------------------------------------------------

def test_a_long_run_marks_the_end_of_its_conversation_and_reads_it_back_while_the_window_fills(on_claude, settings):
    settings.DRIFT_IDLE_TURNS = 100
    api = ScriptedApi(long_run_turns(), minimum_tokens=512)
    on_claude(api, body="SU-88421's bookcase turned up late; on what day did the courier actually drop it off?")
    marked = [i for i, r in enumerate(api.requests)
              if any("cache_control" in b for m in r["messages"][1:] for b in m["content"])]
    assert len(marked) >= len(api.requests) - 2
    for r in api.requests:
        assert "cache_control" not in r["messages"][-1]["content"][-1]  # never the pinned block
        assert sum("cache_control" in b for m in r["messages"] for b in m["content"]) + sum("cache_control" in b for b in r["system"]) <= 4


# --- the README's cost estimate ---------------------------------------------------------------------------

def test_the_readme_cost_estimate_is_the_mocked_refund_run_s(on_claude, settings):
    run = on_claude(ScriptedApi(refund_turns(), minimum_tokens=settings.ANTHROPIC_CACHE_MIN_TOKENS["claude-sonnet-5-5"]))
    t = run_totals(e.payload["response"] for e in run.events.filter(kind="model_response"))
    p = {k: Decimal(str(v)) for k, v in settings.ANTHROPIC_PRICES["claude-sonnet-5-5"].items()}
    # Warm: the prefix earlier runs wrote is read, so this run's writes are priced as reads.
    warm = (t["input_tokens"] * p["input"] + t["output_tokens"] * p["output"]
            + (t["cache_read_input_tokens"] + t["cache_creation_input_tokens"]) * p["cache_read"]) / 1_000_000
    # The README's figures, read back: the mock counts a request's characters, and a request carries
    # ids and timestamps whose length differs by a character or two between SQLite and PostgreSQL,
    # so token counts are held within 1% and the dollar figures to the cent's tenth they are quoted to.
    readme = re.sub(r"\s+", " ", README.read_text())
    stated = re.search(r"\((\d+) calls, Sonnet 5\.5 prices\) records ([\d,]+) input, ([\d,]+) output, ([\d,]+) cache-read and "
                       r"([\d,]+) cache-write tokens: \$(\d+\.\d+) with a cold cache.*?about \$(\d+\.\d+)\.", readme)
    assert stated, "the README's cost sentence is missing"
    calls, *tokens = (int(g.replace(",", "")) for g in stated.groups()[:5])
    assert calls == t["calls"]
    for name, said in zip(("input_tokens", "output_tokens", "cache_read_input_tokens", "cache_creation_input_tokens"), tokens):
        assert abs(said - t[name]) <= max(2, t[name] // 100), (name, said, t[name])
    assert abs(Decimal(stated.group(6)) - Decimal(t["cost"])) <= Decimal("0.0002"), (stated.group(6), t["cost"])
    assert abs(Decimal(stated.group(7)) - warm) <= Decimal("0.0002"), (stated.group(7), warm)

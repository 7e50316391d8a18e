"""SUPERVISOR_VERIFIER=model: a separate Claude call (through the real SDK and an HTTP mock of the
Messages API) judges the ticket, plan, deliverables and reply, and nothing of the agent's
reasoning. Each verdict, and an unusable answer, with the code checks as the floor."""

from __future__ import annotations

import json

import httpx2
import pytest

from runs.model_verifier import SYSTEM
from runs.models import Run
from runs.shop.models import CustomerReply, Refund
from tests.claude_api import Sonnet55Rules, client_for
from tests.runtime_world import build_world, start, ticket, walk_until_pause

LATE_FEE = "My order SU-88421 had its delivery fee charged twice. Please refund the extra one."


class Verifier:
    """Answers each verifier call with the next queued report (a report_verdict tool call)."""

    def __init__(self, *reports):
        self.reports = list(reports)
        self.requests: list[dict] = []

    def __call__(self, request: httpx2.Request) -> httpx2.Response:
        payload = json.loads(request.content)
        self.requests.append(payload)
        report = self.reports.pop(0) if len(self.reports) > 1 else self.reports[0]
        content = [report] if isinstance(report, dict) and report.get("type") == "text" else [
            {"type": "tool_use", "id": f"toolu_01Vf{len(self.requests):06d}", "name": "report_verdict", "input": report}]
        return httpx2.Response(200, json={
            "id": f"msg_01Vf{len(self.requests):06d}", "type": "message", "role": "assistant", "model": "claude-sonnet-5-5",
            "content": content, "stop_reason": "tool_use" if content[0]["type"] == "tool_use" else "end_turn", "stop_sequence": None,
            "usage": {"input_tokens": 812, "output_tokens": 64, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 0,
                      "service_tier": "standard"}})


@pytest.fixture
def verified(db, settings, monkeypatch):
    settings.SUPERVISOR_VERIFIER = "model"
    settings.ANTHROPIC_API_KEY = "sk-ant-test"
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()

    def go(*reports):
        api = Verifier(*reports)
        rules = Sonnet55Rules(api)  # the default model's 400s: no forced tool, no thinking "disabled"
        monkeypatch.setattr("runs.agents.claude.build_client", lambda: client_for(rules))
        run = walk_until_pause(start(ticket(LATE_FEE, subject="Delivery fee twice")))
        assert rules.refusals == []
        return run, api

    return go


def verdicts(run):
    return [e.payload["verdict"] for e in run.events.filter(kind="verification").order_by("seq")]


def test_pass_lets_the_reply_go_and_the_verifier_saw_only_the_results(verified):
    run, api = verified({"verdict": "PASS", "missing": []})
    assert (run.status, run.outcome) == ("done", "resolved") and CustomerReply.objects.count() == 1
    (sent,) = api.requests
    # Sonnet 5.5 refuses forced tool use and thinking "disabled": the call is asked for in words.
    assert sent["system"] == SYSTEM and sent["tool_choice"] == {"type": "auto"} and sent["thinking"] == {"type": "between_tools"}
    assert "must call report_verdict" in sent["messages"][0]["content"][-1]["text"]
    assert sent["tools"][0]["strict"] is True and not {"temperature", "top_p", "top_k"} & set(sent)
    given = json.loads(sent["messages"][0]["content"][0]["text"])
    assert set(given) == {"ticket", "plan", "deliverables", "reply"} and given["ticket"]["body"] == LATE_FEE
    assert [d["amount_cents"] for d in given["deliverables"]["refunds"]] == [995]
    # Never the agent's side of the run: no transcript, no tool calls, no pinned block.
    assert "tool_use" not in json.dumps(sent["messages"]) and "PLAN T-" not in json.dumps(sent)
    recorded = run.events.get(kind="model_verification").payload
    assert recorded["verdict"] == "PASS" and recorded["usage"]["input_tokens"] == 812
    assert verdicts(run) == ["PASS"]


def test_fail_starts_a_fix_round_and_a_later_pass_lets_the_reply_go(verified):
    missing = {"item": "the refund of the second delivery fee", "detail": "the reply does not say when the money arrives"}
    run, api = verified({"verdict": "FAIL", "missing": [missing]}, {"verdict": "PASS", "missing": []})
    assert verdicts(run) == ["FAIL", "PASS"] and run.fix_rounds == 1
    fail = run.events.filter(kind="verification").order_by("seq").first().payload
    assert {"check": "model_verifier", "item": missing["item"], "detail": f"the model verifier: {missing['detail']}"} in fail["findings"]
    refused = run.events.filter(kind="tool_result", payload__name="send_reply", payload__ok=False).first().payload
    assert "Verification FAIL (fix round 1 of 2)" in refused["error"] and "does not say when the money arrives" in refused["error"]
    assert (run.status, run.outcome) == ("done", "resolved")


def test_a_verifier_that_keeps_failing_escalates_after_two_fix_rounds(verified):
    run, _ = verified({"verdict": "FAIL", "missing": [{"item": "the second delivery fee", "detail": "not shown as refunded"}]})
    assert run.status == Run.Status.AWAITING_ESCALATION
    escalation = run.escalations.get()
    paid = Refund.objects.get()
    # what the person is handed: the reply owed, the paid refund as money to check (never as the refund still to make)
    assert escalation.reason.startswith("the verifier failed the run after two fix rounds: the model verifier: not shown as refunded")
    assert f"Already carried out, as the shop shows: a refund of ${paid.amount_cents / 100:.2f} for subtask 1" in escalation.reason
    assert escalation.reason.endswith("No reply was sent to the customer: it is owed.")
    goal = run.subtasks.get(number=1).goal
    assert escalation.open_item == "write the customer's reply (none was sent); the second delivery fee"
    assert goal not in escalation.open_item
    assert CustomerReply.objects.count() == 0


def test_partial_naming_what_the_code_missed_is_a_fix_round(verified):
    run, _ = verified({"verdict": "PARTIAL", "missing": [{"item": "an apology for the trouble", "detail": "asked for nothing else, but unanswered"}]},
                      {"verdict": "PASS", "missing": []})
    assert verdicts(run) == ["FAIL", "PASS"] and run.fix_rounds == 1


def test_an_unusable_answer_leaves_the_code_verdict_standing_and_says_so(verified):
    run, _ = verified({"type": "text", "text": "Looks fine to me!"})
    assert (run.status, run.outcome) == ("done", "resolved") and verdicts(run) == ["PASS"]
    assert "without a usable report" in run.events.get(kind="model_verification").payload["error"]


def test_a_replay_serves_the_verifiers_reports_from_the_record_and_asks_no_model(verified, monkeypatch):
    from runs.replay import replay_run

    run, api = verified({"verdict": "FAIL", "missing": [{"item": "the second fee", "detail": "no date given"}]},
                        {"verdict": "PASS", "missing": []})
    asked = len(api.requests)

    def no_model():
        raise AssertionError("a replay asked the model verifier again")

    monkeypatch.setattr("runs.agents.claude.build_client", no_model)
    report = replay_run(run)
    assert report.identical, report.as_payload()
    assert asked == 2 and verdicts(run) == ["FAIL", "PASS"]


def test_a_replay_of_a_verifier_that_could_not_answer_keeps_the_code_verdict_as_recorded(verified, monkeypatch):
    from runs.replay import replay_run

    run, _ = verified({"type": "text", "text": "All good."})
    monkeypatch.setattr("runs.agents.claude.build_client", lambda: (_ for _ in ()).throw(AssertionError("asked again")))
    assert replay_run(run).identical

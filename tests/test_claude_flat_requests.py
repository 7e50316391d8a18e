"""Requests to Claude stay flat: the static prefix, a bounded window of the latest exchanges and
the pinned state block, whatever the turn. A long run (a question the model keeps digging into
for thirty turns) goes through the real SDK and an HTTP mock of the Messages API."""

from __future__ import annotations

import json

import pytest

from runs.models import Run
from tests.claude_api import ScriptedApi, client_for, use
from tests.runtime_world import build_world, step, ticket, walk_until_pause

# A known kind (a late delivery), so the screener lets the run reach the model rather than hand it over whole.
QUESTION = "The Hartley bookcase from SU-88421 turned up late, so could you tell me on which day the courier handed it over?"
DELIVERY_DAY = {"goal": "settle the late delivery of the Hartley bookcase on SU-88421", "kind": "late_delivery",
                "steps": [step("get_carrier_scan", "read"), step("search_policy", "read")]}
LAST_TURN = 31


def long_run_turns() -> dict:
    turns = {1: lambda p: [use("get_order", {"order_ref": "SU-88421"}, 1)],
             2: lambda p: [use("propose_plan", {"order_ref": "SU-88421", "subtasks": [DELIVERY_DAY]}, 2)]}
    for n in range(3, LAST_TURN):
        # The same kind of digging, turn after turn: a scan, then the policy, then the scan again.
        if n % 2:
            turns[n] = lambda p, n=n: [{"type": "text", "text": f"Checking the scans again (look {n})."}, use("get_carrier_scan", {}, n)]
        else:
            turns[n] = lambda p, n=n: [use("search_policy", {"query": "parcel delivered late"}, n)]
    turns[LAST_TURN] = lambda p: [use("escalate_to_human", {"reason": "the scans do not settle it", "open_item": "the delivery day"}, LAST_TURN)]
    return turns


@pytest.fixture
def long_run(db, settings, monkeypatch):
    settings.ANTHROPIC_API_KEY = "sk-ant-test"
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 100  # this model digs without moving the plan; the drift check is not under test here
    api = ScriptedApi(long_run_turns())
    monkeypatch.setattr("runs.agents.claude.build_client", lambda: client_for(api))
    build_world()
    run = walk_until_pause(Run.objects.get(pk=_start().pk))
    return run, api


def _start():
    from runs.services import run_start

    return run_start(ticket=ticket(QUESTION, subject="Which day did it arrive?"), model_name="anthropic")


def test_request_bytes_at_turn_5_and_turn_30_are_within_ten_percent(long_run):
    run, api = long_run
    assert run.status == Run.Status.AWAITING_ESCALATION and run.turn == LAST_TURN and run.phase == "investigate"
    assert not run.events.filter(kind="tool_result", payload__ok=False).exists()
    by_turn = {json.loads(raw)["messages"][-1]["content"][-1]["text"].split("| turn ")[1].split("\n")[0]: len(raw) for raw in api.raw}
    at_5, at_30 = by_turn["5"], by_turn["30"]
    assert abs(at_30 - at_5) / at_5 <= 0.10, (at_5, at_30)


def test_the_window_holds_the_latest_exchanges_only(long_run, settings):
    _, api = long_run
    request = api.requests[29]  # turn 30
    assistants = [m for m in request["messages"] if m["role"] == "assistant"]
    assert len(assistants) == settings.CONTEXT_WINDOW_TURNS
    assert [b["text"] for m in assistants for b in m["content"] if b["type"] == "text"] == ["Checking the scans again (look 29)."]
    # The first message is still the ticket, and every tool_use sent back is answered.
    assert request["messages"][0]["role"] == "user" and QUESTION in request["messages"][0]["content"][0]["text"]
    used = {b["id"] for m in assistants for b in m["content"] if b["type"] == "tool_use"}
    answered = {b["tool_use_id"] for m in request["messages"] if m["role"] == "user" for b in m["content"] if b["type"] == "tool_result"}
    assert used == answered


def test_what_older_turns_established_rides_in_the_pinned_state_and_the_static_prefix(long_run):
    run, api = long_run
    request = api.requests[29]
    pinned = request["messages"][-1]["content"][-1]["text"]
    latest = {name: run.events.filter(kind="tool_result", payload__name=name, turn__lt=30).order_by("-seq").first().seq
              for name in ("get_order", "propose_plan", "get_carrier_scan", "search_policy")}
    # get_order ran at turn 1, long out of the window, and its evidence number is still there.
    assert "get_order" not in json.dumps(request["messages"][1:-1])
    assert all(f"{name} E{seq}" in pinned for name, seq in latest.items())
    assert "the late delivery of the Hartley bookcase" in pinned and "| phase investigate |" in pinned
    # The retrieved policy's text is part of the system prompt, once, whatever the number of searches.
    system = request["system"][-1]["text"] if len(request["system"]) > 1 else request["system"][0]["text"]
    assert "POL-NDL-003 POL-NDL-003 (non_delivery): POL-NDL-003 text" in "".join(b["text"] for b in request["system"])
    assert "".join(b["text"] for b in request["system"]).count("POL-NDL-003 text") == 1 and system


def test_a_person_s_instruction_stays_pinned_after_the_turn_it_arrived(db, settings, monkeypatch):
    settings.ANTHROPIC_API_KEY = "sk-ant-test"
    settings.PLAN_CONFIRMATION_RULE = "never"
    settings.DRIFT_IDLE_TURNS = 100
    turns = long_run_turns()
    turns[8] = lambda p: [use("escalate_to_human", {"reason": "stop here", "open_item": "the delivery day"}, 8)]
    api = ScriptedApi(turns)
    monkeypatch.setattr("runs.agents.claude.build_client", lambda: client_for(api))
    build_world()
    from runs import record
    from runs.walk import walk

    run = _start()
    walk(run.pk, owner="w", yield_after_turns=3)
    run.refresh_from_db()
    record.append(run, "intervention", {"type": "instruction", "text": "Quote the carrier's scan time exactly."}, actor="lead@example.com")
    walk_until_pause(run)
    said = "Instruction from lead@example.com (a supervisor): Quote the carrier's scan time exactly."
    later = [r for r in api.requests if int(r["messages"][-1]["content"][-1]["text"].split("| turn ")[1].split("\n")[0]) > 4]
    assert len(later) >= 4 and all(said in r["messages"][-1]["content"][-1]["text"] for r in later)

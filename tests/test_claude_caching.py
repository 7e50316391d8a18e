"""Prompt caching that hits: breakpoints only where the prefix reaches the model's minimum (512
tokens on Sonnet 5.5), on the static prefix, on the ticket message and, moving, on the end of the
conversation before the pinned block, and the cache-read tokens the API reports recorded
per call and summed on the run page. The mock behind the real SDK caches like the API: a prefix
under the minimum is never cached, a prefix written before is read."""

from __future__ import annotations

import pytest

from runs.usage import run_totals
from runs.walk.request import PROMPT_VERSION
from tests.claude_api import ScriptedApi, client_for, use
from tests.runtime_world import build_world, ticket, walk_until_pause
from tests.test_claude_models_thinking_and_tools import BILLED_TWICE, refund_turns


@pytest.fixture
def run_on(db, settings, monkeypatch):
    settings.ANTHROPIC_API_KEY = "sk-ant-test"
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()

    def start(model: str, minimum: int, *, api: ScriptedApi | None = None, ref: str = "T-40219"):
        from runs.services import run_start

        settings.ANTHROPIC_MODEL = model
        api = api or ScriptedApi(refund_turns(), model=model, minimum_tokens=minimum)
        monkeypatch.setattr("runs.agents.claude.build_client", lambda: client_for(api))
        run = walk_until_pause(run_start(ticket=ticket(BILLED_TWICE, ref=ref, subject="Delivery fee taken twice"), model_name="anthropic"))
        return run, api

    return start


def usages(run):
    return [e.payload["response"]["usage"] for e in run.events.filter(kind="model_response").order_by("seq")]


def test_a_phase_s_second_call_reads_what_its_first_wrote(run_on):
    run, api = run_on("claude-sonnet-5-5", 512)
    assert (run.status, run.outcome) == ("done", "resolved")
    recorded = usages(run)
    phases = [e.phase for e in run.events.filter(kind="model_response").order_by("seq")]
    assert recorded[0]["cache_creation_input_tokens"] >= 512
    for i, phase in enumerate(phases):
        if phase in phases[:i]:
            assert recorded[i]["cache_read_input_tokens"] >= 512, (i, phase, recorded[i])
    # What is recorded is what the API reported, call by call, and the run's totals sum it.
    reads = [u["cache_read_input_tokens"] for u in recorded]
    assert reads == [u["cache_read_input_tokens"] for u in api.body_usage]
    assert run_totals(e.payload["response"] for e in run.events.filter(kind="model_response"))["cache_read_input_tokens"] == sum(reads) > 0


def test_the_next_run_reads_the_shared_prefix_on_every_call(run_on):
    first, api = run_on("claude-sonnet-5-5", 512)
    seen = {e.phase for e in first.events.filter(kind="model_response")}
    calls_before = len(api.requests)
    # The same order again: its refund is refused as already made; the model hands over.
    api.turns.update({n: (lambda p, n=n: [use("escalate_to_human", {"reason": "already refunded", "open_item": "the second delivery fee"}, 900 + n)])
                      for n in range(6, 41)})
    second, _ = run_on("claude-sonnet-5-5", 512, api=api, ref="T-40220")
    later = list(second.events.filter(kind="model_response").order_by("seq"))
    assert len(api.requests) > calls_before and later
    for e in later:
        if e.phase in seen:
            assert e.payload["response"]["usage"]["cache_read_input_tokens"] >= 512, (e.turn, e.phase)


def test_every_breakpoint_sits_where_the_prefix_reaches_the_minimum(run_on):
    from tests.claude_api import prefix_breakpoints

    _, api = run_on("claude-sonnet-5-5", 512)
    for payload in api.requests:
        marks = prefix_breakpoints(payload)
        assert marks and all(mark // 4 >= 512 for mark in marks)
        # Never on the pinned block (the last block, new every turn); at most the API's four.
        assert "cache_control" not in payload["messages"][-1]["content"][-1] and len(marks) <= 4


def test_a_model_with_a_higher_minimum_gets_no_breakpoint_the_cache_would_ignore(run_on):
    run, api = run_on("claude-haiku-4-5", 4096)
    assert all("cache_control" not in str(p) for p in api.requests)
    assert {u["cache_read_input_tokens"] for u in usages(run)} == {0}


def test_the_run_page_shows_each_call_s_cache_hits_cost_and_the_run_totals(run_on, client, django_user_model):
    run, api = run_on("claude-sonnet-5-5", 512)
    recorded = usages(run)
    hits = sum(1 for u in recorded if u["cache_read_input_tokens"])
    read = sum(u["cache_read_input_tokens"] for u in recorded)
    totals = run_totals(e.payload["response"] for e in run.events.filter(kind="model_response"))
    user = django_user_model.objects.create_superuser("lead", "lead@example.com", "pw-long-enough-1")
    client.force_login(user)
    page = client.get(f"/runs/{run.pk}/").content.decode()
    assert f"cache hits {hits} of {len(recorded)} ({read} tokens read)" in page
    assert f"${totals['cost']:.4f}" in page and totals["cost"] > 0
    assert page.count('class="cache-hit"') == hits > 0
    first = run.events.filter(kind="model_response").order_by("seq").first().payload["response"]
    assert first["call"]["request_digest"] in page and PROMPT_VERSION in page

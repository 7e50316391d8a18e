"""Per-run budgets of tokens and cost, enforced by the runtime from the usage Claude reports (via
the HTTP mock of the Messages API): the run escalates naming the budget before the next call."""

from __future__ import annotations

from decimal import Decimal

import pytest

from runs.models import Run
from runs.usage import call_cost, run_totals
from tests.claude_api import ScriptedApi, client_for
from tests.runtime_world import build_world, ticket, walk_until_pause
from tests.test_claude_models_thinking_and_tools import BILLED_TWICE, refund_turns


@pytest.fixture
def run_with(db, settings, monkeypatch):
    settings.ANTHROPIC_API_KEY = "sk-ant-test"
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()

    def start():
        from runs.services import run_start

        api = ScriptedApi(refund_turns())
        monkeypatch.setattr("runs.agents.claude.build_client", lambda: client_for(api))
        return walk_until_pause(run_start(ticket=ticket(BILLED_TWICE, subject="Delivery fee taken twice"), model_name="anthropic")), api

    return start


def test_cost_comes_from_the_price_table_per_model(settings):
    settings.ANTHROPIC_PRICES = {"claude-sonnet-5-5": {"input": 2, "output": 10, "cache_read": 0.2, "cache_write": 2.5}}
    usage = {"input_tokens": 1_000_000, "output_tokens": 100_000, "cache_read_input_tokens": 500_000, "cache_creation_input_tokens": 200_000}
    assert call_cost("claude-sonnet-5-5", usage) == Decimal("2") + Decimal("1") + Decimal("0.1") + Decimal("0.5")
    assert call_cost("a-model-nobody-priced", usage) == 0


def test_a_run_under_its_budgets_finishes(run_with, settings):
    run, _ = run_with()
    assert (run.status, run.outcome) == ("done", "resolved")


def test_a_run_over_its_token_budget_escalates_naming_it_and_calls_no_more(run_with, settings):
    settings.RUN_MAX_TOKENS = 3000
    run, api = run_with()
    totals = run_totals(e.payload["response"] for e in run.events.filter(kind="model_response"))
    assert run.status == Run.Status.AWAITING_ESCALATION
    reason = run.escalations.get().reason
    assert reason.startswith("token budget of 3,000 reached (RUN_MAX_TOKENS)") and f"{totals['tokens']:,} tokens" in reason
    assert len(api.requests) == totals["calls"] < 8
    # The call that crossed the limit was the last one: the one before it was still under.
    before_last = run_totals(e.payload["response"] for e in run.events.filter(kind="model_response").order_by("seq")[:totals["calls"] - 1])
    assert before_last["tokens"] < 3000 <= totals["tokens"]


def test_a_run_over_its_cost_budget_escalates_naming_it(run_with, settings):
    settings.RUN_MAX_TOKENS = 0
    settings.RUN_MAX_COST_CENTS = 1
    settings.ANTHROPIC_PRICES = {"claude-sonnet-5-5": {"input": 3000, "output": 3000, "cache_read": 3000, "cache_write": 3000}}
    run, api = run_with()
    assert run.status == Run.Status.AWAITING_ESCALATION
    assert "cost budget of 1 cents reached (RUN_MAX_COST_CENTS)" in run.escalations.get().reason
    assert len(api.requests) == 1  # 3,000 dollars per million: the first call alone costs more than a cent


def test_the_metrics_page_shows_tokens_and_cost_per_run_by_model_and_outcome(run_with, client, django_user_model):
    run, _ = run_with()
    totals = run_totals(e.payload["response"] for e in run.events.filter(kind="model_response"))
    client.force_login(django_user_model.objects.create_superuser("audit", "audit@example.com", "pw-long-enough-1"))
    page = client.get("/metrics/").content.decode()
    section = page[page.index('id="model-usage"'):]
    row = (f'<td>claude-sonnet-5-5</td><td>resolved</td><td class="num">1</td><td class="num">{totals["calls"]}</td>'
           f'<td class="num">{totals["tokens"]}</td><td class="num">${totals["cost"]:.4f}</td>')
    assert row in section

"""Counterfactual replay: a finished run walked again under another setting or model, against what
its world answered in the original run; the shop never moves and the scratch copy never survives."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from runs.counterfactual import CounterfactualError, RecordedWorldShop, parse_settings, run_counterfactual
from runs.models import Counterfactual, Run, Ticket
from runs.shop.backend import ShopError
from runs.shop.models import CustomerReply, Refund
from tests.runtime_world import build_world, start, ticket, walk_until_pause

pytestmark = pytest.mark.django_db

FEE_TWICE = "Hiya, on SU-88421 you billed me the delivery ($9.95) two times. Could I get the second one back?"


@pytest.fixture
def finished(settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    run = walk_until_pause(start(ticket(FEE_TWICE, subject="billed twice")))
    assert (run.status, run.outcome) == ("done", "resolved")
    return run


def test_the_same_model_and_settings_walk_to_the_same_end_and_nothing_moves(finished):
    refunds, replies, runs, tickets = Refund.objects.count(), CustomerReply.objects.count(), Run.objects.count(), Ticket.objects.count()
    cf = run_counterfactual(finished, model="offline", changes={})
    assert cf.differences == [], cf.result
    assert cf.result["refunds"] == cf.original["refunds"] == [{"amount_cents": 995, "source": "platform"}]
    assert cf.result["outcome"] == "resolved" and cf.result["reply"] == cf.original["reply"]
    # Nothing the walk wrote survives: the shop, the replies and the runs are as they were.
    assert (Refund.objects.count(), CustomerReply.objects.count(), Run.objects.count(), Ticket.objects.count()) == (refunds, replies, runs, tickets)
    assert Counterfactual.objects.get() == cf


def test_a_lower_ceiling_shows_the_approval_that_would_have_been_needed_and_no_money(finished):
    cf = run_counterfactual(finished, model="offline", changes={"REFUND_CEILING_CENTS": 500})
    assert cf.result["status"] == "awaiting_approval" and cf.result["refunds"] == []
    assert [(a["kind"], a["amount_cents"], a["status"]) for a in cf.result["approvals_needed"]] == [("refund", 995, "pending")]
    assert "refunds $9.95 -> $0.00" in cf.differences and "refund approvals needed 0 -> 1" in cf.differences
    assert any("would wait for a person" in n for n in cf.result["notes"])
    assert Refund.objects.count() == 1  # only the original's


def test_a_read_the_original_never_made_is_unknown_not_read_from_todays_shop(finished):
    shop = RecordedWorldShop(list(finished.events.order_by("seq")), finished.order_ref)
    assert shop.get_order("SU-88421")["order_ref"] == "SU-88421"
    with pytest.raises(ShopError, match="never read get_order"):
        shop.get_order("SU-90001")
    assert shop.unknown_reads == ['get_order({"order_ref": "SU-90001"})']


def test_effects_are_simulated_never_sent_to_the_shop(finished):
    shop = RecordedWorldShop([], "SU-88421")
    made = shop.issue_refund(order_ref="SU-88421", amount_cents=12900, source="platform", reason="x", idempotency_key="run:1:s1")
    assert made["refund_id"] == "simulated-1" and Refund.objects.filter(amount_cents=12900).count() == 0
    assert shop.deliverables("run:1:")["refunds"][0]["amount_cents"] == 12900


def test_unknown_settings_and_bad_values_are_refused_by_name():
    with pytest.raises(CounterfactualError, match="REFUND_CEILING_CENTS"):
        parse_settings(["SECRET_KEY=x"])
    with pytest.raises(CounterfactualError, match="whole number"):
        parse_settings(["REFUND_CEILING_CENTS=ten dollars"])
    with pytest.raises(CounterfactualError, match="at least 1"):
        parse_settings(["MAX_TURNS=-1"])
    with pytest.raises(CounterfactualError, match="one of code, model"):
        parse_settings(["SUPERVISOR_VERIFIER=bogus"])
    with pytest.raises(CounterfactualError, match="one of multi_intent_or_over_ceiling, always, never"):
        parse_settings(["PLAN_CONFIRMATION_RULE=sometimes"])
    assert parse_settings(["refund_ceiling_cents=10000", "PLAN_CONFIRMATION_RULE=always"]) == {
        "REFUND_CEILING_CENTS": 10000, "PLAN_CONFIRMATION_RULE": "always"}


def test_the_command_prints_a_table_of_what_would_differ(finished, capsys):
    call_command("counterfactual", "--runs", str(finished.pk), "--set", "REFUND_CEILING_CENTS=500")
    out = capsys.readouterr().out
    assert "would refund" in out and "$9.95" in out and "$0.00" in out and "1 would differ" in out
    assert Counterfactual.objects.filter(run=finished, changes={"REFUND_CEILING_CENTS": 500}).exists()


def test_an_auditor_walks_a_run_again_from_its_page_and_reads_both_sides(finished, auditor, reviewer, client_for):
    from django.urls import reverse

    page = client_for(auditor).get(reverse("run_detail", args=[finished.pk])).content.decode()
    assert "What if? Walk it again under another model or setting" in page
    response = client_for(auditor).post(reverse("counterfactual_start", args=[finished.pk]), {"refund_ceiling": "5.00", "model": "offline"})
    cf = Counterfactual.objects.get()
    assert response.status_code == 302 and response["Location"] == reverse("counterfactual_detail", args=[cf.pk])
    assert cf.changes == {"REFUND_CEILING_CENTS": 500} and cf.requested_by == auditor
    html = client_for(auditor).get(response["Location"]).content.decode()
    assert "Recorded" in html and "Would have" in html and "refunds $9.95 -&gt; $0.00" in html
    listing = client_for(auditor).get(reverse("counterfactual_list")).content.decode()
    assert f'href="{reverse("counterfactual_detail", args=[cf.pk])}"' in listing and "REFUND_CEILING_CENTS=500" in listing
    # A reviewer may not start one, nor read them.
    assert client_for(reviewer).post(reverse("counterfactual_start", args=[finished.pk]), {}).status_code == 403
    assert client_for(reviewer).get(reverse("counterfactual_list")).status_code == 403


def test_a_bad_setting_from_the_form_is_refused_with_a_message_and_nothing_kept(finished, auditor, client_for):
    from django.urls import reverse

    response = client_for(auditor).post(reverse("counterfactual_start", args=[finished.pk]), {"refund_ceiling": "-3"}, follow=True)
    assert "greater than or equal to 0" in response.content.decode() and Counterfactual.objects.count() == 0


def test_a_set_from_the_runs_list_is_walked_by_a_worker_and_listed(finished, auditor, client_for, django_capture_on_commit_callbacks, settings):
    from django.urls import reverse

    settings.CELERY_TASK_ALWAYS_EAGER = True
    from supervisor.celery import app

    app.conf.task_always_eager = True
    try:
        listing = client_for(auditor).get(reverse("run_list") + "?outcome=resolved").content.decode()
        assert "Walk these again" in listing
        with django_capture_on_commit_callbacks(execute=True):
            response = client_for(auditor).post(reverse("counterfactual_start_set"), {"outcome": "resolved", "limit": "5",
                                                                                        "plan_confirmation_rule": "always"})
        assert response.status_code == 302
    finally:
        app.conf.task_always_eager = False
    cf = Counterfactual.objects.get()
    assert cf.run == finished and cf.changes == {"PLAN_CONFIRMATION_RULE": "always"}


def test_a_run_a_lead_approved_walks_again_to_the_same_end_with_the_same_approval(settings, lead):
    from runs.people import actions

    settings.PLAN_CONFIRMATION_RULE, settings.REFUND_CEILING_CENTS = "never", 500
    build_world()
    run = walk_until_pause(start(ticket(FEE_TWICE, subject="billed twice")))
    assert run.status == "awaiting_approval"
    actions.refund_decide(approval_id=run.approvals.get(kind="refund", status="pending").pk, user=lead, approve=True)
    run = walk_until_pause(run)
    assert (run.status, run.outcome) == ("done", "resolved")

    cf = run_counterfactual(run, model="offline", changes={})
    assert cf.differences == [], cf.result
    assert any("given as lead gave it" in n for n in cf.result["notes"])
    # A higher ceiling shows the approval the run would not have needed, and the same money.
    higher = run_counterfactual(run, model="offline", changes={"REFUND_CEILING_CENTS": 10000})
    assert higher.differences == ["refund approvals needed 1 -> 0"] and higher.result["refunded_cents"] == 995


def test_a_confirmation_the_original_never_needed_is_stood_in_for_so_the_decisions_show(settings, reviewer):
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    run = walk_until_pause(start(ticket(FEE_TWICE, subject="billed twice")))
    cf = run_counterfactual(run, model="offline", changes={"PLAN_CONFIRMATION_RULE": "always", "REFUND_CEILING_CENTS": 500})
    assert any("a plan confirmation was needed; taken as reviewer gave it (the original needed none)" == n for n in cf.result["notes"])
    assert [(d["action"], d["amount_cents"], d["state"]) for d in cf.result["decisions"]] == [("refund", 995, "awaiting_approval")]
    assert cf.result["status"] == "awaiting_approval" and cf.result["refunds"] == []


def test_models_that_cannot_walk_the_run_are_refused_by_name_and_a_failing_walk_is_reported(finished, settings, monkeypatch):
    settings.ANTHROPIC_API_KEY = ""
    with pytest.raises(CounterfactualError, match="ANTHROPIC_API_KEY"):
        run_counterfactual(finished, model="anthropic", changes={})
    with pytest.raises(CounterfactualError, match="no script to play"):
        run_counterfactual(finished, model="scripted", changes={})

    def broken(self, request):
        raise RuntimeError("the model fell over")

    monkeypatch.setattr("runs.agents.offline.OfflineAgent.respond", broken)
    cf = run_counterfactual(finished, model="offline", changes={})
    assert any("the walk failed: RuntimeError: the model fell over" in n for n in cf.result["notes"])
    assert Refund.objects.count() == 1

"""The canonical ticket, walked in-process by the offline agent: three intents, three outcomes."""

import pytest

from runs.models import Approval, Run, Subtask
from runs.shop.models import CustomerReply, Refund, ReturnRequest
from runs.people import actions
from tests.runtime_world import build_world, kinds, start, ticket, tool_results, walk_until_pause


@pytest.fixture
def world(db):
    return build_world()


def test_it_resolves_all_three_intents_with_evidence(world, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket()))
    assert (run.status, run.outcome, run.phase) == ("done", "resolved", "closed")
    subtasks = list(run.subtasks.order_by("number"))
    assert [s.case_type for s in subtasks] == ["duplicate_charge", "damaged_item", "question"]
    assert all(s.status == Subtask.Status.RESOLVED and s.evidence_event.run_id == run.pk for s in subtasks)
    assert subtasks[0].evidence_event.payload["name"] == "issue_refund"
    assert subtasks[1].evidence_event.payload["name"] == "start_return"
    assert subtasks[2].evidence_event.payload["result"]["replacement_orders"] == []


def test_it_refunds_the_duplicate_charge_exactly_once_and_collects_the_panel_as_the_supplement_allows(world, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket()))
    refunds = list(Refund.objects.filter(order__ref="SU-88421"))
    assert [(r.amount_cents, r.source) for r in refunds] == [(995, "platform")]
    returns = list(ReturnRequest.objects.filter(order__ref="SU-88421"))
    assert [(r.kind, r.line.sku) for r in returns] == [("collection", "ASH-BK-HRT")]
    assert "SUP-ASH-011" in run.state["decisions"]["D2"]["reason"]
    # Walking a finished run again does nothing: no second refund, no new events.
    events_before = run.events.count()
    walk_until_pause(run)
    assert Refund.objects.filter(order__ref="SU-88421").count() == 1
    assert run.events.count() == events_before


def test_a_refund_that_follows_a_collection_is_never_marked_done(world, settings, reviewer, client_for):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket()))
    panel = run.subtasks.get(case_type="damaged_item")
    assert panel.status == Subtask.Status.RESOLVED and run.state["decisions"]["D2"]["action"] == "collection"
    refund_step = panel.steps.get(tool="issue_refund")
    assert refund_step.status == "pending" and refund_step.result_event is None  # no refund was issued
    # No external effect anywhere in the run claims "done" without the call that did it.
    assert not run.subtasks.filter(steps__effect_class="external_effect", steps__status="done",
                                   steps__result_event__isnull=True).exists()
    html = client_for(reviewer).get(f"/runs/{run.pk}/").content.decode()
    row = html.split("issue the refund")[2].split("</tr>")[0]  # the panel's (the duplicate charge's comes first)
    status = row.split('data-label="Status">')[1]
    assert status.startswith("Not run") and "Done" not in status


def test_the_reply_has_one_sentence_per_subtask_and_passed_verification(world, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket()))
    reply = CustomerReply.objects.get()
    assert reply.body.count("\n") == 3  # three sentences and a closing line
    assert "$9.95" in reply.body and "collection" in reply.body and "no replacement" in reply.body
    verification = run.events.get(kind="verification")
    assert verification.payload == {"verdict": "PASS", "findings": []}


def test_independent_subtasks_progress_in_one_turn_with_several_tool_calls(world, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket()))
    act_turn = run.events.get(kind="tool_result", payload__name="issue_refund").turn
    same_turn = [r["name"] for r in tool_results(run) if run.events.get(seq=r["seq"]).turn == act_turn]
    assert same_turn == ["issue_refund", "start_return"]


def test_every_phase_is_entered_in_order_and_only_by_code(world, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket()))
    transitions = [(e.payload["from"], e.payload["to"], e.actor) for e in run.events.filter(kind="transition").order_by("seq")]
    assert transitions == [
        ("triage", "investigate", "system"), ("investigate", "decide", "system"), ("decide", "act", "system"),
        ("act", "confirm", "system"), ("confirm", "closed", "system"),
    ]


def test_the_pinned_plan_rides_in_every_model_request(world, settings):
    from runs.walk.request import build_request

    settings.PLAN_CONFIRMATION_RULE = "never"
    run = start(ticket())
    from runs.walk import walk

    walk(run.pk, owner="t", yield_after_turns=3)
    run.refresh_from_db()
    request = build_request(run)
    last = request.messages[-1]["content"][-1]["text"]
    assert last.startswith("PLAN T-40219 order SU-88421 | phase")
    assert "refund the duplicate delivery charge" in last and "confirm no replacement is being sent" in last
    assert len(last) < 1200  # a compact block, not a transcript


def test_a_multi_intent_plan_waits_for_a_reviewer_with_no_worker_held(world, reviewer, settings):
    assert settings.PLAN_CONFIRMATION_RULE == "multi_intent_or_over_ceiling"
    run = walk_until_pause(start(ticket()))
    assert run.status == Run.Status.AWAITING_PLAN and run.phase == "investigate"
    assert run.lease_owner == "" and run.lease_expires_at is None
    approval = Approval.objects.get(run=run, kind="plan", status="pending")
    actions.plan_confirm(approval_id=approval.pk, user=reviewer, note="looks right")
    run = walk_until_pause(run)
    assert (run.status, run.outcome) == ("done", "resolved")
    assert run.events.get(kind="plan_confirmed").actor == "reviewer"
    assert "walk_started" in kinds(run)

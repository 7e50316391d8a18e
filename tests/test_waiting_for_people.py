"""Runs that wait for a person hold no worker, and go on once when the person acts."""

import pytest

from runs.walk import walk
from runs.models import Approval, Escalation, Run
from runs.shop.models import Refund
from runs.people import actions
from tests.runtime_world import build_world, start, ticket, walk_until_pause

SOFA = "My sofa order SU-90001 never arrived. The tracking has not moved in weeks. I want my money back."


@pytest.fixture
def world(db, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    return build_world()


def sofa_ticket(created_by=None):
    return ticket(SOFA, ref="T-50001", order_ref="SU-90001", email="tom@example.com", subject="Sofa never arrived", created_by=created_by)


def test_a_refund_over_the_ceiling_waits_for_a_lead_and_is_issued_once_after_approval(world, lead):
    run = walk_until_pause(start(sofa_ticket()))
    assert run.status == Run.Status.AWAITING_APPROVAL and run.phase == "decide"
    assert run.lease_owner == "" and not Refund.objects.exists()
    approval = Approval.objects.get(run=run, kind="refund", status="pending")
    assert approval.decision["amount_cents"] == 44500 and approval.decision["source"] == "carrier_claim"
    guard = run.events.filter(kind="guard_check").get().payload
    assert [c["check"] for c in guard["checks"] if not c["passed"]] == ["amount_within_ceiling"]

    actions.refund_decide(approval_id=approval.pk, user=lead, approve=True, note="carrier claim filed")
    run = walk_until_pause(run)
    assert (run.status, run.outcome) == ("done", "resolved")
    assert [(r.amount_cents, r.source) for r in Refund.objects.all()] == [(44500, "carrier_claim")]
    approval.refresh_from_db()
    assert approval.status == "used" and approval.decided_by == lead
    # A resume enqueued twice walks once: the run is finished, nothing more happens.
    events = run.events.count()
    walk(run.pk, owner="late-duplicate")
    assert run.events.count() == events and Refund.objects.count() == 1


def test_an_approval_clicked_twice_is_refused_the_second_time(world, lead, other_lead):
    run = walk_until_pause(start(sofa_ticket()))
    approval = Approval.objects.get(run=run, kind="refund")
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=True)
    with pytest.raises(actions.ActionRefused, match="already approved by lead"):
        actions.refund_decide(approval_id=approval.pk, user=other_lead, approve=True)


def test_nobody_approves_a_refund_they_requested(world, lead, other_lead):
    run = walk_until_pause(start(sofa_ticket(created_by=lead)))
    approval = Approval.objects.get(run=run, kind="refund")
    with pytest.raises(actions.ActionRefused, match="someone else must decide"):
        actions.refund_decide(approval_id=approval.pk, user=lead, approve=True)
    actions.refund_decide(approval_id=approval.pk, user=other_lead, approve=True)
    assert walk_until_pause(run).outcome == "resolved"


def test_a_rejected_refund_escalates_its_subtask_with_the_leads_note(world, lead):
    run = walk_until_pause(start(sofa_ticket()))
    approval = Approval.objects.get(run=run, kind="refund")
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=False, note="carrier says delivered to a neighbour")
    run = walk_until_pause(run)
    assert not Refund.objects.exists()
    escalation = Escalation.objects.get(run=run)
    assert "carrier says delivered to a neighbour" in escalation.reason
    assert (run.status, run.outcome) == ("done", "escalated")
    assert "colleague will follow up" in run.state["reply"]["body"]


def test_an_approval_is_void_when_the_decision_it_covered_changed(world, lead):
    run = walk_until_pause(start(sofa_ticket()))
    approval = Approval.objects.get(run=run, kind="refund")
    state = run.state
    state["decisions"]["D1"]["state"] = "replaced"  # the agent proposed a different decision since
    Run.objects.filter(pk=run.pk).update(state=state)
    with pytest.raises(actions.ActionRefused, match="changed"):
        actions.refund_decide(approval_id=approval.pk, user=lead, approve=True)
    approval.refresh_from_db()
    assert approval.status == "void"


def test_a_reviewer_resolves_a_run_escalation_and_resumes_the_run(world, reviewer):
    from tests.runtime_world import call

    idle = [{"type": "text", "text": "hmm"}]
    script = {"turns": [[call("escalate_to_human", open_item="check the customer's identity", reason="email differs from order")]],
              "after": "offline"}
    run = walk_until_pause(start(ticket("I was charged twice for delivery on SU-88421.", subject="Charged twice"), script=script))
    assert run.status == Run.Status.AWAITING_ESCALATION
    escalation = Escalation.objects.get(run=run)
    actions.escalation_resolve(escalation_id=escalation.pk, user=reviewer, resolution="identity checked by phone", resume=True)
    run = walk_until_pause(run)
    assert run.outcome == "resolved"
    assert run.events.get(kind="escalation_resolved").actor == "reviewer"
    del idle


def test_a_stop_intervention_stops_the_run_at_the_next_turn_boundary(world, reviewer):
    run = start(ticket("I was charged twice for delivery on SU-88421.", subject="Charged twice"))
    walk(run.pk, owner="w", yield_after_turns=1)
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED and run.turn == 1
    actions.run_intervene(run_id=run.pk, user=reviewer, kind="stop")
    run.refresh_from_db()
    assert run.status == Run.Status.STOPPED  # nothing was walking it: stopped at once
    walk(run.pk, owner="w")
    run.refresh_from_db()
    assert run.status == Run.Status.STOPPED and run.turn == 1


def test_key_information_from_a_reviewer_reaches_the_model_on_the_next_turn(world, reviewer):
    run = start(ticket("My sofa never arrived and the tracking hasn't moved.", ref="T-50002", order_ref="", email="nobody@example.com",
                       subject="Sofa never arrived"))
    walk(run.pk, owner="w", yield_after_turns=1)  # searched by email and found nothing
    run.refresh_from_db()
    actions.run_intervene(run_id=run.pk, user=reviewer, kind="key_info", text="The customer phoned: the order is SU-90001.")
    # The order is Tom Okafor's, not this email's: the reviewer who took the call confirms the link.
    actions.order_link_confirm(run_id=run.pk, user=reviewer, order_ref="SU-90001", note="the caller placed it under her partner's account")
    from runs.walk.request import build_request

    run.refresh_from_db()
    request = build_request(run)
    assert "Key information from reviewer (a supervisor): The customer phoned: the order is SU-90001." in str(request.messages[-1])
    run = walk_until_pause(run)
    assert run.order_ref == "SU-90001"
    assert run.events.filter(kind="intervention_applied").exists()


def test_the_decide_command_approves_as_a_named_person_and_refuses_the_wrong_role(world, lead, reviewer, capsys):
    from django.core.management import CommandError, call_command

    run = walk_until_pause(start(sofa_ticket()))
    approval = Approval.objects.get(run=run, kind="refund")
    with pytest.raises(CommandError, match="reviewer may not decide refunds"):
        call_command("decide", "refund", str(approval.pk), "--as", "reviewer", "--approve")
    call_command("decide", "refund", str(approval.pk), "--as", "lead", "--approve", "--note", "ok")
    assert "is now queued" in capsys.readouterr().out
    with pytest.raises(CommandError, match="already approved by lead"):
        call_command("decide", "refund", str(approval.pk), "--as", "lead", "--approve")
    assert walk_until_pause(run).outcome == "resolved"


def test_an_expired_approval_is_void_and_the_guard_asks_again(world, lead):
    from datetime import timedelta

    from django.utils import timezone

    run = walk_until_pause(start(sofa_ticket()))
    approval = Approval.objects.get(run=run, kind="refund")
    Approval.objects.filter(pk=approval.pk).update(expires_at=timezone.now() - timedelta(minutes=1))
    with pytest.raises(actions.ActionRefused, match="it expired"):
        actions.refund_decide(approval_id=approval.pk, user=lead, approve=True)
    approval.refresh_from_db()
    assert approval.status == "void"
    run = walk_until_pause(run)
    assert run.status == Run.Status.AWAITING_APPROVAL
    fresh = Approval.objects.get(run=run, kind="refund", status="pending")
    assert fresh.pk != approval.pk and not Refund.objects.exists()


def test_deciding_an_approval_or_escalation_that_does_not_exist_is_a_clear_refusal(world, lead, reviewer):
    with pytest.raises(actions.ActionRefused, match="There is no approval 999"):
        actions.refund_decide(approval_id=999, user=lead, approve=True)
    with pytest.raises(actions.ActionRefused, match="There is no escalation 999"):
        actions.escalation_resolve(escalation_id=999, user=reviewer, resolution="x")

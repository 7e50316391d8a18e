"""Approvals that change the decision: a support lead approves less than the agent proposed (never
more, never nothing) and the guard checks the changed decision again before money moves; a lead
or a reviewer rejects with instructions, and the agent decides (or plans) again with them pinned."""

from __future__ import annotations

import pytest

from runs.models import Approval, Escalation, Run
from runs.people import actions
from runs.replay import replay_run
from runs.shop.models import Refund
from tests.dashboard_world import SOFA, next_ref
from tests.pinned_models import model  # noqa: F401
from tests.runtime_world import DUPLICATE, NO_REPLACEMENT, PANEL, build_world, call, start, ticket, walk_until_pause

ONE_INTENT = "I was charged twice for delivery on SU-88421, please refund the duplicate charge."


@pytest.fixture
def world(db, settings, role_groups):
    settings.PLAN_CONFIRMATION_RULE = "never"
    return build_world()


def sofa_waiting(created_by=None) -> tuple[Run, Approval]:
    """The lost sofa: the offline agent proposes $445.00 from a carrier claim, over the ceiling."""
    run = walk_until_pause(start(ticket(SOFA, ref=next_ref(), order_ref="SU-90001", email="tom@example.com", subject="Sofa never arrived",
                                        created_by=created_by)))
    assert run.status == Run.Status.AWAITING_APPROVAL
    return run, Approval.objects.get(run=run, kind="refund", status="pending")


def test_a_lead_approves_less_and_the_guard_checks_the_lower_amount_before_it_is_paid(world, lead):
    run, approval = sofa_waiting()
    ref = approval.decision["ref"]
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=True, note="the bulky delivery fee stays with us", amount_cents=42000)
    approved = run.events.get(kind="refund_approved")
    assert approved.actor == "lead" and (approved.payload["proposed_cents"], approved.payload["approved_cents"]) == (44500, 42000)

    run = walk_until_pause(run)
    assert (run.status, run.outcome) == ("done", "resolved")
    assert [(r.amount_cents, r.source) for r in Refund.objects.all()] == [(42000, "carrier_claim")]
    # The guard checked the changed decision, after the approval and before the refund, with its inputs recorded.
    guard = run.events.filter(kind="guard_check", seq__gt=approved.seq).get()
    refund = run.events.get(kind="tool_result", payload__name="issue_refund")
    ceiling = next(c for c in guard.payload["checks"] if c["check"] == "amount_within_ceiling")
    assert guard.payload["passed"] and guard.seq < refund.seq
    assert ceiling["inputs"]["amount_cents"] == 42000 and ceiling["inputs"]["approval"] == approval.pk
    assert all(c["inputs"].get("amount_cents", 42000) == 42000 for c in guard.payload["checks"])
    decision = run.state["decisions"][ref]
    assert (decision["amount_cents"], decision["proposed_cents"], decision["amended_by"]) == (42000, 44500, "lead")
    approval.refresh_from_db()
    assert (approval.status, approval.approved_amount_cents, approval.decision["amount_cents"]) == ("used", 42000, 44500)
    assert replay_run(run).identical


@pytest.mark.parametrize("cents, refusal", [(44501, r"at most the \$445.00 proposed, never more"), (0, r"more than \$0.00"),
                                            (-100, r"more than \$0.00")])
def test_more_than_proposed_or_nothing_is_refused_and_nothing_changes(world, lead, cents, refusal):
    run, approval = sofa_waiting()
    with pytest.raises(actions.ActionRefused, match=refusal):
        actions.refund_decide(approval_id=approval.pk, user=lead, approve=True, amount_cents=cents)
    approval.refresh_from_db()
    run.refresh_from_db()
    assert (approval.status, approval.approved_amount_cents) == ("pending", None)
    assert run.state["decisions"][approval.decision["ref"]]["amount_cents"] == 44500
    assert not run.events.filter(kind="refund_approved").exists() and run.status == Run.Status.AWAITING_APPROVAL


def test_the_requester_cannot_approve_less_either_and_a_doubled_click_pays_once(world, lead, other_lead):
    run, approval = sofa_waiting(created_by=lead)
    with pytest.raises(actions.ActionRefused, match="someone else must decide"):
        actions.refund_decide(approval_id=approval.pk, user=lead, approve=True, amount_cents=30000)
    run.refresh_from_db()
    assert run.state["decisions"][approval.decision["ref"]]["amount_cents"] == 44500
    actions.refund_decide(approval_id=approval.pk, user=other_lead, approve=True, amount_cents=30000)
    with pytest.raises(actions.ActionRefused, match="already approved by lead2"):
        actions.refund_decide(approval_id=approval.pk, user=other_lead, approve=True, amount_cents=30000)
    run = walk_until_pause(run)
    assert [r.amount_cents for r in Refund.objects.all()] == [30000]
    assert run.events.filter(kind="refund_approved").count() == 1


def test_an_agent_that_proposes_the_rejected_decision_again_is_escalated_with_the_leads_words(world, lead):
    run, approval = sofa_waiting()
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=False, instructions="Claim from the carrier only after they answer.")
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED and run.phase == "decide" and not Escalation.objects.filter(run=run).exists()
    assert run.state["decisions"][approval.decision["ref"]]["state"] == "rejected"
    # The offline agent cannot follow instructions: it proposes the same refund, which the lead already refused.
    run = walk_until_pause(run)
    assert not Refund.objects.exists() and run.outcome == "escalated"
    assert "rejected by lead: Claim from the carrier only after they answer." in Escalation.objects.get(run=run).reason


SEND_BACK = "Do not flag this one for a person: the second delivery charge is plainly a copy of the first."


def duplicate_flagged_turns() -> dict[int, list[dict]]:
    """A model that flags a plain duplicate refund for a person; told why not, it proposes it unflagged."""
    decision = dict(subtask=1, action="refund", charges=[3], amount_cents=995, source="platform", policy_ref="POL-BILL-001",
                    reason="the delivery was charged twice")
    return {
        1: [call("get_order", order_ref="SU-88421")],
        2: [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE])],
        3: [call("record_progress", subtask=1, status="in_progress"), call("search_policy", query="duplicate charge billing")],
        4: [call("propose_decision", **decision, needs_human=True)],
        5: [call("propose_decision", **decision, needs_human=False)],
        6: [call("issue_refund", decision="D2")],
        7: [call("escalate_to_human", reason="the reply is left to a person in this test", open_item="the reply")],
    }


def test_a_leads_instructions_send_the_refund_back_to_decide_and_ride_in_every_later_request(world, model, lead):
    run = walk_until_pause(model.start(ticket(ONE_INTENT, subject="Charged twice for delivery"), duplicate_flagged_turns()))
    assert (run.status, run.turn) == (Run.Status.AWAITING_APPROVAL, 4)
    approval = Approval.objects.get(run=run, kind="refund", status="pending")
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=False, instructions=SEND_BACK)
    rejected = run.events.get(kind="refund_rejected").payload
    assert rejected["instructions"] == SEND_BACK and rejected["proposed_cents"] == 995

    run = walk_until_pause(run)
    assert (run.status, run.turn) == (Run.Status.AWAITING_ESCALATION, 7)
    decisions = run.state["decisions"]
    assert (decisions["D1"]["state"], decisions["D2"]["state"]) == ("rejected", "executed")
    assert [(r.amount_cents, r.source) for r in Refund.objects.all()] == [(995, "platform")]
    assert list(Escalation.objects.filter(run=run).values_list("open_item", flat=True)) == ["the reply"]  # D1 escalated nothing
    pinned = model.pinned()
    assert sorted(pinned) == list(range(1, 8))
    for turn, text in pinned.items():
        assert (f"Instruction from lead (a support lead, rejecting D1 of $9.95; propose a new decision): {SEND_BACK}" in text) == (turn > 4), turn
    assert "D1: subtask 1 refund 995c from platform citing POL-BILL-001 [rejected]" in pinned[5]


REVISE = "Keep the delivery charge apart from the cracked panel: refund the duplicate first."


def plan_sent_back_turns() -> dict[int, list[dict]]:
    revised = [dict(DUPLICATE, number=1, goal="refund the second delivery charge first"), dict(PANEL, number=2), dict(NO_REPLACEMENT, number=3)]
    return {
        1: [call("get_order", order_ref="SU-88421")],
        2: [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE, PANEL, NO_REPLACEMENT])],
        3: [call("search_policy", query="duplicate charge billing")],  # not yet the revision the reviewer asked for
        4: [call("replan", trigger="the reviewer asked for the duplicate charge first", subtasks=revised)],
        5: [call("escalate_to_human", reason="the test ends here", open_item="the rest of the ticket")],
    }


def test_a_reviewers_instructions_send_the_plan_back_and_its_revision_waits_for_confirmation(world, model, reviewer, admin_user, settings):
    settings.PLAN_CONFIRMATION_RULE = "always"
    run = walk_until_pause(model.start(ticket(), plan_sent_back_turns()))
    assert (run.status, run.turn) == (Run.Status.AWAITING_PLAN, 2)
    first = Approval.objects.get(run=run, kind="plan", status="pending")
    actions.plan_reject(approval_id=first.pk, user=reviewer, note="", instructions=REVISE)
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED and not Escalation.objects.filter(run=run).exists()

    run = walk_until_pause(run)
    # Turn 3 ignored the instructions: told so, and the run did not move on; turn 4 revised the plan.
    assert (run.status, run.turn, run.revision_count) == (Run.Status.AWAITING_PLAN, 4, 1)
    told = run.events.get(kind="turn_end", turn=3).payload["notices"]
    assert any("revise it with replan" in n for n in told)
    second = Approval.objects.get(run=run, kind="plan", status="pending")
    assert second.subject.endswith(":plan:r1") and run.state["plan_sent_back"] == 0
    actions.plan_confirm(approval_id=second.pk, user=admin_user)
    run = walk_until_pause(run)
    assert (run.status, run.turn) == (Run.Status.AWAITING_ESCALATION, 5) and "plan_sent_back" not in run.state
    pinned = model.pinned()
    for turn, text in pinned.items():
        assert (f"Instruction from reviewer (a reviewer, rejecting the plan; revise it with replan): {REVISE}" in text) == (turn > 2), turn


# -- the cards ----------------------------------------------------------------------------------

def decide_url(approval: Approval) -> str:
    return f"/approvals/{approval.pk}/decide"


def test_the_approval_card_offers_the_proposed_amount_to_lower_and_instructions_to_send_back(world, lead, client_for):
    _, approval = sofa_waiting()
    html = client_for(lead).get("/approvals/").content.decode()
    assert f'name="amount" id="amount-{approval.pk}"' in html and 'max="445.00" value="445.00"' in html
    assert f'<textarea name="instructions" id="instructions-{approval.pk}"' in html
    assert 'style="' not in html and "<script>" not in html  # CSP: the card's behaviour is in static/js/approvals.js


@pytest.mark.parametrize("amount, error", [("445.01", "You can approve at most the $445.00 proposed, never more."),
                                           ("0", "Approve more than $0.00; to pay nothing, reject the refund."),
                                           ("-12.50", "Approve more than $0.00; to pay nothing, reject the refund.")])
def test_the_card_refuses_an_amount_above_the_proposal_or_nothing(world, lead, client_for, amount, error):
    run, approval = sofa_waiting()
    html = client_for(lead).post(decide_url(approval), {"decision": "approve", "amount": amount}, follow=True).content.decode()
    assert error.replace("'", "&#x27;") in html
    approval.refresh_from_db()
    assert approval.status == "pending" and not run.events.filter(kind="refund_approved").exists()


def test_a_lower_amount_from_the_card_shows_both_amounts_on_the_run_page_and_in_the_evidence(world, lead, client_for):
    from runs.evidence import body_of

    run, approval = sofa_waiting()
    client = client_for(lead)
    html = client.post(decide_url(approval), {"decision": "approve", "amount": "300.00"}, follow=True).content.decode()
    assert "Refund of $445.00 approved at $300.00; the guard checks the changed decision again before run" in html
    page = client.get(f"/runs/{run.pk}/").content.decode()
    assert "<strong>$300.00</strong> approved of <s>$445.00</s> proposed" in page
    assert "approved at $300.00 of the $445.00 proposed" in page  # the timeline's entry
    run.refresh_from_db()
    exported = next(a for a in body_of(run, replay=None)["approvals"] if a["id"] == approval.pk)
    assert (exported["decision"]["amount_cents"], exported["approved_amount_cents"]) == (44500, 30000)


def test_instructions_from_the_card_send_the_refund_back_to_the_agent(world, lead, client_for):
    run, approval = sofa_waiting()
    html = client_for(lead).post(decide_url(approval), {"decision": "reject", "instructions": "Wait for the carrier's answer."},
                                 follow=True).content.decode()
    assert "decides again with your instructions pinned" in html
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED and run.state["decisions"][approval.decision["ref"]]["state"] == "rejected"


def test_instructions_cannot_ride_on_an_approval(world, lead, client_for):
    _, approval = sofa_waiting()
    html = client_for(lead).post(decide_url(approval), {"decision": "approve", "instructions": "pay it twice"}, follow=True).content.decode()
    assert "Instructions go with a rejection" in html
    approval.refresh_from_db()
    assert approval.status == "pending"


def test_the_plan_card_sends_a_plan_back_with_instructions(world, reviewer, client_for, settings):
    settings.PLAN_CONFIRMATION_RULE = "always"
    run = walk_until_pause(start(ticket(ref=next_ref())))
    approval = Approval.objects.get(run=run, kind="plan", status="pending")
    client = client_for(reviewer)
    assert f'<textarea name="instructions" id="reject-instructions-{approval.pk}"' in client.get("/plans/").content.decode()
    html = client.post(f"/plans/{approval.pk}/reject", {"instructions": REVISE}, follow=True).content.decode()
    assert "sent back; run" in html and "revises it with your instructions pinned" in html
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED and run.state["plan_sent_back"] == 0 and not Escalation.objects.filter(run=run).exists()
    html = client.post(f"/plans/{approval.pk}/reject", {"note": " ", "instructions": " "}, follow=True).content.decode()
    assert "Say why you reject it, or give the agent instructions" in html


# --- the same lower amount from the inbox and from the eval's approver -------------------------------


def inbox_approve(client, approval: Approval, amount: str):
    """What the inbox's approve form posts (its amount field, then the approve button), back to /waits/."""
    from django.urls import reverse

    return client.post(reverse("approval_decide", args=[approval.pk]), {"decision": "approve", "amount": amount, "next": reverse("waits")},
                       follow=True)


def test_the_inbox_offers_the_proposed_amount_to_lower(world, lead, client_for):
    _, approval = sofa_waiting()
    html = client_for(lead).get("/waits/").content.decode()
    item = html[html.index(f'id="wait-refund-{approval.pk}"'):]
    assert f'name="amount" id="amount-refund-{approval.pk}"' in item and 'max="445.00" value="445.00"' in item


def test_a_lead_approves_a_lower_amount_from_the_inbox_and_the_guard_rechecks_it(world, lead, client_for):
    run, approval = sofa_waiting()
    response = inbox_approve(client_for(lead), approval, "300.00")
    assert response.redirect_chain[-1][0] == "/waits/"
    assert "approved at $300.00; the guard checks the changed decision again" in response.content.decode()
    approved = run.events.get(kind="refund_approved")
    assert (approved.payload["proposed_cents"], approved.payload["approved_cents"]) == (44500, 30000)
    run = walk_until_pause(run)
    assert (run.status, run.outcome) == ("done", "resolved")
    assert [r.amount_cents for r in Refund.objects.all()] == [30000]
    guard = run.events.filter(kind="guard_check", seq__gt=approved.seq).get()
    assert guard.payload["passed"] and next(c for c in guard.payload["checks"] if c["check"] == "amount_within_ceiling")["inputs"]["amount_cents"] == 30000


@pytest.mark.parametrize("amount, says", [("445.01", "at most the $445.00 proposed, never more"), ("0", "more than $0.00"), ("0.00", "more than $0.00")])
def test_the_inbox_never_approves_more_than_proposed_or_nothing(world, lead, client_for, amount, says):
    run, approval = sofa_waiting()
    response = inbox_approve(client_for(lead), approval, amount)
    assert response.status_code == 200 and says in response.content.decode()
    approval.refresh_from_db()
    assert (approval.status, approval.approved_amount_cents) == ("pending", None) and not Refund.objects.exists()


def test_the_eval_approver_approves_a_lower_amount_through_the_same_verb(world, lead, role_groups):
    from runs.evals.approver import Approver
    from runs.evals.cases import ApproverIn

    run, approval = sofa_waiting()
    spec = ApproverIn.model_validate({"refunds": [{"answer": "approve", "role": "support_lead", "amount_cents": 44500, "approve_cents": 30000,
                                                   "note": "the delivery fee and part of the price"}]})
    approver = Approver(spec, {"support_lead": lead})
    assert approver.act(run) is True
    assert approver.log == ["refund of 44500c approved at 30000c by lead"]
    run = walk_until_pause(run)
    assert run.outcome == "resolved" and [r.amount_cents for r in Refund.objects.all()] == [30000]
    approval.refresh_from_db()
    assert approval.approved_amount_cents == 30000


def test_an_eval_case_cannot_approve_a_lower_amount_with_a_rejection():
    from pydantic import ValidationError

    from runs.evals.cases import ApproverIn

    with pytest.raises(ValidationError, match="a lower amount goes with an approval"):
        ApproverIn.model_validate({"refunds": [{"answer": "reject", "role": "support_lead", "approve_cents": 100}]})

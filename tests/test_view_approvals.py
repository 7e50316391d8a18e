"""`/approvals/`: refunds over the ceiling with the decision, the order, the cited policy and the
evidence. Support leads approve or reject with a note; nobody decides a refund they requested."""

import pytest
from django.test import Client
from django.urls import reverse

from runs.models import Approval, Run
from runs.shop.models import PolicyDocument
from supervisor.rules import allowed
from tests.dashboard_world import pending, plan_waiting, refund_waiting, world  # noqa: F401

QUEUE = reverse("approval_queue")
# session, user (permissions and role chips kept between requests: supervisor.person_roles), approvals, subtasks, policies, orders, lines, charges, refunds, events, standing approvals
# (none here, so not the runs they covered: tests/test_view_standing_approvals.py counts those)
QUERIES = 11


def decide(approval) -> str:
    return reverse("approval_decide", args=[approval.pk])


def state(run, approval) -> tuple[str, str]:
    run.refresh_from_db()
    approval.refresh_from_db()
    return run.status, approval.status


# --- the queue --------------------------------------------------------------------------------


def test_it_shows_the_decision_the_order_the_policy_and_the_evidence(world, lead, client_for):
    run = refund_waiting()
    approval = pending(run, "refund")
    PolicyDocument.objects.filter(ref="POL-NDL-003").update(title="Parcels that never arrive", body="Refund in full once the carrier confirms the loss.")
    html = client_for(lead).get(QUEUE).content.decode()
    assert "$445.00" in html and "carrier claim" in html  # amount and source
    assert "POL-NDL-003: Parcels that never arrive" in html  # the policy cited, with its title
    assert "Refund in full once the carrier confirms the loss." in html  # and its text
    assert approval.decision["reason"] in html
    assert "Three-seat sofa" in html and "$420.00" in html and "Bulky delivery" in html  # lines and charges
    guard = run.events.get(kind="guard_check")
    proposed = run.events.get(kind="decision_proposed")
    retrieved = [e for e in run.events.filter(kind="tool_result") if e.payload["name"] == "search_policy"][0]
    for event in (guard, proposed, retrieved):
        assert f'{reverse("run_detail", args=[run.pk])}#event-{event.seq}' in html
    # Over the ceiling is why it waits here, not a fault: it reads as waiting, and every check in plain words.
    assert "○ within the refund ceiling, or approved by a support lead" in html and "✗" not in html
    assert "waits for a support lead's approval: this is why it is here" in html
    assert "✓ the cited policy was read in this run" in html and "amount_within_ceiling" not in html
    assert f'action="{decide(approval)}"' in html


def test_it_says_so_when_no_refund_waits(world, lead, client_for):
    plan_waiting()
    assert "No refunds waiting for approval." in client_for(lead).get(QUEUE).content.decode()


@pytest.mark.parametrize("role", ["reviewer", "auditor"])
def test_it_shows_refunds_without_buttons_to_those_who_cannot_decide(request, world, client_for, role):
    run = refund_waiting()
    html = client_for(request.getfixturevalue(role)).get(QUEUE).content.decode()
    assert run.ticket.ref in html and "Support leads decide refunds over the ceiling." in html
    assert f'action="{decide(pending(run, "refund"))}"' not in html


def test_it_makes_the_same_queries_for_few_or_many_refunds(world, lead, client_for, django_assert_num_queries):
    refund_waiting()
    client = client_for(lead)
    with django_assert_num_queries(QUERIES):
        client.get(QUEUE)
    for _ in range(5):
        refund_waiting()
    with django_assert_num_queries(QUERIES):
        client.get(QUEUE)


# --- deciding ---------------------------------------------------------------------------------


@pytest.mark.parametrize("role,allowed_", [("lead", True), ("admin_user", True), ("reviewer", False), ("auditor", False)])
def test_it_lets_leads_and_admins_approve(request, world, client_for, role, allowed_):
    run = refund_waiting()
    approval = pending(run, "refund")
    response = client_for(request.getfixturevalue(role)).post(decide(approval), {"decision": "approve", "note": "carrier confirmed"})
    if allowed_:
        assert response.status_code == 302 and response["Location"] == QUEUE
        assert state(run, approval) == (Run.Status.QUEUED, Approval.Status.APPROVED)
        assert run.events.get(kind="refund_approved").payload["note"] == "carrier confirmed"
    else:
        assert response.status_code == 403
        assert state(run, approval) == (Run.Status.AWAITING_APPROVAL, Approval.Status.PENDING)


@pytest.mark.parametrize("role,allowed_", [("lead", True), ("admin_user", True), ("reviewer", False), ("auditor", False)])
def test_it_lets_leads_and_admins_reject_with_a_note(request, world, client_for, role, allowed_):
    run = refund_waiting()
    approval = pending(run, "refund")
    response = client_for(request.getfixturevalue(role)).post(decide(approval), {"decision": "reject", "note": "delivered to a neighbour"})
    if allowed_:
        assert response.status_code == 302
        assert state(run, approval) == (Run.Status.QUEUED, Approval.Status.REJECTED)
    else:
        assert response.status_code == 403
        assert state(run, approval) == (Run.Status.AWAITING_APPROVAL, Approval.Status.PENDING)


def test_it_wants_a_note_to_reject(world, lead, client_for):
    run = refund_waiting()
    approval = pending(run, "refund")
    response = client_for(lead).post(decide(approval), {"decision": "reject", "note": " "}, follow=True)
    assert "Say why you reject the refund" in response.content.decode()
    assert state(run, approval) == (Run.Status.AWAITING_APPROVAL, Approval.Status.PENDING)


def test_it_says_who_decided_an_approval_clicked_twice(world, lead, other_lead, client_for):
    run = refund_waiting()
    approval = pending(run, "refund")
    client_for(lead).post(decide(approval), {"decision": "approve"})
    response = client_for(other_lead).post(decide(approval), {"decision": "approve"}, follow=True)
    assert "This was already approved by lead." in response.content.decode()
    approval.refresh_from_db()
    assert approval.decided_by == lead


def test_it_tells_the_requester_and_disables_their_button(world, lead, client_for):
    run = refund_waiting(created_by=lead)
    pending(run, "refund")
    html = client_for(lead).get(QUEUE).content.decode()
    assert "You requested this: another support lead must decide it." in html
    assert 'value="approve" disabled aria-disabled="true">Approve $445.00</button>' in html


def test_it_refuses_the_requester_and_lets_another_lead_decide(world, lead, other_lead, client_for):
    run = refund_waiting(created_by=lead)
    approval = pending(run, "refund")
    response = client_for(lead).post(decide(approval), {"decision": "approve"})
    assert response.status_code == 403
    assert "You requested this refund, so another support lead must decide it." in response.content.decode()
    assert state(run, approval) == (Run.Status.AWAITING_APPROVAL, Approval.Status.PENDING)
    client_for(other_lead).post(decide(approval), {"decision": "approve"})
    assert state(run, approval) == (Run.Status.QUEUED, Approval.Status.APPROVED)


def test_it_refuses_even_a_superuser_who_requested_the_refund(world, admin_user, client_for):
    run = refund_waiting(created_by=admin_user)
    approval = pending(run, "refund")
    assert admin_user.has_perm("runs.approve_refund") and not allowed(admin_user, "decide_approval", approval)
    assert client_for(admin_user).post(decide(approval), {"decision": "approve"}).status_code == 403
    assert state(run, approval) == (Run.Status.AWAITING_APPROVAL, Approval.Status.PENDING)


def test_it_says_an_approval_is_void_when_the_decision_changed(world, lead, client_for):
    run = refund_waiting()
    approval = pending(run, "refund")
    run_state = run.state
    run_state["decisions"][approval.decision["ref"]]["state"] = "replaced"
    Run.objects.filter(pk=run.pk).update(state=run_state)
    response = client_for(lead).post(decide(approval), {"decision": "approve"}, follow=True)
    assert "This approval is void: the decision changed since it was requested." in response.content.decode()
    approval.refresh_from_db()
    assert approval.status == Approval.Status.VOID


def test_it_enforces_csrf(world, lead):
    run = refund_waiting()
    approval = pending(run, "refund")
    client = Client(enforce_csrf_checks=True)
    client.force_login(lead)
    assert client.post(decide(approval), {"decision": "approve"}).status_code == 403
    assert state(run, approval) == (Run.Status.AWAITING_APPROVAL, Approval.Status.PENDING)


def test_it_answers_404_for_a_plan_approval(world, lead, client_for):
    run = plan_waiting()
    assert client_for(lead).post(decide(pending(run, "plan")), {"decision": "approve"}).status_code == 404


def test_it_renders_its_live_region_alone_for_a_given_user(world, rf, lead, other_lead):
    from django.template.loader import render_to_string

    from supervisor.selectors import queues

    run = refund_waiting(created_by=lead)
    request = rf.get(QUEUE)
    context = {"items": queues.approval_queue(), "refund_ceiling_cents": 15000}
    for user, disabled in ((lead, True), (other_lead, False)):
        request.user = user
        html = render_to_string("supervisor/approvals/queue.html#approvals-queue", {**context, "user": user}, request=request)
        assert html.strip().startswith('<section id="approvals-queue"')
        assert ('value="approve" disabled aria-disabled="true">Approve' in html) is disabled
        assert f'id="approval-run-{run.pk}"' in html

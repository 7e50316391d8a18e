"""`/plans/`: plans waiting for a reviewer. Confirm (the run goes on), reject with a note (the run is
escalated), or edit (a person's replan; someone else confirms the edited plan)."""

import pytest
from django.test import Client
from django.urls import reverse

from runs.models import Approval, ReplanEvent, Run
from runs.people import actions
from tests.dashboard_world import pending, plan_waiting, refund_waiting, world  # noqa: F401
from tests.factories import UserFactory

QUEUE = reverse("plan_queue")
QUERIES = 6  # session, user (permissions and role chips kept between requests: supervisor.person_roles), approvals (with run, ticket and requester), subtasks, steps, replans


@pytest.fixture
def other_reviewer(role_groups):
    return UserFactory(username="reviewer2", groups=["reviewer"])


def confirm(approval) -> str:
    return reverse("plan_confirm", args=[approval.pk])


def reject(approval) -> str:
    return reverse("plan_reject", args=[approval.pk])


def edit(run) -> str:
    return reverse("plan_edit", args=[run.pk])


def state(run, approval) -> tuple[str, str]:
    run.refresh_from_db()
    approval.refresh_from_db()
    return run.status, approval.status


# --- the queue --------------------------------------------------------------------------------


def test_it_lists_waiting_plans_with_their_subtasks_steps_and_screened_intents(world, reviewer, client_for):
    run = plan_waiting()
    html = client_for(reviewer).get(QUEUE).content.decode()
    assert f'id="plan-run-{run.pk}"' in html
    for subtask in run.subtasks.all():
        assert subtask.goal in html
    assert "Money or goods (external effect)" in html and "none: cannot be undone" in html
    assert "<summary>Steps</summary>" in html and "<code>issue_refund</code>" in html  # folded, tool names kept inside


def test_a_plan_card_leads_with_what_is_at_stake_and_why_it_waits(world, reviewer, client_for):
    run = plan_waiting()
    html = client_for(reviewer).get(QUEUE).content.decode()
    card = html.split(f'id="plan-run-{run.pk}"')[1].split("</article>")[0]
    stakes = card.split('aria-label="What is at stake"')[1].split("</section>")[0]
    assert card.index("What is at stake") < card.index("<summary>Steps</summary>")  # stakes first, steps folded below
    assert "Waiting because</strong> The customer asks for 3 things at once" in stakes
    duplicate = run.subtasks.get(case_type="duplicate_charge")
    assert f"{duplicate.goal}: <strong>up to $9.95 refunded (a refund cannot be undone)</strong>" in stakes
    assert "a return or collection of the item booked" in stakes and "nothing moves: a question is answered" in stakes
    assert "_cents" not in stakes and "precondition" not in card.lower()
    assert "Each of them has a subtask in the plan." in html
    assert f'action="{confirm(pending(run, "plan"))}"' in html and f'action="{reject(pending(run, "plan"))}"' in html


def test_it_says_so_when_no_plan_waits(world, reviewer, client_for):
    refund_waiting()
    assert "No plans waiting." in client_for(reviewer).get(QUEUE).content.decode()


@pytest.mark.parametrize("role", ["lead", "auditor"])
def test_it_shows_plans_without_buttons_to_those_who_cannot_decide(request, world, client_for, role):
    run = plan_waiting()
    html = client_for(request.getfixturevalue(role)).get(QUEUE).content.decode()
    assert run.ticket.ref in html
    assert f'action="{confirm(pending(run, "plan"))}"' not in html and "Edit plan" not in html
    assert "Reviewers confirm, edit or reject plans." in html


def test_it_makes_the_same_queries_for_few_or_many_plans(world, reviewer, client_for, django_assert_num_queries):
    plan_waiting()
    client = client_for(reviewer)
    with django_assert_num_queries(QUERIES):
        client.get(QUEUE)
    for _ in range(5):
        plan_waiting()
    with django_assert_num_queries(QUERIES):
        client.get(QUEUE)


# --- confirm ----------------------------------------------------------------------------------


@pytest.mark.parametrize("role,allowed", [("reviewer", True), ("admin_user", True), ("lead", False), ("auditor", False)])
def test_it_lets_reviewers_and_admins_confirm_a_plan(request, world, client_for, role, allowed):
    run = plan_waiting()
    approval = pending(run, "plan")
    response = client_for(request.getfixturevalue(role)).post(confirm(approval), {"note": "covers all three"})
    if allowed:
        assert response.status_code == 302 and response["Location"] == QUEUE
        assert state(run, approval) == (Run.Status.QUEUED, Approval.Status.APPROVED)
        assert run.events.get(kind="plan_confirmed").payload["note"] == "covers all three"
    else:
        assert response.status_code == 403
        assert state(run, approval) == (Run.Status.AWAITING_PLAN, Approval.Status.PENDING)


def test_it_says_who_confirmed_a_plan_confirmed_twice(world, reviewer, other_reviewer, client_for):
    run = plan_waiting()
    approval = pending(run, "plan")
    client_for(reviewer).post(confirm(approval))
    response = client_for(other_reviewer).post(confirm(approval), follow=True)
    assert "This was already approved by reviewer." in response.content.decode()
    assert Approval.objects.get(pk=approval.pk).decided_by.username == "reviewer"


def test_it_enforces_csrf_on_confirm(world, reviewer):
    run = plan_waiting()
    approval = pending(run, "plan")
    client = Client(enforce_csrf_checks=True)
    client.force_login(reviewer)
    assert client.post(confirm(approval)).status_code == 403
    assert state(run, approval) == (Run.Status.AWAITING_PLAN, Approval.Status.PENDING)


# --- reject -----------------------------------------------------------------------------------


@pytest.mark.parametrize("role,allowed", [("reviewer", True), ("admin_user", True), ("lead", False), ("auditor", False)])
def test_it_lets_reviewers_and_admins_reject_a_plan_with_a_note(request, world, client_for, role, allowed):
    run = plan_waiting()
    approval = pending(run, "plan")
    response = client_for(request.getfixturevalue(role)).post(reject(approval), {"note": "the panel is the seller's problem"})
    if allowed:
        assert response.status_code == 302
        assert state(run, approval) == (Run.Status.AWAITING_ESCALATION, Approval.Status.REJECTED)
        assert "the panel is the seller's problem" in run.escalations.get().reason
    else:
        assert response.status_code == 403
        assert state(run, approval) == (Run.Status.AWAITING_PLAN, Approval.Status.PENDING)


def test_it_wants_a_note_to_reject(world, reviewer, client_for):
    run = plan_waiting()
    approval = pending(run, "plan")
    response = client_for(reviewer).post(reject(approval), {"note": ""}, follow=True)
    assert "Say why you reject it" in response.content.decode()
    assert state(run, approval) == (Run.Status.AWAITING_PLAN, Approval.Status.PENDING)


def test_it_enforces_csrf_on_reject(world, reviewer):
    run = plan_waiting()
    approval = pending(run, "plan")
    client = Client(enforce_csrf_checks=True)
    client.force_login(reviewer)
    assert client.post(reject(approval), {"note": "no"}).status_code == 403
    assert state(run, approval) == (Run.Status.AWAITING_PLAN, Approval.Status.PENDING)


# --- edit -------------------------------------------------------------------------------------


def edit_data(run, **changes) -> dict:
    data = {"trigger": "The customer phoned: no collection, a refund only"}
    for s in run.subtasks.all():
        data[f"goal_{s.number}"] = s.goal
        data[f"keep_{s.number}"] = "on"
    data.update(changes)
    return {k: v for k, v in data.items() if v is not None}


@pytest.mark.parametrize("role,allowed", [("reviewer", True), ("admin_user", True), ("lead", False), ("auditor", False)])
def test_it_shows_the_edit_form_to_reviewers_and_admins(request, world, client_for, role, allowed):
    run = plan_waiting()
    response = client_for(request.getfixturevalue(role)).get(edit(run))
    assert response.status_code == (200 if allowed else 403)
    if allowed:
        html = response.content.decode()
        for s in run.subtasks.all():
            assert f'name="goal_{s.number}"' in html and f'value="{s.goal}"' in html


def test_it_records_an_edit_as_a_replan_by_the_person(world, reviewer, client_for):
    run = plan_waiting()
    data = edit_data(run, goal_1="refund the second $9.95 delivery charge", keep_3=None,
                     new_goal_1="refund the tax on the bookcase", new_kind_1="damaged_item")
    response = client_for(reviewer).post(edit(run), data)
    assert response.status_code == 302 and response["Location"] == QUEUE
    replan = ReplanEvent.objects.get(run=run)
    assert replan.actor == "reviewer" and replan.trigger == "The customer phoned: no collection, a refund only"
    assert replan.event.actor == "reviewer" and replan.event.kind == "replan"
    goals = {s.number: (s.goal, s.status) for s in run.subtasks.all()}
    assert goals[1] == ("refund the second $9.95 delivery charge", "open")
    assert goals[3][1] == "deferred"  # dropped: deferred with the reason, never deleted
    assert goals[4] == ("refund the tax on the bookcase", "open")
    assert run.subtasks.get(number=4).steps.filter(tool="issue_refund").exists()
    # the edited plan waits for someone else
    run.refresh_from_db()
    approval = pending(run, "plan")
    assert run.status == Run.Status.AWAITING_PLAN and approval.requested_by == reviewer


def test_it_keeps_the_editor_from_confirming_their_own_edit(world, reviewer, other_reviewer, client_for):
    run = plan_waiting()
    client_for(reviewer).post(edit(run), edit_data(run, goal_1="refund the second delivery charge"))
    approval = pending(run, "plan")
    html = client_for(reviewer).get(QUEUE).content.decode()
    assert "You edited this plan, so another reviewer must confirm or reject it." in html
    assert 'type="submit" disabled aria-disabled="true">Confirm plan</button>' in html
    response = client_for(reviewer).post(confirm(approval))
    assert response.status_code == 403
    assert "You edited this plan, so another reviewer must confirm or reject it." in response.content.decode()
    assert state(run, approval) == (Run.Status.AWAITING_PLAN, Approval.Status.PENDING)
    client_for(other_reviewer).post(confirm(approval))
    assert state(run, approval) == (Run.Status.QUEUED, Approval.Status.APPROVED)


@pytest.mark.parametrize("role", ["lead", "auditor"])
def test_it_refuses_an_edit_from_those_who_cannot_edit(request, world, client_for, role):
    run = plan_waiting()
    response = client_for(request.getfixturevalue(role)).post(edit(run), edit_data(run, goal_1="something else entirely"))
    assert response.status_code == 403
    assert not ReplanEvent.objects.exists() and run.subtasks.get(number=1).goal != "something else entirely"


def test_it_shows_the_form_again_with_what_is_wrong(world, reviewer, client_for):
    run = plan_waiting()
    response = client_for(reviewer).post(edit(run), edit_data(run, trigger="", new_goal_1="refund the tax", new_kind_1=""))
    assert response.status_code == 400
    html = response.content.decode()
    assert "Say why you change the plan" in html and "Pick what kind of subtask this is." in html
    assert not ReplanEvent.objects.exists()


def test_it_shows_the_runtimes_refusal_of_an_edit(world, reviewer, client_for):
    run = plan_waiting()
    run.subtasks.filter(number=2).update(depends_on=[1])
    response = client_for(reviewer).post(edit(run), edit_data(run, keep_1=None))
    assert response.status_code == 400
    assert "subtask 2 depends on unknown subtask 1" in response.content.decode()
    assert not ReplanEvent.objects.exists()


def test_it_sends_an_edit_of_a_plan_that_no_longer_waits_back_to_the_run(world, reviewer, admin_user, client_for):
    run = plan_waiting()
    actions.plan_confirm(approval_id=pending(run, "plan").pk, user=admin_user)
    response = client_for(reviewer).get(edit(run), follow=True)
    assert response.redirect_chain[-1][0] == reverse("run_detail", args=[run.pk])
    assert "plans are edited while they wait" in response.content.decode()


def test_it_enforces_csrf_on_edit(world, reviewer):
    run = plan_waiting()
    client = Client(enforce_csrf_checks=True)
    client.force_login(reviewer)
    assert client.post(edit(run), edit_data(run, goal_1="refund the second delivery charge")).status_code == 403
    assert not ReplanEvent.objects.exists()


def test_it_renders_its_live_region_alone(world, rf, reviewer):
    from django.template.loader import render_to_string

    from supervisor.selectors import queues

    run = plan_waiting()
    request = rf.get(QUEUE)
    request.user = reviewer
    html = render_to_string("supervisor/plans/queue.html#plans-queue", {"items": queues.plan_queue(), "user": reviewer}, request=request)
    assert html.strip().startswith('<section id="plans-queue"') and f'id="plan-run-{run.pk}"' in html


# --- plan approvals expire, like refund approvals ----------------------------------------------------
def test_an_expired_plan_approval_is_voided_and_asked_again_and_the_record_replays(world, reviewer, client_for, settings):
    """A reviewer confirming a plan whose approval has expired is refused; the approval is void and
    a fresh one (the same plan, a new expiry) waits in the queue. The replay of the finished run
    comes out the same."""
    from datetime import timedelta

    import time_machine

    from runs.replay import replay_run
    from tests.runtime_world import walk_until_pause

    settings.APPROVAL_TTL_HOURS = 1
    run = plan_waiting()
    stale = pending(run, "plan")
    with time_machine.travel(stale.expires_at + timedelta(seconds=1)):  # the reviewer comes back after the hour
        response = client_for(reviewer).post(confirm(stale), {"note": "looks right"}, follow=True)
        assert "it expired" in response.content.decode()
        fresh = pending(run, "plan")
        assert state(run, stale) == (Run.Status.AWAITING_PLAN, Approval.Status.VOID)
        assert fresh.pk != stale.pk and (fresh.subject, fresh.decision) == (stale.subject, stale.decision)
        assert fresh.expires_at > stale.expires_at + timedelta(minutes=59)
        assert list(run.events.filter(kind="approval_void").values_list("payload__why", flat=True)) == ["it expired"]

        client_for(reviewer).post(confirm(fresh), {"note": "looked again"})
        assert state(run, fresh) == (Run.Status.QUEUED, Approval.Status.APPROVED)
        run = walk_until_pause(run, limit=40)
        assert run.status == Run.Status.DONE
        report = replay_run(run)
        assert report.identical, report.as_payload()


def test_a_plan_a_person_edits_waits_for_an_approval_that_expires(world, reviewer, settings):
    from django.utils import timezone

    run = plan_waiting()
    subtasks = [{"number": s.number, "goal": s.goal, "kind": s.case_type,
                 "steps": [{"title": st.title, "tool": st.tool, "precondition": st.precondition, "acceptance": st.acceptance,
                            "effect_class": st.effect_class} for st in s.steps.all()]} for s in run.subtasks.prefetch_related("steps")]
    actions.plan_edit(run_id=run.pk, user=reviewer, subtasks=subtasks, trigger="the customer phoned")
    approval = pending(run, "plan")
    hours = (approval.expires_at - timezone.now()).total_seconds() / 3600
    assert settings.APPROVAL_TTL_HOURS - 0.1 < hours <= settings.APPROVAL_TTL_HOURS


def test_a_plan_card_warns_of_a_subtask_whose_kind_the_ticket_never_asks_for(world, reviewer, client_for):
    run = plan_waiting()
    duplicate = run.subtasks.get(case_type="duplicate_charge")
    duplicate.case_type = "late_delivery"  # a kind no sentence of this ticket asks for
    duplicate.save(update_fields=["case_type"])
    card = client_for(reviewer).get(QUEUE).content.decode().split(f'id="plan-run-{run.pk}"')[1].split("</article>")[0]
    assert (f"The ticket asks for none of these as read: {duplicate.number}. {duplicate.goal} (late delivery). "
            "The guard will refuse a decision on them unless a person gives the subtask its kind by editing the plan.") in card


def test_a_plan_whose_kinds_are_all_asked_for_carries_no_such_warning(world, reviewer, client_for):
    run = plan_waiting()
    assert "The ticket asks for none of these as read" not in client_for(reviewer).get(QUEUE).content.decode().split(f'id="plan-run-{run.pk}"')[1]

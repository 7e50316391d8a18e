"""`/escalations/`: open escalations with the open item named; a reviewer resolves one with a note and,
for a whole-run escalation, may let the run carry on."""

import pytest
from django.test import Client
from django.urls import reverse

from runs.models import Escalation, Run
from runs.people import actions
from tests.dashboard_world import drifting, escalated, open_escalation, pending, refund_waiting, world  # noqa: F401
from tests.runtime_world import walk_until_pause

QUEUE = reverse("escalation_queue")
QUERIES = 3  # session, user (permissions and role chips kept between requests: supervisor.person_roles), escalations (with run, ticket and subtask)


def resolve(escalation) -> str:
    return reverse("escalation_resolve", args=[escalation.pk])


def state(escalation) -> tuple[str, str]:
    escalation.refresh_from_db()
    return escalation.status, escalation.run.status


def test_it_lists_open_escalations_with_the_open_item(world, reviewer, client_for):
    run = escalated()
    html = client_for(reviewer).get(QUEUE).content.decode()
    escalation = open_escalation(run)
    assert "check the customer&#x27;s identity" in html and "email differs from order" in html
    assert f'action="{resolve(escalation)}"' in html
    assert 'name="resume"' in html  # a whole-run escalation can let the run carry on


def test_it_offers_no_resume_for_a_subtask_escalation(world, reviewer, lead, client_for):
    run = refund_waiting()
    actions.refund_decide(approval_id=pending(run, "refund").pk, user=lead, approve=False, note="no")
    run = walk_until_pause(run)
    escalation = run.escalations.get()
    assert escalation.subtask is not None
    html = client_for(reviewer).get(QUEUE).content.decode()
    assert f"subtask {escalation.subtask.number}: {escalation.subtask.goal}" in html
    assert 'name="resume"' not in html


def test_it_says_so_when_nothing_is_escalated(world, reviewer, client_for):
    assert "No open escalations." in client_for(reviewer).get(QUEUE).content.decode()


@pytest.mark.parametrize("role", ["lead", "auditor"])
def test_it_shows_escalations_without_the_form_to_those_who_cannot_resolve(request, world, client_for, role):
    run = escalated()
    html = client_for(request.getfixturevalue(role)).get(QUEUE).content.decode()
    assert "check the customer&#x27;s identity" in html
    assert f'action="{resolve(open_escalation(run))}"' not in html


def test_it_makes_the_same_queries_for_few_or_many_escalations(world, reviewer, client_for, django_assert_num_queries):
    escalated()
    client = client_for(reviewer)
    with django_assert_num_queries(QUERIES):
        client.get(QUEUE)
    for _ in range(3):
        escalated(), drifting()
    with django_assert_num_queries(QUERIES):
        client.get(QUEUE)


@pytest.mark.parametrize("role,allowed", [("reviewer", True), ("admin_user", True), ("lead", False), ("auditor", False)])
def test_it_lets_reviewers_and_admins_resolve_and_resume(request, world, client_for, role, allowed):
    user = request.getfixturevalue(role)
    escalation = open_escalation(escalated())
    response = client_for(user).post(resolve(escalation), {"resolution": "identity checked by phone", "resume": "on"})
    if allowed:
        assert response.status_code == 302 and response["Location"] == QUEUE
        assert state(escalation) == (Escalation.Status.RESOLVED, Run.Status.QUEUED)
        assert escalation.resolved_by == user and escalation.resolution == "identity checked by phone"
    else:
        assert response.status_code == 403
        assert state(escalation) == (Escalation.Status.OPEN, Run.Status.AWAITING_ESCALATION)


def test_it_closes_the_run_as_handled_without_resume(world, reviewer, client_for):
    escalation = open_escalation(escalated())
    response = client_for(reviewer).post(resolve(escalation), {"resolution": "refunded by hand"}, follow=True)
    assert state(escalation) == (Escalation.Status.RESOLVED, Run.Status.DONE)
    assert escalation.run.outcome == Run.Outcome.ESCALATED
    assert "closed (escalated)" in response.content.decode()


def test_it_resumes_a_run_that_then_finishes(world, reviewer, client_for):
    escalation = open_escalation(escalated())
    client_for(reviewer).post(resolve(escalation), {"resolution": "identity checked", "resume": "on"})
    run = walk_until_pause(escalation.run)
    assert run.outcome == Run.Outcome.RESOLVED


def test_it_wants_to_know_what_was_done(world, reviewer, client_for):
    escalation = open_escalation(escalated())
    response = client_for(reviewer).post(resolve(escalation), {"resolution": ""}, follow=True)
    assert "Say what you did about it." in response.content.decode()
    assert state(escalation) == (Escalation.Status.OPEN, Run.Status.AWAITING_ESCALATION)


def test_it_says_who_resolved_an_escalation_resolved_twice(world, reviewer, admin_user, client_for):
    escalation = open_escalation(escalated())
    client_for(reviewer).post(resolve(escalation), {"resolution": "done", "resume": "on"})
    response = client_for(admin_user).post(resolve(escalation), {"resolution": "me too"}, follow=True)
    assert "Already resolved by reviewer." in response.content.decode()


def test_it_enforces_csrf(world, reviewer):
    escalation = open_escalation(escalated())
    client = Client(enforce_csrf_checks=True)
    client.force_login(reviewer)
    assert client.post(resolve(escalation), {"resolution": "done"}).status_code == 403
    assert state(escalation) == (Escalation.Status.OPEN, Run.Status.AWAITING_ESCALATION)


def test_it_renders_its_live_region_alone(world, rf, reviewer):
    from django.template.loader import render_to_string

    from supervisor.selectors import queues

    run = escalated()
    request = rf.get(QUEUE)
    request.user = reviewer
    html = render_to_string("supervisor/escalations/queue.html#escalations-queue", {"escalations": queues.escalation_queue(),
                                                                                     "user": reviewer}, request=request)
    assert html.strip().startswith('<section id="escalations-queue"') and f'id="escalation-{open_escalation(run).pk}"' in html

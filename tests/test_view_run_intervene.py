"""POST /runs/<id>/intervene: a reviewer adds an instruction or key information, or stops the run.
Each is an event with the person's name (runs.people.actions.run_intervene)."""

import pytest
from django.test import Client
from django.urls import reverse

from runs.walk import walk
from runs.models import Run
from tests.dashboard_world import finished, plan_waiting, world  # noqa: F401
from tests.runtime_world import start, ticket


def url(run) -> str:
    return reverse("run_intervene", args=[run.pk])


def interventions(run) -> list[tuple[str, str, str]]:
    return [(e.actor, e.payload["type"], e.payload["text"]) for e in run.events.filter(kind="intervention").order_by("seq")]


@pytest.mark.parametrize("role,allowed", [("reviewer", True), ("admin_user", True), ("lead", False), ("auditor", False)])
def test_it_lets_only_reviewers_and_admins_add_an_instruction(request, world, client_for, role, allowed):
    user = request.getfixturevalue(role)
    run = plan_waiting()
    response = client_for(user).post(url(run), {"kind": "instruction", "text": "Check the carrier scan before deciding."})
    if allowed:
        assert response.status_code == 302 and response["Location"] == reverse("run_detail", args=[run.pk]) + "#run-actions"
        assert interventions(run) == [(user.username, "instruction", "Check the carrier scan before deciding.")]
    else:
        assert response.status_code == 403
        assert interventions(run) == []


def test_it_records_key_information_and_says_when_the_agent_reads_it(world, reviewer, client_for):
    run = plan_waiting()
    response = client_for(reviewer).post(url(run), {"kind": "key_info", "text": "The customer phoned: keep the bookcase."}, follow=True)
    assert interventions(run) == [("reviewer", "key_info", "The customer phoned: keep the bookcase.")]
    assert "Key information added: the agent reads it on its next turn." in response.content.decode()


def test_it_stops_a_waiting_run_at_once(world, reviewer, client_for):
    run = plan_waiting()
    response = client_for(reviewer).post(url(run), {"kind": "stop"}, follow=True)
    run.refresh_from_db()
    assert run.status == Run.Status.STOPPED
    assert "The run was waiting, so it stopped now." in response.content.decode()


def test_it_stops_a_moving_run_at_the_next_turn_boundary(world, reviewer, client_for, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = start(ticket("I was charged twice for delivery on SU-88421.", ref="T-STOP1", subject="Charged twice"))
    walk(run.pk, owner="w", yield_after_turns=1)
    Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING)  # a worker holds it mid-walk
    client_for(reviewer).post(url(run), {"kind": "stop"})
    run.refresh_from_db()
    assert run.status == Run.Status.RUNNING and interventions(run) == [("reviewer", "stop", "")]


def test_it_asks_for_text_with_an_instruction(world, reviewer, client_for):
    run = plan_waiting()
    response = client_for(reviewer).post(url(run), {"kind": "instruction", "text": "  "}, follow=True)
    assert interventions(run) == []
    assert "Say what the agent should know or do." in response.content.decode()


def test_it_says_so_when_the_run_has_finished(world, reviewer, client_for):
    run = finished()
    response = client_for(reviewer).post(url(run), {"kind": "instruction", "text": "too late"}, follow=True)
    assert interventions(run) == []
    assert "The run has finished." in response.content.decode()


def test_it_enforces_csrf(world, reviewer):
    run = plan_waiting()
    client = Client(enforce_csrf_checks=True)
    client.force_login(reviewer)
    response = client.post(url(run), {"kind": "stop"})
    assert response.status_code == 403
    run.refresh_from_db()
    assert run.status == Run.Status.AWAITING_PLAN and interventions(run) == []


def test_it_answers_404_for_a_run_that_does_not_exist(world, reviewer, client_for):
    assert client_for(reviewer).post(reverse("run_intervene", args=[999]), {"kind": "stop"}).status_code == 404

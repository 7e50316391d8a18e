"""`/`: queue counts, live runs by phase, open drift alerts and recently finished runs, from real runs."""

import pytest
from django.template.loader import render_to_string
from django.urls import reverse

from supervisor.selectors.overview import overview
from tests.dashboard_world import drifting, escalated, finished, plan_waiting, refund_waiting, world  # noqa: F401

URL = reverse("overview")
QUERIES = 12  # session, user, 2 for permissions, 2 queue counts, the inbox count, phase totals, live runs, drift alerts, finished runs, role chips


@pytest.mark.parametrize("role", ["lead", "reviewer", "auditor", "admin_user"])
def test_it_shows_the_overview_to_every_role(request, world, client_for, role):
    response = client_for(request.getfixturevalue(role)).get(URL)
    assert response.status_code == 200


def test_it_counts_what_waits_for_people(world, reviewer, client_for):
    plan_waiting(), plan_waiting(), refund_waiting(), escalated()
    html = client_for(reviewer).get(URL).content.decode()
    assert '<span class="count">2</span>\n    <span class="count-label">plans to confirm</span>' in html
    assert '<span class="count">1</span>\n    <span class="count-label">refund to approve</span>' in html
    assert '<span class="count">1</span>\n    <span class="count-label">open escalation</span>' in html


def test_a_newcomer_sees_the_tickets_waiting_in_the_inbox_not_only_zeros(world, reviewer, client_for):
    """After `make demo` nothing has run yet: the overview points at the inbox, where the demo tickets wait."""
    from runs.models import Ticket
    from tests.factories import TicketFactory

    TicketFactory(channel=Ticket.Channel.EMAIL), TicketFactory(channel=Ticket.Channel.API)
    TicketFactory(channel=Ticket.Channel.EVAL)  # the eval set's tickets are nobody's work
    html = client_for(reviewer).get(URL).content.decode()
    assert f'href="{reverse("inbox")}"' in html
    assert '<span class="count">2</span>\n    <span class="count-label">tickets in the inbox</span>' in html
    assert "not started yet: leads and reviewers start them" in html


def test_it_shows_live_runs_in_their_phase_and_finished_ones_apart(world, reviewer, client_for):
    waiting, paying, done = plan_waiting(), refund_waiting(), finished()
    response = client_for(reviewer).get(URL)
    columns = {c.phase: [r.pk for r in c.runs] for c in response.context["columns"]}
    assert columns == {"triage": [], "investigate": [waiting.pk], "decide": [paying.pk], "act": [], "confirm": []}
    assert [r.pk for r in response.context["recent_runs"]] == [done.pk]
    html = response.content.decode()
    assert f'href="{reverse("run_detail", args=[waiting.pk])}"' in html
    assert "Awaiting plan confirmation" in html and "Awaiting refund approval" in html and "Resolved" in html


def test_it_lists_open_drift_alerts(world, reviewer, client_for):
    run = drifting()
    run.drift_alerts.update(status="open")  # as it is between the alert and the next turn
    html = client_for(reviewer).get(URL).content.decode()
    assert f'{reverse("run_detail", args=[run.pk])}#drift' in html
    assert "No subtask changed status" in html


def test_it_says_so_when_nothing_is_happening(world, reviewer, client_for):
    html = client_for(reviewer).get(URL).content.decode()
    assert "No open drift alerts: no live run has gone several turns without moving its plan." in html
    assert "No finished runs yet: start a ticket from the" in html
    assert "Nothing in triage." in html


def test_it_renders_each_live_region_alone_with_a_stable_id(world, rf, reviewer):
    plan_waiting()
    request = rf.get(URL)
    request.user = reviewer
    context = overview()
    for name in ("queue-counts", "live-runs", "drift-alerts", "recent-runs"):
        html = render_to_string(f"supervisor/overview.html#{name}", context, request=request)
        assert html.strip().startswith(f'<section id="{name}"'), name


def test_it_makes_the_same_queries_for_few_or_many_runs(world, reviewer, client_for, django_assert_num_queries):
    plan_waiting(), refund_waiting(), finished(), escalated()
    client = client_for(reviewer)
    with django_assert_num_queries(QUERIES):
        assert client.get(URL).status_code == 200
    for _ in range(3):
        plan_waiting(), refund_waiting(), finished(), escalated(), drifting()
    with django_assert_num_queries(QUERIES):
        assert client.get(URL).status_code == 200

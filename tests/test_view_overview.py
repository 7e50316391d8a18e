"""`/`: queue counts, live runs by phase, open drift alerts and recently finished runs, from real runs."""

import re
from datetime import timedelta

import pytest
import time_machine
from django.template.loader import render_to_string
from django.urls import reverse

from runs.models import Approval
from runs.people import actions
from supervisor.selectors.overview import overview
from tests.dashboard_world import (  # noqa: F401
    drifting, escalated, finished, open_escalation, pending, plan_waiting, refund_waiting, world,
)

URL = reverse("overview")
QUERIES = 7  # session, user (permissions and role chips kept between requests: supervisor.person_roles), the queue counts with the inbox count and the overdue ones (one query of counts: two round trips fewer than before), phase totals, live runs (each card's open waits as subqueries in it, for its deadline badge), drift alerts, finished runs


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


def overdue_links(html: str) -> dict[str, str]:
    """Each kind's overdue line under its card: {kind: its text}, read off the link to /waits/."""
    found = re.findall(r'href="/waits/\?kind=(\w+)&amp;overdue=on">([^<]*)</a>', html)
    return dict(found)


def test_it_counts_the_waits_past_their_deadline_per_kind_and_links_to_them(world, lead, client_for, django_assert_num_queries):
    """Deadlines (settings): a refund 2 h, a plan 4 h, an escalation 8 h after the wait began."""
    refunds = [refund_waiting(), refund_waiting()]
    plan, esc = plan_waiting(), escalated()
    started = max(w.created_at for w in [*(pending(r, "refund") for r in refunds), pending(plan, "plan"), open_escalation(esc)])
    client = client_for(lead)

    def shown_at(hours: float) -> dict[str, str]:
        with time_machine.travel(started + timedelta(hours=hours), tick=False):
            # The person's roles are kept a minute (supervisor.person_roles): hours ahead they were
            # read again on the first request, as in any process after a pause; the count is the next's.
            client.get(URL)
            with django_assert_num_queries(QUERIES):  # counted inside the aggregates the cards already make
                return overdue_links(client.get(URL).content.decode())

    assert shown_at(1) == {"plan": "none overdue", "refund": "none overdue", "escalation": "none overdue"}
    assert shown_at(3) == {"plan": "none overdue", "refund": "2 overdue", "escalation": "none overdue"}
    assert shown_at(5) == {"plan": "1 overdue", "refund": "2 overdue", "escalation": "none overdue"}
    # A refund decided after its deadline no longer waits: it leaves the count.
    actions.refund_decide(approval_id=pending(refunds[0], "refund").pk, user=lead, approve=False, note="not this one")
    assert shown_at(9) == {"plan": "1 overdue", "refund": "1 overdue", "escalation": "1 overdue"}


def test_the_overdue_link_opens_the_waits_page_on_just_those_waits(world, lead, client_for):
    late, on_time = refund_waiting(), refund_waiting()
    plan_waiting()
    waited = pending(late, "refund")
    Approval.objects.filter(pk=waited.pk).update(created_at=waited.created_at - timedelta(hours=3))
    html = client_for(lead).get(URL).content.decode()
    assert overdue_links(html)["refund"] == "1 overdue"
    listed = client_for(lead).get(reverse("waits"), {"kind": "refund", "overdue": "on"}).content.decode()
    assert re.findall(r'id="wait-(\w+-\d+)"', listed) == [f"refund-{waited.pk}"]
    assert on_time.ticket.ref not in listed


def deadline_badges(html: str) -> dict[str, str]:
    """{run card's ticket ref: its deadline badge's text} off the live-runs board."""
    return dict(re.findall(r'<span class="run-card-ref">(\S+) .*?class="badge deadline [^"]*"[^>]*>([^<]*)<', html, re.S))


def test_each_live_run_waiting_on_people_carries_the_deadline_badge_of_its_queue_card(world, lead, client_for):
    refund, plan, esc = refund_waiting(), plan_waiting(), escalated()
    started = pending(refund, "refund").created_at
    with time_machine.travel(started + timedelta(hours=1, minutes=10), tick=False):
        html = client_for(lead).get(URL).content.decode().replace("\xa0", " ")
        card = client_for(lead).get(reverse("approval_queue")).content.decode().replace("\xa0", " ")
    board = html[html.index('id="live-runs"'):html.index('id="drift-alerts"')]
    badges = deadline_badges(board)
    assert set(badges) == {refund.ticket.ref, plan.ticket.ref, esc.ticket.ref}
    assert badges[refund.ticket.ref] == "50 minutes left" and "50 minutes left" in card  # the same badge as on /approvals/
    assert badges[plan.ticket.ref].startswith("2 hours, 5") and badges[esc.ticket.ref].startswith("6 hours, 5")


def test_a_running_run_with_nobody_to_wait_for_has_no_deadline_badge(world, reviewer, client_for):
    from runs.models import Run

    run = refund_waiting()
    pending(run, "refund").delete()
    Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING)
    html = client_for(reviewer).get(URL).content.decode()
    assert run.ticket.ref in html and "badge deadline" not in html

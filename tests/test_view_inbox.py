"""The inbox: tickets that arrived by email or the API and have no run yet. Leads and reviewers
start them one at a time or all at once; an auditor sees them and starts nothing; a ticket starts
one run however often its button is pressed."""

import pytest
from django.urls import reverse

from runs.models import Run, Ticket
from tests.factories import RunFactory, TicketFactory


@pytest.fixture
def incoming(db):
    return [TicketFactory(channel=Ticket.Channel.API), TicketFactory(channel=Ticket.Channel.EMAIL)]


def test_it_lists_tickets_without_a_run_and_not_those_with_one_or_the_eval_set(lead, client_for, incoming):
    started = RunFactory().ticket
    evaluated = TicketFactory(channel=Ticket.Channel.EVAL)
    html = client_for(lead).get(reverse("inbox")).content.decode()
    for ticket in incoming:
        assert ticket.ref in html
    assert started.ref not in html and evaluated.ref not in html
    assert "Start all 2" in html


def test_a_lead_starts_one_ticket_and_lands_on_its_run(lead, client_for, incoming):
    response = client_for(lead).post(reverse("inbox_start", args=[incoming[0].pk]))
    run = Run.objects.get(ticket=incoming[0])
    assert response.status_code == 302 and response["Location"] == reverse("run_detail", args=[run.pk])
    assert run.events.filter(kind="run_created", actor="lead").exists()
    assert not Run.objects.filter(ticket=incoming[1]).exists()


def test_pressing_start_twice_starts_one_run(reviewer, client_for, incoming):
    client = client_for(reviewer)
    client.post(reverse("inbox_start", args=[incoming[0].pk]))
    again = client.post(reverse("inbox_start", args=[incoming[0].pk]), follow=True)
    assert Run.objects.filter(ticket=incoming[0]).count() == 1
    assert "has a run already" in again.content.decode()


def test_start_all_starts_every_incoming_ticket(lead, client_for, incoming):
    response = client_for(lead).post(reverse("inbox_start_all"), follow=True)
    assert {run.ticket_id for run in Run.objects.all()} == {t.pk for t in incoming}
    assert "Started 2 runs" in response.content.decode()
    assert "The inbox is empty" in client_for(lead).get(reverse("inbox")).content.decode()


def test_an_auditor_sees_the_inbox_but_cannot_start_tickets(auditor, client_for, incoming):
    client = client_for(auditor)
    html = client.get(reverse("inbox")).content.decode()
    assert incoming[0].ref in html and "Start all" not in html
    assert client.post(reverse("inbox_start", args=[incoming[0].pk])).status_code == 403
    assert client.post(reverse("inbox_start_all")).status_code == 403
    assert not Run.objects.exists()

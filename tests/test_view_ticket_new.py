"""`/tickets/new/`: a person types in a ticket; it is validated like the API's and starts a run."""

import pytest
from django.test import Client
from django.urls import reverse

from runs.models import Run, Ticket

URL = reverse("ticket_new")
VALID = {"subject": "Charged twice for delivery", "body": "I was charged twice for delivery on SU-88421.",
         "customer_email": "maya@example.com", "order_ref": "su-88421"}


@pytest.mark.parametrize("role,allowed", [("lead", True), ("reviewer", True), ("admin_user", True), ("auditor", False)])
def test_it_lets_leads_reviewers_and_admins_create_a_ticket_that_starts_a_run(request, client_for, role, allowed):
    user = request.getfixturevalue(role)
    client = client_for(user)
    assert client.get(URL).status_code == (200 if allowed else 403)
    response = client.post(URL, VALID)
    if allowed:
        ticket = Ticket.objects.get()
        run = Run.objects.get(ticket=ticket)
        assert response.status_code == 302 and response["Location"] == reverse("run_detail", args=[run.pk])
        assert (ticket.channel, ticket.created_by, ticket.order_ref) == (Ticket.Channel.WEB, user, "SU-88421")
        assert run.status == Run.Status.QUEUED and run.events.get(kind="run_created").actor == user.username
    else:
        assert response.status_code == 403
        assert not Ticket.objects.exists() and not Run.objects.exists()


def test_it_says_which_field_is_wrong(lead, client_for):
    response = client_for(lead).post(URL, {**VALID, "subject": "", "customer_email": "not-an-email"})
    assert response.status_code == 400
    form = response.context["form"]
    assert "subject" in form.errors and "customer_email" in form.errors
    assert 'id="id_subject-error"' in response.content.decode()
    assert not Ticket.objects.exists()


def test_it_applies_the_intake_rules_of_the_api(lead, client_for):
    response = client_for(lead).post(URL, {**VALID, "body": "   "})
    assert response.status_code == 400 and "body" in response.context["form"].errors
    assert not Ticket.objects.exists()


def test_it_says_the_run_started(lead, client_for):
    response = client_for(lead).post(URL, VALID, follow=True)
    ticket = Ticket.objects.get()
    assert f"Ticket {ticket.ref} created; run {ticket.runs.get().pk} has started." in response.content.decode()


def test_it_enforces_csrf(lead):
    client = Client(enforce_csrf_checks=True)
    client.force_login(lead)
    assert client.post(URL, VALID).status_code == 403
    assert not Ticket.objects.exists()

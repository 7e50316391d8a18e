"""`POST /api/tickets`: JSON with a bearer token (supervisor.models.ApiToken). 201 with the ticket and
its run, 400 naming each wrong field, 401 without a valid token, 403 when its owner may not create tickets."""

import json

import pytest
from django.urls import reverse

from runs.models import Run, Ticket
from supervisor.models import ApiToken
from tests.factories import UserFactory

URL = reverse("api_tickets")
VALID = {"subject": "Sofa never arrived", "body": "My sofa order SU-90001 never arrived.", "customer_email": "tom@example.com",
         "order_ref": "SU-90001"}


@pytest.fixture
def key(lead):
    return ApiToken.issue(user=lead, name="helpdesk bridge")[1]


def post(client, data, key=None, **extra):
    headers = {"Authorization": f"Bearer {key}"} if key else {}
    body = data if isinstance(data, (str, bytes)) else json.dumps(data)
    return client.post(URL, body, content_type="application/json", headers=headers, **extra)


def test_it_creates_a_ticket_and_starts_a_run(client, lead, key):
    response = post(client, VALID, key)
    assert response.status_code == 201
    ticket = Ticket.objects.get()
    run = Run.objects.get(ticket=ticket)
    assert response.json() == {"ticket": ticket.ref, "run_id": run.pk, "url": reverse("run_detail", args=[run.pk])}
    assert (ticket.channel, ticket.created_by, ticket.subject) == (Ticket.Channel.API, lead, "Sofa never arrived")
    assert run.status == Run.Status.QUEUED
    assert ApiToken.objects.get().last_used_at is not None


def test_it_keeps_a_given_ref_and_refuses_it_twice(client, key):
    assert post(client, {**VALID, "ref": "HD-1001"}, key).json()["ticket"] == "HD-1001"
    response = post(client, {**VALID, "ref": "HD-1001"}, key)
    assert response.status_code == 400 and response.json() == {"errors": {"ref": "a ticket HD-1001 already exists"}}


def test_it_names_every_wrong_field(client, key):
    response = post(client, {"subject": "", "body": "x" * 20001, "customer_email": "nope", "order_ref": 7}, key)
    assert response.status_code == 400
    assert response.json() == {"errors": {
        "subject": "is required", "body": "must be at most 20000 characters",
        "customer_email": "is not a valid email address", "order_ref": "must be a string",
    }}
    assert not Ticket.objects.exists() and not Run.objects.exists()


def test_it_refuses_unknown_fields_and_bodies_that_are_not_objects(client, key):
    assert post(client, {**VALID, "priority": "high"}, key).json() == {"errors": {"__all__": "unknown field(s): priority"}}
    assert post(client, [VALID], key).json()["errors"]["__all__"].startswith("expected a JSON object")
    response = post(client, "{not json", key)
    assert response.status_code == 400 and response.json() == {"errors": {"__all__": "the body is not valid JSON"}}


@pytest.mark.parametrize("header", [None, "Bearer", "Bearer wrong-key", "Token {key}", "Basic dXNlcjpwYXNz"])
def test_it_answers_401_without_a_valid_token(client, key, header):
    headers = {"Authorization": header.format(key=key)} if header else {}
    response = client.post(URL, json.dumps(VALID), content_type="application/json", headers=headers)
    assert response.status_code == 401
    assert response["WWW-Authenticate"] == 'Bearer realm="supervisor"'
    assert "errors" in response.json()
    assert not Ticket.objects.exists()


def test_it_answers_401_for_the_token_of_an_inactive_user(client, lead, key):
    lead.is_active = False
    lead.save()
    assert post(client, VALID, key).status_code == 401


def test_it_answers_403_when_the_tokens_owner_may_not_create_tickets(client, auditor):
    key = ApiToken.issue(user=auditor, name="read only")[1]
    response = post(client, VALID, key)
    assert response.status_code == 403 and response.json() == {"errors": {"__all__": "auditor may not create tickets"}}
    assert not Ticket.objects.exists()


def test_it_answers_405_to_get(client, key):
    assert client.get(URL, headers={"Authorization": f"Bearer {key}"}).status_code == 405


def test_it_needs_no_csrf_token_but_a_session_alone_is_not_enough(role_groups):
    from django.test import Client

    user = UserFactory(username="helpdesk", groups=["reviewer"])
    browser = Client(enforce_csrf_checks=True)
    browser.force_login(user)
    assert browser.post(URL, json.dumps(VALID), content_type="application/json").status_code == 401
    key = ApiToken.issue(user=user, name="bridge")[1]
    assert Client(enforce_csrf_checks=True).post(URL, json.dumps(VALID), content_type="application/json",
                                                 headers={"Authorization": f"Bearer {key}"}).status_code == 201

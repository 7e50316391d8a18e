"""`manage.py issue_api_token USERNAME NAME`: prints a new key once; only its digest is stored."""

import io
import json

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from supervisor.models import ApiToken


def issue(*args) -> tuple[str, str]:
    out, err = io.StringIO(), io.StringIO()
    call_command("issue_api_token", *args, stdout=out, stderr=err)
    return out.getvalue().strip(), err.getvalue()


def test_it_prints_a_key_that_the_api_accepts(client, reviewer):
    key, note = issue("reviewer", "helpdesk bridge")
    token = ApiToken.objects.get()
    assert (token.user, token.name) == (reviewer, "helpdesk bridge")
    assert token.digest == ApiToken.digest_of(key) and key not in token.digest
    assert "not shown again" in note
    body = {"subject": "Charged twice", "body": "I was charged twice for delivery.", "customer_email": "a@example.com"}
    response = client.post(reverse("api_tickets"), json.dumps(body), content_type="application/json",
                           headers={"Authorization": f"Bearer {key}"})
    assert response.status_code == 201


def test_it_issues_a_new_key_each_time(reviewer):
    assert issue("reviewer", "one")[0] != issue("reviewer", "two")[0]
    assert ApiToken.objects.count() == 2


def test_it_warns_when_the_user_may_not_create_tickets(auditor):
    _, note = issue("auditor", "read only")
    assert "may not create tickets" in note


def test_it_refuses_an_unknown_user(db):
    with pytest.raises(CommandError, match="No user 'ghost'"):
        issue("ghost", "x")

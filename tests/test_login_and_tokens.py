"""Logging in is throttled (django-axes) and the login page says so; API tokens expire, show their
last use and are revoked from the admin; there is no password reset without a mail server."""

import json
from datetime import timedelta

import pytest
from django.test import Client
from django.urls import NoReverseMatch, reverse
from django.utils import timezone

from supervisor.models import ApiToken

LOGIN = "/accounts/login/"
TICKET = {"subject": "Charged twice", "body": "I was charged twice for delivery.", "customer_email": "a@example.com"}


def log_in(client: Client, username: str, password: str, ip: str = "10.0.0.1"):
    return client.post(LOGIN, {"username": username, "password": password}, REMOTE_ADDR=ip)


def test_after_five_wrong_passwords_even_the_right_one_is_refused_and_the_page_says_why(lead, settings):
    lead.set_password("right-password")
    lead.save()
    client = Client()
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        response = log_in(client, "lead", "wrong")
        assert response.status_code == 200 and "didn't match" in response.content.decode()
    response = log_in(client, "lead", "wrong")
    assert response.status_code == 429
    response = log_in(client, "lead", "right-password")
    assert response.status_code == 429 and "_auth_user_id" not in client.session
    page = response.content.decode()
    assert "Too many failed logins" in page and "15 minutes" in page and 'name="password"' in page


def test_the_lockout_is_for_that_username_from_that_address_only(lead, reviewer):
    for user in (lead, reviewer):
        user.set_password("right-password")
        user.save()
    for _ in range(5):
        log_in(Client(), "lead", "wrong", ip="10.0.0.9")
    assert log_in(Client(), "lead", "right-password", ip="10.0.0.9").status_code == 429
    assert log_in(Client(), "lead", "right-password", ip="10.0.0.10").status_code == 302
    assert log_in(Client(), "reviewer", "right-password", ip="10.0.0.9").status_code == 302


def test_behind_a_trusted_proxy_the_lockout_is_for_the_address_the_proxy_saw(lead, settings):
    """Everyone arrives from the proxy (10.0.0.1): with TRUSTED_PROXY_COUNT=1 the address it appended
    to X-Forwarded-For is the one counted, and what a client wrote before it is not believed."""
    settings.TRUSTED_PROXY_COUNT = 1
    lead.set_password("right-password")
    lead.save()

    def via_proxy(password: str, forwarded: str):
        return Client().post(LOGIN, {"username": "lead", "password": password}, REMOTE_ADDR="10.0.0.1",
                             HTTP_X_FORWARDED_FOR=forwarded)

    for attempt in range(5):
        via_proxy("wrong", f"198.51.100.{attempt}, 203.0.113.7")  # a client inventing a new address each time
    assert via_proxy("right-password", "203.0.113.7").status_code == 429
    assert via_proxy("right-password", "203.0.113.8").status_code == 302  # another person behind the same proxy


def test_without_a_trusted_proxy_x_forwarded_for_is_ignored(lead, settings):
    settings.TRUSTED_PROXY_COUNT = 0
    lead.set_password("right-password")
    lead.save()
    for attempt in range(5):
        Client().post(LOGIN, {"username": "lead", "password": "wrong"}, REMOTE_ADDR="10.0.0.5", HTTP_X_FORWARDED_FOR=f"198.51.100.{attempt}")
    response = Client().post(LOGIN, {"username": "lead", "password": "right-password"}, REMOTE_ADDR="10.0.0.5",
                             HTTP_X_FORWARDED_FOR="198.51.100.99")
    assert response.status_code == 429


def test_a_successful_login_forgets_earlier_failures(lead):
    lead.set_password("right-password")
    lead.save()
    for _ in range(3):
        log_in(Client(), "lead", "wrong")
    assert log_in(Client(), "lead", "right-password").status_code == 302
    for _ in range(4):
        log_in(Client(), "lead", "wrong")
    assert log_in(Client(), "lead", "right-password").status_code == 302


def test_password_reset_is_not_offered_without_mail(client):
    assert client.get("/accounts/password_reset/").status_code == 404
    with pytest.raises(NoReverseMatch):
        reverse("password_reset")


# --- API tokens --------------------------------------------------------------------------------------
def post_ticket(key: str):
    return Client().post(reverse("api_tickets"), json.dumps(TICKET), content_type="application/json",
                         headers={"Authorization": f"Bearer {key}"})


def test_a_token_expires_after_the_configured_days(lead, settings):
    settings.API_TOKEN_TTL_DAYS = 30
    token, key = ApiToken.issue(user=lead, name="bridge")
    assert timedelta(days=29, hours=23) < token.expires_at - timezone.now() <= timedelta(days=30)
    assert post_ticket(key).status_code == 201
    ApiToken.objects.filter(pk=token.pk).update(expires_at=timezone.now() - timedelta(seconds=1))
    response = post_ticket(key)
    assert response.status_code == 401 and "valid API token" in response.json()["errors"]["__all__"]


def test_a_token_records_when_it_was_last_used(lead):
    token, key = ApiToken.issue(user=lead, name="bridge")
    assert token.last_used_at is None
    before = timezone.now()
    post_ticket(key)
    token.refresh_from_db()
    assert token.last_used_at >= before


def test_an_admin_revokes_a_token_and_it_stops_working_at_once(lead, admin_user, client_for):
    token, key = ApiToken.issue(user=lead, name="bridge")
    admin = client_for(admin_user)
    listing = admin.get(reverse("admin:supervisor_apitoken_changelist")).content.decode()
    assert "bridge" in listing and "active" in listing
    response = admin.post(reverse("admin:supervisor_apitoken_changelist"),
                          {"action": "revoke", "_selected_action": [token.pk]}, follow=True)
    assert "1 token(s) revoked." in response.content.decode()
    token.refresh_from_db()
    assert token.revoked_at is not None and token.state == "revoked"
    assert post_ticket(key).status_code == 401


def test_issue_api_token_takes_the_days_or_none(lead):
    from io import StringIO

    from django.core.management import call_command

    err = StringIO()
    call_command("issue_api_token", "lead", "forever", "--days", "0", stdout=StringIO(), stderr=err)
    assert ApiToken.objects.get(name="forever").expires_at is None and "never expires" in err.getvalue()


@pytest.mark.parametrize("days", ["-5", "-1"])
def test_issue_api_token_refuses_negative_days(lead, days):
    from io import StringIO

    from django.core.management import CommandError, call_command

    with pytest.raises(CommandError, match="--days must be 0 \\(never expires\\) or more"):
        call_command("issue_api_token", "lead", "typo", "--days", days, stdout=StringIO(), stderr=StringIO())
    assert not ApiToken.objects.exists()
    with pytest.raises(ValueError):
        ApiToken.issue(user=lead, name="typo", days=int(days))


@pytest.mark.django_db(transaction=True)
def test_tokens_issued_before_expiry_existed_expire_after_the_configured_days_once_migrated(lead, settings):
    """0003 gives a token without expiry made before 0002 was applied API_TOKEN_TTL_DAYS from now;
    a token issued since with --days 0 chose never and keeps it."""
    from django.db import connection
    from django.db.migrations.executor import MigrationExecutor
    from django.db.migrations.recorder import MigrationRecorder

    settings.API_TOKEN_TTL_DAYS = 30
    executor = MigrationExecutor(connection)
    executor.migrate([("supervisor", "0002_api_token_expiry_and_revocation")])
    applied = MigrationRecorder.Migration.objects.get(app="supervisor", name="0002_api_token_expiry_and_revocation").applied
    old, _ = ApiToken.issue(user=lead, name="from before expiry", days=0)
    ApiToken.objects.filter(pk=old.pk).update(created_at=applied - timedelta(days=100))
    chosen, _ = ApiToken.issue(user=lead, name="chosen never", days=0)
    dated, _ = ApiToken.issue(user=lead, name="dated", days=7)
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
    old.refresh_from_db(), chosen.refresh_from_db()
    assert timedelta(days=29, hours=23) < old.expires_at - timezone.now() <= timedelta(days=30)
    assert chosen.expires_at is None
    assert ApiToken.objects.get(pk=dated.pk).expires_at == dated.expires_at

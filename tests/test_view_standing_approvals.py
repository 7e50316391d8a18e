"""Standing approvals on `/approvals/`: the ones in force with uses and money left and their expiry,
a revoke button for an admin or the lead who signed one, and the grant form for admins only, which
names what is wrong field by field."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse

from runs import world as clock
from runs.models import StandingApproval
from runs.people import standing as verbs
from tests.dashboard_world import refund_waiting, world  # noqa: F401
from tests.factories import UserFactory

QUEUE = reverse("approval_queue")
GRANT = reverse("standing_grant")
# session, user, 2 for permissions, approvals, subtasks, policies, orders, lines, charges, refunds, events,
# standing approvals (with who signed, granted, revoked), the runs they covered, role chips
LEAD_QUERIES = 15
ADMIN_QUERIES = LEAD_QUERIES - 2 + 1  # a superuser's permissions take no query; the grant form's list of leads takes one


def revoke_url(rule) -> str:
    return reverse("standing_revoke", args=[rule.pk])


def grant(lead, admin, **scope) -> StandingApproval:
    args = {"case_types": ["damaged_item"], "seller_type": "first_party", "max_amount_cents": 30000, "max_uses": 20,
            "expires_at": clock.now() + timedelta(days=4)} | scope
    return verbs.grant(requested_by=lead, granted_by=admin, **args)


def form_data(lead, **changes) -> dict:
    data = {"requested_by": lead.pk, "case_types": ["damaged_item"], "seller_type": "first_party", "max_amount": "300.00",
            "max_uses": "20", "max_total": "", "expires_at": (clock.now() + timedelta(days=4)).strftime("%Y-%m-%dT%H:%M"),
            "note": "a run of cracked panels from one warehouse"}
    return data | changes


# --- the list ------------------------------------------------------------------------------------


def test_the_page_lists_rules_in_force_with_uses_and_money_left_and_expiry(world, lead, admin_user, client_for):
    rule = grant(lead, admin_user, max_total_cents=200000)
    StandingApproval.objects.filter(pk=rule.pk).update(uses=3, used_cents=71000)  # three refunds it covered
    html = client_for(lead).get(QUEUE).content.decode()
    row = html[html.index(f'id="standing-{rule.pk}"'):]
    row = row[:row.index("</tr>")]
    assert "damaged item" in row and "first party orders" in row and "$300.00" in row
    assert "17 of 20" in row and "$1,290.00 of $2,000.00" in row
    assert f'datetime="{rule.expires_at.isoformat()}"' in row
    assert "lead · admin" in row


def test_rules_that_ended_leave_the_list_and_say_why(world, lead, admin_user, client_for):
    revoked = grant(lead, admin_user)
    verbs.revoke(standing_id=revoked.pk, user=admin_user, note="warehouse fixed")
    used_up = grant(lead, admin_user, max_uses=2)
    StandingApproval.objects.filter(pk=used_up.pk).update(uses=2)
    html = client_for(lead).get(QUEUE).content.decode().replace("&quot;", '"')
    assert f'id="standing-{revoked.pk}"' not in html and f'id="standing-{used_up.pk}"' not in html
    assert "No standing approval is in force" in html
    assert f'#{revoked.pk}: damaged item up to $300.00, signed by lead: revoked by admin ("warehouse fixed")' in html
    assert f"#{used_up.pk}: damaged item up to $300.00, signed by lead: used up, 2 of 2 used" in html


@pytest.mark.parametrize("who,sees_button", [("admin_user", True), ("lead", True), ("other_lead", False), ("reviewer", False), ("auditor", False)])
def test_the_revoke_button_is_for_an_admin_and_the_lead_who_signed(request, world, lead, admin_user, client_for, who, sees_button):
    rule = grant(lead, admin_user)
    html = client_for(request.getfixturevalue(who)).get(QUEUE).content.decode()
    assert f'id="standing-{rule.pk}"' in html
    assert (f'action="{revoke_url(rule)}"' in html) is sees_button


@pytest.mark.parametrize("who,sees_form", [("admin_user", True), ("lead", False), ("reviewer", False), ("auditor", False)])
def test_the_grant_form_is_for_admins_only(request, world, client_for, who, sees_form):
    html = client_for(request.getfixturevalue(who)).get(QUEUE).content.decode()
    assert (f'action="{GRANT}"' in html) is sees_form


def test_the_page_asks_the_same_queries_however_many_rules(world, lead, other_lead, admin_user, client_for, django_assert_num_queries):
    refund_waiting()
    grant(lead, admin_user)
    for client, queries in ((client_for(lead), LEAD_QUERIES), (client_for(admin_user), ADMIN_QUERIES)):
        with django_assert_num_queries(queries):
            client.get(QUEUE)
    for n in range(5):
        grant(other_lead if n % 2 else lead, admin_user, max_uses=n + 1)
    verbs.revoke(standing_id=StandingApproval.objects.first().pk, user=admin_user)
    for client, queries in ((client_for(lead), LEAD_QUERIES), (client_for(admin_user), ADMIN_QUERIES)):
        with django_assert_num_queries(queries):
            client.get(QUEUE)


# --- granting ----------------------------------------------------------------------------------


def test_an_admin_grants_a_rule_a_lead_signed(world, lead, admin_user, client_for):
    client = client_for(admin_user)
    response = client.post(GRANT, form_data(lead, max_total="2500.00"))
    assert response.status_code == 302 and response["Location"] == QUEUE
    rule = StandingApproval.objects.get()
    assert (rule.requested_by, rule.granted_by, rule.case_types, rule.seller_type) == (lead, admin_user, ["damaged_item"], "first_party")
    assert (rule.max_amount_cents, rule.max_uses, rule.max_total_cents, rule.uses) == (30000, 20, 250000, 0)
    page = client.get(QUEUE).content.decode()
    assert f"Standing approval #{rule.pk} granted, signed by lead: up to $300.00 per refund, 20 refunds at most." in page


@pytest.mark.parametrize("who,status", [("lead", 403), ("reviewer", 403), ("auditor", 403)])
def test_only_admins_may_grant(request, world, lead, client_for, who, status):
    assert client_for(request.getfixturevalue(who)).post(GRANT, form_data(lead)).status_code == status
    assert not StandingApproval.objects.exists()


def test_every_view_needs_a_login(world, lead, admin_user, client):
    rule = grant(lead, admin_user)
    for url, method in ((QUEUE, client.get), (GRANT, client.post), (revoke_url(rule), client.post)):
        response = method(url)
        assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
    rule.refresh_from_db()
    assert rule.revoked_at is None and StandingApproval.objects.count() == 1


@pytest.mark.parametrize("changes,field,says", [
    ({"case_types": []}, "case_types", "Tick at least one kind of case it covers."),
    ({"seller_type": ""}, "seller_type", "Choose first-party or marketplace orders."),
    ({"max_amount": "0"}, "max_amount", "Ensure this value is greater than or equal to 0.01."),
    ({"max_amount": "12.345"}, "max_amount", "Ensure that there are no more than 2 decimal places."),
    ({"max_uses": "0"}, "max_uses", "Ensure this value is greater than or equal to 1."),
    ({"max_total": "100.00"}, "max_total", "The total in all is less than one refund may be: raise it or leave it empty."),
    ({"expires_at": "2020-01-01T09:00"}, "expires_at", "That moment has passed: give an end in the future."),
    ({"expires_at": "next friday"}, "expires_at", "Give the end as a date and time, e.g. 2026-12-04T18:00."),
    ({"requested_by": ""}, "requested_by", "Choose the support lead who asked for it."),
])
def test_a_grant_with_a_wrong_field_says_which_and_grants_nothing(world, lead, admin_user, client_for, changes, field, says):
    response = client_for(admin_user).post(GRANT, form_data(lead, **changes))
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<p class="error" id="id_{field}-error">{says}</p>' in html.replace("&#x27;", "'")
    assert not StandingApproval.objects.exists()


def test_an_admin_who_is_also_a_lead_cannot_sign_their_own_grant(world, role_groups, client_for):
    boss = UserFactory(username="boss", is_staff=True, groups=["admin", "support_lead"])
    html = client_for(boss).post(GRANT, form_data(boss)).content.decode()
    assert "Choose a support lead other than yourself." in html
    assert not StandingApproval.objects.exists()


# --- revoking ----------------------------------------------------------------------------------


@pytest.mark.parametrize("who,allowed_", [("admin_user", True), ("lead", True), ("other_lead", False), ("reviewer", False)])
def test_an_admin_or_the_signing_lead_revokes(request, world, lead, admin_user, client_for, who, allowed_):
    rule = grant(lead, admin_user)
    person = request.getfixturevalue(who)
    response = client_for(person).post(revoke_url(rule), {"note": "the warehouse is fixed"})
    rule.refresh_from_db()
    if allowed_:
        assert response.status_code == 302
        assert (rule.revoked_by, rule.revoke_note) == (person, "the warehouse is fixed") and rule.revoked_at is not None
    else:
        assert response.status_code == 403 and rule.revoked_at is None


def test_a_second_revoke_says_who_revoked_first(world, lead, admin_user, client_for):
    rule = grant(lead, admin_user)
    client_for(lead).post(revoke_url(rule))
    html = client_for(admin_user).post(revoke_url(rule), follow=True).content.decode()
    assert "It was already revoked by lead." in html
    rule.refresh_from_db()
    assert rule.revoked_by == lead


def test_a_rule_lists_the_runs_it_covered(world, lead, admin_user, client_for, settings):
    from tests.dashboard_world import SOFA, next_ref
    from tests.runtime_world import start, ticket, walk_until_pause

    settings.PLAN_CONFIRMATION_RULE = "never"
    rule = grant(lead, admin_user, case_types=["non_delivery"], max_amount_cents=50000)
    run = walk_until_pause(start(ticket(SOFA, ref=next_ref(), order_ref="SU-90001", email="tom@example.com", subject="Sofa never arrived")))
    assert run.outcome == "resolved"
    html = client_for(lead).get(QUEUE).content.decode()
    assert f'Covered: <a href="{reverse("run_detail", args=[run.pk])}">run #{run.pk}</a> $445.00' in html
    assert "19 of 20" in html

"""Standing approvals on `/approvals/`: a support lead signs one (the form names what is wrong field
by field), an admin who did not sign it grants it; pending, in force (with uses and money left and
its expiry) and ended are listed apart; an admin or the signing lead declines, withdraws or revokes."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.urls import reverse

from runs import world as clock
from runs.models import StandingApproval
from runs.people import standing as verbs
from runs.people.actions import ActionRefused
from tests.factories import standing_in_force
from tests.dashboard_world import refund_waiting, world  # noqa: F401
from tests.factories import UserFactory

QUEUE = reverse("approval_queue")
SIGN = reverse("standing_sign")
# session, user (permissions and role chips kept between requests: supervisor.person_roles), approvals, subtasks, policies, orders, lines, charges, refunds, events,
# standing approvals (with who signed, granted, revoked), the runs they covered
LEAD_QUERIES = 12
ADMIN_QUERIES = LEAD_QUERIES  # kept between requests for a superuser too (supervisor.person_roles)


def revoke_url(rule) -> str:
    return reverse("standing_revoke", args=[rule.pk])


def grant_url(rule) -> str:
    return reverse("standing_grant", args=[rule.pk])


def grant(lead, admin, **scope) -> StandingApproval:
    args = {"case_types": ["damaged_item"], "seller_type": "first_party", "max_amount_cents": 30000, "max_uses": 20,
            "expires_at": clock.now() + timedelta(days=4)} | scope
    return standing_in_force(lead, admin, **args)


def form_data(**changes) -> dict:
    data = {"case_types": ["damaged_item"], "seller_type": "first_party", "max_amount": "300.00",
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
    assert f'#{revoked.pk}: damaged item up to $300.00, signed by lead, granted by admin: revoked by admin ("warehouse fixed")' in html
    assert f"#{used_up.pk}: damaged item up to $300.00, signed by lead, granted by admin: used up, 2 of 2 used" in html


@pytest.mark.parametrize("who,sees_button", [("admin_user", True), ("lead", True), ("other_lead", False), ("reviewer", False), ("auditor", False)])
def test_the_revoke_button_is_for_an_admin_and_the_lead_who_signed(request, world, lead, admin_user, client_for, who, sees_button):
    rule = grant(lead, admin_user)
    html = client_for(request.getfixturevalue(who)).get(QUEUE).content.decode()
    assert f'id="standing-{rule.pk}"' in html
    assert (f'action="{revoke_url(rule)}"' in html) is sees_button


@pytest.mark.parametrize("who,sees_form", [("lead", True), ("admin_user", False), ("reviewer", False), ("auditor", False)])
def test_the_sign_form_is_for_support_leads(request, world, client_for, who, sees_form):
    html = client_for(request.getfixturevalue(who)).get(QUEUE).content.decode()
    assert (f'action="{SIGN}"' in html) is sees_form


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


# --- signing and granting: two people ------------------------------------------------------------


def signed(lead, **scope) -> StandingApproval:
    args = {"case_types": ["damaged_item"], "seller_type": "first_party", "max_amount_cents": 30000, "max_uses": 20,
            "expires_at": clock.now() + timedelta(days=4)} | scope
    return verbs.sign(lead=lead, **args)


def row_of(html: str, rule) -> str:
    row = html[html.index(f'id="standing-{rule.pk}"'):]
    return row[:row.index("</tr>")]


def test_a_lead_signs_a_rule_and_it_covers_nothing_until_an_admin_grants_it(world, lead, admin_user, client_for):
    response = client_for(lead).post(SIGN, form_data(max_total="2500.00"), follow=True)
    assert response.redirect_chain == [(QUEUE, 302)]
    rule = StandingApproval.objects.get()
    assert (rule.requested_by, rule.granted_by, rule.granted_at, rule.case_types) == (lead, None, None, ["damaged_item"])
    assert (rule.max_amount_cents, rule.max_uses, rule.max_total_cents, rule.uses) == (30000, 20, 250000, 0) and rule.signed_at
    page = response.content.decode()
    assert f"Standing approval #{rule.pk} signed: up to $300.00 per refund, 20 refunds at most. It covers nothing until an admin grants it." in page
    assert 'data-state="pending"' in row_of(page, rule) and "You signed it: an admin grants it." in row_of(page, rule)
    assert f'action="{grant_url(rule)}"' not in page  # the lead cannot grant it
    assert "No standing approval is in force" in page

    admin_page = client_for(admin_user).get(QUEUE).content.decode()
    assert f'action="{grant_url(rule)}"' in row_of(admin_page, rule) and ">Decline</button>" in row_of(admin_page, rule)
    response = client_for(admin_user).post(grant_url(rule), follow=True)
    assert response.redirect_chain == [(QUEUE, 302)]
    assert f"Standing approval #{rule.pk} granted, signed by lead: in force until" in response.content.decode()
    rule.refresh_from_db()
    assert rule.granted_by == admin_user and rule.granted_at is not None
    page = client_for(lead).get(QUEUE).content.decode()
    assert 'data-state="in-force"' in row_of(page, rule) and "lead · admin" in row_of(page, rule)


def test_a_pending_rule_does_not_cover_a_refund(world, lead, admin_user, settings):
    from runs.models import Approval, Run
    from tests.dashboard_world import SOFA, next_ref
    from tests.runtime_world import start, ticket, walk_until_pause

    settings.PLAN_CONFIRMATION_RULE = "never"
    rule = signed(lead, case_types=["non_delivery"], max_amount_cents=50000)
    run = walk_until_pause(start(ticket(SOFA, ref=next_ref(), order_ref="SU-90001", email="tom@example.com", subject="Sofa never arrived")))
    assert run.status == Run.Status.AWAITING_APPROVAL and Approval.objects.filter(run=run, status="pending").exists()
    rule.refresh_from_db()
    assert rule.uses == 0


def test_an_admin_alone_cannot_make_a_rule_in_a_leads_name(world, lead, admin_user, client_for):
    """Nothing is covered on one person's word: the sign form signs as whoever posts it (the old way,
    an admin naming a lead, is no field any more), and an admin outside the lead group signs nothing."""
    assert client_for(admin_user).post(SIGN, form_data(requested_by=lead.pk)).status_code == 403
    assert not StandingApproval.objects.exists()


def test_two_admins_who_are_no_leads_cannot_make_a_rule_between_them(world, lead, admin_user, client_for):
    """Superusers hold every permission, the refund approver's too: signing asks for the lead role itself."""
    second = UserFactory(username="admin2", is_staff=True, is_superuser=True, groups=["admin"])
    for who in (admin_user, second):
        assert client_for(who).post(SIGN, form_data()).status_code == 403
    with pytest.raises(ActionRefused, match="not a support lead"):
        signed(admin_user)
    assert not StandingApproval.objects.exists()


def test_a_rule_whose_signer_left_the_lead_group_cannot_be_granted(world, lead, admin_user, client_for):
    rule = signed(lead)
    lead.groups.clear()
    assert client_for(admin_user).post(grant_url(rule), follow=True).status_code == 200
    rule.refresh_from_db()
    assert rule.granted_at is None


@pytest.mark.parametrize("who", ["other_lead", "reviewer", "auditor"])
def test_the_revoke_verb_refuses_whoever_the_page_refuses(request, world, lead, admin_user, who):
    """The verb holds every caller (the API, a command) to the page's rule: an admin or the signing lead."""
    rule = grant(lead, admin_user)
    with pytest.raises(ActionRefused):
        verbs.revoke(standing_id=rule.pk, user=request.getfixturevalue(who))
    rule.refresh_from_db()
    assert rule.revoked_at is None


def test_the_signing_lead_who_left_the_lead_group_no_longer_revokes(world, lead, admin_user):
    rule = grant(lead, admin_user)
    lead.groups.clear()
    with pytest.raises(ActionRefused):
        verbs.revoke(standing_id=rule.pk, user=lead)
    assert verbs.revoke(standing_id=rule.pk, user=admin_user).revoked_by == admin_user


@pytest.mark.parametrize("who,status", [("lead", 403), ("other_lead", 403), ("reviewer", 403), ("auditor", 403)])
def test_only_an_admin_who_did_not_sign_it_may_grant(request, world, lead, client_for, who, status):
    rule = signed(lead)
    assert client_for(request.getfixturevalue(who)).post(grant_url(rule)).status_code == status
    rule.refresh_from_db()
    assert rule.granted_at is None


@pytest.mark.parametrize("who,status", [("reviewer", 403), ("auditor", 403)])
def test_only_leads_may_sign(request, world, client_for, who, status):
    assert client_for(request.getfixturevalue(who)).post(SIGN, form_data()).status_code == status
    assert not StandingApproval.objects.exists()


def test_every_view_needs_a_login(world, lead, admin_user, client):
    rule = grant(lead, admin_user)
    for url, method in ((QUEUE, client.get), (SIGN, client.post), (grant_url(rule), client.post), (revoke_url(rule), client.post)):
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
])
def test_a_signature_with_a_wrong_field_says_which_and_signs_nothing(world, lead, client_for, changes, field, says):
    response = client_for(lead).post(SIGN, form_data(**changes))
    assert response.status_code == 200
    html = response.content.decode()
    assert f'<p class="error" id="id_{field}-error">{says}</p>' in html.replace("&#x27;", "'")
    assert not StandingApproval.objects.exists()


def test_an_admin_who_is_also_a_lead_signs_and_another_admin_grants(world, role_groups, admin_user, client_for):
    boss = UserFactory(username="boss", is_staff=True, groups=["admin", "support_lead"])
    client_for(boss).post(SIGN, form_data())
    rule = StandingApproval.objects.get()
    html = client_for(boss).get(QUEUE).content.decode()
    assert f'action="{grant_url(rule)}"' not in html and "You signed it: an admin grants it." in html
    assert client_for(boss).post(grant_url(rule)).status_code == 403
    assert client_for(admin_user).post(grant_url(rule)).status_code == 302
    rule.refresh_from_db()
    assert (rule.requested_by, rule.granted_by) == (boss, admin_user)


def test_the_verb_refuses_a_grant_by_the_signer_twice_a_declined_and_an_expired_rule(world, lead, admin_user):
    import time_machine

    from runs.people.actions import ActionRefused

    superlead = UserFactory(username="superlead", is_superuser=True, is_staff=True, groups=["admin", "support_lead"])
    with pytest.raises(ActionRefused, match="another admin must grant it"):
        verbs.grant(standing_id=signed(superlead).pk, admin=superlead)
    with pytest.raises(ActionRefused, match="granted by an admin"):
        verbs.grant(standing_id=signed(lead).pk, admin=lead)
    twice = signed(lead)
    verbs.grant(standing_id=twice.pk, admin=admin_user)
    with pytest.raises(ActionRefused, match="already granted by admin"):
        verbs.grant(standing_id=twice.pk, admin=superlead)
    declined = signed(lead)
    verbs.revoke(standing_id=declined.pk, user=admin_user, note="use the carrier claim queue")
    with pytest.raises(ActionRefused, match="declined by admin"):
        verbs.grant(standing_id=declined.pk, admin=superlead)
    late = signed(lead, expires_at=clock.now() + timedelta(hours=1))
    with time_machine.travel(clock.now() + timedelta(hours=2), tick=False), pytest.raises(ActionRefused, match="expired"):
        verbs.grant(standing_id=late.pk, admin=admin_user)


def test_a_pending_rule_withdrawn_by_its_lead_or_declined_shows_as_ended_and_never_applied(world, lead, admin_user, client_for):
    withdrawn, declined = signed(lead), signed(lead)
    client_for(lead).post(revoke_url(withdrawn), {"note": "carrier found the batch"})
    client_for(admin_user).post(revoke_url(declined), {"note": "too wide"})
    html = client_for(lead).get(QUEUE).content.decode().replace("&quot;", '"')
    assert f'#{withdrawn.pk}: damaged item up to $300.00, signed by lead: withdrawn by lead before anyone granted it ("carrier found the batch")' in html
    assert f'#{declined.pk}: damaged item up to $300.00, signed by lead: declined by admin before anyone granted it ("too wide")' in html
    assert 'data-state="pending"' not in html


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
    grant(lead, admin_user, case_types=["non_delivery"], max_amount_cents=50000)
    run = walk_until_pause(start(ticket(SOFA, ref=next_ref(), order_ref="SU-90001", email="tom@example.com", subject="Sofa never arrived")))
    assert run.outcome == "resolved"
    html = client_for(lead).get(QUEUE).content.decode()
    assert f'Covered: <a href="{reverse("run_detail", args=[run.pk])}">run #{run.pk}</a> $445.00' in html
    assert "19 of 20" in html

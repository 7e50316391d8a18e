"""`/waits/`: everything waiting on people as a support lead's inbox: soonest deadline first, time
left in colour, filters by kind and amount, "assigned to me", bulk reject and reassign; and
`/settings/notifications/`, a person's own notification settings."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest
import time_machine
from django.urls import reverse

from runs.models import Approval, Run
from runs.people import actions
from supervisor.models import NotificationSettings
from tests.dashboard_world import escalated, open_escalation, pending, plan_waiting, refund_waiting, world  # noqa: F401

PAGE = reverse("waits")
BULK = reverse("waits_bulk")
SETTINGS = reverse("notification_settings")
QUERIES = 5  # session, user (permissions and role chips kept between requests: supervisor.person_roles), approvals, escalations, people to reassign to


def order_on_page(html: str) -> list[str]:
    return re.findall(r'id="wait-(\w+-\d+)"', html)


@pytest.mark.parametrize("url", [PAGE, SETTINGS])
def test_it_needs_a_login_and_a_role(world, client, client_for, url):
    from tests.factories import UserFactory

    assert client.get(url).status_code == 302
    assert client_for(UserFactory(username="norole")).get(url).status_code == 403


def test_it_lists_every_kind_soonest_deadline_first_with_time_left_in_colour(world, lead, client_for):
    refund = refund_waiting()  # 2 h
    plan = plan_waiting()  # 4 h
    esc = escalated()  # 8 h
    approval = pending(refund, "refund")
    with time_machine.travel(approval.created_at + timedelta(hours=1, minutes=40), tick=False):
        html = client_for(lead).get(PAGE).content.decode()
    assert order_on_page(html) == [f"refund-{approval.pk}", f"plan-{pending(plan, 'plan').pk}", f"escalation-{open_escalation(esc).pk}"]
    assert re.search(r'tone-warn"[^>]*>20\s+minutes left<', html), re.findall(r'class="badge deadline[^<]*<', html)  # the refund: in its last quarter
    assert re.search(r'tone-ok"[^>]*>2\s+hours, 20\s+minutes left<', html)  # the plan
    with time_machine.travel(approval.created_at + timedelta(hours=2, minutes=30), tick=False):
        html = client_for(lead).get(PAGE).content.decode()
    assert re.search(r'tone-bad"[^>]*>overdue by 30\s+minutes<', html)
    with time_machine.travel(approval.created_at + timedelta(hours=2, seconds=20), tick=False):
        html = client_for(lead).get(PAGE).content.decode()
    assert re.search(r'tone-bad"[^>]*>overdue by under a minute<', html)
    assert "Keyboard shortcuts" in html and "<kbd>j</kbd>" in html and "<kbd>r</kbd>" in html


def test_it_filters_by_kind_amount_and_assigned_to_me(world, lead, other_lead, client_for):
    refund = refund_waiting()  # $445.00
    plan = plan_waiting()
    escalated()
    approval = pending(refund, "refund")
    client = client_for(lead)
    assert order_on_page(client.get(PAGE, {"kind": "refund"}).content.decode()) == [f"refund-{approval.pk}"]
    assert order_on_page(client.get(PAGE, {"min_amount": "400"}).content.decode()) == [f"refund-{approval.pk}"]
    assert f"refund-{approval.pk}" not in client.get(PAGE, {"max_amount": "400"}).content.decode()
    assert "Nothing waits on people with these filters." in client.get(PAGE, {"mine": "on"}).content.decode()
    actions.wait_reassign(kind="refund", wait_id=approval.pk, user=other_lead, to=lead)
    assert order_on_page(client.get(PAGE, {"mine": "on"}).content.decode()) == [f"refund-{approval.pk}"]
    assert f"plan-{pending(plan, 'plan').pk}" not in client.get(PAGE, {"mine": "on"}).content.decode()


def test_assigned_to_me_includes_what_was_escalated_to_my_group(world, admin_user, client_for):
    from runs.waits import record_breach

    run = refund_waiting()
    approval = pending(run, "refund")
    assert record_breach(approval, "escalated") is not None
    html = client_for(admin_user).get(PAGE, {"mine": "on"}).content.decode()
    assert order_on_page(html) == [f"refund-{approval.pk}"] and "with the admin group" in html


def test_a_lead_bulk_rejects_refunds_and_is_told_what_could_not_be_rejected(world, lead, client_for):
    first, second = refund_waiting(), refund_waiting()
    esc = escalated()
    a1, a2, e = pending(first, "refund"), pending(second, "refund"), open_escalation(esc)
    response = client_for(lead).post(BULK, {"action": "reject", "note": "The carrier has not confirmed the loss yet.",
                                           "items": [f"refund:{a1.pk}", f"refund:{a2.pk}", f"escalation:{e.pk}"]}, follow=True)
    html = response.content.decode()
    for a in (a1, a2):
        a.refresh_from_db()
        assert a.status == Approval.Status.REJECTED and a.decided_by == lead and a.note.startswith("The carrier")
    assert f"Rejected: {first.ticket.ref} (refund), {second.ticket.ref} (refund)." in html
    assert "an escalation is resolved with what you did, not rejected" in html


def test_bulk_reject_keeps_separation_of_duties(world, lead, client_for):
    run = refund_waiting(created_by=lead)
    approval = pending(run, "refund")
    html = client_for(lead).post(BULK, {"action": "reject", "note": "no", "items": [f"refund:{approval.pk}"]}, follow=True).content.decode()
    approval.refresh_from_db()
    assert approval.status == Approval.Status.PENDING and "you may not decide this refund" in html


def test_a_lead_reassigns_several_waits_and_the_runs_record_it(world, lead, other_lead, reviewer, client_for):
    first, second = refund_waiting(), refund_waiting()
    plan = plan_waiting()
    a1, a2, p = pending(first, "refund"), pending(second, "refund"), pending(plan, "plan")
    html = client_for(lead).post(BULK, {"action": "reassign", "to": other_lead.pk,
                                       "items": [f"refund:{a1.pk}", f"refund:{a2.pk}", f"plan:{p.pk}"]}, follow=True).content.decode()
    assert f"Reassigned to lead2: {first.ticket.ref} (refund), {second.ticket.ref} (refund)." in html
    assert "you do not decide this kind" in html  # a lead does not hand out reviewers' plans
    for a in (a1, a2):
        a.refresh_from_db()
        assert a.assignee == other_lead
        event = a.run.events.order_by("seq").last()
        assert (event.kind, event.actor, event.payload["to"]) == ("wait_reassigned", "lead", "lead2")
    p.refresh_from_db()
    assert p.assignee is None


@pytest.mark.parametrize("data,error", [({"action": "reassign", "items": ["refund:1"]}, "Choose who gets them."),
                                        ({"action": "reject", "items": ["refund:1"]}, "Say why you reject them"),
                                        ({"action": "reject", "note": "x"}, "Select at least one item first."),
                                        ({"action": "reject", "note": "x", "items": ["run:1"]}, "Not an item")])
def test_a_bulk_action_missing_a_part_says_which(world, lead, client_for, data, error):
    html = client_for(lead).post(BULK, data, follow=True).content.decode()
    assert error in html


def test_an_auditor_sees_the_waits_without_buttons(world, auditor, client_for):
    run = refund_waiting()
    html = client_for(auditor).get(PAGE).content.decode()
    assert run.ticket.ref in html and "js-approve" not in html and "Reassign selected" not in html
    assert client_for(auditor).post(BULK, {"action": "reject", "note": "x", "items": [f"refund:{pending(run, 'refund').pk}"]},
                                    follow=True).status_code == 200
    assert pending(run, "refund").status == Approval.Status.PENDING


def test_it_makes_the_same_queries_for_few_or_many_waits(world, lead, client_for, django_assert_num_queries):
    refund_waiting()
    client = client_for(lead)
    with django_assert_num_queries(QUERIES):
        client.get(PAGE)
    for _ in range(2):
        refund_waiting(), plan_waiting(), escalated()
    with django_assert_num_queries(QUERIES):
        client.get(PAGE)
    with django_assert_num_queries(QUERIES):  # the person's groups, for what was escalated to them, are kept too
        client.get(PAGE, {"mine": "on"})


def test_a_person_chooses_what_they_hear_about_and_how(world, reviewer, client_for):
    reviewer.email = ""
    reviewer.save()
    client = client_for(reviewer)
    html = client.get(SETTINGS).content.decode()
    assert 'name="plan" id="id_plan" checked' in html and "your account has no email address" in html
    response = client.post(SETTINGS, {"refund": "on", "by_webhook": "on"})
    assert response.status_code == 302
    saved = NotificationSettings.objects.get(user=reviewer)
    assert (saved.plan, saved.refund, saved.escalation, saved.by_email, saved.by_webhook) == (False, True, False, False, True)
    assert saved.wants("refund", "webhook") and not saved.wants("refund", "email") and not saved.wants("plan", "webhook")


def test_the_queue_cards_show_time_left_and_who_has_it(world, lead, other_lead, client_for):
    run = refund_waiting()
    approval = pending(run, "refund")
    actions.wait_reassign(kind="refund", wait_id=approval.pk, user=lead, to=other_lead)
    with time_machine.travel(approval.created_at + timedelta(minutes=30), tick=False):
        html = client_for(lead).get(reverse("approval_queue")).content.decode()
    assert re.search(r'tone-ok"[^>]*>1\s+hour, 30\s+minutes left<', html) and "with lead2" in html
    assert Run.objects.get(pk=run.pk).status == Run.Status.AWAITING_APPROVAL


@pytest.mark.parametrize("after,reads", [
    (timedelta(minutes=10), "1 hour, 50 minutes left"),  # not "1 hour left": twice as urgent as it is
    (timedelta(hours=1, minutes=59), "1 minute left"),
    (timedelta(hours=2, minutes=1), "overdue by 1 minute"),
    (timedelta(hours=3, minutes=15), "overdue by 1 hour, 15 minutes"),
])
def test_time_left_reads_in_hours_and_minutes(world, lead, client_for, after, reads):
    approval = pending(refund_waiting(), "refund")  # due 2 h after it began
    with time_machine.travel(approval.created_at + after, tick=False):
        html = client_for(lead).get(reverse("approval_queue")).content.decode().replace("\xa0", " ")
    assert re.findall(r'class="badge deadline[^"]*"[^>]*>([^<]*)<', html) == [reads]


@pytest.mark.parametrize("typed", ["12,5O", "abc", "nan", "1e400", "-3", "4OO", "12.505"])
def test_a_mistyped_amount_is_named_on_the_page_and_the_other_filters_still_apply(world, lead, client_for, typed):
    refund = refund_waiting()
    plan = plan_waiting()
    escalated()
    approval = pending(refund, "refund")
    response = client_for(lead).get(PAGE, {"kind": "refund", "min_amount": typed, "max_amount": "500"})
    assert response.status_code == 200
    html = response.content.decode()
    # The kind and the valid amount still filter: only the $445 refund, not the plan or the escalation.
    assert order_on_page(html) == [f"refund-{approval.pk}"] and f"plan-{pending(plan, 'plan').pk}" not in html
    alert = re.search(r'<p class="banner banner--bad" role="alert">(.*?)</p>', html, re.S)
    assert alert and "From $" in alert.group(1) and "The other filters still apply." in alert.group(1)
    # The valid upper bound still applies: a lower one leaves the $445 refund out.
    html = client_for(lead).get(PAGE, {"kind": "refund", "min_amount": typed, "max_amount": "400"}).content.decode()
    assert order_on_page(html) == []


@pytest.mark.parametrize("typed", ["refunds", "Refund", "drop table", "escalations"])
def test_a_mistyped_kind_is_named_and_lists_nothing_rather_than_every_kind(world, lead, other_lead, client_for, typed):
    """A bookmarked ?kind=refunds that lists every kind would put plans into a lead's bulk 'select
    all': a kind that is none of them matches nothing, and the page names the typo (v14d finding 4)."""
    refund = refund_waiting()
    plan_waiting()
    approval = pending(refund, "refund")
    actions.wait_reassign(kind="refund", wait_id=approval.pk, user=lead, to=other_lead)
    html = client_for(lead).get(PAGE, {"kind": typed}).content.decode()
    assert order_on_page(html) == []
    alert = re.search(r'<p class="banner banner--bad" role="alert">(.*?)</p>', html, re.S)
    assert alert and "Kind" in alert.group(1) and "is not a kind (Plans, Refunds or Escalations)" in alert.group(1)
    assert "Nothing waits on people with these filters." in html
    # The other filters still read: with the kind fixed, "assigned to me" narrows as before.
    assert order_on_page(client_for(other_lead).get(PAGE, {"kind": "refund", "mine": "on"}).content.decode()) == [f"refund-{approval.pk}"]


@pytest.mark.parametrize("hours", [float("nan"), 0, -2, 1e12, "soon"])
def test_a_deadline_period_set_at_runtime_to_no_period_never_makes_a_page_fail(world, lead, client_for, settings, hours):
    refund = refund_waiting()
    settings.WAIT_DEADLINE_REFUND_HOURS = hours
    client = client_for(lead)
    for url in (PAGE, reverse("approval_queue"), reverse("overview"), reverse("run_detail", args=[refund.pk])):
        assert client.get(url).status_code == 200, url
    # The kind's default (2 h) stands in: the badge and the sweep agree on it.
    from runs.waits import period
    assert period("refund") == timedelta(hours=2)

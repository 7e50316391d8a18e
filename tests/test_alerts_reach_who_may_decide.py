"""An overdue alert goes to people who may decide the wait: never to whoever requested it (a lead
who typed the refund's ticket, a reviewer who edited the plan), and when nobody else in the role
may decide it, straight to the admin group, with who was told, who was not and why on the event
(v14e blind round, finding 3)."""

from __future__ import annotations

import json
from datetime import timedelta

import time_machine
from django.core import mail

from runs.models import WaitBreach
from supervisor import deadlines
from supervisor.models import Notification
from supervisor.notify import deliver
from tests.dashboard_world import pending, plan_waiting, refund_waiting, world  # noqa: F401
from tests.factories import UserFactory
from tests.test_notifications import SECRET, Receiver


def sweep_and_send(at) -> list[WaitBreach]:
    with time_machine.travel(at, tick=False):
        breaches = deadlines.check(send=lambda _id: None)
    for n in Notification.objects.filter(breach__in=breaches):
        deliver(n.pk, last_try=True)
    return breaches


def escalated_after_both_deadlines(run) -> WaitBreach:
    """The refund's breach at the second deadline, with only that stage's mail in the outbox."""
    approval = pending(run, "refund")
    sweep_and_send(approval.created_at + timedelta(hours=2, minutes=5))
    mail.outbox.clear()
    [breach] = sweep_and_send(approval.created_at + timedelta(hours=4, minutes=5))
    assert breach.stage == WaitBreach.Stage.ESCALATED
    return breach


def test_the_lead_who_requested_a_refund_is_not_paged_to_decide_it(world, lead, other_lead):
    run = refund_waiting(created_by=lead)
    approval = pending(run, "refund")
    [breach] = sweep_and_send(approval.created_at + timedelta(hours=2, minutes=5))
    assert [m.to for m in mail.outbox] == [[other_lead.email]]
    payload = breach.event.payload
    assert "fallback" not in payload
    assert payload["not_told"] == {"who": "lead", "why": "requested it: nobody decides what they requested"}


def test_when_the_only_lead_requested_the_refund_the_admins_hear_at_the_first_deadline(world, lead, admin_user):
    run = refund_waiting(created_by=lead)
    approval = pending(run, "refund")
    [breach] = sweep_and_send(approval.created_at + timedelta(hours=2, minutes=5))
    assert breach.stage == WaitBreach.Stage.BREACHED
    assert [m.to for m in mail.outbox] == [[admin_user.email]]
    payload = breach.event.payload
    assert payload["told_group"] == "admin"
    assert payload["fallback"] == ("nobody in the support_lead group but lead, who requested it and may not decide it: "
                                   "the admin group is told instead")


def test_the_chat_post_names_only_people_who_may_decide(world, lead, other_lead, settings):
    with Receiver([]) as receiver:
        settings.NOTIFY_WEBHOOK_URLS, settings.NOTIFY_WEBHOOK_SECRET = [receiver.url], SECRET
        run = refund_waiting(created_by=lead)
        sweep_and_send(pending(run, "refund").created_at + timedelta(hours=2, minutes=5))
    [post] = receiver.received
    assert json.loads(post["body"])["text"].endswith("For lead2.")


def test_a_plan_edited_by_the_only_other_reviewer_pages_the_admins_not_the_editor(world, reviewer, admin_user):
    run = plan_waiting(created_by=reviewer)
    plan = pending(run, "plan")
    assert plan.requested_by_id == reviewer.pk
    [breach] = sweep_and_send(plan.created_at + timedelta(hours=4, minutes=5))
    assert [m.to for m in mail.outbox] == [[admin_user.email]]
    assert breach.event.payload["told_group"] == "admin"


def test_an_admin_who_requested_a_refund_is_not_paged_when_it_is_escalated_to_the_admins(world, lead, admin_user):
    second = UserFactory(username="admin2", email="admin2@example.com", is_staff=True, is_superuser=True, groups=["admin"])
    breach = escalated_after_both_deadlines(refund_waiting(created_by=admin_user))
    assert [m.to for m in mail.outbox] == [[second.email]]
    assert breach.event.payload["not_told"]["who"] == "admin"


def test_the_run_page_says_who_was_told_instead_and_why(world, lead, admin_user, client_for):
    run = refund_waiting(created_by=lead)
    sweep_and_send(pending(run, "refund").created_at + timedelta(hours=2, minutes=5))
    html = client_for(admin_user).get(f"/runs/{run.pk}/").content.decode().replace("&#x27;", "'")
    assert "Nobody in the support_lead group but lead, who requested it and may not decide it: the admin group is told instead." in html


# Whichever way the alert falls back, the breach event names the requester it passed over
# (README: "who was left out (`not_told`)"), not only when the group told holds them (v14f, finding 2).
LEFT_OUT = {"who": "lead", "why": "requested it: nobody decides what they requested"}


def test_when_the_only_lead_requested_the_refund_the_event_names_them_as_not_told(world, lead, admin_user):
    run = refund_waiting(created_by=lead)
    [breach] = sweep_and_send(pending(run, "refund").created_at + timedelta(hours=2, minutes=5))
    assert breach.event.payload["told_group"] == "admin"
    assert breach.event.payload["not_told"] == LEFT_OUT


def test_when_the_only_other_lead_was_deactivated_the_event_names_the_requester_as_not_told(world, lead, other_lead, admin_user):
    run = refund_waiting(created_by=lead)
    other_lead.is_active = False
    other_lead.save()
    [breach] = sweep_and_send(pending(run, "refund").created_at + timedelta(hours=2, minutes=5))
    assert [m.to for m in mail.outbox] == [[admin_user.email]]
    assert breach.event.payload["told_group"] == "admin"
    assert breach.event.payload["not_told"] == LEFT_OUT


def test_a_wait_whose_assignee_left_names_the_requester_as_not_told_when_the_admins_hear(world, lead, other_lead, admin_user):
    run = refund_waiting(created_by=lead)
    approval = pending(run, "refund")
    approval.assignee = other_lead
    approval.save(update_fields=["assignee"])
    other_lead.is_active = False
    other_lead.save()
    [breach] = sweep_and_send(approval.created_at + timedelta(hours=2, minutes=5))
    assert [m.to for m in mail.outbox] == [[admin_user.email]]
    payload = breach.event.payload
    assert payload["told_group"] == "admin" and payload["fallback"].startswith("lead2 is no longer active")
    assert payload["not_told"] == LEFT_OUT


def test_an_escalated_wait_whose_only_admin_requested_it_names_them_as_not_told(world, lead, admin_user):
    breach = escalated_after_both_deadlines(refund_waiting(created_by=admin_user))
    assert [m.to for m in mail.outbox] == [[lead.email]]
    assert breach.event.payload["told_group"] == "support_lead"
    assert breach.event.payload["not_told"]["who"] == "admin"


def test_a_requester_who_was_never_meant_to_hear_is_not_named_as_left_out(world, lead, other_lead, reviewer):
    run = refund_waiting(created_by=reviewer)
    [breach] = sweep_and_send(pending(run, "refund").created_at + timedelta(hours=2, minutes=5))
    assert sorted(m.to[0] for m in mail.outbox) == sorted([lead.email, other_lead.email])
    assert "not_told" not in breach.event.payload

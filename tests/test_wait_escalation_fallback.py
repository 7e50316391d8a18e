"""An overdue wait escalated to the admins still reaches a person when the admin group has nobody
active (no admin yet, or the only one left): the escalated stage falls back like the first stage
does, and the record says who was told instead (from the v14d blind round, finding 1)."""

from __future__ import annotations

from datetime import timedelta

import time_machine
from django.core import mail

from runs.models import WaitBreach
from supervisor import deadlines
from supervisor.notify import deliver
from tests.dashboard_world import pending, refund_waiting, world  # noqa: F401
from tests.factories import UserFactory


def sweep(at) -> list[WaitBreach]:
    with time_machine.travel(at, tick=False):
        return deadlines.check(send=lambda _id: None)


def _deliver_all(breach: WaitBreach) -> None:
    for n in breach.notifications.all():
        deliver(n.pk, last_try=True)


def test_an_escalation_with_no_admin_group_member_goes_to_the_leads_and_says_so(world, lead):
    lead.email = "lead@example.com"
    lead.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    sweep(approval.created_at + timedelta(hours=2, minutes=1))
    [escalation] = sweep(approval.created_at + timedelta(hours=4, minutes=1))
    assert escalation.stage == WaitBreach.Stage.ESCALATED
    payload = run.events.get(kind="wait_escalated").payload
    assert payload["told_group"] == "support_lead"
    assert payload["fallback"] == "nobody active in the admin group: the support_lead group is told instead"
    assert list(escalation.notifications.values_list("target", flat=True)) == ["lead@example.com"]
    mail.outbox.clear()
    _deliver_all(escalation)
    assert [m.to for m in mail.outbox] == [["lead@example.com"]]
    assert mail.outbox[0].subject.startswith("Escalated to the admins")


def test_an_escalation_whose_only_admin_was_deactivated_still_tells_a_person(world, lead, admin_user):
    admin_user.email, admin_user.is_active = "admin@example.com", False
    admin_user.save()
    lead.email = "lead@example.com"
    lead.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    sweep(approval.created_at + timedelta(hours=4, minutes=1))
    escalation = WaitBreach.objects.get(stage=WaitBreach.Stage.ESCALATED)
    assert escalation.event.payload["told_group"] == "support_lead"
    assert list(escalation.notifications.values_list("target", flat=True)) == ["lead@example.com"]


def test_an_escalation_with_no_admin_and_no_lead_active_goes_to_a_superuser(world, lead):
    lead.is_active = False
    lead.save()
    UserFactory(username="root", email="root@example.com", is_superuser=True, is_staff=True)
    run = refund_waiting()
    approval = pending(run, "refund")
    sweep(approval.created_at + timedelta(hours=4, minutes=1))
    escalation = WaitBreach.objects.get(stage=WaitBreach.Stage.ESCALATED)
    assert escalation.event.payload["told_group"] == "superusers"
    assert list(escalation.notifications.values_list("target", flat=True)) == ["root@example.com"]


def test_an_escalation_with_an_active_admin_goes_to_the_admins_with_no_fallback(world, lead, admin_user):
    admin_user.email = "admin@example.com"
    admin_user.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    sweep(approval.created_at + timedelta(hours=4, minutes=1))
    escalation = WaitBreach.objects.get(stage=WaitBreach.Stage.ESCALATED)
    assert "fallback" not in escalation.event.payload
    assert list(escalation.notifications.values_list("target", flat=True)) == ["admin@example.com"]

"""Deadlines on waits for people (runs.waits, supervisor.deadlines): on a frozen clock, a wait past
its kind's period is recorded once as a breach on its run and its people are told; a second period
later it goes to the admin group; a sweep after a long outage catches up; nothing fires twice."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.core import mail
from django.db import IntegrityError, transaction
from django.test import override_settings
from django.urls import reverse

from runs import waits
from runs.models import WaitBreach
from runs.people import actions
from runs.replay import replay_run
from supervisor import deadlines
from supervisor.models import Notification, NotificationSettings
from supervisor.notify import deliver
from tests.dashboard_world import escalated, open_escalation, pending, plan_waiting, refund_waiting, world  # noqa: F401
from tests.factories import UserFactory
from tests.runtime_world import walk_until_pause


@pytest.fixture
def sent():
    """The notification ids a sweep hands on after its commit (what Celery would be given)."""
    return []


def sweep(sent: list, at) -> list[WaitBreach]:
    with time_machine.travel(at, tick=False):
        return deadlines.check(send=sent.append)


def kinds(run) -> list[str]:
    return list(run.events.order_by("seq").values_list("kind", flat=True))


def test_a_refund_waiting_past_two_hours_is_breached_once_and_its_leads_are_emailed(world, lead, other_lead, reviewer, sent, client_for,
                                                                                   django_capture_on_commit_callbacks):
    lead.email, other_lead.email, reviewer.email = "lead@example.com", "lead2@example.com", "rev@example.com"
    for u in (lead, other_lead, reviewer):
        u.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    assert sweep(sent, approval.created_at + timedelta(hours=1, minutes=59)) == []  # not yet

    with django_capture_on_commit_callbacks(execute=True):
        breaches = sweep(sent, approval.created_at + timedelta(hours=2, minutes=1))
    assert [(b.approval_id, b.stage) for b in breaches] == [(approval.pk, "breached")]
    assert kinds(run)[-1] == "wait_breached"
    event = run.events.get(kind="wait_breached")
    assert event.actor == "system" and event.payload["wait"] == "refund" and event.payload["approval"] == approval.pk
    # The leads, not the reviewer: those who decide refunds.
    assert sorted(Notification.objects.filter(pk__in=sent).values_list("target", flat=True)) == ["lead2@example.com", "lead@example.com"]
    for pk in sent:
        assert deliver(pk, last_try=False) == "sent"
    assert sorted(m.to[0] for m in mail.outbox) == ["lead2@example.com", "lead@example.com"]
    message = mail.outbox[0]
    assert message.subject == f"Overdue: refund approval for {run.ticket.ref}"
    assert "$445.00" in message.body and f"http://127.0.0.1:8000{reverse('run_detail', args=[run.pk])}" in message.body
    # The link opens the card with the buttons, and the lead it is sent to finds that card there.
    link = f"{reverse('approval_queue')}#approval-run-{run.pk}"
    assert f"Open it: http://127.0.0.1:8000{link}" in message.body
    assert f'id="approval-run-{run.pk}"' in client_for(lead).get(reverse("approval_queue")).content.decode()

    # Later sweeps, and a delivery task run twice, change nothing.
    sent.clear()
    with django_capture_on_commit_callbacks(execute=True):
        assert sweep(sent, approval.created_at + timedelta(hours=3)) == []
    assert sent == [] and run.events.filter(kind="wait_breached").count() == 1
    assert deliver(Notification.objects.first().pk, last_try=False) == "sent" and len(mail.outbox) == 2


def test_a_second_period_later_it_goes_to_the_admin_group_as_an_event_on_the_run(world, lead, admin_user, sent, client_for):
    admin_user.email = "admin@example.com"
    admin_user.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    sweep(sent, approval.created_at + timedelta(hours=2, minutes=1))
    sent.clear()
    breaches = sweep(sent, approval.created_at + timedelta(hours=4, minutes=1))
    assert [b.stage for b in breaches] == ["escalated"]
    approval.refresh_from_db()
    assert approval.assigned_group == "admin"
    assert kinds(run)[-2:] == ["wait_breached", "wait_escalated"]
    assert list(Notification.objects.filter(breach=breaches[0]).values_list("target", flat=True)) == ["admin@example.com"]
    html = client_for(lead).get(reverse("run_detail", args=[run.pk])).content.decode()
    assert "Deadline passed" in html and "Escalated to the admins" in html


def test_a_sweep_after_an_outage_catches_up_each_stage_once(world, reviewer, sent):
    run = plan_waiting()
    approval = pending(run, "plan")
    breaches = sweep(sent, approval.created_at + timedelta(hours=30))  # nothing ran for a day
    assert [b.stage for b in breaches] == ["breached", "escalated"]
    assert sweep(sent, approval.created_at + timedelta(hours=31)) == []
    assert run.events.filter(kind__in=["wait_breached", "wait_escalated"]).count() == 2


@pytest.mark.parametrize("kind,hours", [("plan", 4), ("refund", 2), ("escalation", 8)])
def test_each_kind_has_its_own_period_from_the_settings(world, sent, kind, hours, settings):
    run = {"plan": plan_waiting, "refund": refund_waiting, "escalation": escalated}[kind]()
    wait = open_escalation(run) if kind == "escalation" else pending(run, kind)
    assert waits.due_at(kind, wait.created_at) == wait.created_at + timedelta(hours=hours)
    assert sweep(sent, wait.created_at + timedelta(hours=hours) - timedelta(seconds=1)) == []
    assert len(sweep(sent, wait.created_at + timedelta(hours=hours))) == 1
    settings.WAIT_DEADLINE_PLAN_HOURS = settings.WAIT_DEADLINE_REFUND_HOURS = settings.WAIT_DEADLINE_ESCALATION_HOURS = 0.5
    assert waits.due_at(kind, wait.created_at) == wait.created_at + timedelta(minutes=30)


def test_a_wait_decided_in_time_never_fires(world, lead, sent):
    run = refund_waiting()
    approval = pending(run, "refund")
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=False, note="Not without the carrier's answer.")
    assert sweep(sent, approval.created_at + timedelta(hours=10)) == []
    assert not WaitBreach.objects.exists()


def test_the_database_refuses_a_second_breach_of_the_same_stage(world, sent):
    run = refund_waiting()
    approval = pending(run, "refund")
    [breach] = sweep(sent, approval.created_at + timedelta(hours=2, minutes=1))
    assert waits.record_breach(approval, "breached") is None  # the sweep's own check
    with pytest.raises(IntegrityError), transaction.atomic():  # and the unique row behind it, for two sweeps at once
        WaitBreach.objects.create(run=run, approval=approval, stage="breached", due_at=breach.due_at, event=run.events.first())


def test_an_assigned_wait_tells_only_its_assignee_and_respects_their_settings(world, lead, other_lead, sent):
    lead.email, other_lead.email = "lead@example.com", "lead2@example.com"
    lead.save(), other_lead.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    actions.wait_reassign(kind="refund", wait_id=approval.pk, user=lead, to=other_lead)
    assert run.events.order_by("seq").last().kind == "wait_reassigned"
    [breach] = sweep(sent, approval.created_at + timedelta(hours=2, minutes=1))
    assert list(breach.notifications.values_list("target", flat=True)) == ["lead2@example.com"]

    NotificationSettings.objects.create(user=other_lead, refund=False)
    [escalated_] = sweep(sent, approval.created_at + timedelta(hours=4, minutes=1))
    # The admin group is empty here, so the leads are told instead; lead2 turned refunds off.
    assert list(escalated_.notifications.values_list("target", flat=True)) == ["lead@example.com"]


def test_a_run_with_breaches_and_a_reassignment_still_replays_identically(world, lead, other_lead, sent):
    run = refund_waiting()
    approval = pending(run, "refund")
    actions.wait_reassign(kind="refund", wait_id=approval.pk, user=lead, to=other_lead)
    sweep(sent, approval.created_at + timedelta(hours=4, minutes=1))
    with time_machine.travel(approval.created_at + timedelta(hours=4, minutes=2), tick=False):
        actions.refund_decide(approval_id=approval.pk, user=other_lead, approve=True, note="Carrier confirmed the loss.")
        run = walk_until_pause(run)
    assert run.outcome == "resolved"
    with override_settings(PLAN_CONFIRMATION_RULE="never"):  # as refund_waiting() walked it
        report = replay_run(run)
    assert report.identical, report.as_payload()


def test_only_people_who_can_decide_it_can_be_given_a_wait(world, lead, reviewer):
    run = refund_waiting()
    approval = pending(run, "refund")
    with pytest.raises(actions.ActionRefused, match="cannot decide a refund approval"):
        actions.wait_reassign(kind="refund", wait_id=approval.pk, user=lead, to=reviewer)
    inactive = UserFactory(username="gone", groups=["support_lead"], is_active=False)
    with pytest.raises(actions.ActionRefused):
        actions.wait_reassign(kind="refund", wait_id=approval.pk, user=lead, to=inactive)


def test_stopping_a_run_takes_its_refund_off_the_inbox_and_its_deadline_never_fires(world, lead, reviewer, admin_user, sent, client_for):
    run = refund_waiting()
    approval = pending(run, "refund")
    actions.run_intervene(run_id=run.pk, user=reviewer, kind="stop")
    approval.refresh_from_db()
    assert approval.status == "void"
    assert sweep(sent, approval.created_at + timedelta(hours=6)) == [] and sent == []
    assert not Notification.objects.exists() and not [k for k in kinds(run) if k.startswith("wait_")]
    assert f"refund-{approval.pk}" not in client_for(lead).get("/waits/").content.decode()


def test_a_pending_approval_left_on_a_finished_run_is_not_swept(world, lead, sent):
    """However a run came to its end with an approval still pending (stopped at a turn boundary,
    failed), nobody waits on that approval: no breach, no mail."""
    from runs.models import Run
    run = refund_waiting()
    approval = pending(run, "refund")
    Run.objects.filter(pk=run.pk).update(status=Run.Status.FAILED)
    assert sweep(sent, approval.created_at + timedelta(hours=6)) == [] and sent == []
    assert not WaitBreach.objects.exists()



def settings_loaded_with(**env: str):
    """Import the settings in a fresh interpreter with `env`: what a process starting up would see."""
    import subprocess
    import sys
    from pathlib import Path
    return subprocess.run([sys.executable, "-c", "import supervisor.settings as s; print(s.WAIT_DEADLINE_REFUND_HOURS)"],
                          capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "SUPERVISOR_EMBEDDED": "on", "PYTHONPATH": str(Path(__file__).resolve().parent.parent), **env})


@pytest.mark.parametrize("setting, hours", [("WAIT_DEADLINE_REFUND_HOURS", "0"), ("WAIT_DEADLINE_PLAN_HOURS", "-3"),
                                            ("WAIT_DEADLINE_ESCALATION_HOURS", "nan"), ("WAIT_DEADLINE_REFUND_HOURS", "1e12"),
                                            ("WAIT_DEADLINE_REFUND_HOURS", "two")])
def test_a_deadline_period_that_is_not_a_sane_number_of_hours_stops_startup(setting, hours):
    done = settings_loaded_with(**{setting: hours})
    assert done.returncode != 0
    assert "ImproperlyConfigured" in done.stderr and f"{setting} must be a number of hours above 0 and at most 8760" in done.stderr


def test_a_period_in_range_with_a_fraction_is_accepted():
    done = settings_loaded_with(WAIT_DEADLINE_REFUND_HOURS="0.5")
    assert done.returncode == 0, done.stderr[-400:]
    assert done.stdout.strip() == "0.5"


def test_a_wait_given_to_someone_who_has_left_tells_their_role_and_the_run_records_it(world, lead, other_lead, sent):
    lead.email, other_lead.email = "lead@example.com", "lead2@example.com"
    lead.save(), other_lead.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    actions.wait_reassign(kind="refund", wait_id=approval.pk, user=lead, to=other_lead)
    other_lead.is_active = False
    other_lead.save()
    [breach] = sweep(sent, approval.created_at + timedelta(hours=2, minutes=1))
    assert list(breach.notifications.values_list("target", flat=True)) == ["lead@example.com"]
    event = run.events.get(kind="wait_breached")
    assert event.payload["assignee"] == "lead2" and event.payload["told_group"] == "support_lead"
    assert event.payload["fallback"] == "lead2 is no longer active: the support_lead group is told instead"


def test_when_nobody_of_the_role_is_left_the_admins_are_told(world, lead, admin_user, sent):
    admin_user.email = "admin@example.com"
    admin_user.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    actions.wait_reassign(kind="refund", wait_id=approval.pk, user=admin_user, to=lead)
    lead.is_active = False
    lead.save()
    [breach] = sweep(sent, approval.created_at + timedelta(hours=2, minutes=1))
    assert list(breach.notifications.values_list("target", flat=True)) == ["admin@example.com"]
    assert run.events.get(kind="wait_breached").payload["fallback"] == "lead is no longer active: the admin group is told instead"


@pytest.mark.parametrize("kind,queue,anchor", [("plan", "plan_queue", "plan-run-{run}"), ("refund", "approval_queue", "approval-run-{run}"),
                                                ("escalation", "escalation_queue", "escalation-{wait}")])
def test_a_notification_opens_the_card_where_its_wait_is_decided(world, lead, reviewer, sent, client_for, kind, queue, anchor):
    from supervisor.notify import message_for
    run = {"plan": plan_waiting, "refund": refund_waiting, "escalation": escalated}[kind]()
    wait = open_escalation(run) if kind == "escalation" else pending(run, kind)
    decider = lead if kind == "refund" else reviewer
    decider.email = f"{kind}@example.com"
    decider.save(update_fields=["email"])
    assert sweep(sent, wait.created_at + timedelta(hours=9))  # breached (and for some kinds escalated too)
    message = message_for(Notification.objects.filter(breach__run=run).order_by("pk").first())
    card = anchor.format(run=run.pk, wait=wait.pk)
    assert message.url == f"http://127.0.0.1:8000{reverse(queue)}#{card}"
    assert message.run_url == f"http://127.0.0.1:8000{reverse('run_detail', args=[run.pk])}"
    assert f'id="{card}"' in client_for(decider).get(reverse(queue)).content.decode()

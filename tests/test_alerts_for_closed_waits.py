"""An overdue alert whose wait was decided (or whose run ended) before it went out is not sent,
on its first try or a retry: it is marked skipped with the reason (v14d blind round, finding 3)."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.core import mail

from runs.people import actions
from supervisor import deadlines
from supervisor.models import Notification
from supervisor.notify import DeliveryFailed, deliver
from tests.dashboard_world import pending, refund_waiting, world  # noqa: F401
from tests.test_notifications import SECRET, Receiver


def sweep(at) -> None:
    with time_machine.travel(at, tick=False):
        deadlines.check(send=lambda _id: None)


def test_an_overdue_email_is_skipped_when_the_refund_was_approved_before_it_went_out(world, lead, other_lead):
    lead.email, other_lead.email = "lead@example.com", "lead2@example.com"
    lead.save(), other_lead.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    sweep(approval.created_at + timedelta(hours=2, minutes=1))
    assert Notification.objects.filter(channel="email").count() == 2
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=True)
    mail.outbox.clear()
    for pk in Notification.objects.values_list("pk", flat=True):
        assert deliver(pk, last_try=False) == Notification.Status.SKIPPED
    assert mail.outbox == []
    for note in Notification.objects.all():
        assert note.status == Notification.Status.SKIPPED and note.attempts == 0
        assert note.last_error == "the refund approval was approved before this went out"


def test_a_webhook_retry_after_the_refund_was_approved_does_not_page_the_channel(world, lead, settings):
    lead.email = ""
    lead.save()
    with Receiver([500]) as receiver:
        settings.NOTIFY_WEBHOOK_URLS, settings.NOTIFY_WEBHOOK_SECRET = [receiver.url], SECRET
        run = refund_waiting()
        approval = pending(run, "refund")
        sweep(approval.created_at + timedelta(hours=2, minutes=1))
        note = Notification.objects.get(channel="webhook")
        with pytest.raises(DeliveryFailed):
            deliver(note.pk, last_try=False)  # the 500: Celery would retry it
        actions.refund_decide(approval_id=approval.pk, user=lead, approve=True)
        assert deliver(note.pk, last_try=False) == Notification.Status.SKIPPED
    assert len(receiver.received) == 1
    note.refresh_from_db()
    assert note.attempts == 1 and note.next_try_at is None


def test_an_overdue_email_is_skipped_when_the_run_was_stopped(world, lead, reviewer):
    lead.email = "lead@example.com"
    lead.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    sweep(approval.created_at + timedelta(hours=2, minutes=1))
    with time_machine.travel(approval.created_at + timedelta(hours=2, minutes=2), tick=False):
        actions.run_intervene(run_id=run.pk, user=reviewer, kind="stop")
    mail.outbox.clear()
    [note] = Notification.objects.all()
    assert deliver(note.pk, last_try=False) == Notification.Status.SKIPPED
    assert mail.outbox == []


def test_an_overdue_email_for_a_wait_still_open_is_sent(world, lead):
    lead.email = "lead@example.com"
    lead.save()
    run = refund_waiting()
    approval = pending(run, "refund")
    sweep(approval.created_at + timedelta(hours=2, minutes=1))
    mail.outbox.clear()
    [note] = Notification.objects.all()
    assert deliver(note.pk, last_try=False) == Notification.Status.SENT
    assert [m.to for m in mail.outbox] == [["lead@example.com"]]

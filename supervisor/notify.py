"""Telling people a wait passed its deadline: who is told, and the channels that carry it.

A channel is anything with a `name` and `send(message, target)` that raises DeliveryFailed: email
through Django's backend, and an outgoing webhook with a Slack-compatible body signed with
HMAC-SHA256 (the scheme Slack signs its own requests with: `v0=` hex of `v0:<timestamp>:<body>`).
`plan()` writes one Notification row per target in the breach's transaction; `deliver()` sends
one (Celery retries it with backoff, supervisor.tasks.deliver_notification).
"""

from __future__ import annotations

import hashlib
import hmac
import http.client
import json
import logging
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from datetime import timedelta
from typing import Protocol

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.mail import send_mail
from django.db import transaction
from django.urls import reverse
from django.utils import timezone

from runs.models import WaitBreach
from runs.waits import SUPERUSERS, WAIT_KINDS, due_at, kind_of, still_waited_on, told
from supervisor.models import Notification, NotificationSettings
from supervisor.money import cents
from supervisor.webhook_urls import problem as webhook_url_problem

log = logging.getLogger(__name__)

# Celery's retry schedule for a failed delivery (supervisor.tasks): 5 s, 10 s, 20 s ... at most 10 min.
RETRY_BACKOFF_SECONDS = 5
RETRY_BACKOFF_MAX_SECONDS = 600


def backoff(attempts: int) -> timedelta:
    """How long after its `attempts`-th failed try a notification is due again (before jitter)."""
    return timedelta(seconds=min(RETRY_BACKOFF_SECONDS * 2 ** max(attempts - 1, 0), RETRY_BACKOFF_MAX_SECONDS))


QUEUE_URLS = {"plan": "plan_queue", "refund": "approval_queue", "escalation": "escalation_queue"}


class DeliveryFailed(Exception):
    """A channel could not deliver; `retry` says whether trying again later may help."""

    def __init__(self, message: str, *, retry: bool = True):
        super().__init__(message)
        self.retry = retry


@dataclass(frozen=True)
class Message:
    subject: str
    text: str
    url: str  # the card where the wait is decided (queue card or escalation)
    kind: str
    stage: str
    run_id: int
    delivery_id: int
    people: tuple[str, ...] = ()
    run_url: str = ""  # the run's own page, for the history behind the wait


class Channel(Protocol):
    name: str

    def send(self, message: Message, target: str) -> None: ...


class EmailChannel:
    name = "email"

    def send(self, message: Message, target: str) -> None:
        try:
            send_mail(message.subject, f"{message.text}\n\nOpen it: {message.url}\nThe run: {message.run_url}\n", settings.DEFAULT_FROM_EMAIL, [target])
        except OSError as exc:  # SMTP refused or unreachable: worth another try
            raise DeliveryFailed(f"email to {target}: {exc}") from exc


def sign(secret: str, timestamp: str, body: bytes) -> str:
    """The X-Supervisor-Signature of `body` sent at `timestamp`: receivers recompute it and compare."""
    digest = hmac.new(secret.encode(), b"v0:" + timestamp.encode() + b":" + body, hashlib.sha256).hexdigest()
    return f"v0={digest}"


def slack_escape(text: str) -> str:
    """Slack reads <!channel>, <@user> and <url|label> in message text as pings and links: a ticket's
    subject is the customer's words, so &, < and > go as entities, the three Slack asks senders to escape."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def slack_body(message: Message) -> dict:
    """Slack's incoming-webhook JSON: `text` for notifications, a block with the link for the channel."""
    who = slack_escape(f" For {', '.join(message.people)}.") if message.people else ""
    subject, text = slack_escape(message.subject), slack_escape(message.text)
    return {
        "text": f"{subject}.{who}",
        "blocks": [{"type": "section", "text": {"type": "mrkdwn", "text": f"*{subject}*\n{text}{who}\n<{message.url}|Open it> · <{message.run_url}|The run>"}}],
        "supervisor": {"kind": message.kind, "stage": message.stage, "run": message.run_id, "url": message.url,
                       "run_url": message.run_url},
    }


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    """A 3xx is not followed: urllib would follow it with a GET and no body, and the receiver's 200
    to that would count as delivered though the alert never arrived. It comes back as an HTTPError."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


_OPENER = urllib.request.build_opener(_NoRedirects)


def _refusal(target: str, exc: urllib.error.HTTPError) -> DeliveryFailed:
    """A receiver's non-2xx answer, as the row records it. A 5xx, 408 or 429 may pass: tried again.
    Any other 4xx refuses this body, and a 3xx sends it elsewhere (a moved app, a proxy's login
    page): the same POST to the same URL will not help, so neither is retried."""
    if 300 <= exc.code < 400:
        where = exc.headers.get("Location", "") if exc.headers else ""
        return DeliveryFailed(f"{target} answered {exc.code}, a redirect{f' to {where}' if where else ''}: not followed, "
                              "as the body would not arrive; set the URL it points to", retry=False)
    return DeliveryFailed(f"{target} answered {exc.code}", retry=exc.code >= 500 or exc.code in (408, 429))


class WebhookChannel:
    name = "webhook"

    def send(self, message: Message, target: str) -> None:
        problem = webhook_url_problem(target)
        if problem:  # set at runtime past the startup check: no try will ever reach it
            raise DeliveryFailed(problem, retry=False)
        body = json.dumps(slack_body(message), separators=(",", ":"), ensure_ascii=False).encode()
        timestamp = str(int(time.time()))
        request = urllib.request.Request(target, data=body, method="POST", headers={
            "Content-Type": "application/json", "User-Agent": "Supervisor-Notify/1",
            "X-Supervisor-Timestamp": timestamp, "X-Supervisor-Signature": sign(settings.NOTIFY_WEBHOOK_SECRET, timestamp, body),
            "X-Supervisor-Delivery": str(message.delivery_id),
        })
        try:
            with _OPENER.open(request, timeout=settings.NOTIFY_WEBHOOK_TIMEOUT_SECONDS) as response:
                response.read()
        except urllib.error.HTTPError as exc:
            raise _refusal(target, exc) from exc
        except (urllib.error.URLError, OSError, http.client.HTTPException) as exc:  # unreachable, timed out, cut off
            raise DeliveryFailed(f"{target}: {exc}") from exc
        except ValueError as exc:  # a URL urllib cannot use after all: no try will do better
            raise DeliveryFailed(f"{target}: {exc}", retry=False) from exc


CHANNELS: dict[str, Channel] = {c.name: c for c in (EmailChannel(), WebhookChannel())}


def recipients(breach: WaitBreach, wait) -> list:
    """Who hears of it (runs.waits.told): the person it is assigned to, else the role it waits for
    (also when that person has left); once escalated, the admin group; a group with nobody active
    who may decide it falls back as told() says. Active people only, never the wait's requester
    (they may not decide it)."""
    users = get_user_model().objects.filter(is_active=True).select_related("notification_settings").order_by("pk")
    heard_by = told(wait, breach.stage)
    if heard_by.user_id is not None:
        return list(users.filter(pk=heard_by.user_id))
    if heard_by.not_told_id is not None:
        users = users.exclude(pk=heard_by.not_told_id)
    if heard_by.group == SUPERUSERS:
        return list(users.filter(is_superuser=True))
    return list(users.filter(groups__name=heard_by.group).distinct())


def _settings_of(user) -> NotificationSettings:
    try:
        return user.notification_settings
    except NotificationSettings.DoesNotExist:
        return NotificationSettings(user=user)


def plan(breach: WaitBreach) -> list[Notification]:
    """The notifications a breach sends, written in the caller's transaction (one per target)."""
    wait = breach.approval or breach.escalation
    kind = kind_of(wait)
    people = recipients(breach, wait)
    rows = [Notification(breach=breach, channel="email", target=u.email, people=[u.get_username()])
            for u in people if u.email and _settings_of(u).wants(kind, "email")]
    chat = [u.get_username() for u in people if _settings_of(u).wants(kind, "webhook")]
    if chat:
        rows += [Notification(breach=breach, channel="webhook", target=url, people=chat) for url in settings.NOTIFY_WEBHOOK_URLS]
    Notification.objects.bulk_create(rows, ignore_conflicts=True)
    return list(Notification.objects.filter(breach=breach, status=Notification.Status.PENDING).order_by("pk"))


def message_for(notification: Notification) -> Message:
    breach = notification.breach
    wait = breach.approval or breach.escalation
    kind = kind_of(wait)
    run = breach.run
    label = WAIT_KINDS[kind].label
    if breach.stage == WaitBreach.Stage.ESCALATED:
        subject = f"Escalated to the admins: {label.lower()} for {run.ticket.ref} waited past two deadlines"
    else:
        subject = f"Overdue: {label.lower()} for {run.ticket.ref}"
    if kind == "plan":
        what = "Its plan waits for a reviewer's confirmation."
    elif kind == "refund":
        what = f"A refund of {cents(wait.decision.get('amount_cents', 0))} waits for a support lead."
    else:
        what = f"Open item: {wait.open_item}."
    text = (f"{run.ticket.ref} ({run.ticket.subject}), run {run.pk}. {what} "
            f"Waiting since {timezone.localtime(wait.created_at):%d %b %H:%M %Z}; due {timezone.localtime(due_at(kind, wait.created_at)):%d %b %H:%M %Z}.")
    return Message(subject=subject, text=text, url=settings.SITE_URL + item_path(kind, wait), kind=kind, stage=breach.stage,
                   run_id=run.pk, delivery_id=notification.pk, people=tuple(notification.people),
                   run_url=settings.SITE_URL + reverse("run_detail", args=[run.pk]))


def item_path(kind: str, wait) -> str:
    """Where the wait is decided: its card in the queue of its kind (the anchors the queue pages
    give each card), so a notification opens on the buttons, not one click away on the run page."""
    if kind == "plan":
        return reverse("plan_queue") + f"#plan-run-{wait.run_id}"
    if kind == "refund":
        return reverse("approval_queue") + f"#approval-run-{wait.run_id}"
    return reverse("escalation_queue") + f"#escalation-{wait.pk}"


def _send(notification: Notification) -> None:
    """One try through the notification's channel; whatever goes wrong comes out as DeliveryFailed.
    An error no channel expected would otherwise roll back the row's count and leave it pending, for
    every sweep to resend for ever: it is recorded as final, with its traceback in the log."""
    try:
        CHANNELS[notification.channel].send(message_for(notification), notification.target)
    except DeliveryFailed:
        raise
    except Exception as exc:
        log.exception("notification %s: the %s channel raised", notification.pk, notification.channel)
        raise DeliveryFailed(f"{type(exc).__name__}: {exc}", retry=False) from exc


def deliver(notification_id: int, *, last_try: bool) -> str:
    """Send one notification unless it was sent (or given up) already, holding its row so that a
    second delivery of the same task (a redelivery, the sweep's resend of a lost one) waits or
    skips. Raises DeliveryFailed when a retry may help and this is not the last try; records the
    attempt either way."""
    failure = None
    with transaction.atomic():
        notification = (Notification.objects.select_for_update(skip_locked=True, of=("self",))
                        .select_related("breach__run__ticket", "breach__approval__run", "breach__escalation")
                        .filter(pk=notification_id).first())
        if notification is None:
            return "gone or being sent"
        if notification.status != Notification.Status.PENDING:
            return notification.status
        # Checked before every try (the first, Celery's retries, the sweep's resend of a lost one):
        # an alert about a wait somebody already decided pages people for nothing.
        closed = still_waited_on(notification.breach.approval or notification.breach.escalation)
        if closed:
            notification.status, notification.last_error, notification.next_try_at = Notification.Status.SKIPPED, closed, None
            notification.save(update_fields=["status", "last_error", "next_try_at"])
            return notification.status
        notification.attempts += 1
        # Counted on the row, not by the task: a resend by the sweep starts a new task, never a new budget.
        last_try = last_try or notification.attempts > settings.NOTIFY_MAX_RETRIES
        notification.next_try_at = None
        try:
            _send(notification)
        except DeliveryFailed as exc:
            failure = exc
            notification.last_error = str(exc)[:2000]
            if last_try or not exc.retry:
                notification.status = Notification.Status.FAILED
            else:
                notification.next_try_at = timezone.now() + backoff(notification.attempts)
        else:
            notification.status, notification.sent_at = Notification.Status.SENT, timezone.now()
        notification.save(update_fields=["attempts", "last_error", "status", "sent_at", "next_try_at"])
    if failure is not None and notification.status == Notification.Status.PENDING:
        raise failure
    return notification.status

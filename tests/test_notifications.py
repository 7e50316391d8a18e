"""Notifications of overdue waits through the channel interface (supervisor.notify): the outgoing
webhook's Slack-compatible body, its HMAC signature, Celery's retries with backoff, and refusals
that are not retried. The receiver is a local HTTP server on a free port: nothing leaves the machine."""

from __future__ import annotations

import hashlib
import hmac
import json
import socket
import subprocess
import sys
import threading
from datetime import timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import time_machine

from supervisor import deadlines
from supervisor.models import Notification
from supervisor.notify import sign
from supervisor.tasks import deliver_notification
from tests.dashboard_world import pending, refund_waiting, world  # noqa: F401

SECRET = "a-shared-secret-for-tests"


class Receiver:
    """A local webhook receiver answering each POST with the next status of `answers` (then 200)."""

    def __init__(self, answers: list[int]):
        self.answers = list(answers)
        self.received: list[dict] = []
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                receiver.received.append({"headers": dict(self.headers), "body": body})
                status = receiver.answers.pop(0) if receiver.answers else 200
                self.send_response(status)
                self.end_headers()
                self.wfile.write(b"ok" if status == 200 else b"no")

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hooks/supervisor"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()


def free_port_nobody_listens_on() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def webhook_settings(settings):
    def use(url: str):
        settings.NOTIFY_WEBHOOK_URLS = [url]
        settings.NOTIFY_WEBHOOK_SECRET = SECRET

    return use


def breach_a_refund(lead) -> tuple:
    """A refund past its deadline: the sweep writes its notifications; returns (run, webhook notification)."""
    run = refund_waiting()
    approval = pending(run, "refund")
    with time_machine.travel(approval.created_at + timedelta(hours=2, minutes=5), tick=False):
        deadlines.check(send=lambda pk: None)
    return run, Notification.objects.get(channel="webhook")


@pytest.fixture
def backoffs(monkeypatch):
    """The countdown Celery's autoretry asks for on each retry (its exponential backoff)."""
    seen = []
    original = deliver_notification.retry

    def retry(*args, **kwargs):
        seen.append(kwargs.get("countdown"))
        return original(*args, **kwargs)

    monkeypatch.setattr(deliver_notification, "retry", retry)
    return seen


def test_a_webhook_is_signed_slack_shaped_and_retried_with_backoff_until_taken(world, lead, webhook_settings, backoffs):
    with Receiver([503, 502]) as receiver:
        webhook_settings(receiver.url)
        run, notification = breach_a_refund(lead)
        assert notification.target == receiver.url and notification.people == ["lead"]
        deliver_notification.apply(args=[notification.pk])  # eager: Celery re-applies each retry at once
    assert len(receiver.received) == 3
    assert len(backoffs) == 2 and all(0 <= c <= 5 * 2 ** i for i, c in enumerate(backoffs))  # 5 s, 10 s, ... with jitter
    for request in receiver.received:
        headers, body = request["headers"], request["body"]
        expected = "v0=" + hmac.new(SECRET.encode(), f"v0:{headers['X-Supervisor-Timestamp']}:".encode() + body, hashlib.sha256).hexdigest()
        assert headers["X-Supervisor-Signature"] == expected == sign(SECRET, headers["X-Supervisor-Timestamp"], body)
        assert headers["X-Supervisor-Delivery"] == str(notification.pk)  # the same on every retry: receivers drop duplicates
        assert headers["Content-Type"] == "application/json"
    payload = json.loads(receiver.received[-1]["body"])
    assert payload["text"] == f"Overdue: refund approval for {run.ticket.ref}. For lead."
    block = payload["blocks"][0]["text"]["text"]
    assert payload["blocks"][0]["type"] == "section" and f"<http://127.0.0.1:8000/approvals/#approval-run-{run.pk}|Open it>" in block
    assert f"<http://127.0.0.1:8000/runs/{run.pk}/|The run>" in block
    assert payload["supervisor"]["url"] == f"http://127.0.0.1:8000/approvals/#approval-run-{run.pk}"
    notification.refresh_from_db()
    assert (notification.status, notification.attempts) == ("sent", 3) and notification.sent_at is not None


def test_a_tampered_body_does_not_match_its_signature(world):
    body = b'{"text":"Overdue"}'
    signature = sign(SECRET, "1764590000", body)
    assert signature != sign(SECRET, "1764590000", body.replace(b"Overdue", b"All fine"))
    assert signature != sign("another-secret", "1764590000", body)


def test_a_receiver_refusing_the_body_is_not_retried(world, lead, webhook_settings, backoffs):
    with Receiver([400]) as receiver:
        webhook_settings(receiver.url)
        _, notification = breach_a_refund(lead)
        deliver_notification.apply(args=[notification.pk])
    assert len(receiver.received) == 1 and backoffs == []
    notification.refresh_from_db()
    assert (notification.status, notification.attempts) == ("failed", 1) and "answered 400" in notification.last_error


def test_an_unreachable_receiver_is_tried_a_bounded_number_of_times_then_marked_failed(world, lead, webhook_settings, backoffs, settings):
    webhook_settings(f"http://127.0.0.1:{free_port_nobody_listens_on()}/hook")
    _, notification = breach_a_refund(lead)
    deliver_notification.apply(args=[notification.pk])
    notification.refresh_from_db()
    assert notification.status == "failed" and notification.attempts == deliver_notification.max_retries + 1
    assert len(backoffs) == deliver_notification.max_retries and backoffs[-1] <= 600
    # A delivery asked for again (a redelivered task) sends nothing more.
    deliver_notification.apply(args=[notification.pk])
    notification.refresh_from_db()
    assert notification.attempts == deliver_notification.max_retries + 1


def test_nobody_choosing_the_webhook_means_no_post(world, lead, webhook_settings):
    from supervisor.models import NotificationSettings

    NotificationSettings.objects.create(user=lead, by_webhook=False)
    with Receiver([]) as receiver:
        webhook_settings(receiver.url)
        run = refund_waiting()
        approval = pending(run, "refund")
        with time_machine.travel(approval.created_at + timedelta(hours=2, minutes=5), tick=False):
            deadlines.check(send=lambda pk: None)
    assert not Notification.objects.filter(channel="webhook").exists()


def test_webhook_urls_without_a_secret_stop_startup():
    done = subprocess.run([sys.executable, "-c", "import supervisor.settings"], capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "NOTIFY_WEBHOOK_URLS": "http://127.0.0.1:9/x", "SUPERVISOR_EMBEDDED": "on",
                               "PYTHONPATH": str(Path(__file__).resolve().parent.parent)})
    assert done.returncode != 0 and "NOTIFY_WEBHOOK_URLS needs NOTIFY_WEBHOOK_SECRET" in done.stderr


def test_markup_in_a_customers_subject_reaches_slack_as_plain_text(world, lead, webhook_settings):
    """The subject is the customer's words: a <!here> ping or a <url|label> link in it must arrive
    as entities, so the only live link in the message is ours."""
    from runs.models import Ticket
    from supervisor.notify import deliver
    with Receiver([]) as receiver:
        webhook_settings(receiver.url)
        run = refund_waiting()
        Ticket.objects.filter(pk=run.ticket_id).update(subject="<!here> refund me & <https://phish.example/x|Open it>")
        with time_machine.travel(pending(run, "refund").created_at + timedelta(hours=2, minutes=5), tick=False):
            deadlines.check(send=lambda pk: None)
        notification = Notification.objects.get(channel="webhook")
        assert deliver(notification.pk, last_try=True) == "sent"
    block = json.loads(receiver.received[0]["body"])["blocks"][0]["text"]["text"]
    assert "&lt;!here&gt; refund me &amp; &lt;https://phish.example/x|Open it&gt;" in block
    assert block.count("<") == 2 and block.endswith(
        f"<http://127.0.0.1:8000/approvals/#approval-run-{run.pk}|Open it> · <http://127.0.0.1:8000/runs/{run.pk}/|The run>")


def test_a_notification_whose_retry_was_lost_is_sent_again_by_the_sweep(world, lead, webhook_settings):
    """The first POST gets a 503; the retry Celery was to make is lost (a broker restart, a worker
    that died between attempts). The sweep leaves it alone while that retry may still come, then
    sends it again through the delivery task; the local receiver takes it."""
    from supervisor.notify import DeliveryFailed, deliver

    with Receiver([503]) as receiver:
        webhook_settings(receiver.url)
        run, notification = breach_a_refund(lead)
        failed_at = notification.created_at + timedelta(minutes=1)
        with time_machine.travel(failed_at, tick=False), pytest.raises(DeliveryFailed):
            deliver(notification.pk, last_try=False)  # the task's first try; its retry message is then lost
        notification.refresh_from_db()
        assert (notification.status, notification.attempts) == ("pending", 1)
        assert notification.next_try_at == failed_at + timedelta(seconds=5)

        Notification.objects.exclude(pk=notification.pk).delete()  # the lead's email: not this test's
        resent = []
        with time_machine.travel(failed_at + timedelta(minutes=2), tick=False):
            deadlines.check(send=resent.append)  # its retry may still be on its way
        assert resent == []
        with time_machine.travel(failed_at + timedelta(hours=3), tick=False):
            deadlines.check(send=lambda pk: (resent.append(pk), deliver_notification.apply(args=[pk])))
        assert resent == [notification.pk] and len(receiver.received) == 2
        with time_machine.travel(failed_at + timedelta(hours=5), tick=False):
            deadlines.check(send=resent.append)  # sent: never again
    notification.refresh_from_db()
    assert (notification.status, notification.attempts, notification.next_try_at) == ("sent", 2, None)
    # Sent once by the sweep, never again; what else it hands on is the escalated stage's own
    # notifications (the admin group is empty here, so the leads hear of it).
    assert resent.count(notification.pk) == 1
    assert {n.breach.stage for n in Notification.objects.filter(pk__in=resent).exclude(pk=notification.pk)} <= {"escalated"}
    assert receiver.received[1]["headers"]["X-Supervisor-Delivery"] == str(notification.pk)


def test_resends_by_the_sweep_never_pass_the_attempts_cap(world, lead, webhook_settings, settings):
    """Each resend starts a new task, but the cap is counted on the row: after NOTIFY_MAX_RETRIES + 1
    tries in all it is marked failed, and the sweep stops picking it up."""
    from supervisor.notify import deliver

    webhook_settings(f"http://127.0.0.1:{free_port_nobody_listens_on()}/hook")
    _, notification = breach_a_refund(lead)
    Notification.objects.exclude(pk=notification.pk).delete()  # the lead's email: not this test's
    at = notification.created_at
    for _ in range(settings.NOTIFY_MAX_RETRIES + 3):
        at += timedelta(hours=1)
        with time_machine.travel(at, tick=False):
            deadlines.check(send=lambda pk: _try(deliver, pk))
    notification.refresh_from_db()
    assert (notification.status, notification.attempts) == ("failed", settings.NOTIFY_MAX_RETRIES + 1)


def _try(deliver, pk: int) -> None:
    """One try as a task makes it, whose retry is then lost."""
    from supervisor.notify import DeliveryFailed

    try:
        deliver(pk, last_try=False)
    except DeliveryFailed:
        pass


def redirecting_receiver(status: int):
    """A receiver answering every POST with `status` to /elsewhere, where a GET gets a 200."""
    seen = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):
            seen.append(("POST", self.path))
            self.send_response(status)
            self.send_header("Location", "/elsewhere")
            self.end_headers()

        def do_GET(self):
            seen.append(("GET", self.path))
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"ok")

        def log_message(self, *args):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/hook", seen


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_a_receiver_answering_a_redirect_has_not_been_delivered_to(world, lead, webhook_settings, backoffs, status):
    """Following it would turn the POST into a bodiless GET whose 200 looks like a delivery."""
    server, url, seen = redirecting_receiver(status)
    try:
        webhook_settings(url)
        _, notification = breach_a_refund(lead)
        deliver_notification.apply(args=[notification.pk])
    finally:
        server.shutdown()
        server.server_close()
    assert seen == [("POST", "/hook")] and backoffs == []  # not followed, and not retried: the same POST would be redirected again
    notification.refresh_from_db()
    assert (notification.status, notification.attempts) == ("failed", 1)
    assert f"answered {status}, a redirect to /elsewhere" in notification.last_error


@pytest.mark.parametrize("url", ["hooks.example.test/services/T0", "localhost:8080/hook", "ftp://hooks.example.test/x", "http:///hook"])
def test_a_malformed_webhook_url_fails_its_notification_once_with_the_reason(world, lead, webhook_settings, backoffs, url):
    webhook_settings(url)
    _, notification = breach_a_refund(lead)
    deliver_notification.apply(args=[notification.pk])  # as the sweep hands it on: nothing raises out of it
    notification.refresh_from_db()
    assert (notification.status, notification.attempts, backoffs) == ("failed", 1, [])
    assert repr(url) in notification.last_error


def test_a_notification_failed_on_a_malformed_url_is_not_resent_by_later_sweeps(world, lead, webhook_settings):
    webhook_settings("hooks.example.test/services/T0")
    _, notification = breach_a_refund(lead)
    handed_on = []
    at = notification.created_at
    for _ in range(8):
        at += timedelta(minutes=10)
        with time_machine.travel(at, tick=False):
            deadlines.check(send=lambda pk: (handed_on.append(pk), deliver_notification.apply(args=[pk])))
    notification.refresh_from_db()
    assert handed_on.count(notification.pk) == 1 and (notification.status, notification.attempts) == ("failed", 1)


def test_an_error_no_channel_expected_fails_the_row_instead_of_raising(world, lead, webhook_settings, monkeypatch):
    from supervisor import notify

    webhook_settings("http://127.0.0.1:9/hook")
    _, notification = breach_a_refund(lead)

    def broken(self, message, target):
        raise KeyError("text")

    monkeypatch.setattr(notify.WebhookChannel, "send", broken)
    assert notify.deliver(notification.pk, last_try=False) == "failed"
    notification.refresh_from_db()
    assert (notification.attempts, notification.last_error) == (1, "KeyError: 'text'")


@pytest.mark.parametrize("url,says", [("hooks.example.test/services/T0", "has no http:// or https:// in front"),
                                      ("ftp://hooks.example.test/x", "is not http or https")])
def test_a_malformed_webhook_url_stops_startup_and_is_named(url, says):
    done = subprocess.run([sys.executable, "-c", "import supervisor.settings"], capture_output=True, text=True, timeout=60,
                          env={"PATH": "/usr/bin:/bin", "NOTIFY_WEBHOOK_URLS": f"https://hooks.example.test/ok,{url}",
                               "NOTIFY_WEBHOOK_SECRET": "k", "SUPERVISOR_EMBEDDED": "on",
                               "PYTHONPATH": str(Path(__file__).resolve().parent.parent)})
    assert done.returncode != 0 and "ImproperlyConfigured" in done.stderr
    assert f"NOTIFY_WEBHOOK_URLS: {url!r} {says}" in done.stderr

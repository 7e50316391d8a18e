import hashlib
import secrets
from datetime import timedelta

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils import timezone


class ApiTokenQuerySet(models.QuerySet):
    def usable(self, now=None):
        """Tokens that open the API now: not revoked, not expired, their owner active."""
        now = now or timezone.now()
        return self.filter(revoked_at__isnull=True, user__is_active=True).filter(Q(expires_at__isnull=True) | Q(expires_at__gt=now))


class ApiToken(models.Model):
    """A bearer token for `POST /api/tickets`. Only a digest is stored; the key is shown once.

    It expires API_TOKEN_TTL_DAYS after it is issued and can be revoked at any time in the admin."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="api_tokens")
    name = models.CharField(max_length=100)
    digest = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    last_used_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField(null=True, blank=True, help_text="After this the token no longer opens the API. Empty: never.")
    revoked_at = models.DateTimeField(null=True, blank=True)

    objects = ApiTokenQuerySet.as_manager()

    def __str__(self) -> str:
        return f"{self.name} ({self.user})"

    @property
    def state(self) -> str:
        if self.revoked_at is not None:
            return "revoked"
        if self.expires_at is not None and self.expires_at <= timezone.now():
            return "expired"
        return "active"

    @staticmethod
    def digest_of(key: str) -> str:
        return hashlib.sha256(key.encode()).hexdigest()

    @classmethod
    def issue(cls, *, user, name: str, days: int | None = None) -> tuple["ApiToken", str]:
        days = settings.API_TOKEN_TTL_DAYS if days is None else days
        if days < 0:  # a negative count is a typo, never "no expiry"
            raise ValueError(f"a token's days must be 0 (never expires) or more, not {days}")
        key = secrets.token_urlsafe(32)
        expires_at = timezone.now() + timedelta(days=days) if days > 0 else None
        return cls.objects.create(user=user, name=name, digest=cls.digest_of(key), expires_at=expires_at), key


class RunTally(models.Model):
    """What one run adds to the metrics page's counts (see supervisor.tallies): kept so the page
    reads totals instead of every run's history, and so a run that changes can be taken back out."""

    run = models.OneToOneField("runs.Run", primary_key=True, on_delete=models.CASCADE, related_name="+")
    counts = models.JSONField(default=dict, help_text="Metric key -> this run's share of it.")
    open_item = models.BooleanField(default=False, help_text="Closed resolved while a subtask was not resolved.")
    dropped = models.JSONField(default=list, blank=True, help_text="Intents screening found that no subtask covers.")
    has_dropped = models.BooleanField(default=False)

    class Meta:
        indexes = [
            models.Index(fields=["-run"], condition=Q(open_item=True), name="tally_open_item"),
            models.Index(fields=["run"], condition=Q(has_dropped=True), name="tally_dropped"),
        ]


class TallyTotal(models.Model):
    """The sum of every folded RunTally's counts, one row per metric key."""

    key = models.CharField(max_length=120, unique=True)
    n = models.BigIntegerField(default=0)

    def __str__(self) -> str:
        return f"{self.key} = {self.n}"


class TallyMark(models.Model):
    """Where the last fold stopped: runs that may have changed since then are counted afresh on
    every page load (a singleton row, locked while a fold writes)."""

    folded_at = models.DateTimeField(null=True, blank=True, help_text="When the previous fold began.")
    event_id = models.BigIntegerField(default=0, help_text="The newest event when the previous fold began.")


class NotificationSettings(models.Model):
    """What one person is told about waits whose deadline passed: which kinds, by which channels.
    A person with no row gets every kind by every channel (the defaults below)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, primary_key=True, on_delete=models.CASCADE, related_name="notification_settings")
    plan = models.BooleanField("Plans waiting for confirmation", default=True)
    refund = models.BooleanField("Refunds waiting for approval", default=True)
    escalation = models.BooleanField("Open escalations", default=True)
    by_email = models.BooleanField("By email", default=True)
    by_webhook = models.BooleanField("In the team's chat (webhook)", default=True)

    KINDS = ("plan", "refund", "escalation")
    CHANNELS = {"email": "by_email", "webhook": "by_webhook"}

    def wants(self, kind: str, channel: str) -> bool:
        return bool(getattr(self, kind)) and bool(getattr(self, self.CHANNELS[channel]))


class NotificationStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    SENT = "sent", "Sent"
    FAILED = "failed", "Failed"
    SKIPPED = "skipped", "Not sent: the wait was closed"


class Notification(models.Model):
    """One message about one breached wait through one channel to one target (an address, a URL).
    Unique per (breach, channel, target): a breach is announced to a target once; a retried
    delivery carries the same id (X-Supervisor-Delivery) so a receiver can drop a duplicate."""

    Status = NotificationStatus

    breach = models.ForeignKey("runs.WaitBreach", on_delete=models.PROTECT, related_name="notifications")
    channel = models.CharField(max_length=16)
    target = models.CharField(max_length=500)
    people = models.JSONField(default=list, help_text="Usernames it is for.")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    attempts = models.PositiveIntegerField(default=0)
    last_error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    next_try_at = models.DateTimeField(null=True, blank=True, help_text="When its failed delivery is due to be tried again "
                                       "(supervisor.notify.backoff); the sweep resends it if that retry was lost.")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["breach", "channel", "target"], name="notification_once_per_target"),
            models.CheckConstraint(condition=Q(status__in=NotificationStatus.values), name="notification_status_valid"),
        ]
        indexes = [models.Index(fields=["status", "created_at"], name="notification_pending")]

    def __str__(self) -> str:
        return f"{self.channel} to {self.target} [{self.status}]"

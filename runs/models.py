"""The run record: tickets, runs, the plan (subtasks and steps), and the append-only history.

The database keeps the rules that protect money and the audit trail, not only Python:
- every status is a CheckConstraint over a fixed set;
- a subtask cannot be resolved without evidence pointing at a recorded event;
- a deferred subtask carries a reason;
- RunEvent.seq is unique per run, so a second writer on one run fails loudly;
- RunEvent and ReplanEvent refuse UPDATE and DELETE (trigger on PostgreSQL, save/delete guards here);
- at most one pending approval per subject, and nobody decides an approval they requested.
"""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import models
from django.db.models import F, Q

from .local_days import zone_problem
from .state import check_run_state


def valid_time_zone(value: str) -> None:
    """A blank zone (the shop's own) or an IANA name."""
    if value and zone_problem(value):
        raise ValidationError(zone_problem(value))


def _in(field: str, choices) -> Q:
    return Q(**{f"{field}__in": [value for value, _ in choices]})


class Phase(models.TextChoices):
    TRIAGE = "triage", "Triage"
    INVESTIGATE = "investigate", "Investigate"
    DECIDE = "decide", "Decide"
    ACT = "act", "Act"
    CONFIRM = "confirm", "Confirm"
    CLOSED = "closed", "Closed"


class EffectClass(models.TextChoices):
    READ = "read", "Read"
    INTERNAL_WRITE = "internal_write", "Internal write"
    EXTERNAL_EFFECT = "external_effect", "External effect"


class TicketChannel(models.TextChoices):
    """How a ticket arrived. The demo's tickets arrive by these same channels (mostly email), so
    nothing tells them apart from real ones but the data the demo shop holds."""

    EMAIL = "email", "Email"
    WEB = "web", "Web form"
    API = "api", "API"
    COMMAND = "command", "Management command"
    EVAL = "eval", "Evaluation"


class Ticket(models.Model):
    Channel = TicketChannel

    ref = models.CharField(max_length=32, unique=True)
    subject = models.CharField(max_length=200)
    body = models.TextField()
    customer_email = models.EmailField()
    order_ref = models.CharField(max_length=32, blank=True, help_text="The order the customer named, if any.")
    channel = models.CharField(max_length=16, choices=Channel.choices, default=Channel.WEB)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="tickets")
    created_at = models.DateTimeField(auto_now_add=True)
    # The shop's time zone the ticket's days are counted in (runs.local_days), when it is not the
    # shop's SHOP_TIME_ZONE: an eval case whose world is a shop elsewhere names its own. Blank: the shop's.
    time_zone = models.CharField(max_length=64, blank=True, default="", validators=[valid_time_zone],
                                 help_text="IANA time zone the ticket's dates are judged in; blank: SHOP_TIME_ZONE.")

    class Meta:
        constraints = [models.CheckConstraint(condition=_in("channel", TicketChannel.choices), name="ticket_channel_valid")]
        # The inbox reads incoming tickets oldest first: the eval set's own tickets (most of them, where
        # evals run often) are left out of the index instead of read and thrown away.
        indexes = [models.Index(fields=["created_at", "id"], condition=~Q(channel="eval"), name="ticket_inbox")]

    def __str__(self) -> str:
        return f"{self.ref}: {self.subject}"


class RunStatus(models.TextChoices):
    QUEUED = "queued", "Queued"
    RUNNING = "running", "Running"
    AWAITING_PLAN = "awaiting_plan", "Awaiting plan confirmation"
    AWAITING_APPROVAL = "awaiting_approval", "Awaiting refund approval"
    AWAITING_ESCALATION = "awaiting_escalation", "Escalated to a person"
    STOPPED = "stopped", "Stopped by a person"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"


class RunOutcome(models.TextChoices):
    NONE = "", "Not finished"
    RESOLVED = "resolved", "Resolved"
    PARTIAL = "partial", "Partial"
    ESCALATED = "escalated", "Escalated"


class RunReplayStatus(models.TextChoices):
    NOT_RUN = "", "Not replayed"
    IDENTICAL = "identical", "Identical"
    DIFFERS = "differs", "Differs"


class RunQuerySet(models.QuerySet):
    """Writes of Run.state that bypass Run.save (update, bulk_create, bulk_update) check the blob first
    too, so a bug cannot leave a run that no longer loads."""

    def update(self, **kwargs):
        if "state" in kwargs and not hasattr(kwargs["state"], "resolve_expression"):  # an expression is the database's to compute
            check_run_state(kwargs["state"])
        return super().update(**kwargs)

    def bulk_create(self, objs, *args, **kwargs):
        objs = list(objs)
        for run in objs:
            check_run_state(run.state)
        return super().bulk_create(objs, *args, **kwargs)

    def bulk_update(self, objs, fields, *args, **kwargs):
        objs = list(objs)
        if "state" in fields:
            for run in objs:
                check_run_state(run.state)
        return super().bulk_update(objs, fields, *args, **kwargs)


class Run(models.Model):
    """One walk of a ticket through the five phases. Its history is RunEvent; these fields are the
    current state folded from it, kept on the row so pages and the lease need no fold."""

    objects = RunQuerySet.as_manager()

    Status = RunStatus

    WAITING = (Status.AWAITING_PLAN, Status.AWAITING_APPROVAL, Status.AWAITING_ESCALATION)
    FINISHED = (Status.DONE, Status.FAILED, Status.STOPPED)

    Outcome = RunOutcome

    ReplayStatus = RunReplayStatus

    ticket = models.ForeignKey(Ticket, on_delete=models.PROTECT, related_name="runs")
    model_name = models.CharField(max_length=16, default="offline", help_text="offline, scripted or anthropic")
    script = models.JSONField(null=True, blank=True, help_text="Recorded turns for the scripted model.")
    phase = models.CharField(max_length=16, choices=Phase.choices, default=Phase.TRIAGE)
    status = models.CharField(max_length=24, choices=Status.choices, default=Status.QUEUED)
    outcome = models.CharField(max_length=16, choices=Outcome.choices, default=Outcome.NONE, blank=True)
    order_ref = models.CharField(max_length=32, blank=True, help_text="Pinned in triage.")
    turn = models.PositiveIntegerField(default=0)
    revision_count = models.PositiveIntegerField(default=0)
    guard_failures = models.PositiveIntegerField(default=0)
    idle_turns = models.PositiveIntegerField(default=0)
    fix_rounds = models.PositiveIntegerField(default=0)
    next_seq = models.PositiveIntegerField(default=1)
    record_digest = models.CharField(max_length=64, blank=True, help_text="Hash of the whole record so far (the last event's digest).")
    state = models.JSONField(default=dict, blank=True, help_text="Folded run state (retrieved refs, decisions, ...): runs.state.RunState.")
    lease_owner = models.CharField(max_length=128, blank=True)
    lease_expires_at = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveIntegerField(default=0)
    failure_reason = models.TextField(blank=True)
    replay_status = models.CharField(max_length=16, choices=ReplayStatus.choices, default=ReplayStatus.NOT_RUN, blank=True)
    replay_detail = models.JSONField(null=True, blank=True)
    replayed_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    @classmethod
    def from_db(cls, db, field_names, values, **kwargs):
        run = super().from_db(db, field_names, values, **kwargs)
        if "state" in run.__dict__:
            # A key or value the schema (runs.state.RunState) does not declare is an error, whoever wrote it.
            check_run_state(run.state, whose=f"The stored state of run {run.pk}")
        return run

    def save(self, *args, **kwargs):
        update_fields = kwargs.get("update_fields")
        if update_fields is None or "state" in update_fields:
            check_run_state(self.state)  # refused before the row is written, not when it is next loaded
        super().save(*args, **kwargs)

    class Meta:
        indexes = [
            models.Index(fields=["status", "phase"]), models.Index(fields=["-created_at"]),
            models.Index(fields=["status", "updated_at"], name="run_status_updated"),  # stalled-run sweep, stuck runs
            models.Index(fields=["finished_at"], name="run_finished"),
            # The run list: newest first within each filter, read through an index (keyset pages).
            models.Index(fields=["status", "-id"], name="run_list_status"),
            models.Index(fields=["phase", "-id"], name="run_list_phase"),
            models.Index(fields=["outcome", "-id"], name="run_list_outcome"),
            models.Index(fields=["updated_at"], name="run_updated"),  # runs changed since the metrics' last fold
            models.Index(fields=["model_name"], name="run_model"),  # the metrics' model usage reads Claude runs only
        ]
        # What people may do to runs; granted through the role groups in runs.people.roles.
        permissions = [
            ("confirm_plan", "Confirm, edit or reject a run's plan"),
            ("approve_refund", "Approve or reject a refund over the ceiling"),
            ("resolve_escalation", "Resolve an escalation"),
            ("intervene_run", "Add an instruction or key information to a live run, or stop it"),
            ("trigger_replay", "Replay a finished run from its record"),
            ("export_audit", "Export the replan history"),
            ("create_ticket", "Create a ticket from the dashboard or the API"),
            ("compensate_effect", "Ask for or approve the compensation of an external effect, or settle one in doubt"),
            ("export_evidence", "Export a run's signed evidence bundle"),
            ("label_run", "Label a closed run correct or wrong, and save a run as an eval case"),
        ]
        constraints = [
            models.CheckConstraint(condition=_in("phase", Phase.choices), name="run_phase_valid"),
            models.CheckConstraint(condition=_in("status", RunStatus.choices), name="run_status_valid"),
            models.CheckConstraint(condition=_in("outcome", RunOutcome.choices), name="run_outcome_valid"),
            models.CheckConstraint(condition=_in("replay_status", RunReplayStatus.choices), name="run_replay_status_valid"),
            models.CheckConstraint(condition=Q(model_name__in=["offline", "scripted", "anthropic"]), name="run_model_valid"),
            # A finished run has an outcome; an unfinished one has none.
            models.CheckConstraint(condition=~Q(status=RunStatus.DONE) | ~Q(outcome=RunOutcome.NONE), name="run_done_has_outcome"),
        ]

    def __str__(self) -> str:
        return f"Run {self.pk} ({self.ticket.ref})"

    @property
    def key_prefix(self) -> str:
        """Every idempotency key of this run's effects starts with this (a replay reuses the original's)."""
        return self.state.get("key_prefix") or f"run-{self.pk}-"

    @property
    def is_waiting(self) -> bool:
        return self.status in self.WAITING

    @property
    def is_finished(self) -> bool:
        return self.status in self.FINISHED


class AppendOnlyRecord(models.Model):
    """A row of the run's history: written once, never changed or deleted through the ORM (the database's
    triggers, migration 0002, refuse raw writes on PostgreSQL). Abstract, so it adds no table and no field."""

    class Meta:
        abstract = True

    def save(self, *args, **kwargs):
        if self.pk is not None and not kwargs.get("force_insert"):
            raise ValueError(f"{type(self).__name__} is append-only: it cannot be changed once written.")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ValueError(f"{type(self).__name__} is append-only: it cannot be deleted.")


class RunEvent(AppendOnlyRecord):
    """One appended fact in a run's history. Never updated, never deleted.

    `seq` is allocated from Run.next_seq under the run's row lock; the unique (run, seq) pair
    makes a second writer fail instead of interleaving. Kinds are listed in runs.events.
    """

    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="events")
    seq = models.PositiveIntegerField()
    turn = models.PositiveIntegerField()
    phase = models.CharField(max_length=16, choices=Phase.choices)
    kind = models.CharField(max_length=40)
    actor = models.CharField(max_length=150, default="agent", help_text="agent, system, or a person's username")
    payload = models.JSONField(default=dict)
    digest = models.CharField(max_length=64, blank=True, help_text="sha256 of the previous event's digest and this event: a hash chain.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["run", "seq"]
        indexes = [models.Index(fields=["run", "kind"]), models.Index(fields=["kind"], name="runevent_kind")]  # guard failures across runs
        constraints = [
            models.UniqueConstraint(fields=["run", "seq"], name="runevent_seq_unique_per_run"),
            models.CheckConstraint(condition=_in("phase", Phase.choices), name="runevent_phase_valid"),
        ]

    def __str__(self) -> str:
        return f"#{self.seq} {self.kind}"


class SubtaskStatus(models.TextChoices):
    OPEN = "open", "Open"
    IN_PROGRESS = "in_progress", "In progress"
    RESOLVED = "resolved", "Resolved"
    ESCALATED = "escalated", "Escalated"
    DEFERRED = "deferred", "Deferred"


class Subtask(models.Model):
    """One customer-visible outcome. The model proposes a status; code sets it after checking that
    the evidence points at an event recorded in this run."""

    Status = SubtaskStatus

    CLOSED = (Status.RESOLVED, Status.ESCALATED, Status.DEFERRED)
    UNFINISHED = (Status.OPEN, Status.IN_PROGRESS)

    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="subtasks")
    number = models.PositiveIntegerField()
    goal = models.CharField(max_length=300, help_text="In the customer's terms.")
    case_type = models.CharField(max_length=24, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    depends_on = models.JSONField(default=list, blank=True, help_text="Numbers of subtasks this one waits for.")
    expects_tools = models.JSONField(default=list, blank=True, help_text="Tools this subtask's work calls (drift check).")
    evidence_event = models.ForeignKey(RunEvent, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    evidence = models.CharField(max_length=300, blank=True)
    deferred_reason = models.CharField(max_length=300, blank=True)
    outcome_sentence = models.CharField(max_length=400, blank=True)
    updated_turn = models.PositiveIntegerField(default=0)

    class Meta:
        ordering = ["run", "number"]
        constraints = [
            models.UniqueConstraint(fields=["run", "number"], name="subtask_number_unique_per_run"),
            models.CheckConstraint(condition=_in("status", SubtaskStatus.choices), name="subtask_status_valid"),
            models.CheckConstraint(condition=~Q(status=SubtaskStatus.RESOLVED) | Q(evidence_event__isnull=False), name="subtask_resolved_has_evidence"),
            models.CheckConstraint(condition=~Q(status=SubtaskStatus.DEFERRED) | ~Q(deferred_reason=""), name="subtask_deferred_has_reason"),
        ]

    def __str__(self) -> str:
        return f"{self.number}. {self.goal} [{self.status}]"

    @property
    def is_closed(self) -> bool:
        return self.status in self.CLOSED


class StepStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    DONE = "done", "Done"
    FAILED = "failed", "Failed"
    SKIPPED = "skipped", "Skipped"


class Step(models.Model):
    """A unit of work inside a subtask, cut at a recovery boundary (seed 003's five fields)."""

    Status = StepStatus

    subtask = models.ForeignKey(Subtask, on_delete=models.PROTECT, related_name="steps")
    number = models.PositiveIntegerField()
    title = models.CharField(max_length=200)
    tool = models.CharField(max_length=64)
    # Names of runs.step_checks checks, evaluated on the record: what must hold first, what proves it done.
    precondition = models.JSONField(default=list, blank=True)
    acceptance = models.JSONField(default=list)
    effect_class = models.CharField(max_length=16, choices=EffectClass.choices)
    compensation = models.CharField(max_length=300)
    budget_turns = models.PositiveIntegerField(default=3)
    budget_tokens = models.PositiveIntegerField(default=8000)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    result_event = models.ForeignKey(RunEvent, null=True, blank=True, on_delete=models.PROTECT, related_name="+")

    class Meta:
        ordering = ["subtask", "number"]
        constraints = [
            models.UniqueConstraint(fields=["subtask", "number"], name="step_number_unique_per_subtask"),
            models.CheckConstraint(condition=_in("effect_class", EffectClass.choices), name="step_effect_class_valid"),
            models.CheckConstraint(condition=_in("status", StepStatus.choices), name="step_status_valid"),
            models.CheckConstraint(condition=~Q(acceptance=[]), name="step_has_acceptance"),
            models.CheckConstraint(condition=~Q(compensation=""), name="step_has_compensation"),
        ]

    def __str__(self) -> str:
        return f"{self.subtask.number}.{self.number} {self.title}"


class ReplanEvent(AppendOnlyRecord):
    """A plan revision: the old plan, the fact that triggered it, the new plan and the diff. Append-only."""

    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="replans")
    event = models.OneToOneField(RunEvent, on_delete=models.PROTECT, related_name="replan")
    turn = models.PositiveIntegerField()
    actor = models.CharField(max_length=150, help_text="agent or a person's username")
    trigger = models.TextField()
    old_plan = models.JSONField()
    new_plan = models.JSONField()
    diff = models.JSONField()
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["-created_at"], name="replan_created")]

    def __str__(self) -> str:
        return f"Replan of run {self.run_id} at turn {self.turn} by {self.actor}"


class ApprovalKind(models.TextChoices):
    PLAN = "plan", "Plan confirmation"
    REFUND = "refund", "Refund over the ceiling"
    ESCALATION = "escalation", "Escalation"
    COMPENSATION = "compensation", "Compensation of an effect"


class ApprovalStatus(models.TextChoices):
    PENDING = "pending", "Pending"
    APPROVED = "approved", "Approved"
    REJECTED = "rejected", "Rejected"
    USED = "used", "Used"
    VOID = "void", "Void"


class Approval(models.Model):
    """A person's yes or no on one exact thing: a plan, a refund decision, an escalation.

    `subject` names what it covers ("run:12:plan", "run:12:decision:<digest>"); the digest of the
    decision is part of it, so a changed decision is a different subject and the old approval
    cannot cover it. An approval is used once.
    """

    Kind = ApprovalKind

    Status = ApprovalStatus

    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="approvals")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    subject = models.CharField(max_length=200)
    decision = models.JSONField(default=dict, blank=True, help_text="Exactly what is being approved.")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    requested_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="approvals_requested")
    decided_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="approvals_decided")
    note = models.TextField(blank=True)
    # A refund approved for less than the decision proposed (decision["amount_cents"] keeps the proposal).
    approved_amount_cents = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    decided_at = models.DateTimeField(null=True, blank=True)
    expires_at = models.DateTimeField(null=True, blank=True)
    used_at = models.DateTimeField(null=True, blank=True)
    # Who the wait is with (runs.waits): a person a lead reassigned it to, and/or the group it was
    # escalated to when its deadline passed twice. Empty: whoever holds the role.
    assignee = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    assigned_group = models.CharField(max_length=32, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [
            models.Index(fields=["status", "kind"], name="approval_queue"),
            models.Index(fields=["subject", "status"], name="approval_subject"),  # the guards' lookups before acting
            models.Index(fields=["decided_at"], name="approval_decided"),  # decisions since the metrics' last fold
        ]
        constraints = [
            models.UniqueConstraint(fields=["subject"], condition=Q(status=ApprovalStatus.PENDING), name="approval_one_pending_per_subject"),
            models.CheckConstraint(condition=_in("kind", ApprovalKind.choices), name="approval_kind_valid"),
            models.CheckConstraint(condition=_in("status", ApprovalStatus.choices), name="approval_status_valid"),
            models.CheckConstraint(
                condition=Q(decided_by__isnull=True) | Q(requested_by__isnull=True) | ~Q(decided_by=F("requested_by")),
                name="approval_not_decided_by_requester",
            ),
            models.CheckConstraint(condition=Q(approved_amount_cents__isnull=True) | Q(approved_amount_cents__gt=0),
                                   name="approval_approved_amount_positive"),
        ]

    def __str__(self) -> str:
        return f"{self.get_kind_display()} for run {self.run_id} [{self.status}]"


class EscalationStatus(models.TextChoices):
    OPEN = "open", "Open"
    RESOLVED = "resolved", "Resolved"


class Escalation(models.Model):
    """A subtask (or the whole run) handed to a person, with the open item named."""

    Status = EscalationStatus

    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="escalations")
    subtask = models.ForeignKey(Subtask, null=True, blank=True, on_delete=models.PROTECT, related_name="escalations")
    open_item = models.CharField(max_length=300, help_text="What is left undone, in the customer's terms.")
    reason = models.TextField()
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    resolution = models.TextField(blank=True)
    resolved_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    resolved_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    assignee = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    assigned_group = models.CharField(max_length=32, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status", "-created_at"], name="escalation_queue")]
        constraints = [
            models.CheckConstraint(condition=_in("status", EscalationStatus.choices), name="escalation_status_valid"),
            models.CheckConstraint(condition=~Q(open_item=""), name="escalation_names_open_item"),
            models.CheckConstraint(condition=~Q(status=EscalationStatus.RESOLVED) | Q(resolved_by__isnull=False), name="escalation_resolved_by_someone"),
        ]

    def __str__(self) -> str:
        return f"Escalation on run {self.run_id}: {self.open_item}"


class WaitStage(models.TextChoices):
    BREACHED = "breached", "Deadline passed"
    ESCALATED = "escalated", "Escalated to the admins"


class WaitBreach(models.Model):
    """A wait on people (a pending approval or an open escalation) that passed a deadline stage.

    One row per (wait, stage), unique in the database: the timer that finds a wait overdue fires
    once however many beats, workers or restarts see it (runs.waits). Its event is on the run."""

    Stage = WaitStage

    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="wait_breaches")
    approval = models.ForeignKey(Approval, null=True, blank=True, on_delete=models.PROTECT, related_name="breaches")
    escalation = models.ForeignKey(Escalation, null=True, blank=True, on_delete=models.PROTECT, related_name="breaches")
    stage = models.CharField(max_length=16, choices=Stage.choices)
    due_at = models.DateTimeField(help_text="The deadline this stage passed.")
    event = models.OneToOneField(RunEvent, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.CheckConstraint(condition=_in("stage", WaitStage.choices), name="wait_breach_stage_valid"),
            models.CheckConstraint(condition=Q(approval__isnull=True) ^ Q(escalation__isnull=True), name="wait_breach_one_wait"),
            models.UniqueConstraint(fields=["approval", "stage"], condition=Q(approval__isnull=False), name="wait_breach_once_per_approval"),
            models.UniqueConstraint(fields=["escalation", "stage"], condition=Q(escalation__isnull=False), name="wait_breach_once_per_escalation"),
        ]

    def __str__(self) -> str:
        return f"{self.get_stage_display()} on run {self.run_id}"


class DriftAlertReason(models.TextChoices):
    IDLE_TURNS = "idle_turns", "No subtask changed status"
    UNEXPECTED_TOOLS = "unexpected_tools", "Tools no open subtask expects"


class DriftAlertStatus(models.TextChoices):
    OPEN = "open", "Open"
    ANSWERED = "answered", "Answered (status changed or replanned)"
    ESCALATED = "escalated", "Escalated"


class DriftAlert(models.Model):
    """Raised by code when the run stops moving its plan (idle turns) or calls tools no open subtask expects."""

    Reason = DriftAlertReason

    Status = DriftAlertStatus

    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="drift_alerts")
    turn = models.PositiveIntegerField()
    reason = models.CharField(max_length=24, choices=Reason.choices)
    detail = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    closed_turn = models.PositiveIntegerField(null=True, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["status"], name="drift_status")]
        constraints = [
            models.CheckConstraint(condition=_in("reason", DriftAlertReason.choices), name="drift_reason_valid"),
            models.CheckConstraint(condition=_in("status", DriftAlertStatus.choices), name="drift_status_valid"),
        ]

    def __str__(self) -> str:
        return f"Drift on run {self.run_id} at turn {self.turn}: {self.reason}"


class EvalRun(models.Model):
    """One `manage.py eval` run over one or more case files: its summary table and per-case results."""

    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    model_name = models.CharField(max_length=16)
    case_files = models.JSONField(default=list)
    k = models.PositiveIntegerField(default=1)
    summary = models.JSONField(default=dict, blank=True)
    created_by = models.CharField(max_length=150, blank=True)

    class Meta:
        ordering = ["-started_at"]

    def __str__(self) -> str:
        return f"Eval {self.pk} ({self.model_name}, {self.started_at:%Y-%m-%d %H:%M})"


class EvalCaseResult(models.Model):
    eval_run = models.ForeignKey(EvalRun, on_delete=models.CASCADE, related_name="results")
    case_id = models.CharField(max_length=64)
    trial = models.PositiveIntegerField(default=1)
    run = models.ForeignKey(Run, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    outcome = models.CharField(max_length=16, blank=True)
    passed = models.BooleanField(default=False)
    differences = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["eval_run", "case_id", "trial"]
        constraints = [models.UniqueConstraint(fields=["eval_run", "case_id", "trial"], name="eval_case_trial_unique")]


class Counterfactual(models.Model):
    """A finished run walked again under another model or setting against what its world answered
    (runs.counterfactual): both sides kept as they were found, for auditors to list and compare."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="counterfactuals")
    created_at = models.DateTimeField(auto_now_add=True)
    requested_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    model_name = models.CharField(max_length=16)
    changes = models.JSONField(default=dict, blank=True)  # {"REFUND_CEILING_CENTS": 10000}
    original = models.JSONField(default=dict)
    result = models.JSONField(default=dict)
    differences = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["run", "-created_at"], name="counterfactual_run_idx")]

    def __str__(self) -> str:
        return f"Counterfactual {self.pk} of run {self.run_id}"
class EffectClassName(models.TextChoices):
    REFUND = "refund", "Refund"
    RETURN = "return", "Return"
    COLLECTION = "collection", "Collection"
    REPLY = "reply", "Reply"


class EffectStatus(models.TextChoices):
    REQUESTED = "requested", "Requested"
    DONE = "done", "Done"
    REFUSED = "refused", "Refused by the shop"
    NOT_MADE = "not_made", "Not made (settled)"
    COMPENSATED = "compensated", "Compensated"


class CompensationState(models.TextChoices):
    """Where asking to undo an effect stands (runs.people.actions asks, a second lead approves, the shop undoes)."""
    NONE = "", "Not asked"
    REQUESTED = "requested", "Requested"
    REJECTED = "rejected", "Rejected by a lead"
    STARTED = "started", "Started in the shop"
    DONE = "done", "Done"
    REFUSED = "refused", "Refused by the shop"


class Effect(models.Model):
    """One external effect of a run in the side-effect ledger: folded from the run's record by
    runs.ledger (rebuildable from it), kept as a row so the ledger page filters and totals in SQL.
    "In doubt" is not stored: it is a requested effect whose run no worker holds (runs.ledger.in_doubt_q)."""

    Class = EffectClassName

    Status = EffectStatus

    CompensationState = CompensationState

    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="effects")
    key = models.CharField(max_length=128, help_text="The idempotency key the shop knows it by.")
    tool = models.CharField(max_length=64)
    effect_class = models.CharField(max_length=16, choices=Class.choices)
    decision = models.CharField(max_length=16, blank=True, help_text="The decision it carries out (D1, ...).")
    amount_cents = models.IntegerField(null=True, blank=True)
    source = models.CharField(max_length=16, blank=True, help_text="Who funds a refund.")
    order_ref = models.CharField(max_length=32, blank=True)
    sku = models.CharField(max_length=32, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.REQUESTED)
    approval = models.ForeignKey(Approval, null=True, blank=True, on_delete=models.PROTECT, related_name="+",
                                 help_text="The lead's approval of its decision, when it needed one.")
    standing_approval = models.ForeignKey("StandingApproval", null=True, blank=True, on_delete=models.PROTECT, related_name="+",
                                          help_text="The lead's standing approval that covered its decision in their place.")
    requested_seq = models.PositiveIntegerField()
    result_seq = models.PositiveIntegerField(null=True, blank=True)
    requested_at = models.DateTimeField()
    done_at = models.DateTimeField(null=True, blank=True)
    compensation = models.CharField(max_length=300, help_text="What undoes it (runs.tools).")
    compensation_state = models.CharField(max_length=16, choices=CompensationState.choices, default=CompensationState.NONE, blank=True)
    compensation_approval = models.ForeignKey(Approval, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    compensated_by = models.CharField(max_length=150, blank=True)
    settled_by = models.CharField(max_length=150, blank=True)
    note = models.CharField(max_length=300, blank=True)
    error = models.CharField(max_length=500, blank=True)

    class Meta:
        ordering = ["-requested_at", "-id"]
        indexes = [
            models.Index(fields=["-requested_at", "-id"], name="effect_ledger"),
            models.Index(fields=["status", "-requested_at"], name="effect_status"),
        ]
        constraints = [
            models.UniqueConstraint(fields=["run", "key"], name="effect_key_unique_per_run"),
            models.CheckConstraint(condition=_in("effect_class", EffectClassName.choices), name="effect_class_valid"),
            models.CheckConstraint(condition=_in("status", EffectStatus.choices), name="effect_status_valid"),
            models.CheckConstraint(condition=_in("compensation_state", CompensationState.choices), name="effect_compensation_state_valid"),
        ]

    def __str__(self) -> str:
        return f"{self.get_effect_class_display()} {self.key} [{self.status}]"


class RunLabelValue(models.TextChoices):
    CORRECT = "correct", "Correct"
    WRONG = "wrong", "Wrong"


class RunLabel(models.Model):
    """A reviewer's verdict on a closed run (the annotation queue): correct, or wrong with a reason.
    One per run and reviewer; the run's record carries it too (`run_labelled`)."""

    Value = RunLabelValue

    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="labels")
    label = models.CharField(max_length=8, choices=Value.choices)
    reason = models.TextField(blank=True)
    labelled_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-created_at"]
        constraints = [
            models.UniqueConstraint(fields=["run", "labelled_by"], name="runlabel_one_per_reviewer"),
            models.CheckConstraint(condition=_in("label", RunLabelValue.choices), name="runlabel_value_valid"),
            models.CheckConstraint(condition=~Q(label="wrong") | ~Q(reason=""), name="runlabel_wrong_has_reason"),
        ]

    def __str__(self) -> str:
        return f"Run {self.run_id}: {self.label} by {self.labelled_by_id}"


class StandingApproval(models.Model):
    """A support lead's yes given in advance: refunds of these kinds, from orders of this seller
    type, up to this amount each, until this moment, at most this many times (and this much in all).

    The guard applies it in place of the lead's approval of one refund (runs.standing); it never
    clears any other check. Two people make it: a support lead signs it (`requested_by`, `signed_at`)
    and it is pending until an admin grants it (`granted_by`, `granted_at`); the database refuses a
    grant by the lead who signed. A pending one that is revoked was declined (by an admin) or
    withdrawn (by its lead) and never applied. `uses` and `used_cents` are counted down by one
    conditional UPDATE per refund, so they never pass the caps however many runs claim at once.
    """

    case_types = models.JSONField(help_text="The subtask kinds it covers (runs.shop.kinds.CaseType).")
    seller_type = models.CharField(max_length=16, help_text="Orders of first-party or marketplace sellers (the refund matrix's columns).")
    max_amount_cents = models.PositiveIntegerField(help_text="The most one refund it covers may be.")
    max_uses = models.PositiveIntegerField(help_text="How many refunds it covers in all.")
    max_total_cents = models.PositiveIntegerField(null=True, blank=True, help_text="The most all its refunds together may add up to.")
    expires_at = models.DateTimeField()
    note = models.CharField(max_length=300, blank=True, help_text="Why the lead asked for it.")
    uses = models.PositiveIntegerField(default=0)
    used_cents = models.PositiveIntegerField(default=0)
    requested_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+",
                                     help_text="The support lead who asked for it and signs it.")
    signed_at = models.DateTimeField(help_text="When the lead signed it: pending from then until an admin grants it.")
    granted_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    granted_at = models.DateTimeField(null=True, blank=True, help_text="When an admin granted it: in force from then.")
    revoked_by = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.PROTECT, related_name="+")
    revoked_at = models.DateTimeField(null=True, blank=True)
    revoke_note = models.CharField(max_length=300, blank=True)

    class Meta:
        ordering = ["expires_at", "pk"]
        permissions = [("grant_standingapproval", "Grant a standing approval of refunds that a support lead asked for")]
        indexes = [models.Index(fields=["seller_type", "expires_at"], condition=Q(revoked_at__isnull=True), name="standing_active")]
        constraints = [
            models.CheckConstraint(condition=Q(seller_type__in=["first_party", "marketplace"]), name="standing_seller_type_valid"),
            models.CheckConstraint(condition=Q(max_amount_cents__gt=0) & Q(max_uses__gt=0), name="standing_caps_positive"),
            models.CheckConstraint(condition=Q(uses__lte=F("max_uses")), name="standing_uses_within_cap"),
            models.CheckConstraint(condition=Q(max_total_cents__isnull=True) | Q(used_cents__lte=F("max_total_cents")), name="standing_total_within_cap"),
            models.CheckConstraint(condition=~Q(granted_by=F("requested_by")), name="standing_not_granted_by_requester"),
            models.CheckConstraint(condition=Q(granted_at__isnull=True, granted_by__isnull=True) | Q(granted_at__isnull=False, granted_by__isnull=False),
                                   name="standing_granted_by_someone"),
            # Nothing is covered on one person's word: a use needs a grant (runs.standing spends only granted rules).
            models.CheckConstraint(condition=Q(uses=0) | Q(granted_at__isnull=False), name="standing_used_only_once_granted"),
            models.CheckConstraint(condition=Q(revoked_at__isnull=True, revoked_by__isnull=True) | Q(revoked_at__isnull=False, revoked_by__isnull=False),
                                   name="standing_revoked_by_someone"),
        ]

    def __str__(self) -> str:
        return f"Standing approval {self.pk}"

    @property
    def is_pending(self) -> bool:
        """Signed by its lead, neither granted nor declined yet: it covers nothing."""
        return self.granted_at is None and self.revoked_at is None


class StandingApprovalUse(models.Model):
    """One refund a standing approval covered. Keyed by the refund's idempotency key (runs.effect_keys),
    unique: a turn walked again after a crash, or a replay of the run (which reuses the original's
    keys), finds the use already counted and does not count it again."""

    standing = models.ForeignKey(StandingApproval, on_delete=models.PROTECT, related_name="used_by")
    run = models.ForeignKey(Run, on_delete=models.PROTECT, related_name="standing_uses")
    key = models.CharField(max_length=128, unique=True, help_text="The idempotency key of the refund it covered.")
    decision = models.CharField(max_length=16, help_text="The decision it covered (D1, ...).")
    digest = models.CharField(max_length=40)
    amount_cents = models.PositiveIntegerField()
    number = models.PositiveIntegerField(help_text="Which of the approval's uses this was (1 for the first).")
    created_at = models.DateTimeField()

    class Meta:
        ordering = ["created_at", "pk"]
        constraints = [models.UniqueConstraint(fields=["standing", "number"], name="standing_use_number_unique")]

    def __str__(self) -> str:
        return f"Use {self.number} of standing approval {self.standing_id} ({self.key})"

"""What people do to runs: confirm or edit a plan, approve or reject a refund, resolve an
escalation, intervene in a live run. Each verb writes to the same record the agent writes to,
as an event carrying the person's name, under the run's row lock.

Permission checks (role and separation of duties) happen in the views through supervisor.rules;
these verbs re-check what the database state allows (pending, not yours, not changed since).
"""

from __future__ import annotations

from django.db import transaction
from django.utils import timezone

from runs import record
from runs.executor import TurnContext, _close, clock
from runs.models import Approval, Escalation, Run, Subtask
from runs.services import enqueue_walk
from runs.tools import ToolError


# Every person's event carries the run's status when they acted ("run_status"): what a verb does can
# depend on it (a stop is immediate for a run nothing walks), and a replay re-applies it as it was.


class ActionRefused(Exception):
    """The action cannot be taken as asked; the message says why, for the person."""


def _pending(approval_id: int, kind: str) -> tuple[Approval, Run]:
    approval = Approval.objects.select_related("run").filter(pk=approval_id).first()
    if approval is None:
        raise ActionRefused(f"There is no approval {approval_id}.")
    run = record.lock_run(approval.run_id)
    approval = Approval.objects.select_for_update().get(pk=approval_id)
    if approval.kind != kind:
        raise ActionRefused("This is not that kind of approval.")
    if approval.status != Approval.Status.PENDING:
        raise ActionRefused(f"This was already {approval.get_status_display().lower()}" + (f" by {approval.decided_by}." if approval.decided_by else "."))
    return approval, run


def _decide(approval: Approval, user, status: str, note: str) -> None:
    if approval.requested_by_id is not None and approval.requested_by_id == user.pk:
        raise ActionRefused("You requested this, so someone else must decide it.")
    approval.status, approval.decided_by, approval.decided_at, approval.note = status, user, timezone.now(), note
    approval.save(update_fields=["status", "decided_by", "decided_at", "note"])


@transaction.atomic
def plan_confirm(*, approval_id: int, user, note: str = "") -> Run:
    approval, run = _pending(approval_id, Approval.Kind.PLAN)
    _decide(approval, user, Approval.Status.APPROVED, note)
    record.append(run, "plan_confirmed", {"approval": approval.pk, "note": note, "run_status": run.status}, actor=user.username)
    if run.status == Run.Status.AWAITING_PLAN:
        run.status = Run.Status.QUEUED
        run.save(update_fields=["status", "updated_at"])
        enqueue_walk(run)
    return run


@transaction.atomic
def plan_reject(*, approval_id: int, user, note: str) -> Run:
    approval, run = _pending(approval_id, Approval.Kind.PLAN)
    _decide(approval, user, Approval.Status.REJECTED, note)
    record.append(run, "plan_rejected_by_person", {"approval": approval.pk, "note": note, "run_status": run.status}, actor=user.username)
    ctx = TurnContext(run)
    ctx.escalate(subtask_number=None, open_item="write a plan the reviewer accepts", reason=f"plan rejected by {user.username}: {note}", actor=user.username)
    run.save()
    return run


@transaction.atomic
def plan_edit(*, run_id: int, user, subtasks: list[dict], trigger: str) -> Run:
    """A person's replan: recorded like the agent's, with their name. The edited plan needs a
    confirmation from someone else before the run goes on."""
    run = record.lock_run(run_id)
    if run.status != Run.Status.AWAITING_PLAN:
        raise ActionRefused("Plans can be edited while they wait for confirmation.")
    ctx = TurnContext(run)
    try:
        ctx.replan({"subtasks": subtasks}, trigger=trigger, actor=user.username)
    except ToolError as exc:
        raise ActionRefused(str(exc)) from None
    Approval.objects.filter(run=run, kind=Approval.Kind.PLAN, status=Approval.Status.PENDING).update(status=Approval.Status.VOID)
    if run.status == Run.Status.AWAITING_PLAN:
        from runs.plan import plan_snapshot

        subject = f"run:{run.pk}:plan:r{run.revision_count}"
        Approval.objects.create(run=run, kind=Approval.Kind.PLAN, subject=subject, decision={"plan": plan_snapshot(run.subtasks.order_by("number"))},
                                requested_by=user)
        record.append(run, "approval_requested", {"kind": "plan", "subject": subject}, actor=user.username)
    run.save()
    return run


def refund_decide(*, approval_id: int, user, approve: bool, note: str = "") -> Run:
    """Approve or reject a refund over the ceiling. An approval covers one exact decision: if the
    agent has changed the decision since, the approval is voided (and stays void) and nothing moves."""
    run, voided = _refund_decide(approval_id=approval_id, user=user, approve=approve, note=note)
    if voided:
        raise ActionRefused(voided)
    return run


@transaction.atomic
def _refund_decide(*, approval_id: int, user, approve: bool, note: str) -> tuple[Run, bool]:
    approval, run = _pending(approval_id, Approval.Kind.REFUND)
    ref = approval.decision.get("ref")
    current = run.state.get("decisions", {}).get(ref, {})
    expired = approval.expires_at is not None and approval.expires_at <= clock()  # the record's time during a replay
    if expired or current.get("digest") != approval.decision.get("digest") or current.get("state") != "awaiting_approval":
        why = "it expired" if expired else "the decision changed since it was requested"
        approval.status = Approval.Status.VOID
        approval.save(update_fields=["status"])
        record.append(run, "approval_void", {"approval": approval.pk, "why": why, "run_status": run.status}, actor=user.username)
        if expired and run.status == Run.Status.AWAITING_APPROVAL:
            # The guard asks again, with a fresh approval, on the run's next walk.
            run.status = Run.Status.QUEUED
            run.save(update_fields=["status", "updated_at"])
            enqueue_walk(run)
        return run, f"This approval is void: {why}." + (" A new one will be requested." if expired else "")
    _decide(approval, user, Approval.Status.APPROVED if approve else Approval.Status.REJECTED, note)
    record.append(run, "refund_approved" if approve else "refund_rejected", {"approval": approval.pk, "decision": ref, "note": note, "run_status": run.status}, actor=user.username)
    if run.status == Run.Status.AWAITING_APPROVAL and not Approval.objects.filter(run=run, status=Approval.Status.PENDING).exists():
        run.status = Run.Status.QUEUED
        run.save(update_fields=["status", "updated_at"])
        enqueue_walk(run)
    return run, ""


@transaction.atomic
def escalation_resolve(*, escalation_id: int, user, resolution: str, resume: bool = False) -> Run:
    escalation = Escalation.objects.filter(pk=escalation_id).first()
    if escalation is None:
        raise ActionRefused(f"There is no escalation {escalation_id}.")
    run = record.lock_run(escalation.run_id)
    escalation = Escalation.objects.select_for_update().get(pk=escalation_id)
    if escalation.status != Escalation.Status.OPEN:
        raise ActionRefused(f"Already resolved by {escalation.resolved_by}.")
    escalation.status, escalation.resolution, escalation.resolved_by, escalation.resolved_at = Escalation.Status.RESOLVED, resolution, user, timezone.now()
    escalation.save()
    record.append(run, "escalation_resolved", {"escalation": escalation.pk, "resolution": resolution, "resume": resume, "run_status": run.status}, actor=user.username)
    if run.status == Run.Status.AWAITING_ESCALATION and not run.escalations.filter(status=Escalation.Status.OPEN, subtask__isnull=True).exists():
        if resume:
            run.status = Run.Status.QUEUED
            enqueue_walk(run)
        else:
            ctx = TurnContext(run)
            for subtask in run.subtasks.exclude(status__in=Subtask.CLOSED):
                ctx._set_status(subtask, Subtask.Status.ESCALATED, note=f"handled by {user.username}: {resolution}"[:300])
            record.append(run, "handled_by_person", {"resolution": resolution}, actor=user.username)
            if not run.subtasks.exists():
                run.status, run.outcome, run.finished_at = Run.Status.DONE, Run.Outcome.ESCALATED, timezone.now()
                record.append(run, "run_closed", {"outcome": run.outcome, "unresolved": []}, actor=user.username)
            else:
                _close(ctx)
        run.save()
    return run


INTERVENTIONS = {"instruction", "key_info", "stop"}


@transaction.atomic
def run_intervene(*, run_id: int, user, kind: str, text: str = "") -> Run:
    if kind not in INTERVENTIONS:
        raise ActionRefused(f"Unknown intervention {kind!r}.")
    run = record.lock_run(run_id)
    if run.is_finished:
        raise ActionRefused("The run has finished.")
    if kind != "stop" and not text.strip():
        raise ActionRefused("Say what the agent should know or do.")
    record.append(run, "intervention", {"type": kind, "text": text.strip(), "run_status": run.status}, actor=user.username)
    if kind == "stop" and run.status in (Run.Status.QUEUED, *Run.WAITING):
        # Nothing is walking it: stop now rather than at a turn boundary that will not come.
        run.status, run.finished_at = Run.Status.STOPPED, timezone.now()
        record.append(run, "stopped", {"at_turn": run.turn}, actor=user.username)
        run.save()
    return run


@transaction.atomic
def order_link_confirm(*, run_id: int, user, order_ref: str, note: str) -> Run:
    """A person confirms that another customer's order belongs with this ticket (someone writing for
    a spouse, a gift): the agent may then pin it, and the guard and the shop accept it, naming who."""
    run = record.lock_run(run_id)
    if run.is_finished:
        raise ActionRefused("The run has finished.")
    if not note.strip():
        raise ActionRefused("Say why the order belongs with this ticket.")
    ref = order_ref.strip().upper()
    record.append(run, "order_link_confirmed", {"order_ref": ref, "note": note.strip(), "run_status": run.status}, actor=user.username)
    run.state["order_link"] = {"order_ref": ref, "confirmed_by": user.username}
    run.save(update_fields=["state"])
    return run

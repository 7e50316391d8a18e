"""What people do to runs: confirm or edit a plan, approve or reject a refund, resolve an
escalation, intervene in a live run. Each verb writes to the same record the agent writes to,
as an event carrying the person's name.

Locking rule, for every verb: it runs in its own transaction and takes the run's row lock
(record.lock_run) before it reads or changes the approval, escalation or run, the same lock a
walk holds for each of its steps; so a verb lands between two steps of a walk, never inside one.

Permission checks (role and separation of duties) happen in the web layer (supervisor.rules);
these verbs re-check what the database state allows (pending, not yours, not changed since).
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from runs import ledger, record, waits, world
from runs.holds import awaiting_approval, held_by
from runs.money import dollars
from runs.pinned import may_withdraw, pinned_items, pinned_query
from runs.quoting import shortened
from runs.walk.close import close_run
from runs.walk.context import TurnContext
from runs.walk.decisions import decision_digest
from runs.walk.planning import replan
from runs.models import Approval, Effect, Escalation, Run, RunLabel, Subtask
from runs.plan import plan_snapshot
from runs.services import enqueue_walk
from runs.state import DecisionState
from runs.shop.backend import ShopError
from runs.shop.models import ReturnRequestStatus
from runs.tools import ToolError
from runs.waits import WAIT_KINDS, is_open


# Every person's event carries the run's status when they acted ("run_status"): what a verb does can
# depend on it (a stop is immediate for a run nothing walks), and a replay re-applies it as it was.


class ActionRefused(Exception):
    """The action cannot be taken as asked; the message says why, for the person."""


def _pending(approval_id: int, kind: str) -> tuple[Approval, Run]:
    """The approval, still pending and of this kind, and its run; both locked (run first)."""
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


def _decide(approval: Approval, user: AbstractBaseUser, status: str, note: str) -> None:
    if approval.requested_by_id is not None and approval.requested_by_id == user.pk:
        raise ActionRefused("You requested this, so someone else must decide it.")
    approval.status, approval.decided_by, approval.decided_at, approval.note = status, user, world.now(), note
    approval.save(update_fields=["status", "decided_by", "decided_at", "note"])


def plan_confirm(*, approval_id: int, user: AbstractBaseUser, note: str = "") -> Run:
    """Confirm a waiting plan. An expired approval is voided and a fresh one requested (the same
    plan, looked at again), as for refunds; the confirmation is refused."""
    run, voided = _plan_confirm(approval_id=approval_id, user=user, note=note)
    if voided:
        raise ActionRefused(voided)
    return run


@transaction.atomic
def _plan_confirm(*, approval_id: int, user: AbstractBaseUser, note: str) -> tuple[Run, str]:
    """Locks the run, then the approval."""
    approval, run = _pending(approval_id, Approval.Kind.PLAN)
    if approval.expires_at is not None and approval.expires_at <= world.now():
        approval.status = Approval.Status.VOID
        approval.save(update_fields=["status"])
        record.append(run, "approval_void", {"approval": approval.pk, "kind": "plan", "why": "it expired", "run_status": run.status},
                      actor=user.username)
        _request_plan_approval(run, approval.subject, approval.decision, requested_by=approval.requested_by, actor=user.username)
        return run, "This approval is void: it expired. Look at the plan again: it waits for a fresh confirmation."
    _decide(approval, user, Approval.Status.APPROVED, note)
    record.append(run, "plan_confirmed", {"approval": approval.pk, "note": note, "run_status": run.status}, actor=user.username)
    run.state.pop("plan_sent_back", None)  # the revised plan is confirmed: the run goes on as usual
    if run.status == Run.Status.AWAITING_PLAN:
        run.status = Run.Status.QUEUED
        enqueue_walk(run)
    run.save(update_fields=["status", "state", "updated_at"])
    return run, ""


def _request_plan_approval(run: Run, subject: str, decision: dict, *, requested_by, actor: str) -> None:
    Approval.objects.create(run=run, kind=Approval.Kind.PLAN, subject=subject, decision=decision, requested_by=requested_by,
                            expires_at=world.now() + timedelta(hours=settings.APPROVAL_TTL_HOURS))
    record.append(run, "approval_requested", {"kind": "plan", "subject": subject}, actor=actor)


@transaction.atomic
def plan_reject(*, approval_id: int, user: AbstractBaseUser, note: str, instructions: str = "") -> Run:
    """Reject a plan. With instructions for the agent, the plan goes back to it: the instructions
    are pinned (runs.pinned), the run walks again and must revise the plan, which then waits for a
    confirmation whatever the rule says. Without, the run is escalated to a person. Locks the run,
    then the approval."""
    approval, run = _pending(approval_id, Approval.Kind.PLAN)
    instructions = instructions.strip()
    _decide(approval, user, Approval.Status.REJECTED, note or instructions)  # the approval keeps what the person said
    payload = {"approval": approval.pk, "note": note, "run_status": run.status}
    if instructions:
        payload["instructions"] = instructions
    record.append(run, "plan_rejected_by_person", payload, actor=user.username)
    if instructions:
        run.state["plan_sent_back"] = run.revision_count
        if run.status == Run.Status.AWAITING_PLAN:
            run.status = Run.Status.QUEUED
            enqueue_walk(run)
        run.save(update_fields=["status", "state", "updated_at"])
        return run
    run.state.pop("plan_sent_back", None)
    ctx = TurnContext(run)
    ctx.escalate(subtask_number=None, open_item="write a plan the reviewer accepts", reason=f"plan rejected by {user.username}: {note}", actor=user.username)
    run.save()
    return run


@transaction.atomic
def plan_edit(*, run_id: int, user: AbstractBaseUser, subtasks: list[dict], trigger: str) -> Run:
    """A person's replan: recorded like the agent's, with their name. The edited plan needs a
    confirmation from someone else before the run goes on. Locks the run."""
    run = record.lock_run(run_id)
    if run.status != Run.Status.AWAITING_PLAN:
        raise ActionRefused("Plans can be edited while they wait for confirmation.")
    ctx = TurnContext(run)
    try:
        replan(ctx, {"subtasks": subtasks}, trigger=trigger, actor=user.username)
    except ToolError as exc:
        raise ActionRefused(str(exc)) from None
    Approval.objects.filter(run=run, kind=Approval.Kind.PLAN, status=Approval.Status.PENDING).update(status=Approval.Status.VOID)
    if run.status == Run.Status.AWAITING_PLAN:
        _request_plan_approval(run, f"run:{run.pk}:plan:r{run.revision_count}", {"plan": plan_snapshot(run.subtasks.order_by("number"))},
                               requested_by=user, actor=user.username)
    run.save()
    return run


def refund_decide(*, approval_id: int, user: AbstractBaseUser, approve: bool, note: str = "", amount_cents: int | None = None,
                  instructions: str = "") -> Run:
    """Approve or reject a refund over the ceiling. An approval covers one exact decision: if the
    agent has changed the decision since, the approval is voided (and stays void: the voiding
    commits before ActionRefused is raised) and nothing moves. Locks the run, then the approval.

    `amount_cents` below the proposed amount approves less: the decision is changed to it (the
    proposal kept beside it) and the guard checks the changed decision again before anything
    moves. `instructions` with a rejection send the decision back to the agent instead of
    escalating it: the decision is rejected, the instructions pinned, and the agent decides again."""
    run, voided = _refund_decide(approval_id=approval_id, user=user, approve=approve, note=note, amount_cents=amount_cents,
                                 instructions=instructions.strip())
    if voided:
        raise ActionRefused(voided)
    return run


def _lower_amount(amount_cents: int | None, proposed: int, approve: bool, instructions: str) -> int | None:
    """The amount a lead approves when it differs from the proposal; refused if it is not less."""
    if approve and instructions:
        raise ActionRefused("Instructions go with a rejection: an approved decision is carried out as it stands.")
    if not approve or amount_cents is None or amount_cents == proposed:
        return None
    if amount_cents <= 0:
        raise ActionRefused("An approved amount is more than $0.00; to pay nothing, reject the refund.")
    if amount_cents > proposed:
        raise ActionRefused(f"You can approve at most the {dollars(proposed)} proposed, never more.")
    return amount_cents


def _amend(run: Run, approval: Approval, decision: dict, amount_cents: int, user: AbstractBaseUser) -> None:
    """The decision as the lead approved it: a lower amount, the proposal kept. Its digest changes,
    so the approval's subject follows it: the approval covers exactly the changed decision."""
    decision.update(proposed_cents=decision["amount_cents"], amount_cents=amount_cents, amended_by=user.username)
    decision["digest"] = decision_digest(decision)
    approval.approved_amount_cents = amount_cents
    approval.subject = f"run:{run.pk}:decision:{decision['digest']}"
    approval.save(update_fields=["approved_amount_cents", "subject"])


@transaction.atomic
def _refund_decide(*, approval_id: int, user: AbstractBaseUser, approve: bool, note: str, amount_cents: int | None,
                   instructions: str) -> tuple[Run, str]:
    approval, run = _pending(approval_id, Approval.Kind.REFUND)
    ref = approval.decision.get("ref")
    current = run.state.get("decisions", {}).get(ref, {})
    expired = approval.expires_at is not None and approval.expires_at <= world.now()  # the record's time during a replay
    if expired or current.get("digest") != approval.decision.get("digest") or current.get("state") != DecisionState.AWAITING_APPROVAL:
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
    proposed = current["amount_cents"]
    lower = _lower_amount(amount_cents, proposed, approve, instructions)
    # The approval keeps what the person said: an escalation of the same decision proposed again quotes it.
    _decide(approval, user, Approval.Status.APPROVED if approve else Approval.Status.REJECTED, note or instructions)
    payload = {"approval": approval.pk, "decision": ref, "note": note, "run_status": run.status}
    if lower is not None:
        _amend(run, approval, current, lower, user)
        payload.update(proposed_cents=proposed, approved_cents=lower)
    if instructions and not approve:
        # Back to the agent: this decision is out, the instructions ride in every later request.
        current["state"] = DecisionState.REJECTED
        payload.update(proposed_cents=proposed, instructions=instructions)
    record.append(run, "refund_approved" if approve else "refund_rejected", payload, actor=user.username)
    if lower is not None or instructions:
        run.save(update_fields=["state"])
    # A compensation asked for meanwhile (runs.ledger) is no refund the run waits for. A yes on a
    # decision independent of the refunds still waiting (runs.holds) is carried out meanwhile.
    if run.status == Run.Status.AWAITING_APPROVAL and (not Approval.objects.filter(run=run, status=Approval.Status.PENDING).exclude(
            kind=Approval.Kind.COMPENSATION).exists() or (approve and _independent(run, current))):
        run.status = Run.Status.QUEUED
        run.save(update_fields=["status", "updated_at"])
        enqueue_walk(run)
    return run, ""


def _independent(run: Run, decision: dict) -> bool:
    """Whether an approved decision can be carried out while other refunds still wait for a lead: it
    draws on no line or charge a waiting one draws on, and its subtask depends on no waiting subtask."""
    decisions = run.state.get("decisions", {})
    others = set(awaiting_approval(decisions)) - {decision["subtask"]}
    if held_by(decisions, decision):
        return False
    depends_on = run.subtasks.filter(number=decision["subtask"]).values_list("depends_on", flat=True).first() or []
    return not others.intersection(depends_on)


@transaction.atomic
def escalation_resolve(*, escalation_id: int, user: AbstractBaseUser, resolution: str, resume: bool = False) -> Run:
    """Resolve an escalation. When it was the last run-wide one of a run waiting for people, the
    run resumes (resume=True) or is closed as handled by this person. Locks the run, then the escalation."""
    escalation = Escalation.objects.filter(pk=escalation_id).first()
    if escalation is None:
        raise ActionRefused(f"There is no escalation {escalation_id}.")
    run = record.lock_run(escalation.run_id)
    escalation = Escalation.objects.select_for_update().get(pk=escalation_id)
    if escalation.status != Escalation.Status.OPEN:
        raise ActionRefused(f"Already resolved by {escalation.resolved_by}.")
    escalation.status, escalation.resolution, escalation.resolved_by, escalation.resolved_at = Escalation.Status.RESOLVED, resolution, user, world.now()
    escalation.save()
    # With resume, the note is pinned for the model (runs.pinned), named by the open item it answers.
    record.append(run, "escalation_resolved", {"escalation": escalation.pk, "open_item": escalation.open_item, "resolution": resolution,
                                               "resume": resume, "run_status": run.status}, actor=user.username)
    if run.status == Run.Status.AWAITING_ESCALATION and not run.escalations.filter(status=Escalation.Status.OPEN, subtask__isnull=True).exists():
        if resume:
            run.status = Run.Status.QUEUED
            enqueue_walk(run)
        else:
            ctx = TurnContext(run)
            for subtask in run.subtasks.exclude(status__in=Subtask.CLOSED):
                ctx.set_status(subtask, Subtask.Status.ESCALATED, note=shortened(f"handled by {user.username}: {resolution}", 300))
            record.append(run, "handled_by_person", {"resolution": resolution}, actor=user.username)
            if not run.subtasks.exists():
                run.status, run.outcome, run.finished_at = Run.Status.DONE, Run.Outcome.ESCALATED, world.now()
                record.append(run, "run_closed", {"outcome": run.outcome, "unresolved": []}, actor=user.username)
            else:
                close_run(ctx)
        run.save()
    return run


@transaction.atomic
def pinned_withdraw(*, run_id: int, user: AbstractBaseUser, seq: int) -> Run:
    """Take something people said (the event at `seq`) out of the pinned block of the run's later
    requests. The person who said it may, or another holding the permission it was said with.
    Recorded as an event; the original stays in the record. Locks the run."""
    run = record.lock_run(run_id)
    if run.is_finished:
        raise ActionRefused("The run has finished: nothing rides in its requests any more.")
    item = next((i for i in pinned_items(pinned_query(run)) if i.seq == seq), None)
    if item is None:
        raise ActionRefused(f"Nothing said at E{seq} is pinned to this run (it may have been withdrawn already).")
    if not may_withdraw(user, item):
        raise ActionRefused(f"Only {item.actor}, or someone who may say such things to a run, can withdraw it.")
    record.append(run, "pinned_withdrawn", {"item": seq, "kind": item.kind, "text": item.text, "run_status": run.status},
                  actor=user.username)
    return run


INTERVENTIONS = {"instruction", "key_info", "stop"}


@transaction.atomic
def run_intervene(*, run_id: int, user: AbstractBaseUser, kind: str, text: str = "") -> Run:
    """Give a live run an instruction or key information (read by its next turn), or stop it
    (now if nothing walks it, else at the next turn boundary). Locks the run."""
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
        run.status, run.finished_at = Run.Status.STOPPED, world.now()
        record.append(run, "stopped", {"at_turn": run.turn}, actor=user.username)
        run.save()
        # Nothing waits on a person any more: the run's pending approvals leave the queues and their deadlines.
        waits.void_pending(run, why="the run was stopped", actor=user.username)
    return run


@transaction.atomic
def order_link_confirm(*, run_id: int, user: AbstractBaseUser, order_ref: str, note: str) -> Run:
    """A person confirms that another customer's order belongs with this ticket (someone writing for
    a spouse, a gift): the agent may then pin it, and the guard and the shop accept it, naming who.
    Locks the run."""
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


# -- the side-effect ledger: compensating an effect, settling one in doubt (runs.ledger) --------

def _effect(effect_id: int) -> tuple[Effect, Run]:
    """The effect and its run, the run locked first."""
    effect = Effect.objects.filter(pk=effect_id).first()
    if effect is None:
        raise ActionRefused(f"There is no effect {effect_id}.")
    run = record.lock_run(effect.run_id)
    return Effect.objects.get(pk=effect_id), run


def _cancellable(effect: Effect) -> str:
    """Why this effect cannot be compensated now, or "" if it can (its class has an undo, it was
    made, nobody asked already, and the shop still allows it)."""
    if effect.effect_class not in ledger.COMPENSABLE_CLASSES:
        return f"A {effect.get_effect_class_display().lower()} cannot be undone ({effect.compensation})."
    if effect.status != Effect.Status.DONE:
        return f"Only an effect the shop made can be compensated; this one is {effect.get_status_display().lower()}."
    if effect.compensation_state in (Effect.CompensationState.REQUESTED, Effect.CompensationState.STARTED):
        return "A compensation of this effect is already asked for."
    held = world.shop().effect_in_shop(effect.key) or {}
    if held.get("status") != ReturnRequestStatus.STARTED:
        return (f"The shop shows this {effect.get_effect_class_display().lower()} as {held.get('status') or 'missing'}: "
                "it can no longer be cancelled.")
    return ""


@transaction.atomic
def compensation_request(*, effect_id: int, user: AbstractBaseUser, reason: str) -> Approval:
    """Ask for an effect to be undone (a return cancelled before the carrier collects it). Another
    support lead approves it; nothing changes in the shop until then. Locks the run."""
    effect, run = _effect(effect_id)
    if not reason.strip():
        raise ActionRefused("Say why the effect should be undone.")
    refused = _cancellable(effect)
    if refused:
        raise ActionRefused(refused)
    approval = Approval.objects.create(
        run=run, kind=Approval.Kind.COMPENSATION, subject=f"run:{run.pk}:compensate:{effect.key}", requested_by=user,
        decision={"key": effect.key, "effect": effect.effect_class, "order_ref": effect.order_ref, "sku": effect.sku,
                  "compensation": effect.compensation, "reason": reason.strip()},
        expires_at=world.now() + timedelta(hours=settings.APPROVAL_TTL_HOURS))
    record.append(run, "compensation_requested", {"key": effect.key, "approval": approval.pk, "reason": reason.strip(),
                                                  "run_status": run.status}, actor=user.username)
    ledger.sync_run(run)
    return approval


def compensation_decide(*, approval_id: int, user: AbstractBaseUser, approve: bool, note: str = "") -> Effect:
    """Approve (and carry out) or reject a compensation. As for any effect, the decision commits
    before the shop is called and the shop's answer is recorded after: the record says a
    compensation was started even if the process dies in between (the ledger shows it started)."""
    effect_id, key = _compensation_decided(approval_id=approval_id, user=user, approve=approve, note=note)
    if not approve:
        return Effect.objects.get(pk=effect_id)
    try:
        outcome = {"ok": True, "result": world.shop().cancel_return(idempotency_key=key)}
    except ShopError as exc:
        outcome = {"ok": False, "error": str(exc)}
    with transaction.atomic():
        effect, run = _effect(effect_id)
        record.append(run, "effect_compensated", {"key": key, "approval": approval_id, "by": user.username, **outcome,
                                                  "run_status": run.status}, actor=user.username)
        Approval.objects.filter(pk=approval_id).update(status=Approval.Status.USED, used_at=world.now())
        ledger.sync_run(run)
    if not outcome["ok"]:
        raise ActionRefused(f"The shop refused the compensation: {outcome['error']}")
    return Effect.objects.get(pk=effect_id)


@transaction.atomic
def _compensation_decided(*, approval_id: int, user: AbstractBaseUser, approve: bool, note: str) -> tuple[int, str]:
    approval, run = _pending(approval_id, Approval.Kind.COMPENSATION)
    key = approval.decision["key"]
    effect = Effect.objects.get(run=run, key=key)
    if approval.expires_at is not None and approval.expires_at <= world.now():
        approval.status = Approval.Status.VOID
        approval.save(update_fields=["status"])
        record.append(run, "compensation_rejected", {"key": key, "approval": approval.pk, "why": "it expired", "run_status": run.status},
                      actor=user.username)
        ledger.sync_run(run)
        raise ActionRefused("This request expired: ask for the compensation again.")
    _decide(approval, user, Approval.Status.APPROVED if approve else Approval.Status.REJECTED, note)
    if not approve:
        record.append(run, "compensation_rejected", {"key": key, "approval": approval.pk, "note": note, "run_status": run.status},
                      actor=user.username)
    else:
        record.append(run, "compensation_started", {"key": key, "approval": approval.pk, "note": note, "run_status": run.status},
                      actor=user.username)
    ledger.sync_run(run)
    return effect.pk, key


@transaction.atomic
def effect_settle(*, effect_id: int, user: AbstractBaseUser, note: str) -> Effect:
    """Settle an effect in doubt (requested, never confirmed, and no worker holds its run) against
    what the shop holds under its key: done if the shop has it, not made if not. A later walk that
    re-issues the key still records the shop's own answer. Locks the run."""
    effect, run = _effect(effect_id)
    if not note.strip():
        raise ActionRefused("Say how you checked it.")
    if not Effect.objects.filter(pk=effect.pk).filter(ledger.in_doubt_q()).exists():
        raise ActionRefused("Only an effect in doubt is settled by a person"
                            + (": a worker is walking its run now." if effect.status == Effect.Status.REQUESTED else "."))
    held = world.shop().effect_in_shop(effect.key)
    record.append(run, "effect_settled", {"key": effect.key, "found": held is not None, "shop": held, "note": note.strip(),
                                          "run_status": run.status}, actor=user.username)
    ledger.sync_run(run)
    return Effect.objects.get(pk=effect.pk)


# -- learning from runs: labels (the annotation queue) ------------------------------------------

@transaction.atomic
def run_label(*, run_id: int, user: AbstractBaseUser, label: str, reason: str = "") -> RunLabel:
    """A reviewer labels a closed run correct, or wrong with a reason; labelling again replaces
    their label (the record keeps both). Locks the run."""
    run = record.lock_run(run_id)
    if not run.is_finished:
        raise ActionRefused("Only a closed run is labelled.")
    if label not in RunLabel.Value.values:
        raise ActionRefused(f"Unknown label {label!r}.")
    if label == RunLabel.Value.WRONG and not reason.strip():
        raise ActionRefused("Say what was wrong.")
    made, _ = RunLabel.objects.update_or_create(run=run, labelled_by=user, defaults={"label": label, "reason": reason.strip()})
    record.append(run, "run_labelled", {"label": label, "reason": reason.strip(), "run_status": run.status}, actor=user.username)
    return made


@transaction.atomic
def wait_reassign(*, kind: str, wait_id: int, user: AbstractBaseUser, to: AbstractBaseUser) -> Run:
    """Give a waiting plan, refund or escalation to one person (`to` must be able to decide it).
    Recorded on the run with both names. Locks the run, then the wait."""
    if kind not in WAIT_KINDS:
        raise ActionRefused(f"Unknown kind of wait {kind!r}.")
    model = Escalation if kind == "escalation" else Approval
    wait = model.objects.filter(pk=wait_id).first()
    if wait is None or (kind != "escalation" and wait.kind != kind):
        raise ActionRefused(f"There is no {WAIT_KINDS[kind].label.lower()} {wait_id}.")
    run = record.lock_run(wait.run_id)
    wait = model.objects.select_for_update().get(pk=wait_id)
    if not is_open(wait):
        raise ActionRefused(f"{WAIT_KINDS[kind].label} {wait_id} no longer waits.")
    if not (to.is_active and to.has_perm(WAIT_KINDS[kind].decides)):
        raise ActionRefused(f"{to.get_username()} cannot decide a {WAIT_KINDS[kind].label.lower()}.")
    if kind != "escalation" and wait.requested_by_id == to.pk:
        raise ActionRefused(f"{to.get_username()} requested it, so someone else must decide it.")
    before = wait.assignee.get_username() if wait.assignee_id else ""
    wait.assignee = to
    wait.save(update_fields=["assignee"])
    record.append(run, "wait_reassigned", {"wait": kind, ("escalation" if kind == "escalation" else "approval"): wait.pk,
                                           "from": before, "to": to.get_username(), "run_status": run.status}, actor=user.username)
    return run



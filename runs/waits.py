"""Deadlines on waits for people: a plan to confirm, a refund over the ceiling, an open escalation.

A wait's deadline is its start plus its kind's period (WAIT_DEADLINE_*_HOURS); a second period
later it goes to the admin group. Nothing is scheduled per wait: a periodic sweep (Celery beat,
supervisor.tasks.check_wait_deadlines) asks `overdue()` and records each stage with
`record_breach()`, which writes a WaitBreach row (unique per wait and stage) and an event on the
run under the run's lock. So a timer survives any restart (the database holds the start), fires
once however many sweeps see it, and a deadline missed while everything was down fires on the
first sweep after.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from django.conf import settings
from django.contrib.auth import get_user_model
from django.db import IntegrityError, transaction
from django.db.models import Q

from . import record, world
from .models import Approval, Escalation, Run, WaitBreach

ESCALATE_TO_GROUP = "admin"

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class WaitKind:
    key: str
    label: str
    setting: str  # hours to the deadline
    decides: str  # the permission of who decides it (runs.people.roles)
    group: str  # the role group whose people it waits for
    default_hours: float  # the setting's default (supervisor.settings), used when a runtime value is no period


WAIT_KINDS: dict[str, WaitKind] = {k.key: k for k in [
    WaitKind("plan", "Plan confirmation", "WAIT_DEADLINE_PLAN_HOURS", "runs.confirm_plan", "reviewer", 4),
    WaitKind("refund", "Refund approval", "WAIT_DEADLINE_REFUND_HOURS", "runs.approve_refund", "support_lead", 2),
    WaitKind("escalation", "Escalation", "WAIT_DEADLINE_ESCALATION_HOURS", "runs.resolve_escalation", "reviewer", 8),
]}


def period(kind: str) -> timedelta:
    """The kind's period. Startup refuses a nonsense setting; one changed at runtime (an override, a
    test, a shell) to nan, 0 or a huge number would make every deadline badge and sweep raise, so
    the kind's default stands in for it, with a warning naming the setting."""
    wait_kind = WAIT_KINDS[kind]
    raw = getattr(settings, wait_kind.setting, wait_kind.default_hours)
    try:
        hours = float(raw)
    except (TypeError, ValueError):
        hours = float("nan")
    if not 0 < hours <= getattr(settings, "WAIT_DEADLINE_MAX_HOURS", 8760):  # false for nan too
        log.warning("%s=%r is no period in hours: using %s", wait_kind.setting, raw, wait_kind.default_hours)
        hours = wait_kind.default_hours
    return timedelta(hours=hours)


def due_at(kind: str, started: datetime, stage: str = WaitBreach.Stage.BREACHED) -> datetime:
    """When `stage` falls due for a wait of `kind` that started at `started` (escalated: two periods)."""
    return started + period(kind) * (2 if stage == WaitBreach.Stage.ESCALATED else 1)


def past_due(kind: str, now: datetime, periods: int = 1) -> Q:
    """Waits of `kind` (open or not: the caller narrows) whose deadline (`periods` of them) has
    passed at `now`: a condition on the start, so a count of them folds into any aggregate."""
    return Q(created_at__lte=now - period(kind) * periods)


def kind_of(wait: Approval | Escalation) -> str:
    return "escalation" if isinstance(wait, Escalation) else wait.kind


def is_open(wait: Approval | Escalation) -> bool:
    if isinstance(wait, Escalation):
        return wait.status == Escalation.Status.OPEN
    return wait.status == Approval.Status.PENDING


def still_waited_on(wait: Approval | Escalation) -> str:
    """Empty while someone still has to act on `wait`; else, in words, why nobody does (what a
    notification about it that was not sent yet records instead of going out)."""
    if not is_open(wait):
        return f"the {WAIT_KINDS[kind_of(wait)].label.lower()} was {wait.status} before this went out"
    if isinstance(wait, Approval) and wait.run.status in Run.FINISHED:
        return f"run {wait.run_id} was {wait.run.status} before this went out"
    return ""


def _open_waits(kind: str):
    if kind == "escalation":
        return Escalation.objects.filter(status=Escalation.Status.OPEN)
    # An approval is a run waiting for a person: once the run has finished (stopped, failed) nobody
    # waits on it. An open escalation is a person's work of its own and outlives its run.
    return Approval.objects.filter(kind=kind, status=Approval.Status.PENDING).exclude(run__status__in=Run.FINISHED)


def overdue(now: datetime) -> list[tuple[Approval | Escalation, str]]:
    """Open waits with a stage fallen due and not yet recorded, oldest first: (wait, stage)."""
    found = []
    for kind in WAIT_KINDS:
        for stage in (WaitBreach.Stage.BREACHED, WaitBreach.Stage.ESCALATED):
            periods = 2 if stage == WaitBreach.Stage.ESCALATED else 1
            waits = (_open_waits(kind).filter(past_due(kind, now, periods))
                     .exclude(breaches__stage=stage).order_by("created_at", "pk"))
            found += [(w, stage) for w in waits]
    return sorted(found, key=lambda pair: (pair[0].created_at, pair[1] == WaitBreach.Stage.ESCALATED))


@dataclass(frozen=True)
class Told:
    """Who hears that a wait passed a deadline: one person (`user_id`), else everyone active in `group`
    (SUPERUSERS: every active superuser). `not_told_id`: the person who requested the wait, when they
    were passed over (they were assigned it, or are active in the group told or in one the alert fell
    back from): nobody decides what they requested, so nobody is paged to. `fallback` says, in
    words, why it is not the person or group the wait was meant for."""

    user_id: int | None
    group: str
    fallback: str = ""
    not_told_id: int | None = None


SUPERUSERS = "superusers"  # not a role group: the last resort when no group has anyone active


def _people_in(group: str, but: int | None = None):
    people = get_user_model().objects.filter(is_active=True)
    people = people.filter(is_superuser=True) if group == SUPERUSERS else people.filter(groups__name=group)
    return people.exclude(pk=but) if but is not None else people


def _first_with_anyone(groups: list[str], but: int | None = None) -> str:
    """The first of `groups` (then the superusers) with someone active in it other than `but`; the
    superusers when nobody is, so the record still names who was meant to hear."""
    return next((g for g in [*groups, SUPERUSERS] if _people_in(g, but).exists()), SUPERUSERS)


def requester_of(wait: Approval | Escalation) -> int | None:
    """Who asked for the wait (a refund's ticket author, a plan's editor); an escalation has none."""
    return getattr(wait, "requested_by_id", None)


def told(wait: Approval | Escalation, stage: str) -> Told:
    """Past the first deadline: the person it is assigned to, else the role it waits for; once
    escalated, the admin group. Never the person who requested it: they may not decide it, so a
    group whose only active member is the requester counts as having nobody. A wait given to
    someone who has since left (deactivated) goes to the role instead; a group with nobody who may
    decide falls back to the next that has someone (the role, the admins, the superusers), and the
    fallback is recorded: it never tells nobody who could act while someone could."""
    group = WAIT_KINDS[kind_of(wait)].group
    requester = requester_of(wait)
    if stage == WaitBreach.Stage.ESCALATED:
        return _group_told(wait, ESCALATE_TO_GROUP, then=[group])
    if wait.assignee_id is None or wait.assignee_id == requester:
        return _group_told(wait, group, then=[ESCALATE_TO_GROUP])
    if wait.assignee.is_active:
        return Told(wait.assignee_id, "")
    groups = [group, ESCALATE_TO_GROUP]
    to = _first_with_anyone(groups, but=requester)
    return Told(None, to, f"{wait.assignee.get_username()} is no longer active: the {to} group is told instead",
                _passed_over(wait, _up_to(groups, to)))


def _group_told(wait: Approval | Escalation, meant: str, *, then: list[str]) -> Told:
    """`meant` if anyone in it but the requester is active, else the first of `then` (then the
    superusers) that has someone."""
    requester = requester_of(wait)
    groups = [meant, *then]
    to = _first_with_anyone(groups, but=requester)
    left_out = _passed_over(wait, _up_to(groups, to))
    if to == meant:
        return Told(None, meant, not_told_id=left_out)
    if left_out is not None and _people_in(meant).filter(pk=requester).exists():
        why = f"nobody in the {meant} group but {wait.requested_by.get_username()}, who requested it and may not decide it"
    else:
        why = f"nobody active in the {meant} group"
    return Told(None, to, f"{why}: the {to} group is told instead", left_out)


def _up_to(groups: list[str], to: str) -> list[str]:
    """The groups an alert was meant for, in order, up to and including the one told."""
    chain = [*groups, SUPERUSERS]
    return chain[: chain.index(to) + 1]


def _passed_over(wait: Approval | Escalation, groups: list[str]) -> int | None:
    """The requester, when the alert would have reached them but for having requested the wait: it
    was assigned to them, or they are active in one of `groups` (the one told, or one it fell back
    from because they were all it had). None when they were never among those meant to hear."""
    requester = requester_of(wait)
    if requester is None:
        return None
    if wait.assignee_id == requester or any(_people_in(g).filter(pk=requester).exists() for g in groups):
        return requester
    return None


def record_breach(wait: Approval | Escalation, stage: str) -> WaitBreach | None:
    """Record that `wait` passed `stage`'s deadline: a WaitBreach and an event on the run; at the
    escalated stage the wait is assigned to the admin group. None if it was recorded already or
    the wait closed meanwhile. Locks the run, then the wait."""
    kind = kind_of(wait)
    try:
        with transaction.atomic():
            run = record.lock_run(wait.run_id)
            wait = type(wait).objects.select_for_update().get(pk=wait.pk)
            if not is_open(wait) or WaitBreach.objects.filter(stage=stage, **{_field(wait): wait}).exists():
                return None
            due = due_at(kind, wait.created_at, stage)
            payload = {"wait": kind, _field(wait): wait.pk, "due_at": due.isoformat(), "run_status": run.status,
                       "assignee": wait.assignee.username if wait.assignee_id else ""}
            heard_by = told(wait, stage)
            if heard_by.fallback:
                payload["told_group"], payload["fallback"] = heard_by.group, heard_by.fallback
            if heard_by.not_told_id is not None:
                # The requester would have heard but for having requested it: the record says who and why.
                payload["not_told"] = {"who": wait.requested_by.get_username(), "why": "requested it: nobody decides what they requested"}
            if stage == WaitBreach.Stage.ESCALATED:
                wait.assigned_group = ESCALATE_TO_GROUP
                wait.save(update_fields=["assigned_group"])
                payload["to_group"] = ESCALATE_TO_GROUP
            event = record.append(run, "wait_escalated" if stage == WaitBreach.Stage.ESCALATED else "wait_breached", payload,
                                  actor="system")
            return WaitBreach.objects.create(run=run, stage=stage, due_at=due, event=event, **{_field(wait): wait})
    except IntegrityError:  # another sweep recorded it first (the unique row per wait and stage)
        return None


def ask_a_lead(run: Run, decision: dict, *, requested_by) -> bool:
    """Put a refund decision on the support leads' queue, unless its approval is pending already;
    True when it was asked for now. `requested_by`: who asks (the ticket's author)."""
    subject = f"run:{run.pk}:decision:{decision['digest']}"
    if Approval.objects.filter(subject=subject, status=Approval.Status.PENDING).exists():
        return False
    Approval.objects.create(run=run, kind=Approval.Kind.REFUND, subject=subject, decision=decision, requested_by=requested_by,
                            expires_at=world.now() + timedelta(hours=settings.APPROVAL_TTL_HOURS))
    record.append(run, "approval_requested", {"decision": decision["ref"], "subject": subject}, actor="system")
    return True


def void_pending(run: Run, *, why: str, actor: str, subject: str | None = None) -> list[int]:
    """Take the run's pending approvals (or those of one `subject`) off the queues: nobody waits on
    them any more (the run stopped or failed, or something else covered the decision). Each gets an
    `approval_void` event, so the record says why it left; its deadline never fires (overdue()
    reads pending ones only). Call under the run's lock."""
    pending = Approval.objects.filter(run=run, status=Approval.Status.PENDING)
    if subject is not None:
        pending = pending.filter(subject=subject)
    voided = list(pending.order_by("pk").values_list("pk", flat=True))
    for pk in voided:
        Approval.objects.filter(pk=pk, status=Approval.Status.PENDING).update(status=Approval.Status.VOID)
        record.append(run, "approval_void", {"approval": pk, "why": why, "run_status": run.status}, actor=actor)
    return voided


def _field(wait: Approval | Escalation) -> str:
    return "escalation" if isinstance(wait, Escalation) else "approval"

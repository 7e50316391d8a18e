"""Signing, granting and revoking standing approvals (runs.standing applies them in the guard).

Two people make one, as a support org splits asking from authorising: the support lead who sees
the week's problem (a carrier's lost batch) signs a rule and asks for it; it is pending, and covers
nothing, until an admin grants it. Nobody grants what they signed (the database refuses it too).
A pending rule is declined by an admin or withdrawn by its lead; one in force is revoked by an
admin or by its lead. Each step is the row's own who-and-when (signed, granted, revoked), shown
on /approvals/. The web layer checks the same rules (supervisor.rules) to show the buttons; these
verbs hold every caller to them (the views, the API, a command). Signing takes the support lead
role itself: an admin or a superuser outside that group may grant, never sign, so no rule pays a
refund without a lead's yes.
"""

from __future__ import annotations

from datetime import datetime

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from runs import world
from runs.models import StandingApproval
from runs.people.actions import ActionRefused
from runs.people.roles import is_support_lead
from runs.shop.kinds import CaseType, SellerType


def sign(*, lead: AbstractBaseUser, case_types: list[str], seller_type: str, max_amount_cents: int, max_uses: int,
         expires_at: datetime, max_total_cents: int | None = None, note: str = "") -> StandingApproval:
    """A support lead signs a rule and asks for it: pending until an admin grants it."""
    if not is_support_lead(lead):
        raise ActionRefused(f"{lead} is not a support lead: only a lead can sign a standing approval of refunds.")
    unknown = sorted(set(case_types) - set(CaseType.values))
    if not case_types or unknown:
        raise ActionRefused(f"Name the kinds of case it covers{': unknown ' + ', '.join(unknown) if unknown else ''}.")
    if seller_type not in SellerType.values:
        raise ActionRefused(f"Unknown seller type {seller_type!r}.")
    if expires_at <= world.now():
        raise ActionRefused("It would expire before it starts: pick a time in the future.")
    if max_amount_cents <= 0 or max_uses <= 0 or (max_total_cents is not None and max_total_cents <= 0):
        raise ActionRefused("The caps are positive amounts and counts.")
    return StandingApproval.objects.create(
        case_types=sorted(set(case_types)), seller_type=seller_type, max_amount_cents=max_amount_cents, max_uses=max_uses,
        max_total_cents=max_total_cents, expires_at=expires_at, note=note, requested_by=lead, signed_at=world.now())


@transaction.atomic
def grant(*, standing_id: int, admin: AbstractBaseUser) -> StandingApproval:
    """An admin grants a rule a lead signed: it is in force from now. Locks the row, so two admins
    granting at once (or a grant racing its withdrawal) settle one way."""
    rule = _locked(standing_id)
    if not (admin.is_active and admin.has_perm("runs.grant_standingapproval")):
        raise ActionRefused("Standing approvals are granted by an admin.")
    if rule.requested_by_id == admin.pk:
        raise ActionRefused("You signed this standing approval, so another admin must grant it.")
    if rule.granted_at is not None:
        raise ActionRefused(f"It was already granted by {rule.granted_by}.")
    if rule.revoked_at is not None:
        raise ActionRefused(f"It was {'withdrawn' if rule.revoked_by_id == rule.requested_by_id else 'declined'} by {rule.revoked_by}.")
    if rule.expires_at <= world.now():
        raise ActionRefused("It has expired before anyone granted it: the lead signs a new one.")
    if not is_support_lead(rule.requested_by):
        raise ActionRefused(f"{rule.requested_by} who signed it is no longer a support lead: a current lead signs a new one.")
    rule.granted_by, rule.granted_at = admin, world.now()
    rule.save(update_fields=["granted_by", "granted_at"])
    return rule


@transaction.atomic
def revoke(*, standing_id: int, user: AbstractBaseUser, note: str = "") -> StandingApproval:
    """Revoke it from now on (a pending one: decline or withdraw it); refunds it already paid stay
    paid, and one it admitted that is not paid yet goes to a support lead instead (runs.standing.
    withdrawn, re-checked when the payment is requested). Locks the row, so a guard spending a use,
    or a payment being requested, waits for the revocation to commit and then finds it revoked."""
    rule = _locked(standing_id)
    if not may_revoke(user, rule):
        raise ActionRefused("A standing approval is revoked by an admin or by the support lead who signed it.")
    if rule.revoked_at is not None:
        raise ActionRefused(f"It was already revoked by {rule.revoked_by}.")
    rule.revoked_by, rule.revoked_at, rule.revoke_note = user, world.now(), note
    rule.save(update_fields=["revoked_by", "revoked_at", "revoke_note"])
    return rule


def may_revoke(user: AbstractBaseUser, rule: StandingApproval) -> bool:
    """An admin (who may grant rules), or the lead who signed it while still a support lead."""
    if not (user and user.is_active):
        return False
    return user.has_perm("runs.grant_standingapproval") or (rule.requested_by_id == user.pk and is_support_lead(user))


def _locked(standing_id: int) -> StandingApproval:
    rule = StandingApproval.objects.select_for_update(of=("self",)).select_related("requested_by", "granted_by", "revoked_by").filter(pk=standing_id).first()
    if rule is None:
        raise ActionRefused(f"There is no standing approval {standing_id}.")
    return rule

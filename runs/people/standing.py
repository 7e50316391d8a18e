"""Granting and revoking standing approvals (runs.standing applies them in the guard).

A support lead asks for one and signs it; an admin grants it; nobody grants what they asked for
(the database refuses it too). The lead who signed it, or an admin, may revoke it. Role checks
are the web layer's (supervisor.rules); these verbs re-check what the rows allow.
"""

from __future__ import annotations

from datetime import datetime

from django.contrib.auth.models import AbstractBaseUser
from django.db import transaction

from runs import world
from runs.models import StandingApproval
from runs.people.actions import ActionRefused
from runs.shop.kinds import CaseType, SellerType


def grant(*, requested_by: AbstractBaseUser, granted_by: AbstractBaseUser, case_types: list[str], seller_type: str,
          max_amount_cents: int, max_uses: int, expires_at: datetime, max_total_cents: int | None = None, note: str = "") -> StandingApproval:
    if requested_by.pk == granted_by.pk:
        raise ActionRefused("You asked for this standing approval, so another admin must grant it.")
    if not (requested_by.is_active and requested_by.has_perm("runs.approve_refund")):
        raise ActionRefused(f"{requested_by} is not a support lead: only a lead can sign a standing approval of refunds.")
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
        max_total_cents=max_total_cents, expires_at=expires_at, note=note, requested_by=requested_by, granted_by=granted_by,
        granted_at=world.now())


@transaction.atomic
def revoke(*, standing_id: int, user: AbstractBaseUser, note: str = "") -> StandingApproval:
    """Revoke it from now on; refunds it already covered stay covered. Locks the row, so a guard
    spending a use waits for the revocation to commit and then finds it revoked."""
    rule = StandingApproval.objects.select_for_update().filter(pk=standing_id).first()
    if rule is None:
        raise ActionRefused(f"There is no standing approval {standing_id}.")
    if rule.revoked_at is not None:
        raise ActionRefused(f"It was already revoked by {rule.revoked_by}.")
    rule.revoked_by, rule.revoked_at, rule.revoke_note = user, world.now(), note
    rule.save(update_fields=["revoked_by", "revoked_at", "revoke_note"])
    return rule

"""Standing approvals on the guard's side: which one covers a refund, and spending one use of it.

A standing approval stands in for the support lead's yes on one refund over the ceiling, nothing
else: the guard asks for one only when that is the single check a refund fails (runs.walk.exits).
A decision the agent flagged for a person still goes to a person.

Counting is keyed by the refund's idempotency key (runs.effect_keys), unique in the database: the
record of what was spent is the truth. A turn walked again after a crash either rolled the use back
with the rest of its transaction or finds it committed under the same key; a replay or a
counterfactual of the run reuses the original's keys, finds the original's use, and spends nothing.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction
from django.db.models import F, Q, QuerySet

from . import world
from .models import Run, StandingApproval, StandingApprovalUse
from .people.roles import SUPPORT_LEAD
from .state import DecisionAction


IN_FORCE = Q(granted_at__isnull=False, revoked_at__isnull=True)  # signed by a lead and granted by an admin, not revoked


def active(now=None) -> QuerySet[StandingApproval]:
    """Granted, not revoked, not expired, uses left (the total cap is checked against each refund's
    amount). A rule a lead signed that no admin has granted yet covers nothing."""
    now = now or world.now()
    return StandingApproval.objects.filter(IN_FORCE, expires_at__gt=now, uses__lt=F("max_uses"))


def misses(rule: StandingApproval, decision: dict, seller_type: str, now) -> list[str]:
    """Why `rule` does not cover this refund, in words; empty when it does."""
    amount = decision.get("amount_cents") or 0
    out = []
    if decision.get("action") != DecisionAction.REFUND:
        out.append(f"it covers refunds, not a {decision.get('action')}")
    if decision.get("case_type") not in rule.case_types:
        out.append(f"it covers {', '.join(rule.case_types)}, not {decision.get('case_type')}")
    if seller_type != rule.seller_type:
        out.append(f"it covers {rule.seller_type} orders, not {seller_type or 'an unknown seller'}'s")
    if amount > rule.max_amount_cents:
        out.append(f"{amount}c is over its {rule.max_amount_cents}c per refund")
    if rule.granted_at is None:
        out.append("no admin has granted it")
    out += _lapsed(rule, now)
    if rule.uses >= rule.max_uses:
        out.append("it is used up")
    if rule.max_total_cents is not None and rule.used_cents + amount > rule.max_total_cents:
        out.append(f"{amount}c would pass its {rule.max_total_cents}c in all ({rule.used_cents}c used)")
    return out


def _lapsed(rule: StandingApproval, now) -> list[str]:
    """Why a rule that was in force is no longer: revoked, expired."""
    out = []
    if rule.revoked_at is not None:
        out.append("it was revoked")
    if rule.expires_at <= now:
        out.append("it expired")
    return out


def withdrawn(run: Run, decision: dict, *, key: str) -> str:
    """Why the standing approval that admitted `decision` no longer covers it now, at the moment of
    paying; "" when it still does or none admitted it. Revoked or expired since the guard admitted
    the refund (a turn later, or much later when the refund was held back behind a wait), or its
    use for this refund is not on record: it pays nothing more. Locks the rule's row as revoke()
    does, in the transaction that requests the payment, so a revocation either commits first and
    is seen here, or waits for a payment already asked of the shop. A replay or counterfactual
    never re-checks: it reuses the original's decisions."""
    covered = decision.get("standing_approval")
    if not covered or is_scratch(run):
        return ""
    rule = (StandingApproval.objects.select_for_update(of=("self",)).select_related("revoked_by")
            .filter(pk=covered.get("id")).first())
    if rule is None:
        return f"standing approval #{covered.get('id')} no longer exists"
    why = _lapsed(rule, world.now())
    if rule.revoked_at is not None:
        why[0] = f"it was revoked by {rule.revoked_by}" + (f" ({rule.revoke_note})" if rule.revoke_note else "")
    if not StandingApprovalUse.objects.filter(standing=rule, key=key, digest=decision.get("digest") or "").exists():
        why.append("its use for this refund is not on record")
    return f"standing approval #{rule.pk} no longer covers it: {'; '.join(why)}" if why else ""


def is_scratch(run: Run) -> bool:
    """A replay or counterfactual walk: it carries another run's key prefix, and never spends a use."""
    return run.key_prefix != f"run-{run.pk}-"


def cover(run: Run, decision: dict, *, seller_type: str, key: str, claim_cents: int = 0) -> dict | None:
    """The standing approval covering this refund, its use counted once under `key`; None if none does.
    Runs inside the transaction that records the guard's check, so both commit or neither does.
    `claim_cents` is the whole claim the refund is part of (runs.claim_totals): a rule covers refunds
    up to its amount, so one part of a claim larger than that (a desk split in halves, one armchair
    of three) is not covered, as the whole would not be."""
    used = StandingApprovalUse.objects.select_related("standing__requested_by", "standing__granted_by").filter(key=key).first()
    if used is not None:
        # Counted already under this refund's key: the same decision stays covered by that use while
        # the rule is in force (a revoked or expired one covers it no more, see withdrawn()); a
        # different decision under the key is a different refund to decide, by a person.
        if used.digest != decision.get("digest") or (not is_scratch(run) and _lapsed(used.standing, world.now())):
            return None
        return cover_of(used)
    if is_scratch(run):
        return None
    now = world.now()
    amount = decision.get("amount_cents") or 0
    candidates = (active(now).filter(seller_type=seller_type, max_amount_cents__gte=max(amount, claim_cents))
                  .select_related("requested_by", "granted_by"))
    # It stands in for a lead's yes: one whose signer is not (or no longer) an active support lead
    # covers nothing, such as a rule an admin outside the group signed before signing asked for the role.
    candidates = candidates.filter(requested_by__is_active=True, requested_by__groups__name=SUPPORT_LEAD)
    requester = run.ticket.created_by_id  # who asks for this refund (the approval's requested_by)
    if requester is not None:
        # Nobody approves what they requested: not the lead who signed the rule, nor the admin who granted it.
        candidates = candidates.exclude(requested_by_id=requester).exclude(granted_by_id=requester)
    for rule in candidates:  # the one expiring first is spent first
        if misses(rule, decision, seller_type, now):
            continue
        use = _spend(rule, run, decision, key, amount, now)
        if use is not None:
            return cover_of(use)
    return None


def _spend(rule: StandingApproval, run: Run, decision: dict, key: str, amount: int, now) -> StandingApprovalUse | None:
    """One use of `rule`, if it still has one: a conditional UPDATE, so two runs claiming the last
    use at once cannot both get it (the second's WHERE is re-read after the first commits)."""
    fits = Q(max_total_cents__isnull=True) | Q(used_cents__lte=F("max_total_cents") - amount)
    try:
        with transaction.atomic():  # a savepoint: a lost race on the key undoes the count too
            spent = (StandingApproval.objects.filter(IN_FORCE, pk=rule.pk, expires_at__gt=now, uses__lt=F("max_uses"))
                     .filter(fits).update(uses=F("uses") + 1, used_cents=F("used_cents") + amount))
            if not spent:
                return None
            rule.refresh_from_db(fields=["uses", "used_cents"])  # this transaction holds the row: the number is ours
            return StandingApprovalUse.objects.create(standing=rule, run=run, key=key, decision=decision.get("ref") or "",
                                                      digest=decision.get("digest") or "", amount_cents=amount, number=rule.uses, created_at=now)
    except IntegrityError:
        return None


def cover_of(use: StandingApprovalUse) -> dict:
    """What the decision and the guard's event record about the standing approval that covered it."""
    rule = use.standing
    return {"id": rule.pk, "use": use.number, "of": rule.max_uses, "signed_by": rule.requested_by.username,
            "granted_by": rule.granted_by.username, "max_amount_cents": rule.max_amount_cents}

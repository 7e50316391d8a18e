"""Standing approvals as the approvals page lists them: the ones a lead signed that wait for an
admin's grant, the ones in force with what is left of them, and the ones that ended lately
(declined, withdrawn, revoked, expired or used up) with why."""

from __future__ import annotations

from datetime import timedelta

from django.db.models import Prefetch

from runs import world
from runs.models import StandingApproval, StandingApprovalUse

ENDED_SHOWN_FOR = timedelta(days=14)


def standing_view() -> dict:
    now = world.now()
    rows = list(StandingApproval.objects.filter(expires_at__gt=now - ENDED_SHOWN_FOR)
                .select_related("requested_by", "granted_by", "revoked_by")
                .prefetch_related(Prefetch("used_by", queryset=StandingApprovalUse.objects.order_by("number"))).order_by("expires_at", "pk"))
    items = [{"rule": r, "uses_left": r.max_uses - r.uses, "ended": ended(r, now),
              "total_left": None if r.max_total_cents is None else r.max_total_cents - r.used_cents} for r in rows]
    live = [i for i in items if not i["ended"]]
    return {"pending": [i for i in live if i["rule"].is_pending], "active": [i for i in live if not i["rule"].is_pending],
            "ended": [i for i in items if i["ended"]]}


def ended(rule: StandingApproval, now) -> str:
    """Why it no longer covers refunds (or never came to), in words; empty while it does or may."""
    if rule.revoked_at is not None and rule.granted_at is None:
        verb = "withdrawn" if rule.revoked_by_id == rule.requested_by_id else "declined"
        return f"{verb} by {rule.revoked_by} before anyone granted it"
    if rule.revoked_at is not None:
        return f"revoked by {rule.revoked_by}"
    if rule.expires_at <= now:
        return "expired"
    if rule.uses >= rule.max_uses:
        return "used up"
    return ""

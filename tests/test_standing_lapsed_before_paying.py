"""A standing approval revoked (or expired) after the guard admitted a refund under it, but before
the refund was paid, pays nothing: the rule is re-checked when the payment is requested, and the
refund goes to a support lead as if no rule existed (v14d blind round, finding 2)."""

from __future__ import annotations

from datetime import timedelta

import time_machine

from runs import world as clock
from runs.models import Approval, Run
from runs.people import actions
from runs.people import standing as verbs
from runs.shop.models import Refund
from tests.runtime_world import walk_until_pause
from tests.test_standing_approvals import grant, lost_sofa, world  # noqa: F401


def admitted_by_the_rule(run: Run) -> bool:
    return run.events.filter(kind="guard_check", payload__has_key="standing_approval").exists()


def walk_until_admitted_by_the_rule(run: Run) -> Run:
    """One turn at a time, until the guard's event names the standing approval (nothing paid yet)."""
    run = walk_until_pause(run, 40, turns=1, until=admitted_by_the_rule)
    assert admitted_by_the_rule(run), f"the run {run.status} before the rule admitted its refund"
    assert not Refund.objects.exists(), "paid in the guard's own turn: nothing to re-check"
    return run


def test_a_rule_revoked_after_the_guard_admitted_pays_nothing_and_the_refund_waits_for_a_lead(world, lead, other_lead, admin_user):
    rule = grant(other_lead, admin_user)
    run = walk_until_admitted_by_the_rule(lost_sofa())
    verbs.revoke(standing_id=rule.pk, user=admin_user, note="fraud wave on this carrier")
    run = walk_until_pause(run)
    assert not Refund.objects.exists()
    assert run.status == Run.Status.AWAITING_APPROVAL
    lapsed = run.events.get(kind="standing_approval_lapsed").payload
    assert lapsed["standing_approval"] == rule.pk
    assert lapsed["why"] == f"standing approval #{rule.pk} no longer covers it: it was revoked by admin (fraud wave on this carrier)"
    decision = next(d for d in run.state["decisions"].values() if d["ref"] == lapsed["decision"])
    assert decision["state"] == "awaiting_approval" and "standing_approval" not in decision
    [approval] = Approval.objects.filter(run=run, kind="refund", status="pending")

    # The lead's yes pays it, once, as it would have without the rule.
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=True)
    run = walk_until_pause(run)
    assert list(Refund.objects.values_list("amount_cents", flat=True)) == [44500]
    assert run.outcome == "resolved"


def test_a_rule_that_expired_after_the_guard_admitted_pays_nothing(world, lead, admin_user):
    rule = grant(lead, admin_user, expires_at=clock.now() + timedelta(hours=1))
    run = walk_until_admitted_by_the_rule(lost_sofa())
    with time_machine.travel(clock.now() + timedelta(hours=2), tick=False):
        run = walk_until_pause(run)
    assert not Refund.objects.exists() and run.status == Run.Status.AWAITING_APPROVAL
    assert run.events.get(kind="standing_approval_lapsed").payload["why"] == f"standing approval #{rule.pk} no longer covers it: it expired"


def test_a_rule_still_in_force_pays_what_it_admitted(world, lead, admin_user):
    grant(lead, admin_user)
    run = walk_until_pause(walk_until_admitted_by_the_rule(lost_sofa()))
    assert list(Refund.objects.values_list("amount_cents", flat=True)) == [44500]
    assert not run.events.filter(kind="standing_approval_lapsed").exists()

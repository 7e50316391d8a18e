"""A standing approval stands in for a lead's yes, never over a lead's no, and never for someone
approving what they asked for themselves (the guard's side: runs.walk.exits, runs.standing)."""
from __future__ import annotations

from datetime import timedelta

import pytest

from runs import world as clock
from runs.models import Approval, Run, StandingApproval
from runs.people import actions
from tests.factories import UserFactory, standing_in_force
from runs.shop.models import Refund
from tests.runtime_world import build_world, start, ticket, walk_until_pause

LOST_SOFA = "Order SU-90001: the sofa was due a month ago and tracking is frozen. Please give me my money back."


@pytest.fixture
def world(db, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    return build_world()


def rule(signer, granter) -> StandingApproval:
    return standing_in_force(signer, granter, case_types=["non_delivery"], seller_type="first_party",
                       max_amount_cents=50000, max_uses=5, expires_at=clock.now() + timedelta(days=2))


def lost_sofa(typed_by=None) -> Run:
    return walk_until_pause(start(ticket(LOST_SOFA, ref="T-81001", order_ref="SU-90001", email="tom@example.com",
                                         subject="Where is my sofa", created_by=typed_by)))


@pytest.mark.parametrize("answer", [{"note": "carrier located it, no money back"},
                                    {"instructions": "No refund: the carrier has located the sofa."}])
def test_a_lead_rejection_wins_over_a_rule_granted_while_the_refund_waited(world, lead, other_lead, admin_user, answer):
    run = lost_sofa()
    waiting = Approval.objects.get(run=run, kind="refund", status="pending")
    granted = rule(other_lead, admin_user)
    actions.refund_decide(approval_id=waiting.pk, user=lead, approve=False, **answer)
    run = walk_until_pause(run)
    assert not Refund.objects.exists()
    granted.refresh_from_db()
    assert (granted.uses, granted.used_cents) == (0, 0)
    assert not run.events.filter(kind="guard_check", payload__has_key="standing_approval").exists()


@pytest.mark.parametrize("who", ["signer", "granter"])
def test_a_rule_does_not_pay_a_refund_its_own_signer_or_granter_asked_for(world, lead, admin_user, who):
    granted = rule(lead, admin_user)
    run = lost_sofa(typed_by=lead if who == "signer" else admin_user)
    assert run.status == Run.Status.AWAITING_APPROVAL and not Refund.objects.exists()
    granted.refresh_from_db()
    assert granted.uses == 0


def test_a_rule_still_pays_a_refund_someone_else_asked_for(world, lead, other_lead, admin_user):
    rule(lead, admin_user)
    run = lost_sofa(typed_by=other_lead)
    assert run.status == Run.Status.DONE
    assert [r.amount_cents for r in Refund.objects.all()] == [44500]


def test_a_rule_signed_by_an_admin_outside_the_lead_group_pays_nothing(world, lead, admin_user):
    """Such a rule can no longer be signed, but one signed before (a row already in the database)
    must not stand in for a lead's yes: the guard asks the signer's role too."""
    second = UserFactory(username="admin2", is_staff=True, is_superuser=True, groups=["admin"])
    now = clock.now()
    StandingApproval.objects.create(case_types=["non_delivery"], seller_type="first_party", max_amount_cents=50000, max_uses=5,
                                    expires_at=now + timedelta(days=2), requested_by=admin_user, signed_at=now,
                                    granted_by=second, granted_at=now)
    run = lost_sofa()
    assert run.status == Run.Status.AWAITING_APPROVAL and not Refund.objects.exists()


def test_a_rule_whose_signer_has_left_the_lead_group_pays_nothing(world, lead, admin_user):
    granted = rule(lead, admin_user)
    lead.groups.clear()
    run = lost_sofa()
    assert run.status == Run.Status.AWAITING_APPROVAL and not Refund.objects.exists()
    granted.refresh_from_db()
    assert granted.uses == 0

"""Standing approvals in the guard: a lead's yes given in advance stands in for the lead on a refund
over the ceiling that it covers, and only then; each covered refund spends one use, exactly once,
whatever happens to the turn (a crash inside it, a crash after it, a replay of the run)."""

from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest
import time_machine

from runs import world as clock
from runs.models import Approval, Run, StandingApproval, StandingApprovalUse
from runs.people import standing as verbs
from tests.factories import UserFactory, standing_in_force
from runs.people.actions import ActionRefused
from runs.replay import replay_run
from runs.shop import models as shop
from runs.shop.models import Refund
from runs.walk import exits
from tests.runtime_world import build_world, call, start, step, ticket, walk_until_pause, walker_dies_at

UTC = timezone.utc


@pytest.fixture
def world(db, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    return build_world()


def grant(lead, admin, **scope) -> StandingApproval:
    """Non-delivery refunds on first-party orders up to $500, 20 of them, for three days."""
    args = {"case_types": ["non_delivery"], "seller_type": "first_party", "max_amount_cents": 50000, "max_uses": 20,
            "expires_at": clock.now() + timedelta(days=3)} | scope
    return standing_in_force(lead, admin, **args)


def lost_sofa(order_ref: str = "SU-90001", ref: str = "T-70001") -> Run:
    """The $445.00 sofa that never arrived (a first-party order): over the $150 ceiling."""
    body = f"My sofa order {order_ref} never arrived. The tracking has not moved in weeks. I want my money back."
    return start(ticket(body, ref=ref, order_ref=order_ref, email="tom@example.com", subject="Sofa never arrived"))


def second_sofa_order(ref: str = "SU-90002") -> None:
    """Another first-party sofa order of Tom's, lost the same way: a second refund for the same rule."""
    placed = datetime(2026, 11, 2, 9, tzinfo=UTC)
    order = shop.Order.objects.create(ref=ref, customer=shop.Customer.objects.get(ref="C-TOM"), seller=shop.Seller.objects.get(ref="SEL-1P"),
                                      status="shipped", placed_at=placed)
    shop.LineItem.objects.create(order=order, sku="1P-SOFA-2", description="Two-seat sofa", unit_price_cents=42000)
    shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=42000, charged_at=placed)
    shop.Charge.objects.create(order=order, kind="delivery", description="Bulky delivery", amount_cents=2500, charged_at=placed)
    lost = shop.Shipment.objects.create(order=order, carrier="FreightCo", tracking_number="FC201", status="lost", promised_by=date(2026, 11, 9))
    shop.CarrierScan.objects.create(shipment=lost, scanned_at=datetime(2026, 11, 3, 8, tzinfo=UTC), code="picked_up", location="Leeds hub")


def guard_payload(run: Run) -> dict:
    return run.events.filter(kind="guard_check").order_by("-seq").first().payload


def assert_waits_for_a_lead(run: Run, rule: StandingApproval) -> None:
    assert run.status == Run.Status.AWAITING_APPROVAL
    assert Approval.objects.filter(run=run, kind="refund", status="pending").count() == 1
    assert "standing_approval" not in guard_payload(run) and not Refund.objects.filter(order__ref=run.order_ref).exists()
    rule.refresh_from_db()
    assert (rule.uses, rule.used_cents) == (0, 0) and not rule.used_by.exists()


# --- covers ----------------------------------------------------------------------------------------


def test_a_covered_refund_over_the_ceiling_goes_out_without_a_person_and_spends_one_use(world, lead, admin_user):
    rule = grant(lead, admin_user)
    run = walk_until_pause(lost_sofa())
    assert (run.status, run.outcome) == ("done", "resolved")
    assert [(r.amount_cents, r.source) for r in Refund.objects.all()] == [(44500, "carrier_claim")]
    assert not Approval.objects.filter(run=run, kind="refund").exists()  # nobody was asked
    rule.refresh_from_db()
    assert (rule.uses, rule.used_cents) == (1, 44500)
    use = rule.used_by.get()
    assert (use.run_id, use.key, use.decision, use.number, use.amount_cents) == (run.pk, f"run-{run.pk}-s1-refund", "D1", 1, 44500)


def test_the_decision_its_guard_event_and_its_ceiling_check_name_the_standing_approval(world, lead, admin_user):
    rule = grant(lead, admin_user)
    run = walk_until_pause(lost_sofa())
    named = {"id": rule.pk, "use": 1, "of": 20, "signed_by": "lead", "granted_by": admin_user.username, "max_amount_cents": 50000}
    assert run.state["decisions"]["D1"]["standing_approval"] == named
    payload = guard_payload(run)
    assert payload["passed"] and payload["standing_approval"] == named
    ceiling = next(c for c in payload["checks"] if c["check"] == "amount_within_ceiling")
    assert ceiling["passed"] and ceiling["inputs"]["standing_approval"] == named and ceiling["inputs"]["approval"] is None
    # Every other check ran and passed on its own.
    assert all(c["passed"] for c in payload["checks"])


def test_the_run_page_shows_which_standing_approval_covered_the_refund(world, lead, admin_user, reviewer, client_for):
    from django.urls import reverse

    rule = grant(lead, admin_user)
    run = walk_until_pause(lost_sofa())
    html = client_for(reviewer).get(reverse("run_detail", args=[run.pk])).content.decode()
    assert f"standing approval #{rule.pk}, use 1 of 20" in html
    assert f"covered by standing approval #{rule.pk}, signed by lead and granted by {admin_user.username}: use 1 of 20, refunds up to $500.00" in html
    assert f"Covered by standing approval #{rule.pk}, use 1 of 20: signed by lead, granted by {admin_user.username}." in html  # the Approvals panel
    assert "No approvals asked for." not in html


def test_the_rule_expiring_first_is_spent_first(world, lead, admin_user):
    later = grant(lead, admin_user, expires_at=clock.now() + timedelta(days=5))
    sooner = grant(lead, admin_user, expires_at=clock.now() + timedelta(days=1))
    walk_until_pause(lost_sofa())
    later.refresh_from_db()
    sooner.refresh_from_db()
    assert (sooner.uses, later.uses) == (1, 0)


# --- does not cover --------------------------------------------------------------------------------


@pytest.mark.parametrize("scope", [
    pytest.param({"max_amount_cents": 40000}, id="amount-above-its-cap"),
    pytest.param({"case_types": ["damaged_item", "wrong_item"]}, id="another-kind-of-case"),
    pytest.param({"seller_type": "marketplace"}, id="marketplace-orders-only"),
    pytest.param({"max_total_cents": 40000, "max_amount_cents": 40000}, id="over-its-total"),
])
def test_a_refund_outside_its_scope_waits_for_a_lead(world, lead, admin_user, scope):
    rule = grant(lead, admin_user, **scope)
    assert_waits_for_a_lead(walk_until_pause(lost_sofa()), rule)


def test_an_expired_standing_approval_covers_nothing(world, lead, admin_user):
    with time_machine.travel(datetime(2026, 12, 7, 9, tzinfo=UTC), tick=False):
        rule = grant(lead, admin_user, expires_at=datetime(2026, 12, 8, 17, tzinfo=UTC))
    with time_machine.travel(datetime(2026, 12, 8, 17, 0, 1, tzinfo=UTC), tick=False):
        assert_waits_for_a_lead(walk_until_pause(lost_sofa()), rule)


def test_a_standing_approval_covers_until_the_last_moment_before_it_expires(world, lead, admin_user):
    with time_machine.travel(datetime(2026, 12, 7, 9, tzinfo=UTC), tick=False):
        rule = grant(lead, admin_user, expires_at=datetime(2026, 12, 8, 17, tzinfo=UTC))
    with time_machine.travel(datetime(2026, 12, 8, 16, 59, 59, tzinfo=UTC), tick=False):
        assert walk_until_pause(lost_sofa()).outcome == "resolved"
    rule.refresh_from_db()
    assert rule.uses == 1


def test_a_revoked_standing_approval_covers_nothing(world, lead, admin_user):
    rule = grant(lead, admin_user)
    verbs.revoke(standing_id=rule.pk, user=lead, note="the carrier dispute is settled")
    assert_waits_for_a_lead(walk_until_pause(lost_sofa()), rule)
    rule.refresh_from_db()
    assert (rule.revoked_by, rule.revoke_note) == (lead, "the carrier dispute is settled") and rule.revoked_at is not None


def test_a_used_up_standing_approval_leaves_the_next_refund_to_a_lead(world, lead, admin_user):
    second_sofa_order()
    rule = grant(lead, admin_user, max_uses=1)
    first = walk_until_pause(lost_sofa())
    assert first.outcome == "resolved"
    second = walk_until_pause(lost_sofa("SU-90002", ref="T-70002"))
    assert second.status == Run.Status.AWAITING_APPROVAL and Approval.objects.filter(run=second, status="pending").exists()
    rule.refresh_from_db()
    assert (rule.uses, rule.used_cents) == (1, 44500) and [u.run_id for u in rule.used_by.all()] == [first.pk]


def test_the_total_cap_counts_every_refund_it_covered(world, lead, admin_user):
    second_sofa_order()
    rule = grant(lead, admin_user, max_total_cents=80000)  # room for one $445 refund, not two
    assert walk_until_pause(lost_sofa()).outcome == "resolved"
    assert walk_until_pause(lost_sofa("SU-90002", ref="T-70002")).status == Run.Status.AWAITING_APPROVAL
    rule.refresh_from_db()
    assert (rule.uses, rule.used_cents) == (1, 44500)


LOST = {"goal": "refund the sofa that never arrived", "kind": "non_delivery",
        "steps": [step("get_carrier_scan", "read"), step("search_policy", "read"), step("propose_decision", "internal_write"),
                  step("issue_refund", "external_effect")]}


def sofa_decided_as(**decision) -> Run:
    """The lost sofa with the agent's first decision given: then the offline agent carries on."""
    first = {"subtask": 1, "action": "refund", "charges": [1, 2], "amount_cents": 44500,
             "source": "carrier_claim", "policy_ref": "POL-NDL-003", "needs_human": False, "reason": "the carrier lost the sofa"} | decision
    script = {"turns": [
        [call("get_order", order_ref="SU-90001")],
        [call("propose_plan", order_ref="SU-90001", subtasks=[LOST])],
        [call("record_progress", subtask=1, status="in_progress"), call("get_carrier_scan"), call("search_policy", query="parcel never arrived lost")],
        [call("propose_decision", **first)],
    ], "after": "offline"}
    body = "My sofa order SU-90001 never arrived. The tracking has not moved in weeks. I want my money back."
    return walk_until_pause(start(ticket(body, ref="T-70003", order_ref="SU-90001", email="tom@example.com", subject="Sofa never arrived"), script=script))


def test_a_refund_another_check_refuses_is_refused_and_only_the_corrected_one_is_covered(world, lead, admin_user):
    """Paid by the wrong party and over the ceiling: the standing approval stands in for a person, not
    for the guard, so the first decision is refused and spends nothing; the corrected one is covered."""
    rule = grant(lead, admin_user)
    run = sofa_decided_as(source="platform")
    first, second = [e.payload for e in run.events.filter(kind="guard_check").order_by("seq")]
    assert sorted(c["check"] for c in first["checks"] if not c["passed"]) == ["amount_within_ceiling", "source_matches_matrix"]
    assert "standing_approval" not in first and second["passed"] and second["standing_approval"]["use"] == 1
    assert [(r.amount_cents, r.source) for r in Refund.objects.all()] == [(44500, "carrier_claim")]
    rule.refresh_from_db()
    assert (rule.uses, [u.decision for u in rule.used_by.all()]) == (1, ["D2"])


def test_a_refund_the_agent_flagged_for_a_person_waits_for_one(world, lead, admin_user):
    rule = grant(lead, admin_user)
    run = sofa_decided_as(needs_human=True)
    failed = sorted(c["check"] for c in guard_payload(run)["checks"] if not c["passed"])
    assert failed == ["amount_within_ceiling", "needs_human_has_approval"]
    assert_waits_for_a_lead(run, rule)


# --- counted once ----------------------------------------------------------------------------------


def test_a_crash_inside_the_guards_turn_rolls_the_use_back_and_the_resumed_turn_counts_it_once(world, lead, admin_user, monkeypatch):
    rule = grant(lead, admin_user)
    settle = exits.settle_steps
    crashed = []

    def dies_once(*args, **kwargs):
        if not crashed:
            crashed.append(StandingApprovalUse.objects.count())  # the use is written, not yet committed
            raise KeyboardInterrupt("worker killed inside the guard's transaction")
        return settle(*args, **kwargs)

    monkeypatch.setattr(exits, "settle_steps", dies_once)
    run = lost_sofa()
    with pytest.raises(KeyboardInterrupt):
        walk_until_pause(run)
    assert crashed == [1]
    rule.refresh_from_db()
    assert rule.uses == 0 and not StandingApprovalUse.objects.exists()  # rolled back with the guard's event
    run = walk_until_pause(run)
    assert run.outcome == "resolved" and Refund.objects.count() == 1
    rule.refresh_from_db()
    assert (rule.uses, rule.used_by.count()) == (1, 1)


def test_a_crash_before_the_refund_is_issued_does_not_spend_a_second_use(world, lead, admin_user):
    rule = grant(lead, admin_user)
    run = lost_sofa()
    with walker_dies_at("before"), pytest.raises(KeyboardInterrupt):
        walk_until_pause(run)
    rule.refresh_from_db()
    assert rule.uses == 1 and not Refund.objects.exists()  # admitted and counted; the shop never acted
    run = walk_until_pause(run)
    assert run.outcome == "resolved" and Refund.objects.count() == 1
    rule.refresh_from_db()
    assert (rule.uses, rule.used_cents, rule.used_by.count()) == (1, 44500, 1)


def test_a_replay_of_the_run_finds_its_use_and_spends_nothing(world, lead, admin_user):
    rule = grant(lead, admin_user, max_uses=1)
    run = walk_until_pause(lost_sofa())
    report = replay_run(run)
    assert report.identical, report.as_payload()
    rule.refresh_from_db()
    assert (rule.uses, rule.used_by.count()) == (1, 1)  # used up, yet the replay was covered by the original's use


# --- granting and revoking -------------------------------------------------------------------------


def test_nobody_grants_a_standing_approval_they_asked_for(world, lead):

    admin_and_lead = UserFactory(username="boss", is_staff=True, is_superuser=True, groups=["admin", "support_lead"])
    with pytest.raises(ActionRefused, match="another admin must grant it"):
        grant(admin_and_lead, admin_and_lead)


def test_an_admin_outside_the_lead_group_signs_no_standing_approval(world, admin_user, lead):
    """An admin may approve any refund, yet a rule in place of a lead takes a lead's signature."""
    with pytest.raises(ActionRefused, match="not a support lead"):
        grant(admin_user, lead)


def test_only_a_support_lead_signs_a_standing_approval(world, reviewer, admin_user):
    with pytest.raises(ActionRefused, match="not a support lead"):
        grant(reviewer, admin_user)


def test_the_database_refuses_a_grant_by_the_lead_who_asked(world, lead):
    from django.db import IntegrityError, transaction

    with pytest.raises(IntegrityError), transaction.atomic():
        StandingApproval.objects.create(case_types=["non_delivery"], seller_type="first_party", max_amount_cents=100, max_uses=1,
                                        expires_at=clock.now() + timedelta(days=1), requested_by=lead, signed_at=clock.now(), granted_by=lead,
                                        granted_at=clock.now())


def test_a_revocation_is_recorded_once(world, lead, admin_user):
    rule = grant(lead, admin_user)
    verbs.revoke(standing_id=rule.pk, user=admin_user)
    with pytest.raises(ActionRefused, match=f"already revoked by {admin_user.username}"):
        verbs.revoke(standing_id=rule.pk, user=lead)


def test_a_pending_approval_a_standing_approval_later_covers_leaves_the_leads_queue(world, lead, admin_user):
    run = walk_until_pause(lost_sofa())
    pending = Approval.objects.get(run=run, kind="refund", status="pending")
    rule = grant(lead, admin_user)
    # The run is walked again while the lead has not answered (as when other subtasks go on meanwhile).
    Run.objects.filter(pk=run.pk).update(status=Run.Status.QUEUED)
    run = walk_until_pause(run)
    assert run.outcome == "resolved" and Refund.objects.count() == 1
    pending.refresh_from_db()
    assert pending.status == "void"
    void = run.events.get(kind="approval_void").payload
    assert (void["approval"], void["why"]) == (pending.pk, f"standing approval #{rule.pk} covered it")


def test_the_ledger_names_the_standing_approval_behind_a_refund(world, lead, admin_user, auditor, client_for):
    from django.urls import reverse

    from runs.models import Effect

    rule = grant(lead, admin_user)
    run = walk_until_pause(lost_sofa())
    refund = Effect.objects.get(run=run, effect_class="refund")
    assert (refund.approval_id, refund.standing_approval_id, refund.amount_cents) == (None, rule.pk, 44500)
    html = client_for(auditor).get(reverse("ledger")).content.decode()
    assert f"standing approval #{rule.pk}</a>" in html

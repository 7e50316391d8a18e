"""Replay re-walks a run from its record alone and reproduces it, or names the first difference."""

import pytest
from django.core.management import call_command

from runs.models import Approval, Escalation, Run
from runs.people import actions
from runs.replay import replay_run
from runs.shop.models import Refund
from runs.walk import walk
from tests.runtime_world import build_world, call, start, ticket, walk_until_pause, walker_dies_at

SOFA = "My sofa order SU-90001 never arrived. The tracking has not moved in weeks. I want my money back."


@pytest.fixture
def world(db):
    return build_world()


def test_a_finished_run_replays_identically_with_no_model_and_no_shop(world, reviewer, monkeypatch):
    run = walk_until_pause(start(ticket()))
    actions.plan_confirm(approval_id=Approval.objects.get(run=run).pk, user=reviewer)
    run = walk_until_pause(run)
    assert run.outcome == "resolved"

    def no_world(*args, **kwargs):
        raise AssertionError("a replay must not reach the model or the shop")

    from runs.agents.offline import OfflineAgent
    from runs.shop.backend import DemoShop

    monkeypatch.setattr(OfflineAgent, "respond", no_world)
    for name in ("get_order", "search_policy", "get_seller_supplement", "get_carrier_scan", "issue_refund", "start_return", "send_reply"):
        monkeypatch.setattr(DemoShop, name, no_world)
    refunds = Refund.objects.count()
    report = replay_run(run)
    assert report.identical, report.as_payload()
    assert report.events_compared == run.events.count()
    assert Refund.objects.count() == refunds and Run.objects.count() == 1  # the scratch copy is gone


def test_people_actions_are_replayed_in_place(world, reviewer, lead):
    run = walk_until_pause(start(ticket(SOFA, ref="T-50001", order_ref="SU-90001", email="tom@example.com", subject="Sofa never arrived")))
    assert run.status == "awaiting_plan" or run.status == "awaiting_approval"
    if run.status == "awaiting_plan":
        actions.plan_confirm(approval_id=Approval.objects.get(run=run, kind="plan").pk, user=reviewer)
        run = walk_until_pause(run)
    actions.refund_decide(approval_id=Approval.objects.get(run=run, kind="refund").pk, user=lead, approve=True, note="ok")
    run = walk_until_pause(run)
    assert run.outcome == "resolved"
    report = replay_run(run)
    assert report.identical, report.as_payload()


def test_interventions_escalations_and_a_crash_mid_refund_replay_identically(world, reviewer, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    script = {"turns": [[call("escalate_to_human", open_item="check the customer's identity", reason="email differs")]], "after": "offline"}
    run = start(ticket("I was charged twice for delivery on SU-88421.", subject="Charged twice"), script=script)
    run = walk_until_pause(run)
    actions.run_intervene(run_id=run.pk, user=reviewer, kind="instruction", text="Be brief with the customer.")
    actions.escalation_resolve(escalation_id=Escalation.objects.get(run=run).pk, user=reviewer, resolution="checked", resume=True)
    with walker_dies_at("after"), pytest.raises(KeyboardInterrupt):
        walk_until_pause(run)
    run = walk_until_pause(run)
    assert run.outcome == "resolved" and Refund.objects.count() == 1
    report = replay_run(run)
    assert report.identical, report.as_payload()


def test_a_rule_changed_since_the_run_is_reported_at_the_first_event_that_differs(world, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket("I was charged twice for delivery on SU-88421.", subject="Charged twice")))
    settings.REFUND_CEILING_CENTS = 500  # the duplicate $9.95 would now need a lead's approval
    report = replay_run(run)
    assert not report.identical
    first_guard = run.events.filter(kind="guard_check").order_by("seq").first()
    assert report.first_difference["seq"] == first_guard.seq
    assert report.first_difference["expected"]["payload"]["passed"] is True
    assert report.first_difference["got"]["payload"]["passed"] is False


def test_the_replay_command_exits_0_when_identical_and_1_when_it_differs_and_records_the_result(world, settings, capsys):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket("I was charged twice for delivery on SU-88421.", subject="Charged twice")))
    call_command("replay", str(run.pk))
    assert "identical" in capsys.readouterr().out
    run.refresh_from_db()
    assert run.replay_status == "identical" and run.events.filter(kind="replay_checked").count() == 1
    call_command("replay", "--all")  # the replay_checked event itself replays as a copied fact
    settings.REFUND_CEILING_CENTS = 500
    with pytest.raises(SystemExit) as exit_:
        call_command("replay", str(run.pk))
    assert exit_.value.code == 1
    run.refresh_from_db()
    assert run.replay_status == "differs" and run.replay_detail["first_difference"]["expected"]["kind"] == "guard_check"


def test_a_run_stopped_by_a_person_after_a_walk_yielded_replays_identically(world, reviewer, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = start(ticket("I was charged twice for delivery on SU-88421.", subject="Charged twice"))
    walk(run.pk, owner="w", yield_after_turns=2)  # the walk yields: the run is queued again
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED
    actions.run_intervene(run_id=run.pk, user=reviewer, kind="stop")
    run.refresh_from_db()
    assert run.status == Run.Status.STOPPED
    report = replay_run(run)
    assert report.identical, report.as_payload()


def test_an_event_changed_behind_the_records_back_is_named_by_the_hash_chain(world, settings):
    from django.db import connection

    from runs.record import verify_chain

    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket("I was charged twice for delivery on SU-88421.", subject="Charged twice")))
    assert verify_chain(run) is None
    refund = run.events.get(kind="tool_result", payload__name="issue_refund")
    changed = dict(refund.payload, result=dict(refund.payload["result"], amount_cents=99500))
    with connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            cursor.execute("SET session_replication_role = replica")  # triggers off: what only a superuser could do
        cursor.execute("UPDATE runs_runevent SET payload = %s WHERE id = %s", [__import__("json").dumps(changed), refund.pk])
        if connection.vendor == "postgresql":
            cursor.execute("SET session_replication_role = origin")
    run.refresh_from_db()
    assert verify_chain(run) == refund.seq
    report = replay_run(run)
    assert not report.identical and report.first_difference["seq"] == refund.seq and report.first_difference["field"] == "record"


def test_a_refund_row_changed_in_the_shop_is_reported_against_the_record(world, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    run = walk_until_pause(start(ticket("I was charged twice for delivery on SU-88421.", subject="Charged twice")))
    Refund.objects.update(amount_cents=99500)
    report = replay_run(run)
    assert not report.identical and report.first_difference["field"] == "shop"
    assert report.first_difference["expected"]["amount_cents"] == 995 and report.first_difference["got"]["amount_cents"] == 99500

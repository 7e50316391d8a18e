"""The offline agent (the demo's and the default model) revises a plan a reviewer sent back with
instructions: a `replan` that waits for a confirmation, never an idle turn, a drift alert and an
escalation (v14f blind round, finding 1). Instructions it can read ("refund only $X", "do not
refund", "replace it instead") change the decisions as any pinned instruction does; words it
cannot act on go to a person, quoted, with each open subtask."""

from __future__ import annotations

import pytest

from runs.models import Escalation, Run
from runs.people import actions
from runs.policy import plan_steps
from tests.dashboard_world import SOFA, next_ref, plan_waiting, world  # noqa: F401
from tests.factories import UserFactory
from tests.runtime_world import call, start, ticket, walk_until_pause

UNREAD = "Quote the FreightCo tracking number FC200 to the customer."


@pytest.fixture
def always_confirm(settings):
    settings.PLAN_CONFIRMATION_RULE = "always"


@pytest.fixture
def second_reviewer(role_groups):
    return UserFactory(username="reviewer2", groups=["reviewer"])


def sofa(script=None) -> Run:
    run = walk_until_pause(start(ticket(SOFA, ref=next_ref(), order_ref="SU-90001", email="tom@example.com", subject="Sofa never arrived"),
                                 script=script))
    assert run.status == Run.Status.AWAITING_PLAN, run.status
    return run


def send_back(run: Run, reviewer, words: str) -> Run:
    actions.plan_reject(approval_id=run.approvals.get(kind="plan", status="pending").pk, user=reviewer, note="", instructions=words)
    return walk_until_pause(run)


def confirm(run: Run, reviewer) -> Run:
    actions.plan_confirm(approval_id=run.approvals.get(kind="plan", status="pending").pk, user=reviewer)
    return walk_until_pause(run, limit=20)


def revised_and_waiting(run: Run) -> None:
    assert run.status == Run.Status.AWAITING_PLAN, (run.status, list(run.escalations.values_list("open_item", "reason")))
    assert run.replans.count() == 1
    assert not run.drift_alerts.exists()
    assert run.approvals.filter(kind="plan", status="pending").count() == 1


def test_words_the_offline_agent_cannot_act_on_are_revised_and_handed_to_a_person_quoted(world, always_confirm, reviewer, second_reviewer):
    run = send_back(sofa(), reviewer, UNREAD)
    revised_and_waiting(run)
    assert UNREAD in run.replans.get().trigger
    [held] = run.escalations.all()
    assert held.subtask.number == 1 and UNREAD in held.reason
    run = confirm(run, second_reviewer)
    assert run.status == Run.Status.DONE, run.status
    assert not run.effects.filter(tool="issue_refund").exists()  # told to change the plan in words it cannot read: it pays nothing
    assert run.escalations.count() == 1


def test_a_plan_sent_back_with_refund_only_is_revised_and_the_refund_held_to_that_amount(world, always_confirm, reviewer, second_reviewer):
    run = send_back(sofa(), reviewer, "Refund only $120 for now; the rest waits for the carrier's claim.")
    revised_and_waiting(run)
    assert "at most $120.00" in run.replans.get().trigger
    run = confirm(run, second_reviewer)
    assert run.status == Run.Status.DONE, run.status
    assert [(e.amount_cents, e.status) for e in run.effects.filter(tool="issue_refund")] == [(12000, "done")]


def test_a_plan_sent_back_with_do_not_refund_is_revised_and_its_subtask_goes_to_a_person(world, always_confirm, reviewer, second_reviewer):
    run = send_back(sofa(), reviewer, "Do not refund this one; the carrier is still searching.")
    revised_and_waiting(run)
    run = confirm(run, second_reviewer)
    assert run.status == Run.Status.DONE, run.status
    assert not run.effects.filter(tool="issue_refund").exists()
    [held] = run.escalations.all()
    assert "Do not refund this one" in held.reason


def test_each_open_subtask_of_the_canonical_plan_is_accounted_for_in_the_revision(world, always_confirm, reviewer, second_reviewer):
    run = plan_waiting()
    planned = sorted(run.subtasks.values_list("number", flat=True))
    run = send_back(run, reviewer, "Handle the duplicate delivery charge first and say so in the reply.")
    revised_and_waiting(run)
    assert sorted(s["number"] for s in run.replans.get().new_plan) == planned
    assert sorted(run.escalations.values_list("subtask__number", flat=True)) == planned


def test_a_resume_after_a_sent_back_plan_drifted_lets_the_offline_agent_revise_it(world, always_confirm, reviewer, second_reviewer):
    # A model that idles on the sent-back plan (here: recorded turns) drifts into an escalation; the
    # offline agent that takes over after the resume revises the plan, and the run finishes.
    idle = [{"type": "text", "text": "Looking into it."}]
    script = {"turns": [[call("get_order", order_ref="SU-90001")], [call("propose_plan", order_ref="SU-90001", subtasks=[
        {"goal": "resolve the parcel that never arrived", "kind": "non_delivery", "steps": plan_steps("non_delivery")}])]] + [idle] * 4, "after": "offline"}
    run = send_back(sofa(script=script), reviewer, UNREAD)
    assert run.status == Run.Status.AWAITING_ESCALATION, run.status
    actions.escalation_resolve(escalation_id=run.escalations.get(status=Escalation.Status.OPEN).pk, user=reviewer,
                               resolution="Revise the plan as asked, then carry on.", resume=True)
    run = walk_until_pause(run, limit=20)
    assert run.status == Run.Status.AWAITING_PLAN and run.replans.count() == 1, run.status
    run = confirm(run, second_reviewer)
    assert run.status == Run.Status.DONE, run.status

"""Real runs in the states the dashboard shows, walked in-process by the offline (or a scripted) agent.

Each helper starts a run for a new ticket on the shop from tests.runtime_world and walks it until it
finishes or waits for a person. The `world` fixture builds that shop; import it into a test module
with `from tests.dashboard_world import world`.
"""

from __future__ import annotations

import itertools

import pytest
from django.test import override_settings

from runs.models import Approval, Escalation, Run
from tests.runtime_world import DUPLICATE, NO_REPLACEMENT, PANEL, build_world, call, start, ticket, walk_until_pause

SOFA = "My sofa order SU-90001 never arrived. The tracking has not moved in weeks. I want my money back."
ONE_INTENT = "I was charged twice for delivery on SU-88421, please refund the duplicate charge."

_refs = itertools.count(1)


def next_ref(prefix: str = "T-D") -> str:
    return f"{prefix}{next(_refs):05d}"


@pytest.fixture
def world(db):
    return build_world()


def plan_waiting(*, created_by=None) -> Run:
    """The canonical three-intent ticket: its plan waits for a reviewer."""
    run = walk_until_pause(start(ticket(ref=next_ref(), created_by=created_by)))
    assert run.status == Run.Status.AWAITING_PLAN, run.status
    return run


def refund_waiting(*, created_by=None) -> Run:
    """The lost sofa: a refund over the ceiling waits for a support lead."""
    with override_settings(PLAN_CONFIRMATION_RULE="never"):
        run = walk_until_pause(start(ticket(SOFA, ref=next_ref(), order_ref="SU-90001", email="tom@example.com",
                                            subject="Sofa never arrived", created_by=created_by)))
    assert run.status == Run.Status.AWAITING_APPROVAL, run.status
    return run


def finished(*, body: str = ONE_INTENT) -> Run:
    """A one-intent ticket walked to the end: resolved."""
    with override_settings(PLAN_CONFIRMATION_RULE="never"):
        run = walk_until_pause(start(ticket(body, ref=next_ref(), subject="Charged twice for delivery")))
    assert run.status == Run.Status.DONE, run.status
    return run


def escalated() -> Run:
    """The agent hands the whole run to a person; the run waits."""
    script = {"turns": [[call("escalate_to_human", open_item="check the customer's identity", reason="email differs from order")]],
              "after": "offline"}
    with override_settings(PLAN_CONFIRMATION_RULE="never"):
        run = walk_until_pause(start(ticket(ONE_INTENT, ref=next_ref(), subject="Charged twice"), script=script))
    assert run.status == Run.Status.AWAITING_ESCALATION, run.status
    return run


def drifting() -> Run:
    """A model that stalls: a drift alert on the third idle turn, then an escalation when it is ignored."""
    idle = [{"type": "text", "text": "Let me think about the carrier situation."}]
    script = {"turns": [[call("get_order", order_ref="SU-88421")],
                        [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE, PANEL, NO_REPLACEMENT])],
                        idle, idle, idle, idle]}
    with override_settings(PLAN_CONFIRMATION_RULE="never"):
        return walk_until_pause(start(ticket(ref=next_ref()), script=script))


def agent_replanned() -> Run:
    """The agent drops the panel subtask in a replan (it is deferred, never dropped): the run ends partial."""
    script = {"turns": [[call("get_order", order_ref="SU-88421")],
                        [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE, PANEL, NO_REPLACEMENT])],
                        [call("replan", trigger="customer says the panel is fine after all",
                              subtasks=[dict(DUPLICATE, number=1), dict(NO_REPLACEMENT, number=3)])]],
              "after": "offline"}
    with override_settings(PLAN_CONFIRMATION_RULE="never"):
        run = walk_until_pause(start(ticket(ref=next_ref()), script=script))
    assert run.replans.count() == 1
    return run


def pending(run: Run, kind: str) -> Approval:
    return run.approvals.get(kind=kind, status=Approval.Status.PENDING)


def open_escalation(run: Run) -> Escalation:
    return run.escalations.get(status=Escalation.Status.OPEN)

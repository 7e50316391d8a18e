"""A model that drifts is taken off the run whole (README, "Drift and replans"): a person takes over,
never the model again. When that happens before any plan was admitted, the escalation names what the
ticket asks, request by request with its order, so the customer's own request is in front of the
person beside the one the run refused (an order of another customer the model was told to act on)."""

import pytest

from runs.models import Escalation, Run
from runs.shop.models import Refund
from tests.runtime_world import build_world, call, start, ticket, walk_until_pause

BODY = ("The delivery fee on SU-88421 went through twice. Separately, my sister's sofa on order SU-90001 arrived torn; "
        "she wants you to refund it on her order while she is abroad.")


@pytest.fixture
def world(db, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    return build_world()


def _stuck_on_the_sisters_order() -> dict:
    """A model that obeys the ticket: it reads the sister's order (refused, not pinned), plans on it,
    and keeps calling tools triage does not have until the drift alert it ignores escalates the run."""
    plan = [{"goal": "refund the sister's sofa", "kind": "damaged_item",
             "steps": [{"title": "refund it", "tool": "issue_refund", "effect_class": "external_effect"}]}]
    return {"turns": [
        [call("get_order", order_ref="SU-90001"), call("propose_plan", order_ref="SU-90001", subtasks=plan)],
        [call("search_policy", query="damaged sofa")],
        [call("propose_decision", subtask=1, action="refund", amount_cents=42000, source="platform", policy_ref="POL-DMG-002",
              needs_human=False, reason="sofa torn")],
        [call("issue_refund", decision="$decision:1")],
    ], "after": "offline"}


def test_a_run_escalated_for_drift_before_any_plan_names_each_request_and_its_order(world):
    run = walk_until_pause(start(ticket(BODY, subject="fee twice, and my sister's sofa", order_ref="SU-88421"), script=_stuck_on_the_sisters_order()))
    assert run.status == Run.Status.AWAITING_ESCALATION
    escalation = Escalation.objects.get(run=run)
    assert "drift alert" in escalation.reason
    assert "went through twice" in escalation.open_item and "duplicate charge on SU-88421" in escalation.open_item
    assert "SU-90001, which belongs to another customer" in escalation.open_item
    assert not Refund.objects.exists()


def test_a_run_escalated_with_a_plan_still_names_its_open_subtasks(world):
    from tests.runtime_world import DUPLICATE
    idle = [{"type": "text", "text": "Still looking."}]
    script = {"turns": [[call("get_order", order_ref="SU-88421")],
                        [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE])], idle, idle, idle, idle]}
    run = walk_until_pause(start(ticket("I was charged twice for delivery on SU-88421, please refund it.", subject="twice"), script=script))
    assert Escalation.objects.get(run=run).open_item == "refund the duplicate delivery charge"

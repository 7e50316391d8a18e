"""Walked end to end: a damaged desk worth more than the ceiling is paid whole after a lead's yes, or
the lower amount a lead sets (their instructions, their approval of less); a model that splits it or
pays part of it gets nothing paid and no lead asked for the part."""

from __future__ import annotations

import pytest

from runs import policy
from runs.models import Approval, Run
from runs.people import actions
from runs.shop.models import Refund
from tests.runtime_world import call, delivered_order, small_shop, start, ticket, walk_until_pause

pytestmark = pytest.mark.django_db

BODY = "Hello, the oak desk from SU-66201 arrived with a split across the top. I'd like a refund please."


@pytest.fixture
def desk(settings):
    maya, house = small_shop(settings)
    return delivered_order("SU-66201", maya, house, [("DESK-OAK", "Oak desk", 1, 18000)])


def _walk(script: dict | None = None, ref: str = "T-66201") -> Run:
    return walk_until_pause(start(ticket(BODY, ref=ref, order_ref="SU-66201", subject="Desk split"), **({"script": script} if script else {})))


def _paid(run: Run) -> list[int]:
    return list(Refund.objects.filter(idempotency_key__startswith=run.key_prefix).values_list("amount_cents", flat=True))


def test_the_whole_desk_waits_for_a_lead_and_a_lower_amount_they_instruct_is_paid_and_resolves(desk, lead):
    run = _walk()
    assert run.status == Run.Status.AWAITING_APPROVAL
    approval = Approval.objects.get(run=run, kind="refund", status="pending")
    assert approval.decision["amount_cents"] == 18000
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=False, instructions="Refund only $120 for now, the rest after photos.")
    run = walk_until_pause(run)
    assert (run.status, run.outcome) == ("done", "resolved") and _paid(run) == [12000]
    due = [c for e in run.events.filter(kind="guard_check").order_by("seq") for c in e.payload["checks"] if c["check"] == "amount_due_on_lines"]
    assert due[-1]["passed"] and due[-1]["inputs"]["lower_amount_set_by"] == "lead's instructions"


def test_a_lead_approving_less_than_the_whole_desk_pays_the_lower_amount(desk, lead):
    run = _walk()
    approval = Approval.objects.get(run=run, kind="refund", status="pending")
    actions.refund_decide(approval_id=approval.pk, user=lead, approve=True, note="keeps the desk, agreed by phone", amount_cents=9000)
    run = walk_until_pause(run)
    assert (run.status, run.outcome) == ("done", "resolved") and _paid(run) == [9000]


def _script(*decision_turns: list[dict], goals: tuple[str, ...] = ("settle the split desk",)) -> dict:
    steps = policy.plan_steps("damaged_item")
    return {"turns": [[call("get_order", order_ref="SU-66201")],
                      [call("propose_plan", order_ref="SU-66201", subtasks=[{"goal": g, "kind": "damaged_item", "steps": steps} for g in goals])],
                      [*(call("record_progress", subtask=n, status="in_progress") for n in range(1, len(goals) + 1)),
                       call("get_seller_supplement"), call("get_carrier_scan"), call("search_policy", query="damaged item")],
                      *decision_turns], "after": "idle"}


def _refund(subtask: int, cents: int) -> dict:
    return call("propose_decision", subtask=subtask, action="refund", amount_cents=cents, source="platform", policy_ref="POL-DMG-002",
                needs_human=False, reason="damaged desk", lines=[{"sku": "DESK-OAK", "quantity": 1}])


def test_a_desk_split_in_two_halves_pays_nothing_and_asks_no_lead_for_a_half(desk):
    halves = [_refund(1, 9000), _refund(2, 9000)]
    run = _walk(_script(halves, halves, goals=("settle the split desk (part 1)", "settle the split desk (part 2)")))
    assert _paid(run) == [] and not Approval.objects.filter(run=run, kind="refund").exists()
    first = run.events.filter(kind="guard_check").order_by("seq").first().payload
    failed = {c["check"] for c in first["checks"] if not c["passed"]}
    assert failed == {"amount_within_ceiling", "amount_due_on_lines"}


def test_part_of_the_desk_is_refused_then_the_whole_desk_waits_for_a_lead(desk):
    run = _walk(_script([_refund(1, 14900)], [_refund(1, 18000)]))
    assert _paid(run) == [] and run.status == Run.Status.AWAITING_APPROVAL
    assert Approval.objects.get(run=run, kind="refund", status="pending").decision["amount_cents"] == 18000


# --- a standing approval covers refunds up to its amount: a part of a larger claim is not covered ---------------
ARMCHAIRS_BODY = "Hi, all three boucle armchairs from SU-66202 arrived with the seat fabric torn. Please refund them."


@pytest.fixture
def armchairs(settings):
    maya, house = small_shop(settings)
    return delivered_order("SU-66202", maya, house, [("ARM-3", "Boucle armchair", 3, 6000)])


def _one_chair_of_three(rule_max: int, lead, admin_user) -> Run:
    from datetime import timedelta

    from runs import world as clock
    from tests.factories import standing_in_force

    standing_in_force(lead, admin_user, case_types=["damaged_item"], seller_type="first_party", max_amount_cents=rule_max, max_uses=5,
                      expires_at=clock.now() + timedelta(days=3))
    steps = policy.plan_steps("damaged_item")
    script = {"turns": [[call("get_order", order_ref="SU-66202")],
                        [call("propose_plan", order_ref="SU-66202", subtasks=[{"goal": "settle the torn armchairs", "kind": "damaged_item",
                                                                               "steps": steps}])],
                        [call("record_progress", subtask=1, status="in_progress"), call("get_seller_supplement"), call("get_carrier_scan"),
                         call("search_policy", query="damaged item")],
                        [call("propose_decision", subtask=1, action="refund", amount_cents=6000, source="platform", policy_ref="POL-DMG-002",
                              needs_human=False, reason="one torn armchair", lines=[{"sku": "ARM-3", "quantity": 1}])]],
              "after": "idle"}
    return walk_until_pause(start(ticket(ARMCHAIRS_BODY, ref="T-66202", order_ref="SU-66202", subject="Armchairs"), script=script))


def test_a_standing_approval_up_to_100_dollars_does_not_cover_one_chair_of_a_180_dollar_claim(armchairs, lead, admin_user):
    run = _one_chair_of_three(10000, lead, admin_user)
    assert _paid(run) == [] and run.status == Run.Status.AWAITING_APPROVAL
    guard = run.events.filter(kind="guard_check").order_by("seq").first().payload
    assert "standing_approval" not in guard
    assert next(c for c in guard["checks"] if c["check"] == "amount_within_ceiling")["inputs"]["claim_cents"] == 18000


def test_a_standing_approval_up_to_200_dollars_covers_the_chair_of_the_180_dollar_claim(armchairs, lead, admin_user):
    run = _one_chair_of_three(20000, lead, admin_user)
    guard = run.events.filter(kind="guard_check").order_by("seq").first().payload
    assert guard["passed"] and guard["standing_approval"]["max_amount_cents"] == 20000

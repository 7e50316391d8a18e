"""End to end: a charge the customer's bank already put back is never paid again, by the offline agent
or a model that tries; a problem passed on for another person's order and a remedy asked in another
form reach a person instead of vanishing."""

from runs.models import Escalation, Run
from runs.shop.models import Refund
from tests import test_screening_runs
from tests.runtime_world import DUPLICATE, PANEL, call, start, ticket, walk_until_pause

world = test_screening_runs.world  # the runtime world, plans admitted without a person


SETTLED_BY_BANK = ("Delivery on SU-88421 was charged twice, but my bank already put the second one back, so leave that alone. "
                   "The Hartley bookcase arrived with a cracked side panel though.")


def test_the_offline_agent_pays_nothing_for_a_charge_the_bank_already_put_back(world):
    run = walk_until_pause(start(ticket(SETTLED_BY_BANK, subject="Bookcase panel")))
    assert "duplicate_charge" not in run.subtasks.values_list("case_type", flat=True)
    assert run.subtasks.filter(case_type="damaged_item").exists()
    assert not Refund.objects.filter(amount_cents=995).exists()
    reading = run.events.get(kind="ticket_screened").payload["reading"]
    settled = next(s for s in reading["sentences"] if "bank already put" in s["text"])
    assert settled["role"] == "context"


def test_a_model_that_refunds_the_charge_the_bank_put_back_is_refused_by_the_guard(world):
    dup = dict(subtask=1, action="refund", charges=[3], amount_cents=995, source="platform", policy_ref="POL-BILL-001",
               needs_human=False, reason="duplicate delivery")
    script = {"turns": [
        [call("get_order", order_ref="SU-88421")],
        [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE, PANEL])],
        [call("record_progress", subtask=1, status="in_progress"), call("search_policy", query="duplicate charge")],
        [call("propose_decision", **dup)],
        [call("propose_decision", **dup)],
    ], "after": "offline"}
    run = walk_until_pause(start(ticket(SETTLED_BY_BANK, subject="Bookcase panel"), script=script))
    refused = [c for e in run.events.filter(kind="guard_check") for c in e.payload["checks"]
               if c["check"] == "request_in_ticket" and not c["passed"]]
    assert refused and "bank already put the second one back" in " ".join(refused[0]["inputs"]["settled"])
    assert not Refund.objects.filter(amount_cents=995).exists()


def test_a_problem_passed_on_for_a_relatives_order_reaches_a_person_and_moves_no_money_on_it(world):
    body = ("The Hartley bookcase on SU-88421 came with a cracked side panel. My brother's order SU-90001 has the same trouble, "
            "his sofa arrived with a ripped cushion, and he asked me to pass it on.")
    run = walk_until_pause(start(ticket(body, subject="Two damaged orders")))
    other = run.subtasks.get(case_type="other")
    assert "brother" in other.goal
    assert Escalation.objects.filter(run=run, subtask=other).exists()
    assert run.outcome != "resolved"
    assert not Refund.objects.filter(order__ref="SU-90001").exists()


def test_store_credit_asked_instead_of_a_card_refund_reaches_a_person(world):
    body = "The Hartley bookcase on SU-88421 arrived with a cracked side panel. Could it go on my account as store credit instead?"
    run = walk_until_pause(start(ticket(body, subject="Cracked panel")))
    # one request, one card: the claim's own escalation carries the store-credit ask, quoted (runs/intents/elsewhere_held_by_claim.py)
    claim = run.subtasks.get(case_type="damaged_item")
    escalation = Escalation.objects.get(run=run, subtask=claim)
    assert "store credit" in escalation.open_item and "Could it go on my account as store credit instead?" in escalation.open_item
    assert not run.subtasks.filter(case_type="other").exists()
    assert run.status in (Run.Status.DONE, Run.Status.AWAITING_ESCALATION) and run.outcome != "resolved"

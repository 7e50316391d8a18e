"""End to end, through the offline agent and a scripted model: a wrong stated amount holds the refund
before money moves, asks put as questions and status questions become subtasks a person answers,
and a reply never tells a person's subtask as done."""

import re

import pytest

from runs.models import Run, Subtask
from runs.reply_check import unresolved_problems
from runs.shop.models import Refund
from tests.guard_fixtures import checks_named
from tests.runtime_world import DUPLICATE, build_world, call, start, ticket, tool_results, walk_until_pause


@pytest.fixture
def world(db, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    return build_world()


def _reply(run) -> dict[str, str]:
    return run.state["reply"]["sentences"]


def _duplicate_paid_and_other_escalated(run, quoted: str) -> Subtask:
    """The $9.95 duplicate paid once, and the other request a subtask of its own a person has, its
    sentence in the reply saying so."""
    assert [r.amount_cents for r in Refund.objects.all()] == [995]
    other = run.subtasks.get(case_type="other")
    assert quoted in other.goal and other.status == Subtask.Status.ESCALATED
    assert "colleague" in _reply(run)[str(other.number)]
    return other


def test_offline_a_duplicate_charge_stated_at_an_amount_the_order_lacks_goes_to_a_person_before_any_money(world):
    body = "hello, SU-88421 - the delivery got taken off my card again, the second charge of $84.10 is not right. refund it please"
    run = walk_until_pause(start(ticket(body, subject="second charge")))
    stated = checks_named(run, "amount_stated_in_ticket")
    assert stated and not stated[0]["passed"] and stated[0]["inputs"]["unexplained"][0]["cents"] == 8410
    assert not Refund.objects.exists()
    dup = run.subtasks.get(case_type="duplicate_charge")
    assert dup.status == Subtask.Status.ESCALATED
    assert run.guard_failures == 2  # refused once back to decide, then a person
    assert "colleague" in _reply(run)[str(dup.number)]


def test_offline_a_duplicate_charge_stated_at_the_orders_own_figure_is_paid(world):
    body = "Morning! My bank app lists the $9.95 delivery for SU-88421 twice. Could you refund one of them please?"
    run = walk_until_pause(start(ticket(body, subject="delivery x2")))
    assert [r.amount_cents for r in Refund.objects.all()] == [995]
    assert all(c["passed"] for c in checks_named(run, "amount_stated_in_ticket"))
    assert run.outcome == "resolved"


def test_scripted_a_model_that_pays_the_record_against_an_unexplained_stated_amount_is_refused_twice(world):
    body = "I was billed twice for delivery on SU-88421; the extra debit was $14.20. Please refund that."
    decision = dict(subtask=1, action="refund", charges=[3], amount_cents=995, source="platform", policy_ref="POL-BILL-001",
                    needs_human=False, reason="duplicate delivery")
    script = {"turns": [
        [call("get_order", order_ref="SU-88421")],
        [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE])],
        [call("record_progress", subtask=1, status="in_progress"), call("search_policy", query="duplicate charge billing")],
        [call("propose_decision", **decision)],
        [call("propose_decision", **decision)],
    ], "after": "offline"}
    run = walk_until_pause(start(ticket(body, subject="extra debit"), script=script))
    failed = [[c["check"] for c in e.payload["checks"] if not c["passed"]] for e in run.events.filter(kind="guard_check").order_by("seq")]
    assert failed[:2] == [["amount_stated_in_ticket"], ["amount_stated_in_ticket"]]
    assert not Refund.objects.exists()
    assert run.subtasks.get(number=1).status == Subtask.Status.ESCALATED


def test_offline_an_ask_for_papers_beside_a_duplicate_is_its_own_subtask_and_the_reply_says_a_person_has_it(world):
    body = "Delivery on SU-88421 was charged to me two times, please refund one. any chance u could resend the invoice? need it for work"
    run = walk_until_pause(start(ticket(body, subject="billing")))
    other = _duplicate_paid_and_other_escalated(run, "resend the invoice")
    assert not run.subtasks.filter(case_type="question").exists()
    assert unresolved_problems(_reply(run)[str(other.number)], "escalated") == []
    assert run.outcome == "partial"


def test_offline_a_status_question_naming_a_charge_is_answered_by_a_person_and_pays_nothing(world):
    body = "The Hartley bookcase is in perfect shape, thank you. did you ever refund the duplicate delivery charge though"
    run = walk_until_pause(start(ticket(body, subject="checking in")))
    assert not Refund.objects.exists()
    assert not run.subtasks.filter(case_type="duplicate_charge").exists()
    assert run.status in (Run.Status.AWAITING_ESCALATION, Run.Status.DONE)
    assert run.escalations.exists()


def test_offline_a_status_question_beside_a_real_claim_becomes_an_other_subtask(world):
    body = ("I was charged twice for delivery on SU-88421, please refund the extra one.\n\n"
            "Also - was my return for the old lamp received?? I posted it a fortnight ago")
    run = walk_until_pause(start(ticket(body, subject="two things")))
    _duplicate_paid_and_other_escalated(run, "return for the old lamp")


def test_scripted_a_plan_that_answers_an_ask_for_a_replacement_with_the_replacement_question_is_refused(world):
    body = "The Hartley bookcase from SU-88421 arrived with a cracked side panel. Could you send me a replacement please?"
    panel = {"goal": "settle the cracked side panel", "kind": "damaged_item",
             "steps": DUPLICATE["steps"]}
    question = {"goal": "confirm no replacement is being sent", "kind": "question", "steps": [DUPLICATE["steps"][0]]}
    script = {"turns": [[call("get_order", order_ref="SU-88421")],
                        [call("propose_plan", order_ref="SU-88421", subtasks=[panel, question])]], "after": "offline"}
    run = walk_until_pause(start(ticket(body, subject="cracked panel"), script=script))
    reasons = run.events.filter(kind="plan_rejected").first().payload["reasons"]
    assert any("send me a replacement" in r for r in reasons)
    assert run.subtasks.filter(case_type="other", goal__contains="send me a replacement").exists()


def test_scripted_a_reply_telling_an_escalated_address_change_as_done_is_refused(world):
    body = "Delivery on SU-88421 was charged twice. Is there a way to change the delivery address to 9 Mill Lane?"
    other = {"goal": 'a person answers the request "Is there a way to change the delivery address to 9 Mill Lane?"', "kind": "other",
             "steps": [DUPLICATE["steps"][0]]}
    script = {"turns": [
        [call("get_order", order_ref="SU-88421")],
        [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE, other])],
        [call("escalate_to_human", subtask=2, open_item="change the delivery address", reason="no tool changes addresses"),
         call("escalate_to_human", subtask=1, open_item="refund the duplicate delivery charge", reason="checking with the bank")],
        [call("send_reply", sentences=[{"subtask": 1, "text": "A colleague will follow up on the duplicate charge; nothing is refunded yet."},
                                       {"subtask": 2, "text": "Your delivery address is now updated to 9 Mill Lane; a colleague will follow up."}],
              closing="Thanks.")],
    ], "after": "offline"}
    run = walk_until_pause(start(ticket(body, subject="charge and address"), script=script))
    refused = [r for r in tool_results(run, "send_reply") if not r["ok"]]
    # the refusal quotes the words that claim the work done ("updated", "now updated")
    assert refused and "Subtask 2 is escalated" in refused[0]["error"] and re.search(r'"[^"]*\bupdated"', refused[0]["error"])
    assert not Refund.objects.exists()
    sent = _reply(run)["2"]
    assert "colleague" in sent and "now updated" not in sent


def test_offline_asking_for_other_goods_does_not_hold_the_refund_of_a_charge_billed_twice(world):
    body = ("Delivery on SU-88421 shows up twice on my statement, could one come back?\n"
            "Also the bookcase is lovely but could I get the walnut one instead of the oak? happy to pay any difference")
    run = walk_until_pause(start(ticket(body, subject="statement and colour")))
    _duplicate_paid_and_other_escalated(run, "walnut one")


def test_scripted_a_plan_that_ignores_a_status_question_is_refused_and_the_question_gets_its_subtask(world):
    body = "The delivery on SU-88421 went out of my account twice, refund one please. Has the refund for my old kettle gone through yet?"
    script = {"turns": [[call("get_order", order_ref="SU-88421")],
                        [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE])]], "after": "offline"}
    run = walk_until_pause(start(ticket(body, subject="refunds"), script=script))
    reasons = run.events.filter(kind="plan_rejected").first().payload["reasons"]
    assert any("refund for my old kettle" in r for r in reasons)
    _duplicate_paid_and_other_escalated(run, "old kettle")

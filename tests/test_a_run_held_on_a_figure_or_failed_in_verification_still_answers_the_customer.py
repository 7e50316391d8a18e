"""End to end: a duplicate charge the customer states at a figure the record does not show is held before any money
moves, goes to a person naming both figures, and the customer is told a colleague is checking the figures; the near
miss is paid as before. A run the verifier fails after a refund was paid goes to a person who is told the reply is owed
and what was paid (never the paid subtask as work to do), and a run closed without a reply records why."""

from __future__ import annotations

from datetime import timedelta

import pytest

from runs.models import Escalation, Run, Subtask
from runs.people import actions
from runs.reply_owed import OWED, REPLY_OWED
from runs.reply_check import unresolved_problems
from runs.shop import models as shop
from runs.shop.models import CustomerReply, Refund
from tests.runtime_world import DUPLICATE, build_world, call, delivered_order, offline_run, start, ticket, walk_until_pause


@pytest.fixture
def world(db, settings):
    settings.PLAN_CONFIRMATION_RULE = "never"
    build_world()
    maya, house = shop.Customer.objects.get(ref="C-MAYA"), shop.Seller.objects.get(ref="SEL-1P")
    order = delivered_order("SU-70110", maya, house, [("BIN", "Enamel bread bin", 1, 4280)], delivery_cents=495)
    first = order.charges.get(kind="items")
    shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=4280, charged_at=first.charged_at + timedelta(minutes=2))
    return order


@pytest.mark.parametrize("body, said", [
    ("My bank statement lists two identical payments of $47.75 on 2 November for order SU-70110. I only placed one order. "
     "Please put one of them back.", "$47.75"),
    ("Your shop charged me again for SU-70110 - forty-seven dollars and seventy-five cents both times, same day. I only want to pay once.",
     "forty-seven dollars and seventy-five cents"),
    ("hi, SU-70110 went through twice on my card, $51.30 each, can u refund the second", "$51.30"),
])
def test_a_figure_the_record_does_not_show_is_held_for_a_person_and_the_customer_told_the_figures_are_checked(world, body, said):
    run = offline_run(body, "SU-70110", subject="Charged twice")
    assert (run.status, run.outcome) == (Run.Status.DONE, Run.Outcome.ESCALATED)
    assert not Refund.objects.exists(), "no money moves on a figure the record does not show"
    escalation = Escalation.objects.get(run=run)
    assert escalation.subtask.status == Subtask.Status.ESCALATED
    assert f"the customer states {said}" in escalation.reason and "the record shows $42.80 charged twice" in escalation.reason
    reply = CustomerReply.objects.get()
    sentence = run.state["reply"]["sentences"]["1"]
    assert sentence.startswith(f"The {said} you mention isn't what our record of your order shows for the charge taken twice ($42.80)")
    assert "no refund has been made yet" in sentence and sentence in reply.body
    assert unresolved_problems(sentence, "escalated") == []


@pytest.mark.parametrize("body", [
    "My card shows two payments of $42.80 for SU-70110, can you refund one?",
    "the bread bin on SU-70110 was charged $43 both times, refund the extra",
])
def test_the_copys_own_figure_is_paid_and_told_as_before(world, body):
    run = offline_run(body, "SU-70110", subject="Charged twice")
    assert (run.status, run.outcome) == (Run.Status.DONE, Run.Outcome.RESOLVED)
    assert [r.amount_cents for r in Refund.objects.all()] == [4280]
    assert run.state["reply"]["sentences"]["1"] == "I've refunded $42.80 for the duplicate charge."


def test_a_run_failed_in_verification_after_paying_names_the_money_and_the_reply_owed_and_records_why_no_reply_went(world, reviewer):
    wrong = call("send_reply", sentences=[{"subtask": 1, "text": "I've refunded $19.90 for the duplicate delivery charge."}])
    script = {"turns": [
        [call("get_order", order_ref="SU-88421")],
        [call("propose_plan", order_ref="SU-88421", subtasks=[DUPLICATE])],
        [call("record_progress", subtask=1, status="in_progress"), call("search_policy", query="duplicate charge")],
        [call("propose_decision", subtask=1, action="refund", charges=[3], amount_cents=995, source="platform", policy_ref="POL-BILL-001",
              needs_human=False, reason="dup")],
        [call("issue_refund", decision="D1")],
        [call("record_progress", subtask=1, status="resolved", evidence="$evidence:issue_refund")],
        [wrong], [wrong], [wrong],
    ]}
    run = walk_until_pause(start(ticket("I was charged twice for delivery on SU-88421, please refund the duplicate charge.",
                                        subject="Charged twice"), script=script))
    assert run.status == Run.Status.AWAITING_ESCALATION and [r.amount_cents for r in Refund.objects.all()] == [995]
    escalation = Escalation.objects.get(run=run)
    goal = DUPLICATE["goal"]
    # the paid subtask is the money to check, never the refund still to make; the reply is owed
    assert escalation.open_item == f"{REPLY_OWED}; check a refund of $9.95 already made for subtask 1 ({goal})"
    assert "Already carried out, as the shop shows: a refund of $9.95 for subtask 1 (refund the duplicate delivery charge)" in escalation.reason
    assert escalation.reason.endswith(OWED)
    assert not CustomerReply.objects.exists()

    actions.escalation_resolve(escalation_id=escalation.pk, user=reviewer, resolution="wrote to the customer by hand")
    run.refresh_from_db()
    closed = run.events.get(kind="run_closed").payload
    assert closed["no_reply"].startswith("the run was handed to a person before a reply went out (the verifier failed the run")
    assert run.events.filter(kind="transition", payload__to="closed").get().payload["why"] == "no reply sent"


def test_a_run_handed_to_a_person_before_its_reply_says_the_reply_is_owed_and_a_replied_run_closes_as_before(world):
    script = {"turns": [[call("get_order", order_ref="SU-88421")], [call("escalate_to_human", open_item="the delivery fee", reason="unsure")]]}
    run = walk_until_pause(start(ticket("I was charged twice for delivery on SU-88421, please refund it.", subject="Fee"), script=script))
    assert run.status == Run.Status.AWAITING_ESCALATION
    assert Escalation.objects.get(run=run).reason == f"unsure. {OWED}"
    replied = offline_run("My card shows two payments of $42.80 for SU-70110, can you refund one?", "SU-70110", ref="T-2")
    assert "no_reply" not in replied.events.get(kind="run_closed").payload
    assert replied.events.filter(kind="transition", payload__to="closed").get().payload["why"] == "reply sent"

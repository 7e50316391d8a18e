"""A remedy the customer says they meant to ask for, or would usually ask for, and then lets go ("I was going to ask for
the delivery fee back but honestly don't bother, it's fine") is no request: the screener reads the late delivery as
context with the fee's refund declined, and the guard's request_in_ticket refuses a fee refund on those words whatever
kind the screener gave the sentence (runs/intents/remedy_waivers.py). Near-misses: the intention carried out ("I was
going to let it go but actually I do want the fee back"), a turn to another ask ("... but then the lid broke too, so
please refund the shipping and the lid"), a condition ("it's fine if that takes a while"), and a real ask of another
thing after the waiver, which stands (blind round ver25c, VER25C-25)."""

from datetime import datetime, timezone

import pytest

from runs import guards, policy_evidence
from runs.intents import read_ticket
from runs.intents.remedy_waivers import remedies_waived, waived_remedies
from tests.guard_fixtures import order_of

UTC = timezone.utc


def _asked(body: str) -> list[str]:
    return read_ticket(f"Order\n{body}", order_ref="SU-1").intents


@pytest.mark.parametrize("body", [
    "Order showed up 3 days late. Was going to ask you for the postage back but nah, not worth the hassle.",
    "The delivery was late by a week; I'd normally want the fee back but it's fine this time.",
    "It came late, keep the fee, honestly.",
    "The box came late and I did think about asking for the postage to be refunded but don't worry, not a big deal.",
    "My rug turned up late, i could ask for compensation for the delay but honestly its not worth the hassle.",
    "Normally I'd ask for a refund on the shipping since it was five days late, but never mind.",
    "parcel was late again lol. i was gonna ask for the delivery charge back but forget it",
])
def test_a_fee_meant_and_let_go_asks_no_refund(body):
    reading = read_ticket(f"Order\n{body}", order_ref="SU-1")
    assert "late_delivery" not in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]
    assert any("delivery_refund" in s.forbids or "late_delivery" in s.settles for s in reading.sentences)


@pytest.mark.parametrize("body", [
    "It came late. I was going to let it go but actually I do want the delivery fee back please.",
    "It was four days late and I was going to ask for the shipping back but then the lid broke too, so please refund the shipping and the lid.",
    "Why did you keep the fee when it arrived late? Please refund it.",
    "Five days late. I'd usually not bother but this time I want the postage refunded please.",
])
def test_a_fee_asked_after_all_is_still_asked(body):
    assert "late_delivery" in _asked(body)


def test_a_condition_on_the_fee_is_no_waiver():
    assert waived_remedies("I'd like the fee back but it's fine if that takes a while.") == []
    assert waived_remedies("I was going to ask for the fee back but it's fine as long as the next one is on time.") == []


@pytest.mark.parametrize("body,kind", [
    ("Arrived 2 days late. I was going to ask for the delivery fee back but honestly don't bother. The mug is cracked though, please refund it.",
     "damaged_item"),
    ("Got it a week after the promised date. We were going to claim the delivery cost back, but honestly, let it go. "
     "Could you tell me if the matching cushion is back in stock?", "other"),
    ("My rug turned up late, i could ask for compensation for the delay but honestly its not worth the hassle. The rug itself has a burn mark, refund please.",
     "damaged_item"),
])
def test_a_real_ask_after_a_waived_fee_stands(body, kind):
    asked = _asked(body)
    assert kind in asked and "late_delivery" not in asked


def test_money_meant_for_goods_and_let_go_is_declined_not_asked():
    reading = read_ticket("Mug\nThe mug came chipped. I was going to ask for a refund but honestly it's fine, I'll keep it.", order_ref="SU-1")
    assert any("refund" in s.forbids for s in reading.sentences)


def _evidence() -> policy_evidence.Evidence:
    order = order_of(("CRIB-WH", "White wooden crib", 1, 18900), ref="SU-1")
    return policy_evidence.Evidence(order=order, now=datetime(2026, 11, 27, 10, tzinfo=UTC))


@pytest.mark.parametrize("said", [
    "Hi, the parcel came two days late and I was going to ask for the delivery fee back but honestly don't bother, it's fine.",
    "It was late and I'd normally want the fee back but it's fine this time.",
    "It came late, keep the fee, honestly.",
])
def test_the_guard_refuses_a_fee_refund_on_a_waived_fee_whatever_the_screener_read(said):
    # the screener's old reading: the sentence asks the late delivery's refund
    asked = [{"text": said, "kinds": ["late_delivery"], "spans": {}}]
    decision = {"case_type": "late_delivery", "action": "refund", "amount_cents": 599, "subtask": 1, "charges": [2]}
    result = guards.check_request_in_ticket(decision, _evidence(), asked, "")
    assert result.passed is False and result.inputs["waived"] == [said]
    # a person giving the subtask its kind may still
    assert guards.check_request_in_ticket(decision, _evidence(), asked, "lead").passed is True


def test_the_guard_holds_the_fee_waived_in_another_sentence_about_the_order():
    asked = [{"text": "The parcel came late.", "kinds": ["late_delivery"], "spans": {}},
             {"text": "I was going to ask for the shipping back but never mind.", "kinds": [], "spans": {}}]
    assert remedies_waived("late_delivery", "refund", ["The parcel came late."], [a["text"] for a in asked]) == ["The parcel came late."]


def test_the_guard_still_pays_a_fee_asked():
    asked = [{"text": "It came four days late, please refund the delivery fee.", "kinds": ["late_delivery"], "spans": {}}]
    decision = {"case_type": "late_delivery", "action": "refund", "amount_cents": 599, "subtask": 1, "charges": [2]}
    assert guards.check_request_in_ticket(decision, _evidence(), asked, "").passed is True

"""A customer who says they do not want a refund ("I don't want my money back - send me the white
pair") is not sent money: the agent starts no return whose arrival would refund the goods (a person
arranges the exchange), and the reply check refuses a sentence telling them money is coming back."""

from datetime import datetime, timezone

import pytest

from runs import policy
from runs.intents import forbids_action, read_ticket
from runs.reply_check import contradicts_no_refund
from runs.shop import models as shop
from runs.shop.models import Refund, ReturnRequest
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc


@pytest.mark.parametrize("sentence", [
    "I've started a return for the black trainers; you'll get $59.40 back once they arrive.",
    "Your money will be back on your card within five working days.",
    "The refund of $55.00 has been issued for the wrong jumper.",
    "We'll process a full refund as soon as the parcel reaches us.",
    "ive refunded the mug for you",
])
def test_a_sentence_sending_money_back_contradicts_a_declined_refund(sentence):
    assert contradicts_no_refund(sentence, "wrong_item", refund_declined=True)


@pytest.mark.parametrize("sentence", [
    "Nothing has been refunded, as you asked; a colleague will arrange the white pair.",
    "I couldn't finish this myself, so a colleague will follow up on this: a return on order SU-1: the customer asks that it not be done.",
    "We have not refunded anything and won't unless you ask.",
    "No refund will be made; the right size is a colleague's to send.",
])
def test_a_sentence_saying_no_money_is_sent_back_is_kept(sentence):
    assert contradicts_no_refund(sentence, "wrong_item", refund_declined=True) == ""


def test_money_back_is_fine_when_no_refund_was_declined_or_for_a_fee():
    said = "I've refunded the $5.99 delivery fee."
    assert contradicts_no_refund(said, "wrong_item", refund_declined=False) == ""
    assert contradicts_no_refund(said, "late_delivery", refund_declined=True) == ""


@pytest.mark.parametrize("text", [
    "shoes\nYou sent me black sneakers but I ordered white. I don't want a refund - please send the white pair.",
    "Wrong colour!\nthe jumper is navy not green. dont refund me, i just want the green one",
    "Hello,\nThe lamp came with a cracked base. I do not want my money back; please send another lamp.",
])
def test_a_declined_refund_holds_the_return_that_would_pay_it(text):
    reading = read_ticket(text, order_ref="SU-75001")
    assert any(forbids_action(s.forbids, False, "return", kind, scope=s.forbid_kinds)
               for s in reading.sentences for kind in ("wrong_item", "damaged_item"))


def test_a_refund_declined_for_a_fee_holds_no_return():
    reading = read_ticket("mug\nDon't refund the delivery, it was fine. The mug is the wrong colour though, I'd like to return it.",
                          order_ref="SU-75001")
    assert not any(forbids_action(s.forbids, False, "return", "wrong_item", scope=s.forbid_kinds) for s in reading.sentences)


@pytest.fixture
def sneakers(settings):
    maya, house = small_shop(settings)
    row = policy.row_for("wrong_item")
    shop.PolicyDocument.objects.get_or_create(ref=row.policy, defaults={"title": row.policy, "case_type": "wrong_item",
                                                                          "keywords": "wrong item sent", "body": f"{row.policy} text"})
    return delivered_order("SU-75001", maya, house, [("SNK-W40", "Canvas sneakers, white, size 40", 1, 5500)],
                           delivered_at=datetime(2026, 11, 5, 14, tzinfo=UTC))


@pytest.mark.django_db
@pytest.mark.parametrize("body, goods_go_back", [
    ("You sent black sneakers, I ordered the white ones. I don't want a refund, please just send me the white pair.", False),
    # "swap them" sends the black pair back: the return starts unpaid, the white pair goes to a person
    # (runs/intents/right_goods_asked.py)
    ("wrong colour sneakers arrived (black!!). dont want my money back - swap them for the white ones I ordered pls", True),
])
def test_offline_starts_no_paid_return_for_a_customer_who_wants_the_right_goods_not_money(sneakers, body, goods_go_back):
    run = offline_run(body, "SU-75001", ref="T-75001")
    returns = list(ReturnRequest.objects.filter(order__ref="SU-75001"))
    assert len(returns) == int(goods_go_back)
    assert all("turns down the refund" in r.reason for r in returns)
    assert not Refund.objects.filter(order__ref="SU-75001").exists()
    assert run.escalations.exists()
    reply = " ".join((run.state.get("reply") or {}).get("sentences", {}).values())
    assert contradicts_no_refund(reply, "wrong_item", refund_declined=True) == ""

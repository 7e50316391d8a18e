"""Money the customer asks to wait on, refuses or waives is not paid. A hold or a condition on a
refund ("put the refund on hold until my photos reach you") means no refund now: the claim stays open
for a person and the guard holds the refund whoever proposes it. A refusal of one line's refund ("I'd
sooner you didn't refund the saucers") holds that line only, and a waived fee ("you can keep the
postage") holds the late fee only. Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs import policy
from runs.intents import DECLINED_WHY, FEE_WAIVED_WHY, HOLD_WHY, read_ticket
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.guard_fixtures import sentences_holding
from tests.runtime_world import delivered_order, offline_run, small_shop

UTC = timezone.utc

_ORDER = {"order_ref": "SU-76001", "lines": [{"sku": "TPT-1", "description": "Glazed teapot", "quantity": 1, "unit_price_cents": 4200},
                                             {"sku": "SCR-4", "description": "Saucers", "quantity": 4, "unit_price_cents": 600}],
          "charges": [{"number": 1, "kind": "items", "amount_cents": 6600}, {"number": 2, "kind": "delivery", "amount_cents": 599}]}
_TEAPOT = {"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "TPT-1", "quantity": 1}]}
_SAUCERS = {"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "SCR-4", "quantity": 1}]}
_FEE = {"case_type": "late_delivery", "action": "refund", "charges": [2]}


def _held(text: str, decision: dict) -> list[str]:
    """The sentences the guard reads as asking that this decision not be made."""
    return sentences_holding(_ORDER, text, decision)


@pytest.mark.parametrize("text", [
    "The teapot spout is chipped. Please put the refund on hold for now, my daughter wants to look at it first.",
    "Teapot arrived with a cracked lid. Hold back on the money till my photos reach you on Monday.",
    "the teapot has a chip on the rim. wait until i've checked the rest of the set before you refund anything",
    "Our teapot came cracked, but don't process a refund just yet - I may be able to glue it.",
    "The glazed teapot is dented. The refund can wait until I've spoken to my husband about it.",
])
def test_a_refund_asked_to_wait_is_held_and_the_claim_stays_open(text):
    reading = read_ticket(text, order_ref="SU-76001")
    hold = next(s for s in reading.sentences if "refund" in s.forbids)
    assert "damaged_item" in reading.intents or (hold.is_request and "other" in hold.kinds), "a person has the claim and its hold"
    assert not any(s.settles for s in reading.sentences), "a hold takes back no claim"
    assert _held(text, _TEAPOT)


def test_a_hold_is_told_as_a_wait_not_a_refusal():
    reading = read_ticket("The teapot lid is cracked. Hold off on the refund until I've sent photos.", order_ref="SU-76001")
    hold = next(s for s in reading.sentences if s.why == HOLD_WHY)
    assert "damaged_item" in reading.intents and not hold.settles, "the claim stays, with its refund held"


def test_a_hold_that_also_asks_something_goes_to_a_person_itself():
    reading = read_ticket("The teapot lid is cracked. Hold off on the refund for now, and send me a returns label please.", order_ref="SU-76001")
    hold = next(s for s in reading.sentences if "refund" in s.forbids)
    assert hold.is_request and "other" in hold.kinds


@pytest.mark.parametrize("text", [
    "I'd sooner you didn't refund the saucers, they only have a faint mark. The teapot though is cracked right through, refund that please.",
    "We'd rather you did not credit us for the saucers - a scuff each, we'll live with it. But the teapot is smashed and we want it refunded.",
    "don't bother refunding the saucers, the scratches are tiny. the teapot has a crack down the side tho, refund it pls",
])
def test_a_refusal_of_one_lines_refund_holds_that_line_only(text):
    reading = read_ticket(text, order_ref="SU-76001")
    refused = next(s for s in reading.sentences if "saucers" in s.text)
    assert refused.role == "context" and refused.why == DECLINED_WHY
    assert _held(text, _SAUCERS)
    assert not _held(text, _TEAPOT)


@pytest.mark.parametrize("text", [
    "It turned up three days late. You can keep the postage, I really don't mind. The teapot has a crack though, please refund it.",
    "Came late but forget about the delivery fee. Teapot lid chipped, refund for that please.",
    "The delivery was a week late; just keep the shipping charge, no drama. The teapot arrived broken and I'd like my money back for it.",
])
def test_a_waived_fee_holds_the_late_fee_and_not_the_goods(text):
    reading = read_ticket(text, order_ref="SU-76001")
    assert "late_delivery" not in reading.intents
    assert any(s.why == FEE_WAIVED_WHY for s in reading.sentences) or any("delivery_refund" in s.forbids for s in reading.sentences)
    assert _held(text, _FEE)
    assert not _held(text, _TEAPOT)


@pytest.mark.parametrize("text", [
    "I'll keep the teapot, the crack is tiny. Please refund the late delivery fee though.",
    "Keep me posted on the refund for the teapot, it arrived cracked.",
])
def test_the_customer_keeping_goods_or_asking_news_waives_no_fee(text):
    assert not any("delivery_refund" in s.forbids for s in read_ticket(text, order_ref="SU-76001").sentences)


def test_every_refund_declined_takes_back_the_claims_before_it_and_keeps_the_ask():
    reading = read_ticket("Just so you know\nThe lamp came four days late. Please don't refund anything, I only want the courier told "
                          "so it doesn't happen to anyone else.", order_ref="SU-76001")
    assert "late_delivery" not in reading.intents
    ask = next(s for s in reading.sentences if "courier" in s.text)
    assert ask.is_request and ask.kinds == ["other"] and "refund" in ask.forbids


@pytest.mark.django_db
def test_offline_pays_nothing_while_the_customer_asks_the_refund_to_wait(settings):
    maya, house = small_shop(settings)
    row = policy.row_for("damaged_item")
    shop.PolicyDocument.objects.get_or_create(ref=row.policy, defaults={"title": row.policy, "case_type": "damaged_item",
                                                                          "keywords": "damaged item refund", "body": f"{row.policy} text"})
    delivered_order("SU-76002", maya, house, [("TPT-1", "Glazed teapot", 1, 4200)], delivered_at=datetime(2026, 11, 5, 14, tzinfo=UTC))
    run = offline_run("The glazed teapot has a crack in the lid. Please hold off on refunding it until I've sent you photos this weekend.",
                      "SU-76002", ref="T-76002")
    assert not Refund.objects.filter(order__ref="SU-76002").exists()
    assert run.escalations.exists()


@pytest.mark.parametrize("sentence", [
    "I still have not had my refund yet.",
    "How long do I have to wait for my refund?",
    "Why did you put my refund on hold?",
    "Why did you keep the delivery fee when it came late?",
    "I can't wait for the refund much longer, it's been weeks.",
    "Why are you holding off on my refund?",
])
def test_a_customer_chasing_money_holds_none_of_it(sentence):
    reading = read_ticket(f"Teapot\nThe teapot arrived cracked two weeks ago. {sentence}", order_ref="SU-76001")
    assert not any(s.forbids for s in reading.sentences)

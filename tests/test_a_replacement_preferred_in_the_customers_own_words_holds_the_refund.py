"""The customer's chosen remedy decides what is done: "I'd much rather have the same vase again", "I would prefer a
replacement", "i'd sooner you sent another" ask for new goods, which a person arranges, and hold the claim's refund.
Words the customer quotes someone else saying ("My son says 'just ask them for your money back, Mum'") are not the
customer's ask, either way round. "Is that possible before the 30th?" right after the chosen remedy asks that remedy.
A discount or a price asked on a replacement is no question whether one is coming: a person answers it."""

import pytest

from runs.intents import GOODS_INSTEAD, read_ticket
from runs.intents.chosen_remedies import CHOSEN_REMEDY_WHEN_WHY, OWN_MONEY_ASK_WHY
from runs.intents.others_words import own_words
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, offline_run, small_shop


def _read(body: str):
    return read_ticket(f"About my order\n{body}")


def _chosen(reading) -> list:
    return [s for s in reading.requests if s.why.startswith(GOODS_INSTEAD) and "refund" in s.forbids]


@pytest.mark.parametrize("body", [
    "The vase I bought for my friend's birthday came with a crack running up from the base. My son says 'just ask them for your money "
    "back, Mum', but I'd much rather have the same vase again - it was chosen specially. Is that possible before the 30th?",
    "the mug arrived chipped. id much rather have the same mug again tbh, it was a gift",
    "Teapot arrived chipped. My husband reckons I should just get a refund but I would really prefer the same teapot again as it matches the cups.",
    "the teapot turned up chipped. i'd sooner you sent another tbh",
    "Our bowl came with a crack. We would prefer a replacement please.",
    "The frame glass was smashed. Honestly I'd rather have a new one than the money.",
    "Rug arrived with a stain. my partner says 'get the cash back' but i'd prefer the exact same rug again.",
    "The lamp shade arrived dented. I would sooner have one just like it than my money back.",
])
def test_new_goods_preferred_are_the_customers_remedy_and_hold_the_refund(body):
    reading = _read(body)
    assert _chosen(reading), [(s.role, s.kinds, s.why, s.forbids, s.text) for s in reading.sentences]
    assert "damaged_item" in reading.intents


@pytest.mark.parametrize("body", [
    "The vase came cracked. Please don't send a replacement.",
    "The vase came cracked. I don't want another one.",
    "The vase came cracked. Just refund it.",
    "Teapot arrived chipped. My wife says 'get a replacement' but honestly I'd rather have my money back.",
    "Teapot arrived chipped. My daughter told me to ask for a new one, but I'd rather just have a refund.",
    "The blanket came with a hole in it. I'd rather not have the same problem again, so a refund please.",
    "The vase came cracked. I'd sooner have my money back than wait for another.",
])
def test_money_asked_or_a_replacement_refused_or_only_quoted_holds_no_refund(body):
    reading = _read(body)
    assert not any("refund" in s.forbids for s in reading.sentences), [(s.role, s.kinds, s.why, s.forbids, s.text) for s in reading.sentences]
    assert "damaged_item" in reading.intents


@pytest.mark.parametrize("body", [
    "Teapot arrived chipped. My wife says 'get a replacement' but honestly I'd rather have my money back.",
    "Teapot arrived chipped. My daughter told me to ask for a new one, but I'd rather just have a refund.",
])
def test_the_customers_own_money_ask_beside_someone_elses_words_is_the_claims_remedy(body):
    reading = _read(body)
    assert [s.why for s in reading.sentences if s.role == "attached"] == [OWN_MONEY_ASK_WHY]
    assert reading.intents == ["damaged_item"]


def test_someone_elses_words_are_blanked_keeping_the_offsets():
    text = "My son says 'just ask them for your money back, Mum', but I'd much rather have the same vase again."
    mine = own_words(text)
    assert len(mine) == len(text) and "money" not in mine and "rather have the same vase again" in mine
    assert own_words("I'd like my money back please.") == "I'd like my money back please."


@pytest.mark.parametrize("body,asked", [
    ("The vase came cracked. I'd much rather have the same vase again. Is that possible before the 30th?", "Is that possible before the 30th?"),
    ("The bowl arrived chipped. i'd prefer a replacement. would that be ok by christmas?", "would that be ok by christmas?"),
    ("Mug came cracked. We'd rather have another one. Can you do that this week?", "Can you do that this week?"),
])
def test_whether_the_chosen_remedy_can_be_had_is_asked_of_it(body, asked):
    reading = _read(body)
    question = next(s for s in reading.sentences if s.text == asked)
    assert (question.role, question.why) == ("attached", CHOSEN_REMEDY_WHEN_WHY)
    assert len(_chosen(reading)) == 1


@pytest.mark.parametrize("body", [
    "Morning. The mirror arrived in perfect condition last week and looked great up. Unfortunately our cleaner knocked it off the hook on "
    "Tuesday and it's cracked right across. I know that's not your fault! Is there any way you could do me a discount on a replacement?",
    "My dog chewed the cushion, my fault. could i buy a replacement at a reduced price??",
    "I dropped the jug. Any chance of 20% off a new one?",
    "The mirror arrived fine but I broke it. Would you do me a deal on a replacement mirror?",
    "I knocked the lamp over myself. how much would a new one cost me?",
])
def test_a_discount_or_price_asked_on_a_replacement_is_for_a_person_not_the_replacement_question(body):
    reading = _read(body)
    assert "question" not in reading.intents and "other" in reading.intents, [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "The kettle arrived dented. Is a replacement on its way?",
    "The kettle arrived dented. Please don't send a replacement.",
    "The kettle arrived dented. I don't want a replacement, refund it.",
])
def test_whether_a_replacement_is_coming_or_refused_is_still_the_replacement_question(body):
    assert "question" in _read(body).intents


@pytest.mark.django_db
def test_offline_pays_nothing_for_a_vase_the_customer_wants_again_and_hands_it_to_a_person(settings):
    maya, house = small_shop(settings)
    delivered_order("SU-60992", maya, house, [("VS-CEL", "Hand-thrown vase, celadon", 1, 4600)])
    run = offline_run("The vase I bought for my friend's birthday came with a crack running up from the base. My son says 'just ask them "
                      "for your money back, Mum', but I'd much rather have the same vase again - it was chosen specially. Is that possible "
                      "before the 30th?", "SU-60992")
    assert Refund.objects.count() == 0
    asked = run.subtasks.get(case_type="other")
    assert asked.status == "escalated" and "same vase again" in asked.goal
    reply = shop.CustomerReply.objects.filter(order__ref="SU-60992").first()
    assert reply is None or "refunded" not in reply.body

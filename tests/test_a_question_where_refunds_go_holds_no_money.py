"""A question about where refunds go ("And will refunds go back to my PayPal or to the card?") asks no change of where the
money is paid: it is a question for a person (kind `other`) and holds no refund (ver24a V24-27: read as asking the money
paid to PayPal, the duplicate charge and the mat's return were both held and the run ended escalated). Nor is the money
"going back" a return of goods. A payment named as the one wanted, a question asking leave, or the original payment said
gone is still an ask: a person answers it, and the refund goes back to the payment made unless the ticket tells that
payment unusable (runs/refund_to_the_payment_made.py)."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.intents.refund_route_questions import ROUTE_QUESTION_WHY
from runs.shop import models as shop
from runs.shop.kinds import NOT_A_CASE
from tests.runtime_world import delivered_order, offline_run, small_shop

OTHER = NOT_A_CASE[1]


def last_request(sentence: str, claim: str = "I was charged twice for the rug."):
    return next(s for s in read_ticket(f"Hi\n{claim} {sentence}").sentences if s.text.startswith(sentence.split()[0]) and s.is_request)


@pytest.mark.parametrize("sentence,claim", [
    ("And will refunds go back to my PayPal or to the card?", "I was charged twice for the rug."),
    ("Where will the refund go, my card or PayPal?", "I was charged twice for the rug."),
    ("does the money go back to paypal or my visa?", "the mug came chipped."),
    ("Which card will the refund go back to?", "I was charged twice for the rug."),
    ("Will the refund go back to my card or to PayPal?", "I'd like to return the lamp, I changed my mind."),
])
def test_a_question_where_the_money_goes_is_a_question_holding_nothing(sentence, claim):
    s = last_request(sentence, claim)
    assert s.kinds == [OTHER] and s.why == ROUTE_QUESTION_WHY and "refund" not in s.forbids


@pytest.mark.parametrize("sentence", [
    "Can the refund go to my PayPal instead?",
    "Please refund it to my PayPal.",
    "Will the refund go to my new card? The old one expired.",
    "Could you put the money on my PayPal rather than the card?",
    "Will you refund it to my PayPal?",
    "Would it be possible for the refund to go to PayPal?",
    "I'd like the refund to go to my PayPal - will that be ok?",
])
def test_the_money_asked_paid_elsewhere_is_still_held(sentence):  # near misses
    s = last_request(sentence)
    assert OTHER in s.kinds and "refund" in s.forbids and s.why != ROUTE_QUESTION_WHY


def test_a_return_asked_beside_the_question_still_stands():  # near miss
    reading = read_ticket("Hi\nI'd like to return the lamp, I changed my mind. Will the refund go back to my card or to PayPal?")
    assert [s.kinds for s in reading.requests] == [["change_of_mind"], [OTHER]]


# --- end to end: the duplicate is paid, and only the question goes to a person -----------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "And will refunds go back to my PayPal or to the card?",
    "Where will the refund go, my card or PayPal?",
    "Which card will the refund go back to?",
])
def test_offline_the_duplicate_is_paid_and_the_question_is_a_persons(settings, question):
    maya, house = small_shop(settings)
    order = delivered_order("SU-82427", maya, house, [("TNT-1", "Two-person tent", 1, 3250), ("MAT-1", "Sleeping mat", 1, 4800)])
    shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=8050, charged_at=datetime(2026, 11, 2, 9, 2, tzinfo=timezone.utc))
    run = offline_run(f"I see a second payment of eighty dollars and fifty cents on my card for the same order. Can you reverse the extra one?\n\n"
                      f"{question}\n\nRafa", "SU-82427")
    assert list(shop.Refund.objects.filter(order__ref="SU-82427").values_list("amount_cents", flat=True)) == [8050]
    assert [question in item for item in run.escalations.values_list("open_item", flat=True)] == [True]


@pytest.mark.django_db
def test_offline_the_money_asked_to_paypal_goes_back_to_the_card_and_the_paypal_ask_to_a_person(settings):  # near miss
    # a refund asked to another account is paid back to the payment made, the account asked going to a person quoted
    # (runs/refund_to_the_payment_made.py); the card is not told unusable, so the money is not held
    maya, house = small_shop(settings)
    order = delivered_order("SU-82428", maya, house, [("TNT-1", "Two-person tent", 1, 3250), ("MAT-1", "Sleeping mat", 1, 4800)])
    shop.Charge.objects.create(order=order, kind="items", description="Items", amount_cents=8050, charged_at=datetime(2026, 11, 2, 9, 2, tzinfo=timezone.utc))
    run = offline_run("I see a second payment of $80.50 on my card for the same order. Please refund it to my PayPal instead of the card.", "SU-82428")
    assert list(shop.Refund.objects.filter(order__ref="SU-82428").values_list("amount_cents", flat=True)) == [8050]
    assert any("PayPal" in item for item in run.escalations.values_list("open_item", flat=True))

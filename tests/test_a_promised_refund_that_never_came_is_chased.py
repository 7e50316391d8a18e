"""A refund the shop promised that never came is a chase of that refund: "your chat agent told me the second $5.99
delivery charge would be refunded ... nothing has come back to my card" asks the refund of the charge taken twice. It
tells of no parcel that never arrived (the money is what did not come) and of no late parcel. The record answers it: the
copy it shows is paid, once. A status question, a settled refund and a parcel that never came are read as before.
Wording written for these tests."""

from datetime import datetime, timezone

import pytest

from runs.intents import read_ticket
from runs.shop import models as shop
from runs.shop.models import Refund
from tests.runtime_world import delivered_order, more_policies, offline_run, small_shop

UTC = timezone.utc


@pytest.mark.parametrize("text", [
    "On 14 November your chat agent told me the second $5.99 delivery charge would be refunded within 3 days. "
    "It is now the 20th and nothing has come back to my card. Please do what was promised.",
    "You said last week you'd refund the double delivery charge but I still don't see it on my card.",
    "The guy on your live chat said the duplicate payment would be refunded in 3-5 working days. That was two weeks ago and I still havent seen it.",
    "I rang last Tuesday and your colleague promised to reverse the second delivery charge. Nothing has shown up on my statement yet.",
    "you guys told me id get the double charge back. still nothing!!",
    "Back on the 3rd I was assured the extra $7.50 shipping fee would be credited back to my card. It never came through.",
    "the agent said i'd have the extra delivery fee back by friday, its now monday and nothing on my card",
])
def test_a_promised_refund_of_a_copy_that_never_came_asks_that_refund(text):
    reading = read_ticket("Refund never came\n" + text)
    assert reading.intents == ["duplicate_charge"], [(s.text, s.kinds, s.why) for s in reading.sentences]


def test_a_promised_delivery_fee_for_a_late_parcel_asks_the_fee():
    reading = read_ticket("my order came 4 days late and you promised to refund the shipping. it hasnt come through yet")
    assert reading.intents == ["late_delivery"]


@pytest.mark.parametrize("text, kinds", [
    ("Has my refund for the double charge gone through yet?", ["other"]),
    ("You said you'd refund the double charge. Also the mug never arrived.", ["non_delivery", "other"]),
    ("Your team refunded the second delivery charge last week, thanks, all sorted.", []),
])
def test_a_status_question_a_settled_refund_and_a_lost_parcel_read_as_before(text, kinds):
    assert sorted(read_ticket(text).intents) == kinds


@pytest.fixture
def charged_twice(settings):
    maya, house = small_shop(settings)
    more_policies("duplicate_charge")
    made = delivered_order("SU-71655", maya, house, [("PLW-2", "Feather pillow", 1, 2400)], delivery_cents=599)
    shop.Charge.objects.create(order=made, kind="delivery", description="Delivery", amount_cents=599,
                               charged_at=datetime(2026, 11, 2, 9, 5, tzinfo=UTC))
    return made


@pytest.mark.django_db
@pytest.mark.parametrize("body", [
    "Your chat agent told me the second delivery charge would be refunded within 3 days. Nothing has come back to my card. Please do what was promised.",
    "u said the double delivery charge wud be refunded, still dont see it on my card",
])
def test_offline_pays_the_promised_copy_once_and_tells_of_no_lost_parcel(charged_twice, body):
    run = offline_run(body, "SU-71655", subject="Refund never came")
    assert [(r.amount_cents, r.case_type) for r in Refund.objects.filter(order__ref="SU-71655")] == [(599, "duplicate_charge")]
    assert list(run.subtasks.values_list("case_type", flat=True)) == ["duplicate_charge"]  # no lost parcel, no late one

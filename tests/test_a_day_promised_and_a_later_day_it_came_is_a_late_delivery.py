"""Lateness told by weekdays ("We were promised Friday, it came Tuesday.") is a late delivery claim: it was a problem of
no known kind for a person (verify32). The record decides whether it was late and pays the fee back only then. Wording
written for these tests."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

LATE = [
    "We were promised Friday, it came Tuesday.",
    "we were promised friday and it only arrived on tuesday, not happy",
    "It was supposed to arrive on Monday but it turned up Thursday.",
    "Parcel was due Saturday, well it got here the following Tuesday!",
    "It arrived on Wednesday instead of the Saturday you promised.",
    "Guaranteed by Tuesday, delivered on Friday. Not good enough for express.",
    "You said it would arrive on Monday - it came Wednesday.",
]
NOT_LATE = [
    "We were promised Friday and it came Friday, thanks!",
    "It was promised for Friday and it came on Thursday.",
    "I need the item by Friday - can you guarantee that?",
    "It came Tuesday as promised.",
    "Can you deliver it on Saturday instead of Friday?",
    "It was due on Monday, came Tuesday, but honestly no problem at all, no need to do anything.",
]


@pytest.mark.parametrize("text", LATE)
def test_a_later_weekday_than_promised_is_a_late_delivery(text):
    read = reading(text)
    assert "late_delivery" in read.intents, shown(read)


@pytest.mark.parametrize("text", NOT_LATE)
def test_the_same_day_an_earlier_one_or_no_arrival_is_no_late_claim(text):
    read = reading(text)
    assert "late_delivery" not in read.intents, shown(read)


@pytest.mark.django_db
def test_the_fee_is_paid_back_only_when_the_record_shows_it_late(tmp_path):
    lamp = [fc.line("LMP-2", "Brass desk lamp", 6100)]
    late = fc.case("WL-1", "We were promised Friday, it came Tuesday. Please refund the delivery fee.", lamp, ref="SU-71921",
                   intents=["late_delivery"], expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}]})
    shipment = late["world"]["orders"][0]["shipments"][0]
    shipment["promised_by"] = fc._at(10)[:10]  # promised four days before it came
    on_time = fc.case("WL-2", "We were promised Friday, it came Tuesday. Please refund the delivery fee.", lamp, ref="SU-71922",
                      intents=["late_delivery"], expected={"outcome": "resolved", "refunds": []})
    on_time["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(1)[:10]  # the record shows it came before the promise
    fc.assert_money_as_expected(tmp_path, [late, on_time])

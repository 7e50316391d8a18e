"""Fewer units came than were paid for, told as a count held by the box set against the count paid for ("The box had 4
candles in it, I paid for 6"), or the other way about ("I paid for six and the parcel held four"), is a short
delivery: a non-delivery of the units missing, named with their count. Read as a statement, the two candles were
attached to a duplicate charge beside them and the run closed resolved with neither handled nor mentioned (blind round
ver26c, case 14, a silent drop). Wording written for these tests.

Near-misses: the same count both sides, a figure of days or money after "paid for", more units told than ordered in
another delivery, and a box holding something that is no count."""

import pytest

from runs.intents import read_ticket
from runs.own_choice_words import SHORT_DELIVERY
from runs.unit_counts import units_short
from tests.readings import shown

ORDER = {"order_ref": "SU-1", "lines": [{"sku": "CD-6", "description": "Soy pillar candle", "quantity": 6}]}


@pytest.mark.parametrize("text,missing", [
    ("The box had 4 candles in it, I paid for 6.", "2 soy pillar candles"),
    ("evening - box only had 4 candles, we paid for 6!!", "2 soy pillar candles"),
    ("The parcel contained three candles but we ordered six.", "3 soy pillar candles"),
    ("I paid for six candles and the parcel held four.", "2 soy pillar candles"),
    ("We ordered 6 but the box only had 5 in it", "1 soy pillar candle"),
    ("Hi, 4 candles arrived, I paid for 6. Can you help?", "2 soy pillar candles"),
    ("i ordered 6 candles, only 4 arrived", "2 soy pillar candles"),
    ("We paid for six but five turned up.", "1 soy pillar candle"),
    ("The pack came with 4 candles - I bought 6.", "2 soy pillar candles"),
])
def test_a_count_that_came_set_against_the_count_paid_for_is_a_short_delivery(text, missing):
    assert SHORT_DELIVERY.search(text), text
    reading = read_ticket(f"Candles\n{text}", order_ref="SU-1")
    assert [s for s in reading.requests if "non_delivery" in s.kinds], shown(reading)
    assert units_short(ORDER, [text]) == [missing]


def test_the_short_count_beside_a_duplicate_charge_is_a_request_of_its_own():
    reading = read_ticket("only 4 candles + charged twice\nEvening. The box had 4 candles in it, I paid for 6. Two are missing. "
                          "Also my bank app shows the candle order went through twice for $75.00 each. Please sort both.", order_ref="SU-1")
    assert {k for s in reading.requests for k in s.kinds} >= {"non_delivery", "duplicate_charge"}, shown(reading)


@pytest.mark.parametrize("text", [
    "The box had 4 candles in it, I paid for 4.",
    "The box had 2 layers of padding, I paid for 2 day shipping.",
    "The box had 4 candles in it, I paid for 6 dollars less at the market.",
    "I paid for 6 and 6 arrived, all lovely.",
    "I ordered 2 last week and 3 came today with the rest of the set.",
    "The box had a note in it, I paid for express.",
    "The parcel had 3 stickers on it, I paid for 2 weeks of the subscription.",
])
def test_near_misses_tell_no_units_short(text):
    assert not SHORT_DELIVERY.search(text), text

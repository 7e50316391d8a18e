"""A count ordered told in brackets or dashes, then the count that came ("I ordered the candles (3 of them) and got only
2"), is a short delivery: the units missing are a non-delivery, named with their count, never a wrong item
(runs/counts_in_asides.py; blind round verify31, P50). End to end the one missing unit goes to a person, as every short
count in a parcel scanned delivered does (POL-NDL-003 pays only for a parcel that never came): nothing is paid for the
units that came, and no return is started. Near-misses: the same count both sides, the units told broken. Wording
written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.own_choice_words import SHORT_DELIVERY
from runs.unit_counts import units_short
from tests import fresh_cases as fc
from tests.readings import shown

ORDER = {"order_ref": "SU-70001", "lines": [{"sku": "CDL-3", "description": "Ivory pillar candle", "quantity": 3}]}


@pytest.mark.parametrize("text,missing", [
    ("Hi!! so I ordered the candles (3 of them) and got only 2 :( also the wax on one is melted all over the label.", "1 ivory pillar candle"),
    ("we bought the candles (x3) but only 2 arrived", "1 ivory pillar candle"),
    ("I ordered the pillar candles - three of them - and received two.", "1 ivory pillar candle"),
    ("ordered the candles (3) and got just 1, what happened??", "2 ivory pillar candles"),
    ("We paid for the candles (3 of them), only 2 came.", "1 ivory pillar candle"),
    ("i ordered my candles (three candles) and there were only two in the box", "1 ivory pillar candle"),
])
def test_a_count_in_an_aside_short_of_what_came_is_units_missing(text, missing):
    assert SHORT_DELIVERY.search(text), text
    reading = read_ticket(f"Candles\n{text}", order_ref="SU-70001")
    short = [s for s in reading.requests if "non_delivery" in s.kinds]
    assert short and not any("wrong_item" in s.kinds for s in reading.requests), shown(reading)
    assert units_short(ORDER, [text]) == [missing]


@pytest.mark.parametrize("text", [
    "I ordered the candles (3 of them) and got 3, all lovely.",
    "I ordered the candles (3 of them) and got 2 broken.",
    "I ordered the candles (3 of them) and got them on Monday.",
    "I paid for the candles (3 day delivery) and got them late.",
])
def test_the_same_count_or_units_told_broken_are_no_short_delivery(text):
    assert not SHORT_DELIVERY.search(text), text


@pytest.mark.django_db
def test_end_to_end_the_missing_unit_goes_to_a_person_and_nothing_is_paid_or_taken_back(tmp_path):
    goods = [fc.line("CDL-3", "Ivory pillar candle", 1500, 3), fc.line("MAT-1", "Door mat", 2000)]
    to_a_person = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "units missing"}]}
    cases = [fc.case("ASIDE-1", "Hi!! so I ordered the candles (3 of them) and got only 2 :( please refund the missing one", goods,
                     intents=["non_delivery"], expected=to_a_person),
             fc.case("ASIDE-2", "we bought the candles (x3) but only 2 arrived. can you sort it", goods, intents=["non_delivery"], expected=to_a_person)]
    fc.assert_all_pass(tmp_path, cases)

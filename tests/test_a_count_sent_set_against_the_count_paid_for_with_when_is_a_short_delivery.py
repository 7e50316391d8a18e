"""A short delivery told as a comparison joined by "when", "while", "though" ("you sent 2 when I paid for 3 lamps", "u sent
me 4 mugs when we paid for 6??") is a non-delivery of the units missing. The count before "when I paid for" was taken
for the count ordered (the noun slot of "the 2 I ordered" let "when" in), so 2 sent against 3 read as more came than
ordered, owed nothing: a statement, and the missing lamp was dropped (runs/intents/more_than_ordered.py); "u sent me"
was no form of what came (runs/policy.py _CAME_IN). Wording written for these tests.

Near-misses: more sent than paid for ("They sent 8 when I paid for 6.") asks nothing and pays nothing; a delivery
service paid for ("You sent it when I paid for express.") is no count."""

import pytest

from runs.intents import read_ticket
from runs.unit_counts import units_short
from tests.fresh_cases import assert_money_as_expected, case, line
from tests.readings import shown

ORDER = {"order_ref": "SU-1", "lines": [{"sku": "LM-3", "description": "Glass table lamp", "quantity": 3}]}


@pytest.mark.parametrize("text,missing", [
    ("Hi, you sent 2 when I paid for 3 lamps.", "1 glass table lamp"),
    ("u sent me 1 lamp when we paid for 3??", "2 glass table lamps"),
    ("They sent 2 while we'd paid for 3 lamps", "1 glass table lamp"),
    ("you only sent 1 when i ordered 3 lamps, where are the others", "2 glass table lamps"),
    ("Got 2 lamps though I paid for 3.", "1 glass table lamp"),
    ("received 2 lamps whereas we bought 3", "1 glass table lamp"),
    ("So annoyed - ya sent 2 when i paid for three!!", "1 glass table lamp"),
])
def test_the_count_sent_against_the_count_paid_is_a_short_delivery(text, missing):
    reading = read_ticket(f"Lamps\n{text}", order_ref="SU-1")
    assert [s for s in reading.requests if "non_delivery" in s.kinds], shown(reading)
    assert units_short(ORDER, [text]) == [missing]


@pytest.mark.parametrize("text", [
    "They sent 8 when I paid for 6.",
    "You sent it when I paid for express.",
    "you sent 3 when I paid for 3, lovely lamps",
])
def test_near_misses_claim_no_units_missing(text):
    reading = read_ticket(f"Lamps\n{text}", order_ref="SU-1")
    assert not [s for s in reading.requests if "non_delivery" in s.kinds], shown(reading)


LAMPS = [line("LM-3", "Glass table lamp", 3200, 3)]


@pytest.mark.django_db
def test_units_missing_from_a_delivered_parcel_go_to_a_person_and_pay_nothing(tmp_path):
    # the parcel was scanned delivered: the units missing from it are a person's to find (POL-NDL-003), never paid blind
    cases = [case(f"SW-{n}", text, LAMPS, ref=f"SU-7170{n}", intents=["non_delivery"], expected={"outcome": "escalated", "refunds": []})
             for n, text in enumerate(["Hi, you sent 2 when I paid for 3 lamps.", "u sent me 1 lamp when we paid for 3??"])]
    assert_money_as_expected(tmp_path, cases)

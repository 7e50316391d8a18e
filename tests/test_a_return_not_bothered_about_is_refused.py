"""The goods' trip back waved away as "not bothered about" or "not fussed about": "I'm not bothered about sending it back
or a refund - it still holds salad! Just FYI." (returns42 R13-04: the seller's collect-and-refund remedy booked a
collection of a bowl the customer keeps). Read as a refusal of the trip back (return_refused.py): the return and the
collection are held and a person decides. Wording written for these tests.

Near-misses: a condition ("not bothered about sending it back if you need it"), a trip back already made."""

import pytest

from runs.intents.return_refused import return_refused
from tests import fresh_cases as fc

REFUSED = [
    "I'm not bothered about sending it back or a refund - it still holds salad!",
    "honestly not fussed about returning it, it works",
    "We're not bothered with posting the bowl back, it's fine for fruit.",
    "Im not really bothered about sending them back tbh",
    "I am not fussed about shipping it back to you, it does the job.",
    "not bothered about returning the bowl - just thought you should know",
]
NOT_REFUSED = [
    "I'm not bothered about sending it back if you need it.",
    "I'm not bothered about the colour, but the bowl is cracked - can I send it back?",
    "Not bothered about a refund, I'd just like a new one.",
    "I sent it back yesterday, not bothered about the postage.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_the_trip_back_waved_away_is_refused(text):
    assert return_refused(text)


@pytest.mark.parametrize("text", NOT_REFUSED)
def test_near_misses_refuse_nothing(text):
    assert not return_refused(text)


BOWL = [fc.line("BW-9", "Salad bowl, stoneware", 3200)]
BODIES = [
    "My salad bowl arrived with a hairline crack. I'm not bothered about sending it back or a refund - it still holds salad! Just FYI.",
    "The bowl came with a small crack. Not fussed about returning it, it works fine for fruit.",
    "bowl turned up cracked. im not bothered about posting it back, still usable",
]


@pytest.mark.django_db
def test_end_to_end_no_collection_is_booked(tmp_path):
    cases = [fc.case(f"NBR-{i}", body, BOWL, ref=f"SU-7482{i}", seller_type="marketplace", remedy="collect_and_refund", intents=[],
                     expected={"outcome": "escalated", "refunds": [], "returns": [], "escalations": []})
             for i, body in enumerate(BODIES)]
    results = fc.run(tmp_path, cases)
    assert results[""]["guard_violations"] == 0
    for c in cases:
        taken = [d for d in results[c["id"]]["differences"] if "unexpected return" in d or "unexpected refund" in d]
        assert not taken, (c["id"], results[c["id"]]["differences"])

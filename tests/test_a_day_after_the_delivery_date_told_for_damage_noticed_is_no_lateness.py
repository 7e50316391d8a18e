"""A day counted from the delivery date and told as when the customer noticed something ("The day after the delivery
date I noticed a crack in the bowl") is no late delivery: the lateness cue "days after the ... date" read it as one
beside the damage, and the run declined a lateness nobody claimed (issue 11, mendC). A "delivery date" asked about beside
a refund is no delivery fee either ("...we saw the lid was chipped, refund please"). The damage is claimed and paid as the
policy says. Wording written for these tests (runs/intents/noticed_after_the_date.py).

Near-misses, late as before: the goods told as coming that day ("It arrived the day after the delivery date", "it came
3 days after the delivery date and I noticed a dent"), or a day counted from a date the shop gave or promised."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

NOTICED = [
    "The day after the delivery date I noticed a crack in the bowl.",
    "two days after the delivery date we saw the bowl was chipped, refund please",
    "A week after delivery day I unpacked it and found a crack in the bowl.",
    "The day after delivery date i noticed the bowl has a hairline crack!!",
    "Three days after the delivery date my husband spotted a chip on the rim of the bowl.",
    "the day after the delivery date, when I opened the box, I found the bowl cracked",
]
LATE = [
    "It arrived the day after the delivery date.",
    "it came 3 days after the delivery date and I noticed a dent",
    "The parcel turned up two days after the delivery date you gave.",
    "It was delivered a week after the promised date.",
    "Got here 4 days after the date you quoted, and I found a crack in it when I opened it.",
    "It showed up two days past the estimated delivery date.",
]


@pytest.mark.parametrize("text", NOTICED)
def test_the_day_damage_was_noticed_is_no_lateness(text):
    read = reading(text)
    assert read.intents == ["damaged_item"], shown(read)


@pytest.mark.parametrize("text", LATE)
def test_a_day_the_goods_came_after_the_date_is_late(text):
    read = reading(text)
    assert "late_delivery" in read.intents, shown(read)


@pytest.mark.django_db
def test_the_bowl_is_paid_and_no_lateness_is_declined(tmp_path):
    bowl = [fc.line("BWL-3", "Stoneware serving bowl", 4200)]
    paid = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(bowl, "BWL-3", 1), "BWL-3", 1)]}
    asked = [f"{body} Can I get a refund for it?" if "refund" not in body else body for body in NOTICED]
    fc.assert_settled_as_expected(tmp_path, fc.damage_claims("NOTICED", "SU-7314", bowl, asked, paid["refunds"]))

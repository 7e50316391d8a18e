"""How long the delivery took, counted a week or more ("Delivery took 3 weeks.", "shipping took a fortnight", "the
parcel took 12 days"), is a late-delivery claim: it read as a statement and the ticket as asking nothing, so it went to
a person whole (issue 11, mendC). The order's record decides: POL-LATE-006 pays the parcel's delivery fee back when the
delivery scan is after the promised date, and nothing when it is not. Lateness told as "a fortnight late" or "10 days
after the date you gave" reads as before. Wording written for these tests (runs/intents/delivery_time_took.py).

Near-misses: a few days ("Delivery took 3 days."), a time told as quoted or fine ("Delivery only took 9 days, as
quoted.", "took two weeks as expected, no complaints"), and time taken by something other than the delivery ("The
refund took 3 weeks.", "It took me 2 weeks to assemble the shelf.")."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

LATE = [
    "Delivery took 3 weeks.",
    "shipping took a fortnight!! not impressed",
    "The parcel took 12 days. Ridiculous for something in stock.",
    "My order has taken over a month to get to me.",
    "delivery took three weeks, I want the delivery charge back",
    "Honestly, your delivery took 10 working days this time.",
    "Postage took nearly three weeks - is that normal?",
    # told as before, still late
    "It took 3 weeks to arrive.",
    "The lamp arrived a fortnight late.",
    "It arrived 10 days after the date you gave me.",
]
NOT_LATE = [
    "Delivery took 3 days.",
    "Delivery only took 9 days, as quoted.",
    "The refund took 3 weeks.",
    "Delivery took two weeks as expected, no complaints.",
    "It took me 2 weeks to assemble the shelf.",
    "Delivery usually takes 3 weeks, right?",
]


@pytest.mark.parametrize("text", LATE)
def test_the_time_it_took_is_a_late_delivery(text):
    read = reading(text)
    assert "late_delivery" in read.intents, shown(read)


@pytest.mark.parametrize("text", NOT_LATE)
def test_no_lateness_claimed(text):
    read = reading(text)
    assert "late_delivery" not in read.intents, shown(read)


@pytest.mark.django_db
def test_the_record_decides_whether_the_fee_comes_back(tmp_path):
    lamp = [fc.line("LMP-3", "Brass desk lamp", 6100)]
    fee = {"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}]}
    cases = []
    for n, body in enumerate(LATE[:6]):
        late = fc.case(f"TOOK-L{n}", body, lamp, ref=f"SU-7312{n}", intents=["late_delivery"], expected=fee)
        late["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(12)[:10]  # promised six days before it came
        cases.append(late)
    for n, body in enumerate(LATE[:2]):
        on_time = fc.case(f"TOOK-T{n}", body, lamp, ref=f"SU-7313{n}", intents=["late_delivery"], expected={"outcome": "partial", "refunds": []})
        on_time["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(2)[:10]  # came before the promise
        cases.append(on_time)
    fc.assert_settled_as_expected(tmp_path, cases)

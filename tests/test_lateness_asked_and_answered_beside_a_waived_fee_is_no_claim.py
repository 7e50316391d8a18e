"""The lateness told as the customer's own question and answer ("Was the parcel late? Yes, by 3 days.") beside the fee's
own question answered no ("Do I want the delivery fee back? No.") asks for nothing: its fee is its only remedy and the
customer waived it. Read as a late claim, the guard refused the waived fee and a person was handed "refund the delivery
fee for the late delivery" (verify33 M07). Near-misses still ask: the fee answered yes, no waiver at all. Wording written
for these tests (runs/intents/lateness_waived.py, drop_fee_answered_no)."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

WAIVED = [
    "Was the parcel late? Yes, by 3 days. Do I want the delivery fee back? No. Do I want my money back for the cracked bowl? Yes.",
    "was it late? yes, 2 days. do i want the shipping fee back? no. the bowl is cracked tho, refund it",
    "Did it arrive late? It did - four days. Do we need the delivery charge refunded? Nope. The bowl came chipped, please refund it.",
    "The bowl is cracked, please refund it. Was the parcel late? Yes. Do I want the postage back? Nah.",
    "Parcel late? Yes, by a week. Do I want the delivery fee back? No, keep it. Cracked bowl: refund please.",
    "Late? yes. Do I want the delivery fee refunded? no. Bowl broken - money back please.",
]
STILL_ASKED = [
    "Was the parcel late? Yes, by 3 days. Do I want the delivery fee back? Yes.",
    "The parcel was late. Do I want the delivery fee back? Yes please.",
    "Was the parcel late? Yes, by 3 days. Please refund the delivery fee.",
]


@pytest.mark.parametrize("text", WAIVED)
def test_the_lateness_beside_a_fee_answered_no_is_no_claim(text):
    read = reading(text)
    assert "late_delivery" not in read.intents and "damaged_item" in read.intents, shown(read)


@pytest.mark.parametrize("text", STILL_ASKED)
def test_a_fee_still_asked_keeps_the_late_claim(text):
    read = reading(text)
    assert "late_delivery" in read.intents, shown(read)


@pytest.mark.django_db
def test_only_the_bowl_is_paid_and_nothing_goes_to_a_person(tmp_path):
    two = [fc.line("BWL-9", "Serving bowl", 4000), fc.line("PLT-9", "Side plate", 2000)]
    bowl = [fc.refund(fc.cents(two, "BWL-9", 1), "BWL-9", 1)]
    cases = []
    for n, body in enumerate(WAIVED[:3]):
        c = fc.case(f"LQ-{n}", body, two, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": bowl}, ref=f"SU-7350{n}")
        c["world"]["orders"][0]["shipments"][0]["promised_by"] = fc._at(11)[:10]  # delivered 6 days ago, promised 11 days ago
        cases.append(c)
    fc.assert_all_pass(tmp_path, cases)

"""A delivery fee asked back after the ticket said delivery was free (a banner, a threshold) is a dispute of the offer
for a person, never a late delivery's fee: "Your banner said shipping was free this weekend, but I paid $6.95 ...
Could someone look at refunding that delivery charge?" was turned down as "delivered on time" and nobody looked at the
offer (blind round ver37c, V37C-P4, a silent drop). Near-misses: a late parcel told anywhere keeps the late reading,
and a fee asked back with no offer told stays the late delivery's. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.fee_told_free import FEE_TOLD_FREE_WHY
from tests import fresh_cases as fc

ASKED = [
    "Your banner said shipping was free this weekend, but I paid $6.95 delivery for the doormat. The doormat itself arrived fine. Could someone look at refunding that delivery charge?",
    "The site told me delivery is free over $50 and my basket was $62. I was still billed $5.99. Please refund the shipping.",
    "Hi, free shipping was advertised on the homepage all week. Yet there's a $4.95 delivery line on my receipt!! Can I get the delivery fee back?",
    "ur app said free delivery for members. im a member. refund the delivery charge pls",
    "I was told on the phone that postage would be free of charge for this order. I see I paid $7.50 for it. Would you credit the postage?",
    "The promo email said FREE SHIPPING on everything. The mat is great, but I'd like that shipping refunded please.",
]


@pytest.mark.parametrize("body", ASKED)
def test_the_fee_told_free_is_a_request_for_a_person(body):
    reading = read_ticket(f"Delivery charge\n{body}", order_ref="SU-70001")
    assert "late_delivery" not in reading.intents and "other" in reading.intents, [(s.role, s.kinds, s.text) for s in reading.sentences]
    assert any(s.why == FEE_TOLD_FREE_WHY or s.kinds == ["other"] for s in reading.sentences if s.role == "request")


@pytest.mark.parametrize("body", [
    "It was supposed to be free delivery over $40. It came a week late as well. Please refund the shipping.",
    "The parcel turned up five days after the promised date. Please refund the shipping.",
])
def test_lateness_told_keeps_the_late_reading(body):
    assert "late_delivery" in read_ticket(f"Delivery\n{body}", order_ref="SU-70001").intents


@pytest.mark.django_db
def test_end_to_end_the_offer_goes_to_a_person_and_nothing_is_paid(tmp_path):
    mat = [fc.line("MAT-1", "Coir doormat", 3400)]
    to_person = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": [{"item": "delivery"}]}
    cases = [fc.case(f"FREE-{n}", body, mat, intents=["other"],
                     expected=to_person, ref=f"SU-7392{n}") for n, body in enumerate([ASKED[0], ASKED[1], ASKED[3]])]
    got = fc.run(tmp_path, cases)
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0
    for c in cases:
        assert not [d for d in got[c["id"]]["differences"] if d.startswith(("unexpected refund", "refund of", "outcome", "silent drop"))], got[c["id"]]["differences"]

"""A courier or driver who swapped the goods or their box at the door settled the problem on the spot (verify38 W-12:
"courier swapped the box at the door cos the first was smashed. all good now tho" paid the item nobody asked back, or
went to two people to arrange a remedy nobody chose). Nothing is asked by it: nothing paid, the ticket answered by a
person as any ticket asking nothing. A parcel mixed up by the courier, or a swap that came broken too, is still a claim.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc

SWAPPED = [
    "courier swapped the box at the door cos the first was smashed. all good now tho",
    "The mug box was smashed, the driver replaced it on the doorstep there and then. Thanks!",
    "the delivery guy noticed the vase was cracked and exchanged it at the door, all good",
    "Just so you know, the courier swapped the box at the door, all good now.",
    "The kettle came in a crushed box so the courier swapped it at the door for another kettle. All good now, thanks!",
    "Heads up: the first parcel was damaged, the postie changed it for a fresh one on the spot. Sorted.",
]


@pytest.mark.parametrize("body", SWAPPED)
def test_a_swap_at_the_door_asks_nothing(body):
    read = read_ticket(body, order_ref="SU-70001")
    assert not read.requests, read.sentences


@pytest.mark.parametrize("body, kind", [
    ("The vase was cracked. The courier swapped it at the door but the new one is cracked too, refund please.", "damaged_item"),
    ("The courier must have swapped the parcels, I got a toaster instead of my kettle. Please send the kettle.", "wrong_item"),
])
def test_a_mix_up_or_a_broken_swap_is_still_claimed(body, kind):
    read = read_ticket(body, order_ref="SU-70001")
    assert any(kind in s.kinds for s in read.requests), read.sentences


@pytest.mark.django_db
def test_nothing_is_paid_for_a_swap_at_the_door(tmp_path):
    kettle = [fc.line("KTL-1", "Electric kettle", 3499)]
    cases = [fc.case(f"CS-{n}", body, kettle, ref=f"SU-7194{n}", intents=[], expected={"outcome": "escalated", "refunds": []})
             for n, body in enumerate(SWAPPED[:3])]
    fc.assert_money_as_expected(tmp_path, cases)

"""The customer's own claim told in the same sentence as another person's parcel left with them is kept (mend47left, a
silent drop of earlier rounds: "My neighbour's parcel was left with me, and my own clock arrived cracked" read the whole
sentence as another person's report, and the customer's own cracked clock was neither paid nor passed to a person).
The neighbour's parcel is still no claim of the order (runs/intents/own_claim_beside_others_parcel.py). Wording written
for these tests."""

import pytest

from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund
from tests.readings import reading, shown

CLOCK = [line("CLK-7", "Wall clock", 3200)]
GOODS_CLAIMS = {"damaged_item", "wrong_item", "non_delivery"}
MINE_TOO = [
    ("my order", "My neighbour's parcel was left with me, and my own clock arrived cracked."),
    ("clock", "my neighbours parcel got left at mine and also my clock came with a crack in the glass, refund pls"),
    ("Wrong parcel", "Someone else's parcel was delivered to me but my own wall clock arrived broken, can I get a refund?"),
    ("problem", "hello, courier give me the parcel of my neighbor, and my clock is come broken, please refund"),
    ("two things", "Right so two things - the driver left next door's box on my step AND the clock I ordered is smashed. Refund for the clock please."),
    ("Clock", "ur driver left a package addressed to a Mr Patel here, plus mine turned up totally shattered!! sort it"),
    ("damaged", "A parcel for number 12 was put through my door; my own clock, sadly, arrived dented. Could I have my money back?"),
]
# near-misses: the parcel's goods told broken, the customer's told fine, a place of the customer's (nothing of the order claimed)
THEIRS = [
    "My neighbour's parcel was left on my doorstep and it got soaked, the vase in it is cracked",
    "The courier left my neighbour's box with me and her mirror was cracked, my clock came fine",
    "my neighbour's parcel was left with me and it was smashed. could you refund her",
    "Someone else's package got delivered to me and inside the lamp is broken, what do I do",
    "the driver left next door's parcel with me, her jug is chipped, my own clock is perfect tho",
]


@pytest.mark.parametrize("subject,body", MINE_TOO)
def test_the_customers_own_claim_is_read(subject, body):
    read = reading(body, subject)
    assert "damaged_item" in read.intents, shown(read)
    assert "wrong_item" not in read.intents, shown(read)


@pytest.mark.parametrize("body", THEIRS)
def test_the_neighbours_parcel_is_no_claim(body):
    read = reading(body, "delivery")
    assert not set(read.intents) & GOODS_CLAIMS, shown(read)


@pytest.mark.django_db
def test_the_own_clock_is_paid_once_and_the_neighbours_parcel_not(tmp_path):
    paid = {"outcome": "resolved", "refunds": [refund(cents(CLOCK, "CLK-7", 1), "CLK-7", 1)]}
    none = {"outcome": "escalated", "refunds": []}
    cases = [case(f"OW-{n}", body, CLOCK, subject=subject, intents=["damaged_item"], ref=f"SU-7471{n}", expected=paid)
             for n, (subject, body) in enumerate(MINE_TOO)]
    cases += [case(f"OT-{n}", body, CLOCK, subject="delivery", intents=["other"], ref=f"SU-7472{n}", expected=none)
              for n, body in enumerate(THEIRS[2:4])]
    assert_settled_as_expected(tmp_path, cases)

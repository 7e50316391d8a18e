"""Another person's parcel left with the customer is no wrong item of the customer's order (issue #11, V1-08: "wrong
parcel" over "My own wall clock came and it's fine. But the courier also left my neighbour's box at my door ... could you
refund her?" booked a return of the customer's own working clock). The damage of that parcel's goods is the other
person's, and money asked for them a person answers (runs/intents/others_parcel_left_with_me.py). Near-misses keep their
claim: someone else's parcel sent instead of the customer's goods, the customer's own parcel left with a neighbour.
Wording written for these tests."""

import pytest

from tests.fresh_cases import assert_settled_as_expected, case, line
from tests.readings import reading, shown

CLOCK = [line("CLK-7", "Wall clock", 3200)]
GOODS_CLAIMS = {"damaged_item", "wrong_item", "non_delivery"}
THEIRS = [
    ("wrong parcel", "My wall clock came and it's fine. But the courier also left my neighbour's box at my door and when she opened it "
                     "her mirror was cracked. She's not online, so could you refund her? Her name is Mrs Dee Amos."),
    ("Wrong delivery", "The driver dropped off my neighbour's parcel at my house by mistake. Can you sort it out?"),
    ("wrong box", "The courier left the wrong parcel here - it's my neighbours, her lamp inside is broken, pls refund her"),
    ("Wrong item", "The courier gave me my neighbour's parcel as well as mine. Her vase is smashed. She can't use email, could you refund her for it?"),
    ("Delivery mix up", "i recieve parcel of my neighbor, is not my order. inside her teapot broken. please you give her money back"),
    ("parcel", "Hi, just so you know your driver put a parcel for the house opposite through my letterbox. The candle inside has snapped "
               "in half. Could you refund the lady across the road?"),
    ("WRONG PARCEL!!", "ur courier left someone elses package on my step, the jug in it is cracked. my clock came fine btw. refund her pls"),
]
MINE = [
    ("wrong parcel", "You sent me someone else's parcel instead of my wall clock. Please refund me.", "wrong_item"),
    ("wrong item", "The box had a mirror in it instead of my wall clock.", "wrong_item"),
    ("damaged", "My wall clock was left with my neighbour and when I picked it up it was cracked. Refund please.", "damaged_item"),
    ("damaged", "The parcel got soaked, it's my neighbour's fault for leaving it out in the rain, the clock inside is cracked. refund please",
     "damaged_item"),
]


@pytest.mark.parametrize("subject,body", THEIRS)
def test_no_claim_of_the_order_is_read_and_a_person_is_asked(subject, body):
    read = reading(body, subject)
    assert not set(read.intents) & GOODS_CLAIMS, shown(read)
    assert "other" in read.intents, shown(read)


@pytest.mark.parametrize("subject,body,kind", MINE)
def test_the_customers_own_goods_keep_their_claim(subject, body, kind):
    read = reading(body, subject)
    assert kind in read.intents, shown(read)


@pytest.mark.django_db
def test_nothing_is_paid_or_taken_back_and_a_person_answers(tmp_path):
    none = {"outcome": "escalated", "refunds": []}
    cases = [case(f"NP-{n}", body, CLOCK, subject=subject, intents=["other"], ref=f"SU-7461{n}", expected=none)
             for n, (subject, body) in enumerate(THEIRS[:4])]
    assert_settled_as_expected(tmp_path, cases)

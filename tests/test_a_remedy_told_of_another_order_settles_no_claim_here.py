"""A remedy told of another order in the sentence after a claim ("Your towels (order SU-2) had the same problem but I sewed
them up, no need to do anything") settles that order's problem, never the claim before it: the bath mat's refund went to
a person (runs/intents/settled_on_another_order.py; pastorders41 V41-174, $21.60 held). Near-misses still settle: the
next sentence naming no order, or the claim's own. Wording written for these tests."""


import pytest

from runs.follow_ups import asked_of
from runs.intents import read_ticket
from tests import fresh_cases as fc


def _reading(text: str):
    return read_ticket("bath mat\n" + text, order_ref="SU-86001")


OTHER_ORDER_SETTLED = [
    "Bath mat (SU-86001) has a hole, refund please. Your towels (order SU-86010) had the same problem but I sewed them up, no need to do anything.",
    "The bath mat from SU-86001 came torn - please refund it. The towels on SU-86010 were torn too, but your team refunded those last week, thanks.",
    "bath mat SU-86001 has a big hole in it, money back pls. towels in SU-86010 same thing, already refunded by your chat team tho",
    "Please refund the bath mat, it arrived ripped (SU-86001). On SU-86010 the towels also had a hole, which you sorted last week, thanks.",
    "Bath mat in order SU-86001 arrived with a hole. Order SU-86010's towels had one too but that's been sorted now.",
    "The bath mat (SU-86001) has a tear, I'd like a refund. My towels from SU-86010 had the same issue - I stitched them myself, no need to do anything about those.",
]


@pytest.mark.parametrize("text", OTHER_ORDER_SETTLED)
def test_the_claim_stands_beside_another_orders_settled_problem(text):
    reading = _reading(text)
    assert asked_of(reading, "SU-86001") and not asked_of(reading, "SU-86010"), [(s.text, s.role, s.kinds, s.order, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "The bath mat (SU-86001) has a hole. I sewed it up, no need to do anything.",
    "The bath mat (SU-86001) has a hole. Order SU-86001 was sorted by your chat team already, all good now.",
    "Bath mat has a hole. Sewed it up myself so it's fine now, no need to do anything.",
])
def test_a_remedy_told_of_the_claims_own_order_still_settles_it(text):
    assert "damaged_item" not in _reading(text).intents, [(s.text, s.role, s.why) for s in _reading(text).sentences]


MAT = [fc.line("BTM-1", "Bath mat", 2000)]
TOWELS = [fc.line("TWL-1", "Bath towel", 1500, 2)]


def _two_orders(cid: str, body: str) -> dict:
    c = fc.case(cid, body, MAT, subject="bath mat", ref="SU-86001", intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(MAT, "BTM-1", 1), "BTM-1", 1)], "returns": [], "escalations": []})
    return fc.with_second_order(c, "SU-86010", TOWELS)


@pytest.mark.django_db
def test_end_to_end_the_claim_is_paid_and_the_other_order_left_alone(tmp_path):
    fc.assert_all_pass(tmp_path, [_two_orders(f"MAT-{i}", b) for i, b in enumerate([OTHER_ORDER_SETTLED[0], OTHER_ORDER_SETTLED[1], OTHER_ORDER_SETTLED[5]])])

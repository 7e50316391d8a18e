"""An earlier order told as history before the sentence turns to the claim of now ("Like my last order SU-2, where the
fruit bowl came broken (you refunded that one, thanks), this time the vase in SU-1 is broken") is the comparison's, not a
claim on that order: read as one, it got a follow-up run and the ticket closed partial (runs/intents/history_orders.py;
pastorders41 V41-111). Near-misses: two orders told broken now with no history, each still claimed. Wording written
for these tests."""


import pytest

from runs.follow_ups import asked_of
from runs.intents import read_ticket
from tests import fresh_cases as fc


def _reading(text: str):
    return read_ticket("again\n" + text, order_ref="SU-87001")


HISTORY = [
    "Like my last order SU-87010, where the fruit bowl came broken (you refunded that one, thanks), this time the vase in SU-87001 is broken. Refund the vase please.",
    "My previous order SU-87010 had a broken bowl (refunded, thanks) - now the vase in SU-87001 has arrived smashed, please refund it.",
    "You refunded the cracked bowl on SU-87010 last month, and this time the vase from SU-87001 is cracked. Refund please.",
    "last time (order SU-87010) the bowl came broken and you refunded it; this time the vase in SU-87001 is broken, refund please",
    "Back in March my order SU-87010 came with a cracked bowl, but this time it's the vase in SU-87001 that's broken - refund it please.",
    "like my last order SU-87010 where the bowl came broken (sorted, thanks!), now the vase in SU-87001 is broken. pls refund the vase",
]


@pytest.mark.parametrize("text", HISTORY)
def test_the_history_order_is_asked_nothing(text):
    reading = _reading(text)
    assert asked_of(reading, "SU-87001") and not asked_of(reading, "SU-87010"), [(s.text, s.role, s.kinds, s.order, s.also) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "The bowl in SU-87010 came broken and now the vase in SU-87001 is broken too, refund both please.",
    "SU-87010 has a cracked bowl, and the vase in SU-87001 is broken, please refund both.",
])
def test_two_orders_told_broken_now_are_each_claimed(text):
    reading = _reading(text)
    assert asked_of(reading, "SU-87001") and asked_of(reading, "SU-87010"), [(s.text, s.role, s.kinds, s.order, s.also) for s in reading.sentences]


VASE = [fc.line("VAS-1", "Glass vase", 4200)]
BOWL = [fc.line("BWL-1", "Fruit bowl", 3000)]


def _two_orders(cid: str, body: str) -> dict:
    c = fc.case(cid, body, VASE, subject="again", ref="SU-87001", intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(VASE, "VAS-1", 1), "VAS-1", 1)], "returns": [], "escalations": []})
    return fc.with_second_order(c, "SU-87010", BOWL)


@pytest.mark.django_db
def test_end_to_end_only_the_claim_of_now_is_worked(tmp_path):
    fc.assert_all_pass(tmp_path, [_two_orders(f"HIST-{i}", b) for i, b in enumerate([HISTORY[0], HISTORY[2], HISTORY[5]])])

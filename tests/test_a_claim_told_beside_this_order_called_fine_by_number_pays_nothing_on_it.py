"""A ticket that sets THIS order apart — by its number ("Not the one in SU-71002 - that one is fine", "My own order
SU-71002 was fine"), as "not this latest one", or "my order before this one" — and tells a claim of goods on another
order pays nothing on this order: the claim goes to a person (issue #11: R1-08 paid $52.80 on this order's lamp for a
lamp from August's order; R3-03 $26.40 on this order's mug for October's mug; R3-02 this order's mug for the brother's
mug). Near-misses still pay: "my last order was fine but this one's mug arrived chipped", "SU-71002 was fine apart from
the mug", "the lamp from my order SU-71002 is fine. The mug is chipped" (a line fine, not the order). Wording written
for these tests."""

import pytest

from runs.bought_before_the_order import check, this_order_set_apart
from tests import fresh_cases as fc

REF = "SU-71002"
APART = [
    "Not the one in SU-71002 - that one is fine.",
    "its not the one on order SU-71002, that was fine",
    "It's the jug from my October order (not this latest one, SU-71002) - it has a crack.",
    "the jug came in my previous order (SU-71001), not SU-71002.",
    "My own order SU-71002 was fine, no problems at all with it.",
    "my order 71002 was totally fine",
    "Order SU-71002 arrived fine.",
    "not this one, SU-71002 - the one before",
]
NOT_APART = [
    "SU-71002 was fine but the mug arrived chipped.",
    "The lamp from my order SU-71002 is fine.",
    "My order SU-71002 was fine apart from the mug, which is chipped.",
    "The mug from SU-71002 arrived chipped.",
    "Order SU-71002: the mug is chipped.",
    "I ordered it for my brother on SU-71002 and it came chipped.",
]


@pytest.mark.parametrize("text", APART)
def test_this_order_set_apart_is_found(text):
    assert this_order_set_apart(text, REF)


@pytest.mark.parametrize("text", NOT_APART)
def test_near_misses_do_not_set_this_order_apart(text):
    assert this_order_set_apart(text, REF) == ""


ORDER = {"order_ref": REF, "placed_at": "2026-11-10", "lines": [{"sku": "MUG", "description": "Stoneware mug", "quantity": 1, "unit_price_cents": 2400}]}
DECISION = {"case_type": "damaged_item", "action": "refund", "amount_cents": 2400, "lines": [{"sku": "MUG", "quantity": 1}]}


def test_the_guard_refuses_when_this_order_is_called_fine_after_the_claim():
    asked = [{"text": "my brother ordered me a stoneware mug (his order) and it came cracked.", "kinds": ["damaged_item"]},
             {"text": "Can anything be done for him?", "kinds": ["other"], "told": ["My own order SU-71002 was fine, no problems at all with it."]}]
    assert not check(DECISION, ORDER, asked, "2026-11-24T10:00:00Z")[1]


def test_the_guard_admits_a_claim_on_this_order_beside_a_fine_earlier_one():
    asked = [{"text": "my last order was fine but this one's mug arrived chipped, refund please", "kinds": ["damaged_item"]}]
    assert check(DECISION, ORDER, asked, "2026-11-24T10:00:00Z")[1]


MUG = [fc.line("MUG", "Stoneware mug", 2400), fc.line("LAMP", "Table lamp", 4800)]
OTHER = [fc.line("MUG0", "Stoneware mug", 2000)]
ELSEWHERE = [
    "Hi, not the one in SU-7571{i} - that one is fine. It's the stoneware mug from my order before this one, it's chipped. Refund?",
    "its the mug from my order back in the summer (not this latest one, SU-7571{i}) - cracked down the side. refund pls",
    "My own order SU-7571{i} was fine. A friend ordered me a stoneware mug on her account and it came cracked, can you help?",
    "Good morning. The stoneware mug I wish to report was not on order SU-7571{i}, that was fine; it came on my order before this one and it is chipped.",
    "order SU-7571{i} arrived fine thanks!! but my sister's order, a stoneware mug she sent me, came broken. what can u do",
    "The mug I mean is not this one, SU-7571{i} - the one before. It has a crack. Please refund.",
]


@pytest.mark.django_db
def test_end_to_end_a_claim_set_apart_from_this_order_pays_nothing_on_it(tmp_path):
    cases = [fc.with_second_order(fc.case(f"SAP-{i}", body.format(i=i), MUG, ref=f"SU-7571{i}", intents=["damaged_item"],
                                          expected={"outcome": "escalated", "refunds": []}), f"SU-7572{i}", OTHER)
             for i, body in enumerate(ELSEWHERE)]
    fc.assert_money_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_end_to_end_the_near_misses_are_paid(tmp_path):
    owed = [fc.refund(fc.cents(MUG, "MUG", 1), "MUG", 1)]
    bodies = {0: "my last order was fine but this one's mug arrived chipped. refund please",
              1: "I ordered the stoneware mug for my brother and it arrived chipped, can I have a refund?",
              2: "The table lamp is fine. The stoneware mug arrived chipped though, refund please."}
    cases = [fc.with_second_order(c, c["ticket"]["order_ref"].replace("SU-7573", "SU-7574"), OTHER)
             for c in fc.damage_claims("SAN", "SU-7573", MUG, bodies, owed)]
    fc.assert_money_as_expected(tmp_path, cases)

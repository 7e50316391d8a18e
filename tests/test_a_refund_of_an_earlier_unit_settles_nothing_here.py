"""A refund told of goods bought before this order ("The first blender I bought from you arrived cracked last spring and
you refunded it ... I ordered another one and the jug on this one is cracked too") is another order's: it settles nothing
on this order, and the new claim is paid as this order's record allows (runs/earlier_unit_told.py, read by
runs/settled_lines.py). P36-03 held $96.12 for a person as "the customer's word and the record disagree". Wording written
for these tests.

Near-misses, still a person: this order's goods told refunded before while the record shows no refund of them ("You
refunded this kettle last month and now it leaks again", "The blender arrived cracked and you refunded it. Now the jug
is cracked too")."""

from __future__ import annotations

import copy

import pytest

from runs.earlier_unit_told import bought_again, earlier_unit
from runs.settled_lines import lines_told_refunded
from tests.fresh_cases import _at, assert_all_pass, case, cents, line, refund

EARLIER = [
    "The first blender I bought from you arrived cracked last spring and you refunded it, no complaints there.",
    "My previous blender from you came with a cracked jug and you kindly refunded it.",
    "Last year I had a blender from you that arrived broken, you refunded it.",
    "you refunded my old blender when it arrived cracked in the spring.",
    "The original blender I ordered back in March came chipped and you refunded that one.",
    "Your team refunded the blender I bought a few months ago because it came smashed.",
]
THIS_ORDERS = [
    "You refunded this blender last month and now it leaks again.",
    "The blender arrived cracked and you refunded it.",
    "You refunded the blender, thanks.",
]
AGAIN = ["I ordered another one and the jug on this one is cracked too.", "Bought the same blender again and it's cracked as well.",
         "this is my second one from you and the jug is split", "I've re-ordered and the new one came smashed."]
ORDER = {"order_ref": "SU-71001", "lines": [line("BLN-PRO", "Pro blender", 8900)]}


@pytest.mark.parametrize("text", EARLIER)
def test_an_earlier_unit_refunded_settles_nothing_here(text):
    assert earlier_unit(text)
    assert not lines_told_refunded(ORDER, [text])


@pytest.mark.parametrize("text", THIS_ORDERS)
def test_this_orders_goods_told_refunded_still_held(text):
    assert not earlier_unit(text)
    assert lines_told_refunded(ORDER, [text]) == {"BLN-PRO": text}


@pytest.mark.parametrize("text", AGAIN)
def test_goods_bought_again_after_a_refund(text):
    assert bought_again([text])
    assert not lines_told_refunded(ORDER, ["The blender arrived cracked and you refunded it.", text])


@pytest.mark.parametrize("text", ["Now the jug is cracked too.", "I ordered it on Monday.", "Could you send another one?"])
def test_not_bought_again(text):
    assert not bought_again([text])


LINES = [line("BLN-PRO", "Pro blender", 8900)]
BODIES = [
    "The first blender I bought from you arrived cracked last spring and you refunded it, no complaints there. I ordered another one "
    "(SU-71001) and the jug on this one is cracked too. Refund please.",
    "Hi, my previous blender from you came with a cracked jug and your team refunded it. Gave it another go and bought the same blender "
    "again - and the jug is cracked again. Could I have a refund?",
    "last year i had a blender off you that came smashed n you refunded it. ordered another one and this one is smashed too. refund pls",
    "You refunded my old blender back in March when it arrived broken. I've re-ordered and the new one came with a cracked jug, refund please.",
]


def _with_earlier_order(c: dict) -> dict:
    """The customer's earlier order of the same blender, refunded in the spring (the refund is that order's, not this one's)."""
    c = copy.deepcopy(c)
    this = c["world"]["orders"][0]
    earlier = copy.deepcopy(this)
    earlier.update(ref="SU-70900", placed_at=_at(220), refunds=[{"source": "platform", "amount_cents": 9612, "case_type": "damaged_item",
                                                                  "reason": "cracked blender", "lines": ["BLN-PRO"]}])
    for shipment in earlier["shipments"]:
        shipment["tracking_number"] += "E"
    c["world"]["orders"].insert(0, earlier)
    return c


@pytest.mark.django_db
def test_new_blender_cracked_is_paid_beside_an_earlier_orders_refund(tmp_path):
    owed = cents(LINES, "BLN-PRO", 1)
    cases = [_with_earlier_order(case(f"EUN-{n}", body, LINES, intents=["damaged_item"], ref="SU-71001",
                                      expected={"outcome": "resolved", "refunds": [refund(owed, "BLN-PRO", 1)]}))
             for n, body in enumerate(BODIES)]
    assert_all_pass(tmp_path, cases)

"""A settled past problem told with what the customer did afterwards ("Last spring the blender you sent arrived cracked
and you refunded it straight away, thank you for that, so I came back to you for a kettle (SU-27115).") settles only
the goods of the problem: the kettle bought afterwards is this order's, and its claim is paid (held-back round
ver27a, case 15: the kettle's refund was held as "refunded before"). Wording written for these tests.
Near-misses still settle the line: the line itself named in the settled problem, or a one-line order's goods told
refunded with nothing after."""

import pytest

from runs.settled_lines import lines_settled
from tests.guard_fixtures import line

KETTLE = {"order_ref": "SU-1", "lines": [line("KET-1", "Electric kettle", quantity=1, cents=4800)]}
KETTLE_AND_MUG = {"order_ref": "SU-1", "lines": [line("KET-1", "Electric kettle", quantity=1, cents=4800),
                                                 line("MUG-1", "Stoneware mug", quantity=2, cents=1200)]}


@pytest.mark.parametrize("text", [
    "Last spring the blender you sent arrived cracked and you refunded it straight away, thank you for that, so I came back to you for a kettle (SU-27115).",
    "the toaster came smashed last year n u refunded it no fuss so i ordered the kettle from u too",
    "In 2024 a blender of yours arrived broken; you refunded it promptly, which is why I bought this kettle from you.",
    "Your team replaced my cracked blender last winter, and then I decided to try your kettle as well.",
    "You refunded a dented toaster for me in March; that's why I went for your kettle this time.",
    "A blender arrived in bits a while back and you sorted a refund, hence we ordered the kettle from you again.",
])
def test_goods_bought_after_the_settling_are_not_settled(text):
    assert lines_settled(KETTLE, text) == set()
    assert lines_settled(KETTLE_AND_MUG, text) == set()


@pytest.mark.parametrize("order,text,skus", [
    (KETTLE, "The kettle arrived cracked and you refunded it, so I ordered another kettle.", {"KET-1"}),
    (KETTLE, "It came cracked and you refunded it.", {"KET-1"}),
    (KETTLE_AND_MUG, "You refunded the cracked mug last week, then I ordered a second mug.", {"MUG-1"}),
    (KETTLE_AND_MUG, "You refunded the kettle when it came dented, so I bought the mugs as well.", {"KET-1"}),
])
def test_the_settled_goods_themselves_are_still_settled(order, text, skus):
    assert lines_settled(order, text) == skus

"""An adverb between goods and what happened to them names no goods: "the parcel finally turned up" (V43-A1) was read as
goods "finally", not on the order, and a person was asked which goods the customer meant beside the teapot's paid claim
(runs/adverbs_beside_goods.py, read by runs.goods_heads). Wording written for these tests. Near-misses: goods whose name
ends like an adverb ("the jelly", "the lolly") are still goods, and other goods told beside the line are still read."""

import pytest

from runs.goods_heads import goods_heads
from tests.fresh_cases import assert_all_pass, case, cents, line, refund

MUG, BOWL = line("MG-1", "Stoneware mug", 1400), line("BW-1", "Stoneware bowl", 2200)


@pytest.mark.parametrize("text, goods", [
    ("hi so the parcel finally turned up on monday and the mug had a crack down the side", ["mug"]),
    ("The box eventually arrived and the lamp was broken", ["lamp"]),
    ("the order apparently came on friday but the vase is chipped", ["vase"]),
    ("My teapot finally arrived cracked", ["teapot"]),
    ("the kettle somehow arrived dented", ["kettle"]),
    ("the rug I ordered unfortunately came with a stain", ["rug"]),
    ("the delivery ultimately turned up two weeks late and the bowl was smashed", ["bowl"]),
    ("parcel FINALLY showed up, the jug is cracked", ["jug"]),
])
def test_an_adverb_is_never_goods(text, goods):
    assert goods_heads(text) == goods


@pytest.mark.parametrize("text, goods", [
    ("the jelly arrived melted", ["jelly"]),
    ("the lolly was broken in half", ["lolly"]),
    ("the parcel finally came and the mug is cracked and the toaster too", ["mug", "toaster"]),
])
def test_goods_ending_like_an_adverb_and_other_goods_are_still_read(text, goods):
    assert goods_heads(text) == goods


@pytest.mark.django_db
def test_the_claim_is_paid_and_nobody_is_asked_which_goods(tmp_path):
    bodies = ["the parcel finally turned up yesterday and the mug had a crack in the handle, id like a refund for the mug please",
              "Our order eventually arrived. The mug was chipped on the rim, could you refund it? The bowl is fine."]
    cases = [case(f"ABG-{i}", body, [MUG, BOWL], ref=f"SU-7310{i}", intents=["damaged_item"],
                  expected={"outcome": "resolved", "refunds": [refund(cents([MUG, BOWL], "MG-1", 1), "MG-1", 1)], "escalations": []})
             for i, body in enumerate(bodies, 1)]
    assert_all_pass(tmp_path, cases)

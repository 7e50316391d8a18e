"""Goods told as arriving in the order's parcel beside its line, that no line of the order is ("The stand mixer that came in
the same box also has a cracked bowl, so please refund both."), go to a person, named; the real claim on the order's line
is paid (issue 11, a held-back round: told in a sentence of their own after the claim, the mixer was merged into the
kettle's claim and dropped silently; runs/goods_said_off_the_order.py). Near-misses: the order's own goods told as in
the box together, the box or its papers, one line told alone."""

import pytest

from runs.goods_said_off_the_order import goods_said_off_the_order
from tests.fresh_cases import case, cents, line, refund, run

KETTLE = line("KTL-1", "Stainless kettle", 4500)


@pytest.mark.parametrize("sentence, goods", [
    ("The stand mixer that came in the same box also has a cracked bowl, so please refund both.", "mixer"),
    ("a toaster which arrived with it is broken too", "toaster"),
    ("The lamp packed in the same parcel is dented as well, refund both please", "lamp"),
    ("there was also a rug in the box and it came torn too", "rug"),
    ("Also the blender that was in the same delivery won't turn on, refund both", "blender"),
    ("the little teapot sent with it is also chipped", "teapot"),
])
def test_goods_told_as_in_the_same_parcel_are_read(sentence, goods):
    assert goods_said_off_the_order(sentence) == goods


@pytest.mark.parametrize("sentence", [
    "the kettle arrived dented",
    "The kettle came in a box that was crushed",
    "the box that came with it was also crushed",
    "The instructions that came in the box are also torn",
    "The kettle and the mug came in the same box and both are cracked",
    "the receipt that came with it is wrong too",
])
def test_the_box_its_papers_and_the_orders_goods_are_no_goods_beside_it(sentence):
    assert goods_said_off_the_order(sentence) is None


BODIES = {
    "BOX-1": ("Hi, my kettle came with a big dent. The stand mixer that came in the same box also has a cracked bowl, so please refund both.",
              "mixer"),
    "BOX-2": ("The kettle arrived dented. The stand mixer that came in the same box also has a cracked bowl, so please refund both.", "mixer"),
    "BOX-3": ("kettle is dented on the side :( a toaster which arrived with it is broken too, refund both please", "toaster"),
    "BOX-4": ("Hello, the kettle has a dent in the spout. The lamp packed in the same parcel is dented as well, I'd like both refunded.",
              "lamp"),
    "BOX-5": ("My kettle came dented. There was also a rug in the box and it came torn too. Please refund both.", "rug"),
    "BOX-6": ("The kettle is badly dented. Also the blender that was in the same delivery won't turn on, refund both", "blender"),
}


@pytest.mark.django_db
def test_the_kettle_is_paid_and_the_other_goods_held_named(tmp_path):
    owed = [refund(cents([KETTLE], "KTL-1", 1), "KTL-1", 1)]
    cases = [case(cid, body, [KETTLE], intents=["damaged_item", "damaged_item"], ref=f"SU-7{n:04d}",
                  expected={"outcome": "partial", "refunds": owed, "returns": [], "escalations": [{"item": goods}]})
             for n, (cid, (body, goods)) in enumerate(BODIES.items())]
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        wrong = [d for d in results[c["id"]]["differences"] if not d.startswith("unexpected escalation")]
        assert not wrong, (c["id"], results[c["id"]]["differences"])

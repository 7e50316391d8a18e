"""Goods a claim names beside a line of its order, that no line of the order is, are accounted for: "The kettle has a dent
in the side and the toaster is broken too, it won't switch on. Refund both please." on an order of a kettle and a bread
board paid the kettle and said nothing of the toaster (V29C-30, a silent drop). The toaster goes to a person, named, and
nothing is paid on the bread board. A line's parts ("the nib is bent and the barrel is cracked") are no other goods.
Fresh wordings."""

import pytest

from runs.goods_not_on_order import goods_not_on_order, not_held_goal, not_held_in
from runs.intents import read_ticket
from tests.fresh_cases import cents, case, line, refund, run

KETTLE, BOARD = line("KTL-1", "Stainless steel kettle", 4900), line("BBD-1", "Bamboo bread board", 2500)
ORDER = {"order_ref": "SU-70001", "lines": [KETTLE, BOARD]}


def _not_held(body: str) -> list[str]:
    return [goods for _, _, goods in goods_not_on_order(ORDER, read_ticket(f"damaged\n{body}", order_ref="SU-70001"))]


@pytest.mark.parametrize("body,goods", [
    ("The kettle has a dent in the side and the toaster is broken too, it won't switch on. Refund both please.", "toaster"),
    ("the kettle came with a dent, also my toaster stopped working", "toaster"),
    ("My kettle is dented and the mixer is cracked. Please refund both.", "mixer"),
    ("The kettle arrived scratched all down one side and the teapot was smashed as well!!", "teapot"),
    ("hi the kettle is dented plus the blender is broken, refund both of them pls", "blender"),
    ("The kettle leaks and the toaster is damaged too; I'd like my money back for each of them.", "toaster"),
])
def test_goods_no_line_is_told_beside_a_line_are_read(body, goods):
    assert _not_held(body) == [goods]


@pytest.mark.parametrize("body", [
    "The kettle arrived dented: the spout is bent and the base is cracked.",
    "the kettle has a dent and the valve is broken",
    "The kettle has a dent and the bread board is cracked too. Refund both please.",  # both lines of the order
    "The kettle is dented and the steel is scratched too.",  # what it is made of
    "My kettle arrived broken and the box was crushed as well.",
    "The kettle has a dent in the side, please refund it.",
])
def test_a_part_the_box_a_material_or_another_line_is_no_goods_left_out(body):
    assert _not_held(body) == []


def test_the_goal_names_the_goods_and_the_reply_reads_them_back():
    goal = not_held_goal("SU-70001", "toaster", "the toaster is broken too")
    assert not_held_in(goal) == ("SU-70001", "toaster")
    assert not_held_in("settle the damaged stainless steel kettle") is None


@pytest.mark.django_db
def test_the_line_is_paid_and_the_goods_the_order_lacks_go_to_a_person(tmp_path):
    lines = [KETTLE, BOARD]
    cases = [
        case("NO-1", "The kettle has a dent in the side and the toaster is broken too, it won't switch on. Refund both please.", lines,
             intents=["damaged_item", "damaged_item"],
             expected={"outcome": "partial", "refunds": [refund(cents(lines, "KTL-1", 1), "KTL-1", 1)], "returns": [],
                       "escalations": [{"item": "toaster"}]}),
        case("NO-2", "Hello, my kettle came dented and the blender is cracked as well. Could you refund both?", lines,
             intents=["damaged_item", "damaged_item"],
             expected={"outcome": "partial", "refunds": [refund(cents(lines, "KTL-1", 1), "KTL-1", 1)], "returns": [],
                       "escalations": [{"item": "blender"}]}),
    ]
    results = run(tmp_path, cases)
    assert results[""]["silent_drops"] == 0 and results[""]["guard_violations"] == 0
    for c in cases:
        assert results[c["id"]]["passed"], (c["id"], results[c["id"]]["differences"])

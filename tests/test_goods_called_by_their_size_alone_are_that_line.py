"""Goods called by their size alone ("The big one, I am sorry to say, came with a crack") are the line of that size when
the order's lines differ by one size word each (a small and a large planter): the claim named no line and went to a
person. The offline agent now plans the large planter and the guard admits it; a size that fits no line, two sizes at
once, a size called fine, or lines told apart by something else name nothing. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.ticket_lines import by_size_one, lines_asked_about

ORDER = {"order_ref": "SU-70301", "lines": [
    {"sku": "PL-S", "description": "Glazed ceramic planter, small", "quantity": 1, "unit_price_cents": 1800, "exclusion": ""},
    {"sku": "PL-L", "description": "Glazed ceramic planter, large", "quantity": 1, "unit_price_cents": 4200, "exclusion": ""}]}


def _refund(sku: str) -> dict:
    return {"case_type": "damaged_item", "action": "refund", "needs_human": False, "lines": [{"sku": sku, "quantity": 1}], "sku": sku,
            "amount_cents": 4536 if sku == "PL-L" else 1944}


@pytest.mark.parametrize("text,sku", [
    ("I ordered two of your glazed planters. The little one is perfect. The big one, I am sorry to say, came with a crack "
     "running down one side. I would be grateful for my money back for the big one.", "PL-L"),
    ("got both planters today, the big one is smashed to bits :( refund pls", "PL-L"),
    ("Two planters came. Sadly the smaller one arrived with a chip out of the rim. Could I have a refund for it?", "PL-S"),
    ("hiya the large one has a massive crack in the base, the small one is fine. refund the large one please", "PL-L"),
    ("My planters arrived yesterday and the little one was cracked right through. Please refund it.", "PL-S"),
])
def test_goods_called_by_their_size_are_that_line(text, sku):
    reading = read_ticket(text, order_ref=ORDER["order_ref"])
    planned, _ = lines_asked_about(ORDER, reading, "damaged_item")
    assert [p["sku"] for p in planned] == [sku]
    asked = request_dicts(reading, ORDER["order_ref"])
    assert check_line_in_ticket(_refund(sku), ORDER, asked).passed


@pytest.mark.parametrize("clause", [
    "the medium one is cracked",                      # no line of that size
    "the big one and the little one are both cracked",  # two sizes at once
    "the big one is fine",                            # called fine
    "a big crack right across it",                   # a big crack, not the big one
])
def test_a_size_that_names_no_one_line_names_nothing(clause):
    assert by_size_one(ORDER, [clause]) == set()


def test_lines_told_apart_by_colour_are_not_named_by_a_size():
    order = {"order_ref": "SU-1", "lines": [{"sku": "A", "description": "Planter, white", "quantity": 1, "unit_price_cents": 1},
                                            {"sku": "B", "description": "Planter, sage", "quantity": 1, "unit_price_cents": 1}]}
    assert by_size_one(order, ["the big one is cracked"]) == set()

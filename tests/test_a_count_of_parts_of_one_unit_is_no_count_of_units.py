"""A count of the parts of one unit is no count of units: "two of the five shelves of the bookcase arrived split" on an
order of one "Pine bookcase, 5 shelves" was read as two bookcases damaged, held for a person as a count above the order and
told back "Your message counts 2 (Pine bookcase, 5 shelves), but our record ... shows 1 ordered" (blind round ver35a,
V35-30). The shelves are the one bookcase's: a part of one item that breaks is the item damaged (docs/evals.md OR-14), so
the one unit is what the claim is on (runs/parts_counted.py). Near-misses: "two of the five mugs arrived chipped" on five
mugs is two units; on one mug it is still a count above the order; "two of the four chairs" counts chairs. Wording
written for these tests."""

import pytest

from runs.inflated_counts import counted_above
from runs.models import Run
from runs.unit_counts import units_stated
from tests import fresh_cases as fc


def _line(description: str, quantity: int) -> tuple[dict, dict]:
    line = fc.line("L-1", description, 1000, quantity)
    return {"order_ref": "SU-1", "lines": [line], "charges": [{"kind": "items", "amount_cents": 1000 * quantity}]}, line


PARTS = [
    ("Pine bookcase, 5 shelves", "two of the five shelves of the bookcase arrived split"),
    ("Pine bookcase, 5 shelves", "Anyway, two of the five shelves were split along the grain when we unpacked them"),
    ("Pine bookcase", "hi 2 of the shelves came cracked right through"),
    ("Oak chest of drawers, 4 drawers", "3 of the 4 drawers came with their fronts cracked"),
    ("Dining table", "TWO OF THE FOUR LEGS ARRIVED SNAPPED"),
    ("Wardrobe with 2 doors", "both doors of the wardrobe came dented"),
    ("Kitchen dresser", "two shelves arrived split and one door hinge is bent"),
]


@pytest.mark.parametrize("description, text", PARTS)
def test_a_count_of_parts_of_one_unit_counts_no_units_above_the_order(description, text):
    order, line = _line(description, 1)
    units = units_stated(order, line, [text])
    assert units.exact in (None, 1) and units.at_most in (None, 1), units
    assert counted_above(order, line, [text]) is None


@pytest.mark.parametrize("text", ["Sadly two of the six glasses in the set arrived chipped.", "3 of the 6 glasses came cracked"])
def test_pieces_of_a_set_sold_as_one_unit_are_no_count_above_the_order(text):
    # (a piece of a set goes to a person by the part check, runs.unit_counts.part_of_unit, never told back as a count)
    order, line = _line("Wine glasses, set of 6", 1)
    assert counted_above(order, line, [text]) is None


@pytest.mark.parametrize("description, quantity, text, count", [
    ("Stoneware mug", 5, "two of the five mugs arrived chipped", 2),
    ("Stoneware mug", 5, "2 of the mugs came chipped, the others are fine", 2),
    ("Garden chair", 4, "two of the four chairs arrived with split legs", 2),
    ("Garden chair", 4, "both chairs on top arrived broken", 2),
    ("Pine bookcase", 3, "two of the three bookcases came with split shelves", 2),
])
def test_a_count_of_the_lines_own_units_is_still_counted(description, quantity, text, count):
    order, line = _line(description, quantity)
    assert units_stated(order, line, [text]).exact == count


@pytest.mark.parametrize("description, text", [
    ("Stoneware mug", "two of the five mugs arrived chipped"),
    ("Garden chair", "all four chairs I ordered arrived broken"),
])
def test_a_count_of_the_lines_own_units_above_the_order_is_still_held(description, text):
    order, line = _line(description, 1)
    assert counted_above(order, line, [text]) is not None


BOOKCASE = [fc.line("BKCS-5", "Pine bookcase, 5 shelves", 12900)]
MUGS = [fc.line("MUG-1", "Stoneware mug", 1400, 5)]


@pytest.mark.django_db
def test_end_to_end_the_parts_pay_the_one_unit_and_the_reply_never_counts_them_as_units(tmp_path):
    bodies = ["Hi, two of the five shelves of the bookcase arrived split. Can I get a refund?",
              "bookcase came, 2 of the 5 shelves cracked down the middle, refund pls",
              "Good evening. I regret that three of the shelves on the bookcase were split on arrival. Kindly refund it."]
    one = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(BOOKCASE, "BKCS-5", 1), "BKCS-5", 1)], "returns": [], "escalations": []}
    cases = [fc.case(f"PARTS-{i}", b, BOOKCASE, intents=["damaged_item"], expected=one) for i, b in enumerate(bodies)]
    two = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(MUGS, "MUG-1", 2), "MUG-1", 2)], "returns": [], "escalations": []}
    cases.append(fc.case("MUGS-2", "Two of the five mugs arrived chipped, please refund them.", MUGS, intents=["damaged_item"], expected=two))
    fc.assert_money_as_expected(tmp_path, cases)
    for c in cases:
        reply = Run.objects.get(ticket__ref__contains=c["id"]).state.get("reply", {}).get("body", "")
        assert "Your message counts" not in reply, (c["id"], reply)

"""The part that came damaged is the line paid, not the goods it came on.

"The ceramic table lamp came with the shade ripped down the seam. Refund for the shade please, the lamp base is fine."
on an order of a lamp base and a shade paid the base and refused the shade as never mentioned: "came with the shade"
was read as a list of what came (ticket_lines.named_as_come). A name right after "came with" / "arrived with" with its
own damage told just after it ("the shade ripped") is the damaged line (ticket_lines.damaged_on_arrival); the goods it
came on, and a line the customer says is fine, are refused by the guard. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.ticket_lines import damaged_on_arrival, lines_in_clauses

ORDER = {"order_ref": "SU-61840", "lines": [
    {"sku": "BASE", "description": "Stoneware table lamp base", "quantity": 1, "unit_price_cents": 5800, "exclusion": ""},
    {"sku": "SHADE", "description": "Cotton drum lamp shade", "quantity": 1, "unit_price_cents": 2200, "exclusion": ""}]}


def _refund(sku: str) -> dict:
    return {"case_type": "damaged_item", "action": "refund", "needs_human": False, "lines": [{"sku": sku, "quantity": 1}],
            "sku": sku, "amount_cents": 5800 if sku == "BASE" else 2200}


def _asked(text: str) -> list[dict]:
    return request_dicts(read_ticket(text, order_ref=ORDER["order_ref"]), ORDER["order_ref"])


SHADE_DAMAGED = [
    "Shade torn\n\nThe stoneware lamp came with the shade torn along one side. Could I get a refund for the shade? The base is fine.",
    "hi the table lamp arrived with the drum shade crushed flat, base itself is ok. refund the shade pls",
    "Lamp order\n\nMy lamp turned up with the shade badly dented. Just the shade needs refunding, the lamp base is perfect.",
    "The lamp got here with its shade ripped at the seam... the stoneware base is fine tho. refund for shade thanks",
    "Good morning, the table lamp was delivered with the cotton shade split down the back. I would like a refund for the "
    "shade only; the base arrived in one piece.",
]


@pytest.mark.parametrize("text", SHADE_DAMAGED)
def test_the_damaged_part_is_the_line_named(text):
    body = text.split("\n\n")[-1]
    first = body.split(".")[0] if "..." not in body else body.split("...")[0]
    assert damaged_on_arrival(ORDER, first, {"BASE", "SHADE"}) == {"SHADE"}
    assert lines_in_clauses(ORDER, first, []) == {"SHADE"}


@pytest.mark.parametrize("text", SHADE_DAMAGED)
def test_the_guard_pays_the_shade_and_refuses_the_base(text):
    asked = _asked(text)
    assert check_line_in_ticket(_refund("SHADE"), ORDER, asked).passed
    assert not check_line_in_ticket(_refund("BASE"), ORDER, asked).passed


# Near misses: a list of what came stays a list; the goods damaged by their own name stay the line.
def test_a_list_of_what_came_names_no_damaged_part():
    assert damaged_on_arrival(ORDER, "The parcel came with the lamp base and the shade, and the shade has a dent.", {"BASE", "SHADE"}) == set()
    assert damaged_on_arrival(ORDER, "The lamp came with the shade and a spare bulb.", {"BASE", "SHADE"}) == set()


def test_the_base_damaged_by_name_is_still_paid():
    text = "Lamp\n\nThe lamp base arrived cracked right through, the shade is fine. Refund the base please."
    asked = _asked(text)
    assert check_line_in_ticket(_refund("BASE"), ORDER, asked).passed
    assert not check_line_in_ticket(_refund("SHADE"), ORDER, asked).passed


def test_a_shade_only_order_still_pays_the_shade():
    order = {"order_ref": "SU-61841", "lines": [ORDER["lines"][1]]}
    text = "Shade\n\nThe lamp shade came ripped down the seam. Refund please."
    asked = request_dicts(read_ticket(text, order_ref=order["order_ref"]), order["order_ref"])
    assert check_line_in_ticket(_refund("SHADE"), order, asked).passed

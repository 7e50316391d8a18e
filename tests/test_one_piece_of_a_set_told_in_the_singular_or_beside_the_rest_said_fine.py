"""One piece of a unit sold as a set, however the customer names it, is not the unit.

A set whose description names its pieces in the plural ("Ceramic ramekins, set of 6") is one unit of
several of them. The customer may name one piece
- in the singular ("a ramekin came cracked", "refund the chipped ramekin"),
- as a noun phrase of its own taken out of the set ("the little milk pan out of the copper pan set"),
- by a bare count when one set was bought ("the ramekins came and two have chips"), or
- by saying the rest of the set is fine ("the others are all fine", "the rest of the pack is perfect").
No whole-unit refund is admitted for any of these, and the offline agent hands them to a person.
Every piece said damaged ("each ramekin has a crack", "chipped, all six of them") is the whole unit: owed.
"""

import pytest

from runs import guards
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.unit_counts import part_of_unit

CHARGED = "2026-10-01T09:00:00+00:00"


def _order(sku: str, description: str, cents: int, *others: dict) -> dict:
    lines = [{"sku": sku, "description": description, "quantity": 1, "unit_price_cents": cents}, *others]
    total = sum(x["unit_price_cents"] for x in lines)
    return {"order_ref": "SU-55031", "lines": lines,
            "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": total, "charged_at": CHARGED}]}


RAMEKINS = _order("RMK-6", "Ceramic ramekins, set of 6, white", 2400)
PANS = _order("PAN-5", "Copper pan set, 5 pieces", 21900)
TOWELS = _order("TWL-3", "Waffle tea towels, pack of 3", 1500)


def _whole(order: dict) -> dict:
    line = order["lines"][0]
    return {"case_type": "damaged_item", "action": "refund", "amount_cents": line["unit_price_cents"], "needs_human": False,
            "lines": [{"sku": line["sku"], "quantity": 1}]}


def _refused(order: dict, text: str) -> list[str]:
    asked = request_dicts(read_ticket(text, order_ref=order["order_ref"]), order["order_ref"])
    return guards.quantity_beyond_ticket(_whole(order), order, asked)


@pytest.mark.parametrize("order,text", [
    (RAMEKINS, "SU-55031 - a ramekin came cracked right through. refund it please"),
    (RAMEKINS, "Hello. Order SU-55031. When I unpacked it I found the chipped ramekin at the bottom. I would like my money back for it."),
    (TOWELS, "One tea towel from SU-55031 has a big bleach mark. Can you refund the towel?"),
    (PANS, "The little milk pan out of the copper pan set from SU-55031 has a dented base. Refund for that pan please."),
    (PANS, "SU-55031: the shallow saute pan with the long handle from my copper set is scratched inside, could I get refunded?"),
])
def test_one_piece_named_in_the_singular_or_taken_out_of_the_set_is_not_the_unit(order, text):
    problems = _refused(order, text)
    assert problems and "part of" in problems[0]


@pytest.mark.parametrize("order,text", [
    (RAMEKINS, "The ramekins came yesterday and two have chips on the rim. Refund please, SU-55031."),
    (RAMEKINS, "so the ramekins (SU-55031) got here and one's cracked. can i get a refund"),
    (TOWELS, "Unpacked the towels from SU-55031, one was torn at the hem. I'd like a refund."),
])
def test_a_bare_count_on_a_line_of_one_set_counts_its_pieces(order, text):
    assert _refused(order, text)


@pytest.mark.parametrize("order,text", [
    (PANS, "The big frying pan arrived warped, everything else in the set is fine. Please refund SU-55031."),
    (RAMEKINS, "SU-55031 arrived with a hairline crack in the bottom of one, the others are all fine. Refund?"),
    (TOWELS, "There's a hole in one of them but the rest of the pack is perfect. Could you refund SU-55031?"),
])
def test_the_rest_of_the_set_said_fine_makes_the_claim_a_part(order, text):
    assert _refused(order, text)


@pytest.mark.parametrize("order,text", [
    (RAMEKINS, "Each ramekin has a crack in it. Please refund SU-55031."),
    (RAMEKINS, "SU-55031: they arrived chipped, all six of them. Refund please."),
    (RAMEKINS, "The ramekins came smashed, every one of them. I'd like a refund for SU-55031."),
    (PANS, "Could I get a refund of the whole copper pan set (SU-55031)? It arrived scratched all over."),
    (PANS, "I'd like a replacement or a refund of the set from SU-55031, the lining is peeling off every pan."),
])
def test_every_piece_damaged_or_the_whole_set_asked_about_is_the_unit(order, text):
    assert _refused(order, text) == []


KETTLE = {"sku": "KTL-1", "description": "Stainless electric kettle", "quantity": 1, "unit_price_cents": 3500}


def test_everything_else_fine_beside_another_line_names_no_piece_of_the_set():
    order = _order("RMK-6", "Ceramic ramekins, set of 6, white", 2400, KETTLE)
    line = order["lines"][0]
    assert part_of_unit(order, line, ["The ramekins all arrived smashed, everything else is fine."]) == ""
    assert part_of_unit(order, line, ["A ramekin arrived smashed, the other ramekins are fine."])


def test_another_line_said_to_be_in_the_same_box_is_no_piece_of_the_set():
    charger = {"sku": "CHG-1", "description": "Ceramic oven dish with lid", "quantity": 1, "unit_price_cents": 3100}
    order = _order("RMK-6", "Ceramic ramekins, set of 6, white", 2400, charger)
    texts = ["The ramekins all came cracked, every one of them.", "The ceramic oven dish in the same box is fine."]
    assert part_of_unit(order, order["lines"][0], texts) == ""


def test_a_pair_said_damaged_on_a_line_of_one_pair_is_the_unit_itself():
    socks = _order("SCK-1", "Merino hiking socks, one pair", 1800)
    assert part_of_unit(socks, socks["lines"][0], ["The socks came today and a pair arrived damaged, holes in both heels."]) == ""

"""Two readings that sent money owed to a person: every piece of one unit of a set said broken, counted
as the unit holds them ("all four mugs smashed" on a line of two "set of 4" units), is one whole set,
never a part of one; and a request that names no line ("Tracking says exception.") is about the line
named by the remedy the screener attached to it ("Refund the lamp please.")."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.unit_counts import part_of_unit, units_stated

MUGS = {"order_ref": "SU-60440", "lines": [
    {"sku": "MUG", "description": "Stoneware mugs, set of 4", "quantity": 2, "unit_price_cents": 3600, "exclusion": ""},
    {"sku": "BRD", "description": "Oak chopping board", "quantity": 1, "unit_price_cents": 3000, "exclusion": ""}],
    "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 10200, "charged_at": "2026-03-02T10:00:00+00:00"}]}
MUG = MUGS["lines"][0]


@pytest.mark.parametrize("texts", [
    ["Of the two mug sets, one box arrived with all four mugs smashed to bits.", "Please refund the broken set."],
    ["one set came with all 4 mugs cracked, pls refund that set"],
    ["The second box of mugs: all four mugs were shattered. Refund for that box please."],
])
def test_every_piece_of_one_set_broken_is_one_whole_set(texts):
    assert part_of_unit(MUGS, MUG, texts) == ""
    assert units_stated(MUGS, MUG, texts).at_most == 1


@pytest.mark.parametrize("texts", [
    ["one mug of the second set arrived smashed"],
    ["Three mugs of the set were chipped, the fourth is fine."],
])
def test_some_pieces_of_a_set_are_still_a_part_of_it(texts):
    assert part_of_unit(MUGS, MUG, texts)


def test_eight_mugs_smashed_is_both_sets_never_more():
    assert units_stated(MUGS, MUG, ["all eight mugs arrived smashed"]).at_most <= 2


LAMP = {"order_ref": "SU-60441", "lines": [
    {"sku": "RUG", "description": "Wool area rug, 5 x 8 ft, ivory", "quantity": 1, "unit_price_cents": 11900, "exclusion": ""},
    {"sku": "LMP", "description": "LED desk lamp with USB-C port", "quantity": 1, "unit_price_cents": 3995, "exclusion": ""}]}


def _claim(sku):
    return {"case_type": "non_delivery", "action": "refund", "needs_human": False, "lines": [{"sku": sku, "quantity": 1}], "amount_cents": 4315}


@pytest.mark.parametrize("text", [
    "lamp missing\n\nThe rug from SU-60441 came but the lamp never did. Tracking says exception. Refund the lamp please.",
    "desk lamp\n\nRug arrived, lamp didn't. Tracking has said exception for two weeks. Could you refund the lamp?",
    "where's my lamp\n\nthe rug got here fine but no sign of the lamp. tracking just says exception. refund the lamp pls",
])
def test_the_remedy_attached_to_a_claim_names_its_line(text):
    asked = request_dicts(read_ticket(text, order_ref=LAMP["order_ref"]), LAMP["order_ref"])
    assert check_line_in_ticket(_claim("LMP"), LAMP, asked).passed
    assert not check_line_in_ticket(_claim("RUG"), LAMP, asked).passed

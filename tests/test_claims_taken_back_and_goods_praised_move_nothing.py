"""A claim the customer takes back ("forget what I said on the phone about the scratch - it polished
out", "never mind my previous email about the late delivery") is context, not a request, and the guard
refuses money or goods on the line it names whatever proposed them. Goods the customer says came as
ordered or praises ("I ordered the large and got the large", "I love the cups") are no wrong item and
are never taken back. A part that does not fit the goods it came for ("the brass knobs don't fit the
drawers") is no change of mind; and goods "dry and fine" are fine."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.screening import request_dicts
from tests.guard_fixtures import decision_on

TABLE = {"order_ref": "SU-1", "lines": [{"sku": "TBL", "description": "Pine side table", "quantity": 1, "unit_price_cents": 4500}]}
TABLE_AND_LAMP = {"order_ref": "SU-2", "lines": [{"sku": "TBL", "description": "Pine side table", "quantity": 1, "unit_price_cents": 4500},
                                                  {"sku": "LMP", "description": "Brass reading lamp", "quantity": 1, "unit_price_cents": 3900}]}
JACKET = {"order_ref": "SU-3", "lines": [{"sku": "JKT", "description": "Rain jacket, large", "quantity": 1, "unit_price_cents": 8900}]}
TEA_SET = {"order_ref": "SU-4", "lines": [{"sku": "POT", "description": "Glass teapot with lid", "quantity": 1, "unit_price_cents": 3200},
                                          {"sku": "CUP", "description": "Glass tea cup", "quantity": 2, "unit_price_cents": 900}]}


def _decision(kind: str, sku: str, action: str = "refund") -> dict:
    return decision_on(sku, kind=kind, action=action)


def _asks(text: str, kind: str) -> dict:
    """A request as a screener might have misread it: the whole sentence asking `kind`."""
    return {"text": text, "kinds": [kind], "spans": {kind: [[0, len(text)]]}}


def _context(text: str) -> dict:
    return next(s for s in read_ticket(text).sentences if s.text.strip() == text.strip())


WITHDRAWN_DAMAGE = [
    "Forget what I said on the phone about the scratch on the side table - it polished out with a bit of wax.",
    "please ignore my last message re the dented table, it was just dust.",
    "Disregard the bit about the wobble in the table, my husband tightened the screws and it's solid now.",
    "forgot what i told your colleague about the table being chipped, it was a smudge lol",
    "Never mind my earlier email about the scratch on the table top.",
    "I take back what I said about the scratched table, it buffed out fine.",
]


@pytest.mark.parametrize("text", WITHDRAWN_DAMAGE)
def test_a_damage_claim_taken_back_is_context_that_settles_it(text):
    s = _context(text)
    assert s.role == "context" and s.kinds == ["damaged_item"] and "damaged_item" in s.settles


@pytest.mark.parametrize("text", WITHDRAWN_DAMAGE)
def test_the_guard_refuses_a_refund_of_the_line_taken_back_even_when_misread_as_a_claim(text):
    check = check_line_in_ticket(_decision("damaged_item", "TBL"), TABLE, [_asks(text, "damaged_item")])
    assert not check.passed and set(check.inputs["fine_by_customer"]) == {"TBL"}


@pytest.mark.parametrize("text", [
    "Never mind my previous email about the late delivery - it came this morning. But now I see the charge went through twice.",
    "ignore my last msg about the parcel being late, it turned up. the delivery fee was taken twice tho, refund one pls",
    "Scratch my last email about the slow delivery, no complaints there. My card shows the $5.99 shipping twice though.",
    "Please disregard what I wrote yesterday about the delay. However you charged me twice for the order.",
    "Nevermind the earlier message about it being late!! but i was billed two times, can you fix that",
])
def test_a_late_delivery_taken_back_asks_only_the_other_request(text):
    reading = read_ticket(text)
    assert "late_delivery" not in reading.intents and "duplicate_charge" in reading.intents
    assert all(s.role in ("context", "statement", "attached") for s in reading.sentences if "late" in s.text or "delay" in s.text)


def test_a_claim_beside_the_one_taken_back_stands_and_is_paid():
    text = "The scratch on the lamp buffed out with a cloth, but the side table arrived with a cracked leg."
    spans = {"damaged_item": [[text.index("cracked"), text.index("cracked") + 7]]}
    asked = [{"text": text, "kinds": ["damaged_item"], "spans": spans}]
    assert check_line_in_ticket(_decision("damaged_item", "TBL"), TABLE_AND_LAMP, asked).passed
    lamp = check_line_in_ticket(_decision("damaged_item", "LMP"), TABLE_AND_LAMP, asked)
    assert not lamp.passed and set(lamp.inputs["fine_by_customer"]) == {"LMP"}
    # one line: a claim told after the words taken back is on it
    assert check_line_in_ticket(_decision("damaged_item", "TBL"), TABLE,
                                [_asks("Forget what I said about the scratch, it polished out. But now a leg has snapped off.", "damaged_item")]).passed


@pytest.mark.parametrize("text", [
    "Never mind, please refund the table, it's cracked.",
    "Ignore what I said above, the parcel came today, the table is dented though.",
])
def test_words_taking_something_back_beside_a_claim_leave_the_claim(text):
    assert "damaged_item" in read_ticket(text).intents


CAME_AS_ORDERED = [
    "I ordered the large and got the large, fits perfectly.",
    "I ordered the blue one and it's exactly the blue in the photo, perfect.",
    "asked for the green and green is what came - love it",
    "i picked the XL and got the XL, spot on",
    "We ordered the walnut finish and the walnut finish is what turned up, just as pictured.",
    "So I ordered this one with confidence and it's perfect.",
]


@pytest.mark.parametrize("text", CAME_AS_ORDERED)
def test_goods_said_to_have_come_as_ordered_are_no_wrong_item(text):
    assert "wrong_item" not in read_ticket(text + " But my card was charged twice for it.").intents


@pytest.mark.parametrize("text", CAME_AS_ORDERED)
def test_the_guard_refuses_to_take_back_goods_said_to_have_come_as_ordered(text):
    for kind in ("wrong_item", "change_of_mind"):
        check = check_line_in_ticket(_decision(kind, "JKT", "return"), JACKET, [_asks(text, kind)])
        assert not check.passed and set(check.inputs["fine_by_customer"]) == {"JKT"}


@pytest.mark.parametrize("text", [
    "I ordered the large but got a small.",
    "ordered size 10 and got size 8",
    "I ordered the black and got the black, but the strap is brown not black.",
    "I asked for the green and what came is blue.",
    "Ordered the blue one, it's a different colour to the photo.",
])
def test_a_real_mismatch_beside_the_ordering_words_is_still_a_wrong_item(text):
    assert "wrong_item" in read_ticket(text).intents


@pytest.mark.parametrize("text", [
    "I love the cups, but the teapot lid doesn't fit the teapot, like it's for a different model??",
    "the cups are gorgeous. the teapot you sent is the wrong model though",
    "Cups: perfect, love them!! teapot - wrong one, it's not the glass one i ordered",
    "lovely cups. But they sent the wrong teapot, not the one I ordered.",
    "The tea cups are beautiful; it's the teapot that came in the wrong size.",
])
def test_a_wrong_item_beside_goods_praised_is_the_other_line_and_never_the_praised_one(text):
    asked = request_dicts(read_ticket(text), "SU-4")
    assert any("wrong_item" in r["kinds"] for r in asked)
    cups = check_line_in_ticket(_decision("wrong_item", "CUP", "return"), TEA_SET, asked)
    assert not cups.passed and "CUP" in cups.inputs["fine_by_customer"]
    assert "CUP" not in check_line_in_ticket(_decision("wrong_item", "POT", "return"), TEA_SET, asked).inputs.get("fine_by_customer", {})


@pytest.mark.parametrize("text", [
    "The brass knobs don't fit the drawers though - the screws are too short.",
    "the new lid doesnt fit the pan at all",
    "Those replacement legs won't fit the table frame, the holes are in different places.",
    "the glass shade does not fit the lamp base.",
    "Handles don't go on the cabinet doors, wrong thread.",
])
def test_a_part_not_fitting_the_goods_it_is_for_is_no_change_of_mind(text):
    reading = read_ticket(text)
    assert "change_of_mind" not in reading.intents and reading.requests


@pytest.mark.parametrize("text", [
    "Nothing was broken, it simply doesn't fit the shelf.",
    "the dress doesn't fit my daughter, can I return it?",
    "the shade doesnt fit the lamp so can it go back pls",
    "Shoes don't fit my feet, too narrow.",
    "The rug doesn't fit the hallway, I'd like to send it back.",
    "The cushion covers don't fit my cushions - they're 45cm and mine are 50cm, my mistake.",
])
def test_goods_not_fitting_the_customer_or_asked_back_are_still_a_change_of_mind(text):
    assert "change_of_mind" in read_ticket(text).intents


@pytest.mark.parametrize("text", [
    "The courier left the parcel in the rain and the box was soaked through, but the umbrella inside is dry and fine.",
    "box got soaked but the towels are clean and fine",
    "outer carton was crushed, the vase itself arrived whole and intact",
    "The package was wet through; luckily the book is dry & fine.",
    "the envelope was ripped open but the jumper inside is clean and ok",
])
def test_goods_called_dry_and_fine_beside_a_damaged_box_are_no_damage_claim(text):
    assert "damaged_item" not in read_ticket(text).intents

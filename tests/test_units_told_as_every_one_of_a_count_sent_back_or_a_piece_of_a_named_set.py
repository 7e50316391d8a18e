"""Units a claim is about, told in words the count readers missed: "every single one of the four candles" is all four,
not "one of the"; "Could I send one back?" returns one of two lamps, not both; and "one side plate from the
twelve-piece dinner set" is a piece of the set (a person prices it), though spare side plates are ordered beside it."""

import pytest

from runs.unit_counts import part_of_unit, units_stated

CANDLES = {"sku": "CNDL-P", "description": "Pillar candle", "quantity": 4, "unit_price_cents": 1100}
HOLDER = {"sku": "CNDL-H", "description": "Brass candle holder", "quantity": 1, "unit_price_cents": 2800}
LAMPS = {"sku": "LAMP-BED", "description": "Bedside lamp", "quantity": 2, "unit_price_cents": 3200}


@pytest.mark.parametrize("text", [
    "Every single one of the four pillar candles arrived melted into a blob.",
    "every one of the 4 candles melted",
    "Each of the four candles came bent.",
    "each and every one of the four candles is snapped in half",
    "Every last one of the four pillar candles arrived cracked!!",
])
def test_every_one_of_a_count_is_the_whole_count(text):
    order = {"order_ref": "SU-1", "lines": [CANDLES, HOLDER]}
    assert units_stated(order, CANDLES, [text]).exact == 4


@pytest.mark.parametrize("text", [
    "One of the four candles melted.",
    "one of the candles arrived snapped",
])
def test_one_of_a_count_is_still_one(text):
    order = {"order_ref": "SU-1", "lines": [CANDLES, HOLDER]}
    assert units_stated(order, CANDLES, [text]).exact == 1


@pytest.mark.parametrize("text", [
    "Hi, I bought 2 of the bedside lamps but only need one after all. Could I send one back?",
    "can i send 1 back pls, dont need both",
    "I'd like to return one back to you, it's still boxed.",
    "Changed my mind on one lamp - can I post one back?",
    "Would it be OK to ship one of them back?",
])
def test_a_count_sent_back_is_the_units_returned(text):
    order = {"order_ref": "SU-1", "lines": [LAMPS]}
    assert units_stated(order, LAMPS, [text]).exact == 1


DINNER = {"sku": "DIN-12", "description": "Dinner set, 12 pieces", "quantity": 1, "unit_price_cents": 12000}
SIDE = {"sku": "PLT-SIDE", "description": "Spare side plate", "quantity": 2, "unit_price_cents": 900}


@pytest.mark.parametrize("text", [
    "One side plate from the twelve-piece dinner set arrived cracked in two.",
    "a side plate out of the dinner set came chipped",
    "One of the side plates in my dinner set is cracked.",
])
def test_a_piece_told_of_a_set_named_by_its_own_word_is_a_piece_of_the_set(text):
    order = {"order_ref": "SU-1", "lines": [DINNER, SIDE]}
    assert part_of_unit(order, DINNER, [text])


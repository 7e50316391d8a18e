"""Two readings of counts a support lead makes without thinking, written for these tests (not the blind
testers' sentences):

- a whole and the part affected told with no stop between them ("got the plates 8 of em 3 r chipped") is
  the part, never the whole (V20C-07 had read "6 of them" beside "the rest r ok" as no exact count and
  sent $24.30 owed to a person);
- a count of a piece of one unit said fine ("one leg broken, the other three legs is OK" of a chair) is no
  count of the line's units (V20A-38 had read "the other three" as three chairs fine of two, "the ticket
  says 0", and the guard refused the one chair owed).

The guard reads the same counts: it still refuses more units than the words say."""

import pytest

from runs import guards
from runs.unit_counts import units_stated


def _units(description: str, quantity: int, *texts: str):
    line = {"sku": "L-1", "description": description, "quantity": quantity, "unit_price_cents": 1000}
    return units_stated({"order_ref": "SU-1", "lines": [line]}, line, list(texts))


@pytest.mark.parametrize("description, quantity, text, count", [
    ("Stoneware mug", 4, "mugs came yesterday 4 of them 1 was smashed", 1),
    ("Dinner plate", 8, "plates arrived 8 of em 3 r chipped refund them pls", 3),
    ("Wine glass", 6, "got the glasses today six of them two were in bits can u refund", 2),
    ("Soy candle", 5, "candles here 5 of them and 2 are melted all down one side", 2),
    ("Glass tumbler", 6, "tumblers came 6 of them 4 are fine the others smashed", 2),
    ("Linen napkin", 12, "Napkins arrived twelve of them three have got dye stains on", 3),
    ("Cereal bowl, sage glaze", 6, "hi got my bowls 6 of them 1 is crackd in half", 1),
    # the rest told in the line's own units still caps the claim
    ("Beech dining chair", 4, "One chair has a cracked leg, the other three chairs are fine.", 1),
    ("Beech dining chair", 4, "one chair's leg is broken, the other three are fine", 1),
    ("Wine glass", 6, "two glasses came smashed, the other four are fine", 2),
])
def test_a_whole_then_the_part_told_without_a_stop_is_the_part_and_units_said_fine_cap_it(description, quantity, text, count):
    units = _units(description, quantity, text)
    assert (units.exact, units.at_most) == (count, count)


@pytest.mark.parametrize("description, quantity, text", [
    # a count that is no part of the whole: days, not bowls
    ("Cereal bowl", 6, "bowls came 6 of them 2 days ago and all are cracked"),
    # the part told is the whole again: nothing set apart
    ("Cereal bowl", 6, "6 of them 6 are cracked"),
])
def test_a_second_number_that_is_no_part_of_the_whole_is_not_read_as_one(description, quantity, text):
    assert _units(description, quantity, text).exact in (None, 6)


@pytest.mark.parametrize("description, quantity, text", [
    ("Beech dining chair", 2, "One chair has a leg snapped clean off, the other three legs are fine."),
    ("Oak bar stool", 3, "the stool I got have one leg crack, the other two legs is ok. refund the broken stool"),
    ("Pine wardrobe", 2, "One wardrobe arrived with a door hanging off its hinge; the other two doors are perfect."),
    ("Hard-shell suitcase", 2, "The suitcase has one wheel broken off, the other three wheels are fine, so I want a refund for it."),
    ("Walnut side table", 2, "A table came with a cracked leg - the remaining three legs are OK. Money back for that table please."),
    ("Oak bookcase", 2, "The bookcase came with one shelf split, the other four shelves are fine."),
])
def test_a_count_of_a_units_pieces_said_fine_is_no_count_of_the_units(description, quantity, text):
    units = _units(description, quantity, text)
    assert (units.exact, units.at_most) == (1, 1)


def test_the_guard_refuses_both_chairs_for_one_with_a_broken_leg_and_admits_one():
    order = {"order_ref": "SU-1", "lines": [{"sku": "CHR-1", "description": "Beech dining chair", "quantity": 2, "unit_price_cents": 8500}]}
    requests = [{"text": "The chair I got on monday have one leg broke, the other three legs is OK.", "kinds": ["damaged_item"]},
                {"text": "Please I want refund for the broken chair.", "kinds": ["damaged_item"]}]
    both = {"case_type": "damaged_item", "action": "refund", "amount_cents": 17000, "lines": [{"sku": "CHR-1", "quantity": 2}]}
    one = {**both, "amount_cents": 8500, "lines": [{"sku": "CHR-1", "quantity": 1}]}
    assert guards.quantity_beyond_ticket(both, order, requests) == ["the decision names 2 of Beech dining chair; the ticket says 1"]
    assert guards.quantity_beyond_ticket(one, order, requests) == []


def test_the_guard_refuses_all_six_bowls_for_two_told_without_stops():
    order = {"order_ref": "SU-1", "lines": [{"sku": "BWL-1", "description": "Cereal bowl", "quantity": 6, "unit_price_cents": 1125}]}
    requests = [{"text": "bowls came 6 of them 2 r cracked down the side rest ok refund the 2 pls", "kinds": ["damaged_item"]}]
    six = {"case_type": "damaged_item", "action": "refund", "amount_cents": 6750, "lines": [{"sku": "BWL-1", "quantity": 6}]}
    assert guards.quantity_beyond_ticket(six, order, requests) == ["the decision names 6 of Cereal bowl; the ticket says 2"]

"""A count of broken units the reading cannot tie to a line still bounds what is paid for it: the
guard never takes the whole line on a sentence that counts fewer ("of the 6 stemless wine glasess a
couple arived shatterd"), and the offline agent hands it to a person. Money, measures, spans of
time and order numbers are no counts. And three readings of counts: "just the one" is one unless
it is the one that survived; "all of them except two" is the rest; each count in a sentence is of
the line its own words name."""

import pytest

from runs.guards import check_lines
from runs.unit_counts import loose_count, units_stated

GLASSES = {"order_ref": "SU-76001", "lines": [{"sku": "WGL", "description": "Stemless wine glass", "quantity": 6, "unit_price_cents": 1250}],
           "charges": [{"number": 1, "kind": "items", "description": "Items", "amount_cents": 7500}], "refunds": [], "returns": [],
           "shipments": []}
GLASS = GLASSES["lines"][0]


@pytest.mark.parametrize("text, count", [
    ("of the 6 stemless wine glasess a couple arived shatterd", 2),
    ("opened the box: a pair of the wine glases are in bits, out of 6", 2),
    ("wine glass set - 3 are cracked. the other ones? no idea yet", 3),
])
def test_a_count_the_reading_could_not_tie_still_bounds_the_line(text, count):
    if units_stated(GLASSES, GLASS, [text]).at_most is None:
        assert loose_count(GLASSES, GLASS, [text])[0] == count
    decision = {"case_type": "damaged_item", "action": "refund", "lines": [{"sku": "WGL", "quantity": 6}], "amount_cents": 7500}
    result = check_lines(decision, GLASSES, [], [{"text": text, "kinds": ["damaged_item"]}])
    assert not result.passed and "of Stemless wine glass" in result.inputs["problems"][0]


@pytest.mark.parametrize("text", [
    "my wine glasses arrived smashed, please refund $75.00 on SU-76001",
    "The wine glasses came 3 days late and every single one is broken",
    "wine glasses: all broken. Ordered 12/11, delivered 19/11, 30% of my party ruined",
])
def test_money_dates_spans_and_order_numbers_are_no_counts(text):
    assert loose_count(GLASSES, GLASS, [text]) is None


@pytest.mark.parametrize("text, count", [
    ("Of the pasta bowls, just the one has a crack", 1),
    ("refund for that chair please (just the one, the other is fine)", 1),
    ("ONLY THE ONE MUG IS CHIPPED thanks", 1),
])
def test_just_the_one_is_one(text, count):
    order = {"lines": [{"sku": "X", "description": "Stoneware piece", "quantity": 4}]}  # an order of one line: the count is its
    assert units_stated(order, order["lines"][0], [text]).at_most == count


def test_just_the_one_that_survived_is_not_the_one_broken():
    order = {"lines": [{"sku": "X", "description": "Pasta bowl", "quantity": 4}]}
    assert units_stated(order, order["lines"][0], ["just the one survived the trip, the rest are in pieces"]).exact != 1


@pytest.mark.parametrize("text, broken", [
    ("all of them except two were broken (there were five)", 3),
    ("all the planters except 2 arrived cracked", 3),
    ("every one of my terracotta planters apart from one came smashed", 4),
])
def test_all_of_them_except_some_is_the_rest(text, broken):
    order = {"lines": [{"sku": "PLT", "description": "Terracotta planter", "quantity": 5}]}
    assert units_stated(order, order["lines"][0], [text]).at_most == broken


@pytest.mark.parametrize("text, count", [
    ("out of the eight tumblers, fuor came smashed", 4),
    ("a coupel of the tumblers arrived cracked, rest fine", 2),
    ("2 outta the 8 tumblers r broken", 2),
    ("sevne of them broke in transit!!", 7),
])
def test_a_misspelt_number_word_or_outta_is_read_where_a_count_stands(text, count):
    order = {"lines": [{"sku": "TMB", "description": "Tumbler", "quantity": 8}]}
    assert units_stated(order, order["lines"][0], [text]).at_most == count


@pytest.mark.parametrize("text", [
    "there were eight tumblers in the box and every one is broken",
    "the tumblers are fine of course, it is the jug that broke",
    "your tumblers arrived smashed, all of them",
])
def test_words_one_letter_from_a_number_stay_words(text):
    order = {"lines": [{"sku": "TMB", "description": "Tumbler", "quantity": 8}]}
    assert units_stated(order, order["lines"][0], [text]).at_most in (None, 8)

"""A size or a model only one line carries names that line: "the 11s", "the size 11 ones", "the XL one", "the 1.7 litre"
(a run paid a puddle suit called adorable for "the size 11 ones have a split", the size 11 wellies left unpaid). A
number is a size only where it is said as one; a count ("two of the 4"), a day ("11 days") or a size two lines carry
names no line by it. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.intents import read_ticket
from runs.screening import request_dicts
from runs.size_words import sizes_carried, sizes_said
from runs.ticket_lines import lines_in_clauses, said_to_be_fine
from tests.guard_fixtures import decision_on, lines_asked, order_of

WELLIES = order_of(("W10", "Kids' wellies, size 10", 1, 2400), ("W11", "Kids' wellies, size 11", 1, 2400),
                   ("SUIT", "Puddle suit, age 3-4", 1, 3200), ref="SU-72001")
TEES = order_of(("T-M", "Organic tee, navy, M", 1, 1800), ("T-XL", "Organic tee, navy, XL", 1, 1800), ("CAP", "Baseball cap", 1, 1500),
                ref="SU-72002")
KETTLES = order_of(("K17", "Stovetop kettle 1.7L", 1, 5200), ("K10", "Stovetop kettle 1.0L", 1, 4200), ref="SU-72003")


def _guard_passes(order: dict, text: str, sku: str) -> bool:
    asked = request_dicts(read_ticket(f"About my order\n{text}", order_ref=order["order_ref"]), order["order_ref"])
    return check_line_in_ticket(decision_on(sku), order, asked).passed


@pytest.mark.parametrize("text", [
    "The puddle suit is adorable, she lives in it. Sadly the size 11 ones have a split along the sole. The 10s are fine. "
    "Could you refund the 11s?",
    "the 11s leak at the heel!! 10s ok. refund the 11s pls",
    "Dear Sir, the wellington boots in size 11 arrived with the left boot torn at the ankle. Kindly refund them.",
    "Both pairs came. The 11 ones have a hole in the toe, so please refund that pair.",
    "I love the suit. the sz 11 boots are split down the side tho, can I get a refund for them",
])
def test_the_size_11_wellies_are_the_size_11_line(text):
    assert lines_asked(WELLIES, text) == ["W11"]
    assert _guard_passes(WELLIES, text, "W11")
    assert not _guard_passes(WELLIES, text, "SUIT")


@pytest.mark.parametrize("text,sku", [
    ("The XL one has a hole in the sleeve, the cap is fine. Refund please.", "T-XL"),
    ("the tee in size M came with a big bleach stain", "T-M"),
    ("Got an XL with a ripped seam. Please refund it.", "T-XL"),
])
def test_a_letter_size_names_its_line(text, sku):
    assert lines_asked(TEES, text) == [sku]


@pytest.mark.parametrize("text,sku", [
    ("The 1.7 litre arrived with a dent in the side, please refund it.", "K17"),
    ("the 1.0L one has a cracked handle", "K10"),
])
def test_a_measure_names_its_line(text, sku):
    assert lines_asked(KETTLES, text) == [sku]


def test_sizes_said_fine_are_fine():
    assert said_to_be_fine(WELLIES, "The 10s are fine.") == {"W10"}


@pytest.mark.parametrize("text", [
    "It came 11 days late and two of the 4 buckles are bent.",  # a day and a count
    "I ordered 10 things in all.",
    "the 2 broken ones",
])
def test_a_number_not_said_as_a_size_is_no_size(text):
    assert sizes_said(text) == set()


def test_a_size_two_lines_carry_names_neither_for_sure():
    order = order_of(("A", "Wellies, size 11, red", 1, 2400), ("B", "Wellies, size 11, blue", 1, 2400), ref="SU-72004")
    assert lines_in_clauses(order, "the 11s have a split", []) == {"A", "B"}


def test_a_description_carries_its_sizes():
    assert sizes_carried("Kids' wellies, size 11") == {"11"}
    assert sizes_carried("Stovetop kettle 1.7L") == {"1.7l"}
    assert sizes_carried("Organic tee, navy, XL") == {"xl"}
    assert sizes_carried("Champagne flute") == set()

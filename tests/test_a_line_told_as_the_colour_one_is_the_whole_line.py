"""A line called by a word that tells it from the order's other lines and "one" ("the blue one is fine" beside a green
mug) is that line whole, not a count of its units: read as a count, the blue mug was never called fine and its claim,
taken back in a correction, was paid (ver39c BT-P4, $14.00; runs/line_told_as_the_one.py). Still a unit: the word fits
no line or two, or the line holds several units. Wording written for these tests."""

import pytest

from runs.fine_lines import lines_called_fine
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund


def _order(blue_quantity: int = 1) -> dict:
    return {"order_ref": "SU-70001", "lines": [{"sku": "BLU", "description": "Blue enamel mug", "quantity": blue_quantity, "unit_price_cents": 1400},
                                               {"sku": "GRN", "description": "Green enamel mug", "quantity": 1, "unit_price_cents": 1600}]}


@pytest.mark.parametrize("text", [
    "Wait, no - it's the green one that's chipped, the blue one is fine, I mixed them up.",
    "sorry my bad, the blue one is totally fine",
    "The blue one's fine.",
    "Actually the blue one arrived in perfect condition.",
    "the blue one survived, its the green that cracked",
    "Correction: the blue one is ok, it was the green mug.",
])
def test_the_line_told_by_its_colour_and_one_is_called_fine_whole(text):
    assert "BLU" in lines_called_fine(_order(), [text])


@pytest.mark.parametrize("text, order", [
    ("the blue one is fine", _order(blue_quantity=2)),         # one of two blue mugs: a unit
    ("the enamel one is fine", _order()),                      # a word both lines share
    ("the big one is fine", _order()),                         # a word of no line
    ("the blue one of the pair is fine", _order(blue_quantity=2)),
])
def test_a_unit_or_no_line_is_not_called_fine_whole(text, order):
    assert "BLU" not in lines_called_fine(order, [text])


MUGS = [line("BLU-1", "Blue enamel mug", 1400), line("GRN-1", "Green enamel mug", 1600)]


@pytest.mark.django_db
def test_the_mug_said_fine_after_a_correction_is_not_paid(tmp_path):
    green = {"outcome": "resolved", "refunds": [refund(cents(MUGS, "GRN-1", 1), "GRN-1", 1)], "returns": []}
    # (the correction itself sends the blue mug's claim to a person, runs/contradicted_lines.py: its money is never paid)
    bodies = [
        "The blue mug is chipped. Wait, no - it's the green one that's chipped, the blue one is fine, I mixed them up. Please refund the green mug.",
        "Hi - the blue mug came chipped. No wait, my mistake, it's the green one that is chipped, the blue one is perfect. Refund the green mug please.",
        "Blue mug is cracked. Correction: the green mug is cracked, the blue one's ok. Can you refund the green one?",
        "the blue mug has a crack. hang on, sorry - its the green mug with the crack, the blue one is totally fine. pls refund the green mug",
        "The green mug arrived chipped, the blue one is fine. Please refund the green mug.",
    ]
    cases = [case(f"COL1-{n}", body, MUGS, intents=["damaged_item"], expected=green, ref=f"SU-7200{n}") for n, body in enumerate(bodies)]
    assert_money_as_expected(tmp_path, cases)

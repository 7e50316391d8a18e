"""Goods called fine by a colour the line is not ("the oat chair from September is still perfect" beside a torn chair
in moss green) are other goods, on another order or line: the claimed line is not held as fine. The torn moss green
chair was escalated twice (no line read, then the guard holding it as "fine") and never went to a lead's approval.

Near-misses stay held: goods called fine by the line's own colour or its family, or with no colour at all."""

import pytest

from runs.ticket_lines import said_to_be_fine

ORDER = {"lines": [{"sku": "CHR-GRN", "description": "Boucle accent chair, moss green", "quantity": 1, "unit_price_cents": 16800},
                   {"sku": "PLW-OAT", "description": "Boucle lumbar pillow, oat", "quantity": 1, "unit_price_cents": 2400}]}

OTHER_COLOUR = [
    "The oat chair from September is still perfect.",
    "the grey chair I bought last year is fine",
    "My navy chair from the first order is still absolutely fine.",
    "The white chair survived the move perfectly.",
    "the pink chair is totally fine, it's the green one that tore",
]


@pytest.mark.parametrize("text", OTHER_COLOUR)
def test_a_chair_of_another_colour_called_fine_is_not_the_green_chair(text):
    assert "CHR-GRN" not in said_to_be_fine(ORDER, text)


SAME_LINE = [
    "The green chair is fine.",
    "the moss chair is fine actually",
    "The chair is fine.",
    "the sage chair is fine, ignore me",  # sage is a green: the customer's word for the line's colour
    "The pillow and the chair are both fine.",
]


@pytest.mark.parametrize("text", SAME_LINE)
def test_the_line_called_fine_by_its_own_colour_or_none_is_held(text):
    assert "CHR-GRN" in said_to_be_fine(ORDER, text)


def test_the_pillow_beside_it_is_still_fine():
    assert said_to_be_fine(ORDER, "The pillow that came with it is fine and the oat chair from September is still perfect.") == {"PLW-OAT"}


def test_a_line_with_no_colour_in_its_name_answers_to_any():
    plain = {"lines": [{"sku": "CHR", "description": "Boucle accent chair", "quantity": 1, "unit_price_cents": 16800}]}
    assert said_to_be_fine(plain, "The oat chair is fine.") == {"CHR"}

"""Goods put right by their colour in the breath that calls the first goods fine ("it's the grey one that's torn, the blue
one is fine") are the claim's for the guard too (runs/fine_named_other_colour.py), a subject naming the claimed line's own
words restates the claim (runs/subject_restating_claim.py), and "the torn one" points back at it (runs/claim_pointed_back.py).
Finding: left40 V40-3b. Wording written for these tests.

Near-misses: the goods the sentence names and does not call fine stay the claim's; a colour naming no single other line
names nothing."""

import pytest

from runs.fine_named_other_colour import line_put_right_by_colour
from runs.ticket_lines import lines_in_clauses
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund

TOWELS = {"lines": [{"sku": "TB", "description": "Blue bath towel", "quantity": 1}, {"sku": "TG", "description": "Grey bath towel", "quantity": 1}]}


@pytest.mark.parametrize("text, owner", [
    ("Actually no - my mistake, it's the grey one that's torn, the blue one is fine.", {"TG"}),
    ("sorry, the blue towel is fine, it's the grey one that is ripped", {"TG"}),
    ("My bad: the grey one has the tear, the blue one's perfect.", {"TG"}),
    ("wait no the blue one's ok, grey one is torn", {"TG"}),
    ("Correction - it's the blue one that's torn, the grey one is fine.", {"TB"}),
    ("the blue towel is torn and the grey is fine", {"TB"}),
])
def test_the_claims_line(text, owner):
    at = next(i for w in ("torn", "ripped", "tear") if (i := text.find(w)) >= 0)
    assert lines_in_clauses(TOWELS, text, [(at, at + 4)]) == owner


def test_the_colour_naming_no_single_other_line_names_nothing():
    assert line_put_right_by_colour({"TB"}, {"TB"}, lambda: set()) == set()
    assert line_put_right_by_colour({"TB"}, set(), lambda: {"TG"}) == set()  # the named line not called fine
    assert line_put_right_by_colour({"TB"}, {"TB"}, lambda: {"TG"}) == {"TG"}


LINES = [line("TWB", "Blue bath towel", 2400), line("TWG", "Grey bath towel", 2400)]


@pytest.mark.django_db
def test_end_to_end_the_grey_towel_is_paid(tmp_path):
    grey = {"outcome": "resolved", "refunds": [refund(cents(LINES, "TWG", 1), "TWG", 1)], "returns": [], "escalations": []}
    bodies = [
        "The blue bath towel has a tear along the hem. Actually no - my mistake, it's the grey one that's torn, the blue one is fine. Money back for the torn one please.",
        "blue towel ripped. sorry no, its the grey one thats ripped, blue one is fine. refund the ripped one pls",
        "The blue towel came torn. My mistake - it's the grey one that's torn, the blue one's perfect. Please refund it.",
    ]
    cases = [case(f"PC-{i}", body, LINES, intents=["damaged_item"], expected=dict(grey), subject="torn towel", ref=f"SU-78{i:02d}")
             for i, body in enumerate(bodies)]
    assert_settled_as_expected(tmp_path, cases)

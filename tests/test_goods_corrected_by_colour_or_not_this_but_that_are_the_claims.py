"""Goods put right in the same sentence or the next: "Plate broken - sorry, not the plate but the bowl" (the goods named
first and struck, runs/goods_corrected.py), "it's the grey one that's torn, the blue one is fine" (a line told apart by
its colour and "one", runs/ticket_lines.py told_as_the_one; a colour alone names no line), and "neither suits me" after
goods to send back (a change of mind). The corrections finding: C51, V40-3b, V40-3d. Wording written for these tests.

Near-misses: "not the plate but the bowl too"-style additions are not read here; "the grey one" where two lines are grey
names neither."""

import pytest

from runs.goods_corrected import corrected_away_spans
from runs.intents import read_ticket
from runs.ticket_lines import told_as_the_one
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund

TOWELS = {"lines": [{"sku": "TB", "description": "Blue bath towel", "quantity": 1}, {"sku": "TG", "description": "Grey bath towel", "quantity": 1}]}
GREYS = {"lines": [{"sku": "TG", "description": "Grey bath towel", "quantity": 1}, {"sku": "HG", "description": "Grey hand towel", "quantity": 1}]}


@pytest.mark.parametrize("text", [
    "Plate broken - sorry, not the plate but the bowl.",
    "the mug is chipped, oops not the mug but the jug",
    "Jug cracked. No wait, not the jug but the vase.",
    "not the kettle, the toaster",
])
def test_the_goods_struck(text):
    assert corrected_away_spans(text)


@pytest.mark.parametrize("text, owner", [
    ("it's the grey one that's torn", {"TG"}),
    ("my mistake, the blue one has the hole", {"TB"}),
    ("the grey one is ripped", {"TG"}),
])
def test_a_line_told_as_the_one(text, owner):
    assert told_as_the_one(TOWELS, text, [(0, len(text))]) == owner


def test_a_word_of_two_lines_names_neither():
    assert told_as_the_one(GREYS, "the grey one is torn", [(0, 20)]) == set()


@pytest.mark.parametrize("text", ["I'd like to send back the shirt and the chinos, neither suits me.",
                                  "Returning both jumpers, none of them fit."])
def test_neither_suits_is_a_change_of_mind(text):
    assert read_ticket(f"return\n{text}", order_ref="SU-1").intents == ["change_of_mind"]


BB = [line("BWL", "Ceramic serving bowl", 3200), line("PLT", "Ceramic dinner plate", 1400)]


@pytest.mark.django_db
def test_end_to_end_the_corrected_goods_are_paid(tmp_path):
    bowl = {"outcome": "resolved", "refunds": [refund(cents(BB, "BWL", 1), "BWL", 1)], "returns": [], "escalations": []}
    bodies = [
        "Plate broken - sorry, not the plate but the bowl. Refund please.",
        "plate smashed, oops no, not the plate but the serving bowl!! refund pls",
        "The dinner plate arrived cracked. Edit: not the plate, the bowl. Could you refund it?",
    ]
    cases = [case(f"GC-{i}", body, BB, intents=["damaged_item"], expected=dict(bowl), ref=f"SU-77{i:02d}") for i, body in enumerate(bodies)]
    assert_settled_as_expected(tmp_path, cases)

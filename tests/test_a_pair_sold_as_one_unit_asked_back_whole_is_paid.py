"""A pair sold as one unit with one of its two pieces damaged, the customer asking the whole pair's money back by name
("The pillowcases have a tear along the seam on one of them - refund that pair." on a line "Linen pillowcase pair"): the
unit the record sold is damaged, and its refund is the damage remedy for one unit, not a part of a set for a person
(runs/pair_refunded_whole.py; blind round ver30c V30C-30). Only a unit of two on the record's line; the money asked for
the piece, a larger set, or a line of single units are as before. Wording written for these tests."""

import pytest

from runs.unit_counts import part_of_unit
from tests.fresh_cases import assert_all_pass, case, cents, line, refund

PAIR = line("PIL-1", "Cotton pillowcase pair, white", 2800)
ORDER = {"lines": [PAIR, line("DUV-1", "Cotton duvet cover, double", 7900)]}


@pytest.mark.parametrize("text", [
    "The pillowcases have a tear along the seam on one of them - refund that pair.",
    "one of the pillowcases came ripped, please refund the pair",
    "One pillowcase has a big stain on it. Can I have my money back for the pair?",
    "The pillowcase pair: one of them is torn at the corner, I'd like the whole pair refunded.",
    "A pillowcase arrived with a hole in it, so please refund both of them.",
    "Of the two pillowcases one is frayed along the hem. Refund me for the whole pair please",
])
def test_the_whole_pair_asked_back_is_no_part_of_the_unit(text):
    assert part_of_unit(ORDER, PAIR, [text]) == ""


@pytest.mark.parametrize("order, unit, text", [
    # the money asked for the piece
    (ORDER, PAIR, "One of the pillowcases came ripped, please refund that one."),
    (ORDER, PAIR, "One of the pillowcases is torn, refund the torn one please."),
    # a set of more than two: one plate is not the set
    ({"lines": [line("PLT-6", "Stoneware dinner plate set of 6", 6000), PAIR]}, line("PLT-6", "Stoneware dinner plate set of 6", 6000),
     "One plate of the set is chipped - refund the set please."),
])
def test_near_misses_stay_a_part_of_the_unit(order, unit, text):
    assert part_of_unit(order, unit, [text]) != ""


def test_a_line_of_single_units_is_not_read_as_a_pair():
    single = line("PIL-2", "Cotton pillowcase, white", 1400, quantity=2)
    assert part_of_unit({"lines": [single]}, single, ["One pillowcase is torn - refund that pair."]) == part_of_unit(
        {"lines": [single]}, single, ["One pillowcase is torn."])


LINES = [PAIR, line("DUV-1", "Cotton duvet cover, double", 7900)]


@pytest.mark.django_db
def test_the_pair_is_refunded_as_one_unit(tmp_path):
    bodies = [
        "Hello, the pillowcases have a tear along the seam on one of them - refund that pair please. The duvet cover is lovely.",
        "one of the pillowcases came ripped, please refund the pair. thanks",
    ]
    cases = [case(f"PAIRWHOLE-{i}", body, LINES, intents=["damaged_item"],
                  expected={"outcome": "resolved", "refunds": [refund(cents(LINES, "PIL-1", 1), "PIL-1", 1)], "returns": []})
             for i, body in enumerate(bodies, 1)]
    assert_all_pass(tmp_path, cases)

""""Refund for those two please" after a unit of one line and a unit of another were each told damaged points back
at the two claims, not at two units of the first line: the plate's count stays the one the customer gave ("one of the
dinner plates is cracked"), so one plate and one bowl are paid, never two plates (held-back round adv27, case 16).
A bare "those two" still counts the line's units when nothing else counted them ("The wine glasses: those two
are cracked.")."""

import pytest

from runs.unit_counts import units_stated
from tests.guard_fixtures import line

PLATE = line("DNP-1", "Ceramic dinner plate", quantity=4, cents=1600)
BOWL = line("SBW-1", "Ceramic side bowl", quantity=2, cents=1200)
ORDER = {"order_ref": "SU-1", "lines": [PLATE, BOWL]}


def _plates(*texts: str):
    return units_stated(ORDER, PLATE, list(texts))


@pytest.mark.parametrize("texts", [
    ("Hi, one of the dinner plates is cracked.", "One of the side bowls is chipped as well.", "Refund for those two please."),
    ("one of the dinner plates came cracked", "and one of the side bowls has a chip", "can u refund those 2"),
    ("I regret to report that one of the four dinner plates arrived with a hairline crack.",
     "In addition, one side bowl has a chipped rim.", "I would be obliged if you could refund these two."),
    ("ONE of the dinner plates is CRACKED.", "ONE side bowl CHIPPED.", "Refund those two NOW."),
    ("One dinner plate broken in the box, also one of the side bowls.", "Please refund me for those two items only, rest ok."),
    ("These two need refunding: one of the dinner plates (cracked) and one of the side bowls (chipped).",),
])
def test_those_two_after_a_plate_and_a_bowl_leaves_the_plate_count_at_one(texts):
    units = _plates(*texts)
    assert (units.exact, units.at_most) == (1, 1), units


@pytest.mark.parametrize("texts,count", [
    # the count itself said of the plates: "those two" agrees and stands
    (("Two of the dinner plates are cracked.", "Please refund those two."), 2),
    (("two dinner plates came cracked, please refund those two and nothing else",), 2),
    # "those two" the only count, in a sentence naming the plates
    (("The dinner plates: those two on top are cracked.",), 2),
    (("those three dinner plates at the bottom of the box are in pieces",), 3),
])
def test_those_two_still_counts_the_line_when_no_other_count_was_given(texts, count):
    units = _plates(*texts)
    assert (units.exact, units.at_most) == (count, count), units

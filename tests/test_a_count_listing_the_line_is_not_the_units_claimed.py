"""A count that lists a line as ordered ("1) Copy paper (10 reams): 2 reams arrived water damaged") is not the units a
claim is about: the guard caps a damage refund at the units the ticket says were hurt, counted in the line's own pack
or measure word ("2 reams", "two boxes", "3 of the 12 tumblers"), and a state told a few words after "arrived"
("arrived water damaged", "came soaked") is a state, not what arrived (ver24a V24-24 paid all ten reams, $77.86 too much).
A listing alone is still the count: "the copy paper (10 reams) arrived water damaged" is all ten."""

import pytest

from runs import guards
from runs.unit_counts import units_stated
from tests.guard_fixtures import decision_on, order_of, requests_read

PAPER = order_of(("PPR-A4", "Copy paper, 500-sheet ream", 10, 899), ("TON-BLK", "Toner cartridge, black", 2, 6400),
                 ("STP-BOX", "Staples, box of 5000", 3, 650), ref="SU-72424")
TUMBLERS = order_of(("TMB-12", "Highball tumbler", 12, 850), ("ICE-1", "Ice bucket", 1, 2400), ref="SU-72436")


def _units(order: dict, sku: str, text: str) -> int | None:
    line = next(x for x in order["lines"] if x["sku"] == sku)
    return units_stated(order, line, [text]).at_most


@pytest.mark.parametrize("text, units", [
    ("1) Copy paper (10 reams): 2 reams arrived water damaged and unusable. Please credit them.", 2),
    ("Copy paper (x10): two reams were soaked through, please refund those", 2),
    ("copy paper, 10 reams: 2 reams arrived soaked. refund pls", 2),
    ("Copy paper - 10 reams - 3 reams arrived torn open, can you credit them?", 3),
    ("Re the copy paper (qty 10) - four reams came badly water-damaged. Please refund the damaged reams.", 4),
    ("Item: Copy paper (10 reams). Problem: 2 reams arrived water damaged. Action: credit please.", 2),
])
def test_a_count_listing_the_line_is_not_the_count_claimed(text, units):
    assert _units(PAPER, "PPR-A4", text) == units


@pytest.mark.parametrize("text, sku, units", [
    ("the copy paper (10 reams) arrived water damaged, please refund it", "PPR-A4", 10),  # the listing alone: all of them
    ("All 10 reams of copy paper arrived damaged.", "PPR-A4", 10),
    ("2 reams of the copy paper arrived water damaged", "PPR-A4", 2),
    ("3 of the 12 tumblers arrived cracked, refund those please", "TMB-12", 3),
    ("two boxes of staples arrived crushed and spilled everywhere", "STP-BOX", 2),
])
def test_near_misses_a_count_alone_or_said_of_the_damage_is_the_count(text, sku, units):
    order = TUMBLERS if sku == "TMB-12" else PAPER
    assert _units(order, sku, text) == units


def _lines_check(order: dict, sku: str, quantity: int, text: str):
    decision = decision_on(sku, quantity=quantity, cents=899 * quantity)
    return guards.check_lines(decision, order, [], requests_read(text, order))


@pytest.mark.parametrize("text", [
    "Please action the following on order SU-72424:\n1) Copy paper (10 reams): 2 reams arrived water damaged and unusable. Please credit them.",
    "Hi - copy paper (x10) on SU-72424, two reams were soaked through. Refund those please.",
    "Copy paper, 10 reams: 2 reams arrived soaked. Can I get a credit for them?",
])
def test_the_guard_refuses_the_whole_line_for_the_units_claimed(text):
    whole = _lines_check(PAPER, "PPR-A4", 10, text)
    assert not whole.passed
    assert any("the ticket says 2" in p for p in whole.inputs["problems"])
    assert _lines_check(PAPER, "PPR-A4", 2, text).passed


def test_near_miss_the_listing_alone_pays_the_whole_line():
    assert _lines_check(PAPER, "PPR-A4", 10, "The copy paper (10 reams) arrived water damaged, every ream. Please refund it.").passed

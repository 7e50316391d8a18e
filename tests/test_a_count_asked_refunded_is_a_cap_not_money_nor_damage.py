"""A count of units asked refunded caps what is paid; it is never part of the money, nor a damage count of its own.
"2 of the 2 wine glasses cracked. refund 1 of the 2 please" pays one glass (the "1 of the" read as a vague subset held the
line); "Four mugs, all chipped. Please refund half of them, the other two I can still use" pays two mugs (read as a partial
refund, held). Held-back round heldA41 (V41-132, V41-133). Half of the units is paid only when the line was told damaged
whole and halves evenly; half of three, or half of a line only part of which was told damaged, goes to a person.
Modules: runs/units_asked_fewer.py (half_asked, half_of, within_count_ask), runs/intents/part_money_forms.py
(HALF_OF_UNITS), runs/unit_counts.py. Wording written for these tests.

Near-misses: half of the money ("refund half the price", "refund half of it", "refund me half"), half told of the damage
("half of them came cracked") and hedged ("refund roughly half of them")."""

import pytest

from runs.intents import read_ticket
from runs.units_asked_fewer import half_asked, half_of, within_count_ask
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

MUGS = {"description": "Mug", "quantity": 4}


@pytest.mark.parametrize("text", [
    "Please refund half of them, the other two I can still use.",
    "could you just refund half the mugs? the rest are usable",
    "refund me for half of them pls",
    "Refund half of those and I'll keep the others.",
    "honestly, refund half of em",
    "I'd like you to refund only half of the blue mugs.",
])
def test_half_of_the_units_is_a_count_asked(text):
    assert half_asked([text])
    kinds = [s.kinds for s in read_ticket("mugs\nFour mugs in SU-47012, all chipped. " + text, order_ref="SU-47012").sentences]
    assert ["other"] not in kinds  # no partial refund for a person


@pytest.mark.parametrize("text", [
    "The mug is chipped, refund half the price please.",
    "The lamp is scratched, just refund half of it.",
    "Refund me half and I'll keep it.",
    "Refund half the cost of the mugs.",
])
def test_half_of_the_money_still_goes_to_a_person(text):
    assert not half_asked([text])
    assert any("other" in s.kinds for s in read_ticket("x\n" + text).sentences)


@pytest.mark.parametrize("text", ["half of them came cracked", "refund roughly half of them", "half the mugs are fine"])
def test_half_told_or_hedged_is_no_count_asked(text):
    assert not half_asked([text])


def test_half_is_paid_only_of_an_even_line_told_damaged_whole():
    assert half_of(MUGS, ["refund half of them"], 4) == (2, "")
    assert half_of({"description": "Mug", "quantity": 3}, ["refund half of them"], 3)[1]  # half of three
    assert half_of({"description": "Mug", "quantity": 6}, ["refund half of them"], 4)[1]  # half of six or of four?
    assert half_of(MUGS, ["refund one of them"], 4) == (None, "")


def test_a_count_asked_is_no_damage_subset():
    text = "refund 1 of the 2 please, i'll use the other as a vase"
    assert within_count_ask(text, text.index("1 of"))
    told = "1 of the 2 glasses cracked, refund it please"
    assert not within_count_ask(told, told.index("1 of"))


GLASSES = [line("WGL-7", "Wine glass", 1500, quantity=2)]
MUG_LINE = [line("MUG-7", "Mug", 1000, quantity=4)]
ODD = [line("BWL-7", "Bowl", 1000, quantity=3)]


@pytest.mark.django_db
def test_the_count_asked_is_paid_and_an_unclear_half_held(tmp_path):
    def paid(lines, sku, n):
        return {"outcome": "resolved", "refunds": [refund(cents(lines, sku, n), sku, n)], "returns": []}
    held = {"outcome": "escalated", "refunds": [], "returns": []}
    cases = [
        case("CA-1", "2 of the 2 wine glasses cracked. refund 1 of the 2 please, the other makes a fine vase", GLASSES,
             intents=["damaged_item"], ref="SU-71141", expected=paid(GLASSES, "WGL-7", 1)),
        case("CA-2", "Both wine glasses arrived cracked - only refund one of the two, I can live with the other.", GLASSES,
             intents=["damaged_item"], ref="SU-71142", expected=paid(GLASSES, "WGL-7", 1)),
        case("CA-3", "Four mugs, all chipped. Please refund half of them, the other two I can still use.", MUG_LINE,
             intents=["damaged_item"], ref="SU-71143", expected=paid(MUG_LINE, "MUG-7", 2)),
        case("CA-4", "all 4 mugs came with chips on the rim. can u refund half the mugs, the rest are ok for pens", MUG_LINE,
             intents=["damaged_item"], ref="SU-71144", expected=paid(MUG_LINE, "MUG-7", 2)),
        # near-misses: half of an odd count, half of the money
        case("CA-5", "All three bowls came cracked. Please refund half of them.", ODD, intents=["damaged_item"],
             ref="SU-71145", expected=held),
        case("CA-6", "The four mugs are chipped, refund half the price please.", MUG_LINE, intents=["damaged_item"],
             ref="SU-71146", expected=held),
    ]
    assert_money_as_expected(tmp_path, cases)

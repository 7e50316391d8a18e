"""A line's word in the singular with no determiner, opening a texted clause ("hi mug came cracked", "got mug broken",
"Morning! teapot lid snapped"), is one unit, as "the mug" and "my mug" are: read as no count at all, the claim took the
whole line (blind round 31, V31-01: two mugs paid for one, $15.12 too much; runs/bare_singular_nouns.py). A plural, a
count, "both", a modifier ("mug set") or a material said alone ("glass everywhere") still reads as before. Wording
written for these tests."""

import pytest

from runs.unit_counts import units_stated
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

MUG = {"sku": "MUG", "description": "Stoneware mug", "quantity": 2, "unit_price_cents": 1400}
VASE = {"sku": "VAS", "description": "Glass vase", "quantity": 3, "unit_price_cents": 2600}
ONE_LINE = {"order_ref": "SU-70001", "lines": [MUG]}
TWO_LINES = {"order_ref": "SU-70001", "lines": [MUG, {"sku": "PLT", "description": "Dinner plate", "quantity": 4, "unit_price_cents": 1100}]}


@pytest.mark.parametrize("text", [
    "hi mug came crakced along the handle. refund pls",
    "Hey there, mug arrived chipped at the rim",
    "got mug broken in the post :(",
    "Morning! mug handle snapped off when I unpacked it",
    "Stoneware mug turned up with a hairline crack, can I get money back",
    "ok so mug is cracked and leaks tea everywhere",
    "FYI: mug came with a big chip on it, rest of the order fine",
])
@pytest.mark.parametrize("order", [ONE_LINE, TWO_LINES])
def test_a_bare_singular_is_one_unit(text, order):
    units = units_stated(order, MUG, [text])
    assert units.exact == 1 and units.at_most == 1, units


@pytest.mark.parametrize("text, expected", [
    ("mugs came cracked, refund please", None),          # the plural: the line
    ("hi both mugs arrived chipped", 2),                 # both
    ("2 mug broken in the box", 2),                      # a count
    ("mug set arrived broken", None),                    # a modifier of a set, not one mug
    ("Mug", None),                                       # a subject line of one word tells no claim
    ("mug cracked. actually both mugs are cracked", 2),  # "both" said anywhere counts
])
def test_plurals_counts_and_modifiers_read_as_before(text, expected):
    units = units_stated(ONE_LINE, MUG, [text])
    assert units.exact == expected, units


def test_a_material_said_alone_is_no_unit():
    assert units_stated({"lines": [VASE]}, VASE, ["glass everywhere when I opened the box"]).exact is None
    assert units_stated({"lines": [VASE]}, VASE, ["hi vase came smashed"]).exact == 1


MUGS = [line("MUG-1", "Stoneware mug", 1400, quantity=2)]


@pytest.mark.django_db
def test_one_mug_is_paid_for_a_bare_singular_and_both_for_the_plural(tmp_path):
    one = refund(cents(MUGS, "MUG-1", 1), "MUG-1", 1)
    both = refund(cents(MUGS, "MUG-1", 2), "MUG-1", 2)
    cases = [
        case("BARE-1", "hi mug came crakced down the side. refund pls\nthx", MUGS, intents=["damaged_item"], subject="mug",
             expected={"outcome": "resolved", "refunds": [one], "returns": [], "escalations": []}),
        case("BARE-2", "Got mug broken in the post, in two bits. money back please", MUGS, intents=["damaged_item"], subject="order",
             expected={"outcome": "resolved", "refunds": [one], "returns": [], "escalations": []}),
        case("BARE-3", "Hello! Stoneware mug arrived chipped on the rim, would like a refund for it.", MUGS, intents=["damaged_item"],
             expected={"outcome": "resolved", "refunds": [one], "returns": [], "escalations": []}),
        case("BARE-4", "hi mugs came crackd down the side. refund pls", MUGS, intents=["damaged_item"], subject="mugs",
             expected={"outcome": "resolved", "refunds": [both], "returns": [], "escalations": []}),
    ]
    assert_money_as_expected(tmp_path, cases)

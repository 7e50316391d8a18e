"""One of several lines of the same goods, named by its colour or size ("of the two mugs the green one arrived
chipped", "the bigger of the two rugs"), is that line: "the green one" names a unit by the word that tells its
line from the others, not a count said of no line, so the line is paid within policy and the others are left
alone. Where the word tells no line ("the red one" beside a blue mug and a green one, "one of them", "the bigger
of the two" beside rugs told apart by colour) a person still confirms which. Wording written for these tests."""

import pytest

from runs.ticket_lines import lines_in_clauses
from runs.unit_counts import units_stated
from tests import fresh_cases as fc
from tests.guard_fixtures import line


def _line(sku: str, description: str) -> dict:
    return line(sku, description, cents=1500)


MUGS = {"order_ref": "SU-70033", "lines": [_line("MG-B", "Mug, blue"), _line("MG-G", "Mug, green")]}
PLATES = {"order_ref": "SU-70034", "lines": [_line("PL-W", "Dinner plate, white"), _line("PL-B", "Dinner plate, blue"),
                                             _line("PL-G", "Dinner plate, grey")]}
RUGS = {"order_ref": "SU-70035", "lines": [_line("RG-S", "Wool rug, small"), _line("RG-L", "Wool rug, large")]}


def _of(order: dict, sku: str) -> dict:
    return next(x for x in order["lines"] if x["sku"] == sku)


@pytest.mark.parametrize("order, sku, text", [
    (MUGS, "MG-G", "Of the two mugs in SU-70033 the green one arrived chipped; the blue one is perfect."),
    (MUGS, "MG-B", "my 2 mugs came today and the blue one's cracked right down the side"),
    (PLATES, "PL-W", "out of the 3 plates, the white one's cracked"),
    (PLATES, "PL-G", "Plates arrived - the grey one is chipped on the rim, the others are fine"),
    (MUGS, "MG-G", "The mugs are lovely but sadly the green one was smashed in transit"),
])
def test_a_unit_named_by_the_word_that_tells_its_line_is_one_unit_of_that_line(order, sku, text):
    units = units_stated(order, _of(order, sku), [text])
    assert (units.exact, units.tied) == (1, True), units


@pytest.mark.parametrize("order, sku, text", [
    (MUGS, "MG-G", "Of the two mugs the red one arrived chipped"),
    (MUGS, "MG-G", "Of the two mugs one arrived chipped"),
    (MUGS, "MG-B", "the mugs came and the spotty one arrived in bits"),
])
def test_a_unit_no_word_tells_the_line_of_stays_for_a_person(order, sku, text):
    assert units_stated(order, _of(order, sku), [text]).exact is None


@pytest.mark.parametrize("text, sku", [
    ("The bigger of the two rugs came with a tear along the edge", "RG-L"),
    ("the larger rug arrived with a hole in it", "RG-L"),
    ("hi, the smaller of my two rugs arrived stained", "RG-S"),
    ("Of the rugs, the smallest has a burn mark", "RG-S"),
    ("the biggest rug came ripped; the other is fine", "RG-L"),
])
def test_a_comparison_picks_the_line_its_size_word_ranks(text, sku):
    assert lines_in_clauses(RUGS, text, [(0, len(text))]) == {sku}


def test_a_comparison_among_lines_told_apart_by_colour_picks_none():
    rugs = {"lines": [_line("RG-B", "Wool rug, blue"), _line("RG-G", "Wool rug, green")]}
    assert lines_in_clauses(rugs, "The bigger of the two rugs came torn", [(0, 36)]) == {"RG-B", "RG-G"}


@pytest.mark.django_db
def test_the_line_named_by_colour_is_paid_and_the_others_left_alone(tmp_path):
    mugs = [fc.line("MG-BL", "Mug, blue", 1400), fc.line("MG-GR", "Mug, green", 1200)]
    plates = [fc.line("PL-W", "Dinner plate, white", 1600), fc.line("PL-B", "Dinner plate, blue", 1600)]
    got = fc.run(tmp_path, [
        fc.case("COL-1", "Of the two mugs in SU-70001 the green one arrived chipped; the blue one is fine. Refund for the green please.", mugs,
                intents=["damaged_item"], expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(mugs, "MG-GR", 1), "MG-GR", 1)]}),
        fc.case("COL-2", "hello, of the plates the white one's cracked, could I have my money back for it", plates, ref="SU-70002",
                intents=["damaged_item"], expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(plates, "PL-W", 1), "PL-W", 1)]}),
        fc.case("COL-3", "Of the two mugs one arrived chipped, refund please", mugs, ref="SU-70003", intents=["damaged_item"],
                expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "mug"}]}),
    ])
    assert all(got[c]["passed"] for c in ("COL-1", "COL-2", "COL-3")), {c: got[c]["differences"] for c in ("COL-1", "COL-2", "COL-3")}
    assert (got[""]["double_refunds"], got[""]["guard_violations"]) == (0, 0)

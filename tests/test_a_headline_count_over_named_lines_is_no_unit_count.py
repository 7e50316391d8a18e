"""A count told before any line is named ("Two broken" as the subject, over "Both the lamp and the towels arrived
damaged.") sums the lines named next, each whole: it is no count of one line's units for a person (verify34 W12).
Fresh wording; near-misses: a count that is not the lines' units stays for a person, a count after the line is its own."""

import pytest

from runs import unit_counts
from tests.fresh_cases import case, cents, line, refund, run

LAMP, TOWEL, MUG = line("LAMP", "Brass desk lamp", 6400), line("TOWEL", "Bath towel set", 3200), line("MUG", "Blue stoneware mug", 1800)
ORDER = {"lines": [MUG, LAMP, TOWEL]}


@pytest.mark.parametrize("texts", [
    ["Two broken", "Both the lamp and the towels arrived damaged.", "Skip the towels, they're only a bit marked; refund the lamp."],
    ["2 damaged", "The lamp and the towel set came damaged.", "Refund the lamp please."],
    ["two arrived broken!", "lamp and towels both broken", "refund them"],
    ["Two damaged", "the towels and the lamp arrived damaged", "please refund"],
    ["2 came damaged", "My lamp is dented and the towels are ripped.", "Refund both."],
    ["Two were damaged", "The lamp came smashed and the towel set torn.", "I'd like a refund."],
])
def test_a_headline_count_is_the_whole_of_each_line_named(texts):
    units = unit_counts.units_stated(ORDER, LAMP, texts)
    assert units.tied and (units.exact in (None, 1)), units


@pytest.mark.parametrize("texts", [
    ["Three broken", "Both the lamp and the towels arrived damaged.", "Refund the lamp."],
    ["Two broken", "I don't know which.", "Refund please."],
])
def test_a_count_the_named_lines_do_not_sum_stays_untied(texts):
    units = unit_counts.units_stated(ORDER, LAMP, texts)
    assert not units.tied, units


@pytest.mark.django_db
def test_the_lamp_is_paid_end_to_end(tmp_path):
    c = case("HL-1", "Both the lamp and the towels arrived damaged. Skip the towels, they're only a bit marked; refund the lamp.",
             [MUG, LAMP, TOWEL], intents=["damaged_item"], subject="Two broken",
             expected={"outcome": "resolved", "refunds": [refund(cents([MUG, LAMP, TOWEL], "LAMP", 1), "LAMP", 1)], "returns": [], "escalations": []})
    got = run(tmp_path, [c])
    assert got[""]["silent_drops"] == 0 and got[""]["guard_violations"] == 0, got[""]
    assert got["HL-1"]["passed"], got["HL-1"]["differences"]

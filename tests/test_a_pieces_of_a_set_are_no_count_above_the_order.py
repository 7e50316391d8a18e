"""Pieces of a set sold as one unit ("two of the mugs" of one "Stoneware mug set of four") are a part of a set a person
settles, never a count of units above the order: V36-10's reply told the customer "Your message counts 2 ..., but our
record ... shows 1 ordered", a reason that was false (runs/inflated_counts.py). Wording written for these tests.
(main's counted_above reads any part of a unit first; this file keeps the wordings.)"""

from __future__ import annotations

import pytest

from runs.inflated_counts import counted_above
from tests.fresh_cases import assert_all_pass, case, line

ORDER = {"order_ref": "SU-72001", "lines": [line("MUG-SET4", "Stoneware mug set of four", 4800)]}
PIECES = [
    "The stoneware mugs came today, the set of four, and two of the mugs have hairline cracks down the side.",
    "Two mugs from the set of four are cracked.",
    "2 of the 4 mugs are cracked",
    "three of the mugs arrived chipped",
    "opened the set and 2 mugs have chips on the rim",
    "Of the four mugs, two came with cracks in the glaze.",
]


@pytest.mark.django_db
@pytest.mark.parametrize("text", PIECES)
def test_pieces_of_one_set_are_not_counted_above(text):
    assert counted_above(ORDER, ORDER["lines"][0], [text]) is None


@pytest.mark.django_db
def test_the_reply_gives_no_false_count(tmp_path):
    lines = ORDER["lines"]
    cases = [case(f"PST-{n}", f"{text} Could you sort something out for those two?", lines, intents=["damaged_item"],
                  expected={"outcome": "escalated", "refunds": [], "escalations": [{"item": "mug"}]}) for n, text in enumerate(PIECES[:3])]
    assert_all_pass(tmp_path, cases)

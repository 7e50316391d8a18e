"""A list of damaged goods texted with "n" for "and" and "r" for "are" ("the mug n the bowl r both cracked"), or typed with
no commas ("the mug the bowl and the jug all chipped"), names each line of it (runs/goods_heads.py: a determiner starts the
next goods, "n" joins them, "r" tells their problem; runs/ticket_lines.py `_JOIN`). Before, neither was read as a list and
the claim went to a person as naming several lines unclearly. Now each line listed is paid; near-misses naming one line
beside another thing stay as they were. Fresh wordings."""

import pytest

from runs.goods_heads import goods_heads
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund

MUG, BOWL, JUG = line("MUG-1", "Stoneware mug", 1400), line("BWL-1", "Stoneware bowl", 1600), line("JUG-1", "Cream jug", 1200)
LINES = [MUG, BOWL, JUG]

TWO = [
    "the mug n the bowl r both cracked",
    "hiya the mug n the bowl both came cracked, refund pls",
    "my mug my bowl both arrived smashed!!",
    "The mug the bowl are cracked. Refund please",
    "ugh, the mug n my bowl r chipped",
    "so the mug, n the bowl r broken",
]
THREE = [
    "the mug the bowl and the jug all chipped",
    "the mug the bowl n the jug r all chipped",
    "The mug the bowl & the jug arrived smashed, please refund them.",
    "hi the mug, the bowl n the jug all came broken",
    "my mug my bowl and my jug are all cracked",
    "The mug the bowl and the jug were all damaged in transit",
]


@pytest.mark.parametrize("text", TWO)
def test_two_listed_are_each_read(text):
    assert goods_heads(text) == ["mug", "bowl"]


@pytest.mark.parametrize("text", THREE)
def test_three_listed_are_each_read(text):
    assert goods_heads(text) == ["mug", "bowl", "jug"]


@pytest.mark.parametrize("text,heads", [
    ("The mug I got with the bowl is cracked", ["bowl"]),  # (as before: the claim names two lines unclearly, a person asks)
    ("The kettle has a dent and the bread board is cracked", ["kettle", "board"]),
    ("the mug n the bowl r lovely", ["mug", "bowl"]),  # (goods named, no problem: the claim's reading decides)
    ("the all-in-one printer is broken", ["printer"]),
])
def test_near_misses(text, heads):
    assert goods_heads(text) == heads


@pytest.mark.django_db
def test_each_line_listed_is_paid(tmp_path):
    two = [refund(cents(LINES, "MUG-1", 1), "MUG-1", 1), refund(cents(LINES, "BWL-1", 1), "BWL-1", 1)]
    three = two + [refund(cents(LINES, "JUG-1", 1), "JUG-1", 1)]
    cases = [case(f"LIST2-{n}", text, LINES, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": two}, ref=f"SU-7160{n}")
             for n, text in enumerate(TWO)]
    cases += [case(f"LIST3-{n}", text, LINES, intents=["damaged_item"], expected={"outcome": "resolved", "refunds": three}, ref=f"SU-7170{n}")
              for n, text in enumerate(THREE)]
    # near-miss: one line named, the other as what it came with: no list, a person asks which, nothing paid (as before)
    cases.append(case("LIST-NEAR", "The mug I got with the bowl is cracked, refund it please", LINES, intents=["damaged_item"],
                      expected={"outcome": "escalated", "refunds": []}, ref="SU-71799"))
    assert_settled_as_expected(tmp_path, cases)

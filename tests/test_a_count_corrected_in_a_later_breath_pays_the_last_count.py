"""A count put right later in the mail, in wordings the readers missed (the corrections finding: C21, C22, C23, C26, C41,
C43, C44, V40-3c): "Well, two of them actually.", "...ok I overreacted, it's actually just the one.", "Scratch that -
three.", "Recounted: four.", "Two broken - no, three, I found another one", "Update: 2 were fine once unwrapped", "so
five" after the reason for more (runs/intents/count_corrections.py, runs/unit_counts.py corrected_units). The rules kept:
a larger count with no reason, or two corrections that disagree, go to a person. Wording written for these tests.

Near-misses: "scratch that" of an earlier mail, a span of time ("it's two weeks now"), "more like three" (no reason
for more), a correction of the address."""

import pytest

from runs.intents import read_ticket
from runs.intents.count_corrections import correction_in
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund


@pytest.mark.parametrize("text, n, fewer, firm", [
    ("Well, three of them actually.", 3, 0, False),                        # trailing "actually"
    ("hmm ok i exaggerated, its actually just the one", 1, 0, False),     # texted, no marks
    ("Recounted - two.", 2, 0, False),                                     # terse
    ("no wait, four, I missed one under the paper.", 4, 0, True),          # upward, reason after a comma
    ("Oops, I miscounted, there's another cracked at the bottom, so four.", 4, 0, True),  # "so N" closing the reason
    ("Update: 1 was fine after I wiped it.", None, 1, False),              # fewer, no "of them"
    ("Sorry, I meant one glass and the other is just dirty.", 1, 0, False),  # goods then a join
    ("More like three, to be honest.", 3, 0, False),                       # "more like": no reason for more
])
def test_the_correction_is_read(text, n, fewer, firm):
    found = correction_in(text, 6)
    assert found is not None and (found.n, found.fewer, found.firm) == (n, fewer, firm), found


@pytest.mark.parametrize("text", [
    "Scratch that last email.",
    "Scratch that, it's two weeks now.",
    "Correction: only two days late.",
    "Two of them, actually, arrived on Monday.",
    "2) decanter - all good",
    "Correction to my address: it's 4 Mill Lane.",
])
def test_no_count_corrected(text):
    assert correction_in(text, 6) is None, text


def test_scratch_that_before_a_count_keeps_the_ask():
    reading = read_ticket("mugs\nPlease refund the five chipped mugs. Scratch that - four. I miscounted.", order_ref="SU-1")
    assert reading.intents == ["damaged_item"], [(s.role, s.kinds, s.why, s.text) for s in reading.sentences]


MUGS = [line("MUG", "Stoneware mug", 1200, 6)]


def _paid(n: int) -> dict:
    return {"outcome": "resolved", "refunds": [refund(cents(MUGS, "MUG", n), "MUG", n)], "returns": [], "escalations": []}


HELD = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_the_last_count_is_paid(tmp_path):
    bodies = [
        ("Half the mugs came chipped. Well, two of them actually. Please refund.", _paid(2)),
        ("ALL 6 MUGS SMASHED!!! ...ok i exaggerated, its actually just the one. refund that pls", _paid(1)),
        ("Please refund the five chipped mugs. Scratch that - four. I miscounted.", _paid(4)),
        ("Four of the stoneware mugs broke. Recounted: three. Refund those.", _paid(3)),
        ("Two mugs arrived cracked - no, three, I found another one under the paper. Refund please.", _paid(3)),
        ("Refund 4 of the mugs please, they're cracked. Update: 1 was fine once unwrapped.", _paid(3)),
        ("Three of the mugs are chipped. Wait, I miscounted, there's a fourth one cracked under the others, so four. "
         "Could you refund those four?", _paid(4)),
        ("Two mugs arrived chipped. Sorry, I meant one mug and the other is just dusty. Refund the chipped one.", _paid(1)),
        # in doubt: more with no reason, or two counts set against each other
        ("Two mugs arrived chipped. More like three, to be honest. Refund please.", HELD),
        # near-miss: a correction of something else leaves the count told
        ("Two mugs arrived chipped, please refund them. Correction to my address: it's 4 Mill Lane.", _paid(2)),
    ]
    cases = [case(f"CL-{i}", body, MUGS, intents=["damaged_item"], expected=expected, ref=f"SU-75{i:02d}")
             for i, (body, expected) in enumerate(bodies)]
    assert_settled_as_expected(tmp_path, cases)

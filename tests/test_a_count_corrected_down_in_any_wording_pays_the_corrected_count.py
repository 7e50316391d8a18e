"""A count the customer corrects down, in wordings the correction markers did not read ("Sorry, correction, just the one
was broken", "Well, I say 3 - it's 2 really", "it's actually three", "I've had another look and the second one is fine",
"Sorry 2 dented", "I thought five were smashed ... but it's two", "Two, not five.", "So only one"), pays the corrected
count, never the count told first (runs/intents/count_corrected_down.py, hooked in count_corrections.correction_in;
counts42 R1-04, R2-02, R3-01, R3-03, R10-12, R12-07). The rules kept: a larger count with no reason goes to a person,
two corrected counts set against each other go to a person. Wording written for these tests.

Any other wording cued as putting a count right ("not four", "turns out", "I was wrong", "ignore what I said", "after a
proper look") pays the last count it says damaged. Near-misses that change no count: "it's actually two weeks now",
"sorry, 2 more arrived dented too", "I received two, not five" (a short count, told as what came), "only one is usable"
with no correction, "I say this as a loyal customer", "the correct one" (a pronoun)."""

import pytest

from runs.intents.count_corrections import correction_in
from tests.fresh_cases import assert_settled_as_expected, case, cents, line, refund

PLATES = [line("PLT", "Porcelain side plate", 1000, 6)]


@pytest.mark.parametrize("text, n, fewer", [
    ("Sorry, correction, just the one was broken, the other was only dusty.", 1, 0),           # opener, "just the one"
    ("Well I say four - it's three really, the fourth I knocked off the counter myself.", 3, 0),  # taken back, chatty
    ("having swept up propery its actually two - one 'crack' was a hair.", 2, 0),              # typos, no apostrophe
    ("Apologies, 3 chipped, not the 4 I wrote.", 3, 0),                                         # formal, terse
    ("sry 2 cracked, the rest just dusty", 2, 0),                                                # texting
    ("I thought all five were smashed but once unpacked it's just two.", 2, 0),                 # thought, then taken back
    ("Three, not four.", 3, 0),                                                                  # bare against the count
    ("so just one, refund pls", 1, 0),                                                           # closing the count
    ("I took a second look and the other one is fine actually.", None, 1),                     # one of two fine
    ("It's 2 in fact, not 3.", 2, 0),
    # any other wording cued as putting a count right: the last count said damaged
    ("Ignore what I said about four, it's two.", 2, 0),
    ("turns out only 2 are broken", 2, 0),
    ("My earlier count was wrong: three.", 3, 0),
    ("It's not 4, it's 2.", 2, 0),
    ("After a proper look, two are cracked, not three.", 2, 0),
    ("sorry, miscounted - three", 3, 0),
])
def test_the_correction_down_is_read(text, n, fewer):
    found = correction_in(text, 6)
    assert found is not None and (found.n, found.fewer) == (n, fewer), found


@pytest.mark.parametrize("text", [
    "Update: it's actually two weeks now and nothing.",
    "Sorry, 2 more arrived dented too.",
    "I received two, not five, so three are missing.",
    "Only one is usable, the rest are cracked.",
    "I say this as a loyal customer of six years.",
    "So only one of them works.",
    "I had another look and the second plate is cracked as well.",
    "It's really annoying, three plates broke.",
    "Two, not two.",
    "It's one really nice set, two of the plates broke.",
    "Sorry, 2 plates arrived broken and 1 cup.",
    "I'd like to exchange it for the correct one, the blue doesn't suit after all.",
    "Oh sorry, wrong one, I mean the other order.",
    "Turns out the plates don't fit my rack, I tried one.",
    "Is it two or three, not sure?",
])
def test_no_count_corrected_down(text):
    assert correction_in(text, 6) is None, text


def _paid(n: int, lines: list[dict] = PLATES) -> dict:
    return {"outcome": "resolved", "refunds": [refund(cents(lines, "PLT", n), "PLT", n)], "returns": [], "escalations": [], "lines": lines}


HELD = {"outcome": "escalated", "refunds": [], "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_the_count_corrected_down_is_paid(tmp_path):
    bodies = [
        ("Two of the side plates were broken in the box. Sorry, correction, just the one was broken, the other was only "
         "dusty. Could you refund the broken one?", _paid(1)),
        ("4 of my 6 side plates arrived cracked. Well I say 4 - it's 3 really, the fourth I knocked off the counter myself. "
         "Refund the 3 please.", _paid(3)),
        ("five side plates smashed :( having swept up propery its actually two - one 'crack' was a hair. refund the two", _paid(2)),
        ("Two plates came chipped. I've just had another look and the second one is fine, it was the light. So only one, "
         "refund please.", _paid(1)),
        ("6 side plates, 4 chipped. Sorry 3 chipped, 1 just has a smudge. Refund 3.", _paid(3)),
        ("Six side plates: I thought five were smashed at first, but after clearing the paper it's two. Two, not five. "
         "Please refund two.", _paid(2)),
        ("Five side plates came smashed. Ignore what I said about five, it's two. Refund please.", _paid(2)),
        ("4 side plates chipped. After a proper look, 3 are chipped, not 4. Refund those.", _paid(3)),
        # a larger count with no reason: a person asks
        ("Two side plates came cracked. Well I say two - it's three really. Refund please.", HELD),
        # near-misses: the count told stands
        ("Three side plates arrived broken. It's really annoying. Refund please.", _paid(3)),
        ("Two side plates arrived chipped. It's actually two weeks since I wrote. Refund please.", _paid(2)),
    ]
    cases = [case(f"CD-{i}", body, expected.pop("lines", PLATES), intents=["damaged_item"], expected=expected, ref=f"SU-75{i:02d}")
             for i, (body, expected) in enumerate(bodies)]
    assert_settled_as_expected(tmp_path, cases)

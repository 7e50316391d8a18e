"""A colour swap told tersely with its colours misspelt ("wanted blu got pink", "ordered gry got pnk") is a wrong item,
as it is spelt right: a plain colour typed with vowels left out or one slip is read as that colour where the sentence
tells colours apart (runs/intents/colour_slips.py, through cues._typed_right; blind round probe30 E19). Near-misses: a
slip beside no other colour, the same colour both sides, and words of their own ("big" is no beige). Wording written for
these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.colour_slips import colour_slip, slipped_colour
from tests.fresh_cases import assert_all_pass, case, line


def _shown(reading):
    return [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "wanted blu got pink",
    "wrng colour sent!!! wanted blu got pink",
    "ordered gry got pnk",
    "asked for purpel and got yelow. can i send it back",
    "the cushion is grn, i wanted blue",
    "Hello - I ordered the blck one and you sent white",
    "picked nvy on the site, got brwn. not happy",
])
def test_a_colour_swap_with_its_colours_misspelt_is_a_wrong_item(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert reading.intents == ["wrong_item"], _shown(reading)


@pytest.mark.parametrize("body", [
    "I got the mnt tin and the pink one",        # a slip of no plain colour, nothing set against
    "wanted blue got blu",                        # the same colour both sides
    "Wanted a big pink one, got a big pink one, love it",  # "big" is a word of its own, no beige
    "grn light from me, thanks for the quick delivery",    # a slip beside no other colour
])
def test_near_misses_stay_as_they_were(body):
    reading = read_ticket(body, order_ref="SU-70001")
    assert reading.intents == [], _shown(reading)


def test_a_slip_is_read_only_where_colours_are_told_apart():
    assert slipped_colour("blu") == "blue" and slipped_colour("pnk") == "pink" and slipped_colour("purpel") == "purple"
    assert slipped_colour("big") is None and slipped_colour("blue") is None and slipped_colour("whit") is None
    assert colour_slip("wanted blu got pink", 7, "blu") == "blue"
    assert colour_slip("my blu bike", 3, "blu") is None


@pytest.mark.django_db
def test_end_to_end_the_wrong_colour_goes_back(tmp_path):
    tee = [line("TEE-B", "Cotton tee, blue", 2200), line("SCK-1", "Socks", 900)]
    cases = [case(f"COLSLIP-{i}", body, tee, intents=["wrong_item"],
                  expected={"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "TEE-B"}], "escalations": []})
             for i, body in enumerate(["wanted blu got pink", "ordered the blu tee, got pnk"], 1)]
    assert_all_pass(tmp_path, cases)

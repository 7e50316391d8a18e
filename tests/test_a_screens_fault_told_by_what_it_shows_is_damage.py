"""A screen's fault told by what it shows ("there's a line through the screen", "straight out of the box") is damage
(runs/intents/screen_faults.py). Blind round, issue #11: it was read as nothing and the whole ticket, $141.90, went to a
person. Near-misses: a line of text the screen shows is no fault. Wording written here."""

import pytest

from tests import fresh_cases as fc
from tests.readings import reading, shown

FAULTS = [
    "Hello, I switched the tablet on and there's a line through the screen, straight out of the box.",
    "tablet arrived today, theres a green line running down the display :(",
    "The screen has a line across it the moment I turn the tablet on. Brand new, never dropped.",
    "Hi - a vertical line on the screen of my new tablet, right from first use. Please refund.",
    "Unboxed the tablet and there are two pink stripes across the screen. Not impressed.",
    "The tablet has a patch of dead pixels in the middle of the display out of the box.",
    "Got the tablet yesterday. The display is half black, fresh out of the packaging.",
]
NOT_FAULTS = [
    "The tracking screen says delivered on one line, and the tablet is here, thanks.",
    "There's a line on the screen asking me to register the tablet - how do I do that?",
]


@pytest.mark.parametrize("body", FAULTS)
def test_a_screens_fault_is_read_as_damage(body):
    read = reading(body)
    assert any(s.is_request and "damaged_item" in s.kinds for s in read.sentences), shown(read)


@pytest.mark.parametrize("body", NOT_FAULTS)
def test_a_line_the_screen_shows_is_no_damage(body):
    read = reading(body)
    assert not any("damaged_item" in s.kinds for s in read.sentences), shown(read)


LINES = [fc.line("TAB-1", "10-inch tablet, 64GB", 13139)]


@pytest.mark.django_db(transaction=True)
def test_end_to_end_the_tablet_is_refunded(tmp_path):
    fc.assert_settled_as_expected(tmp_path, fc.damage_claims("SCREEN", "SU-7203", LINES, FAULTS[:4] + FAULTS[5:6],
                                                             [fc.refund(fc.cents(LINES, "TAB-1", 1), "TAB-1", 1)]))

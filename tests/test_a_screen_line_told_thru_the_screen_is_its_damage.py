"""A line "thru" the screen is a screen's fault as a line "through" it is (runs/intents/screen_faults.py): "the tablet
from SU-... has a line thru the screen :( the case is fine tho. refund the tablet pls" was read as no problem, and the
refund asked went to a person as a remedy for nothing read. Now the tablet is paid and its case, called fine, is not.
Near-misses: a line of text on a screen, told with "thru", is no fault."""

import pytest

from runs.intents import read_ticket
from tests.fresh_cases import assert_money_as_expected, case, cents, line, refund

LINES = [line("TAB", "Kids tablet 8 inch", 7900), line("TCS", "Tablet case, shockproof, blue", 1900)]

BODIES = [
    "the tablet from REF has a line thru the screen :( the case is fine tho. refund the tablet pls",
    "Hi, the tablet from REF has a line thru the screen when I switch it on. The case is fine. Refund the tablet pls.",
    "tablet from REF - green line thru the display, case is fine, refund the tablet pls",
    "The tablet from order REF has lines running thru the screen. The case is fine. Please refund the tablet.",
    "the screen on the tablet from REF has a line thru it, case is fine, refund the tablet pls",
    "The tablet from REF has a line through the screen right across the middle, the case is fine. Refund the tablet please.",
]


@pytest.mark.parametrize("body", BODIES)
def test_the_line_thru_the_screen_is_the_tablets_damage(body):
    assert "damaged_item" in read_ticket("tablet\n" + body.replace("REF", "SU-73501")).intents


@pytest.mark.parametrize("text", [
    "a line on the tracking screen says it went thru the depot",
    "I scrolled thru the screen of options and picked the blue one",
])
def test_a_line_of_text_or_a_scroll_thru_a_screen_is_no_fault(text):
    assert "damaged_item" not in read_ticket("question\n" + text).intents


@pytest.mark.django_db
def test_the_tablet_is_paid_and_its_case_is_not(tmp_path):
    paid = [refund(cents(LINES, "TAB", 1), "TAB", 1)]
    cases = [case(f"THRU-{i}", body.replace("REF", f"SU-7351{i}"), LINES, intents=["damaged_item"],
                  expected={"outcome": "resolved", "refunds": paid}, ref=f"SU-7351{i}") for i, body in enumerate(BODIES)]
    assert_money_as_expected(tmp_path, cases)

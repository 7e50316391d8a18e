"""A claim that calls some lines fine and the damaged one by its colour alone ("The oak frames are both fine - it's the
black one whose glass is smashed") names the one line of that colour: in blind round ver22a the clause calling the oak
frames fine was read as naming them (the fullest match of the shared word "frames"), the guard refused the black frame
as never mentioned, and a claim the record proves went to a person. A line a clause of the sentence calls fine is never
the claim's while another line it names is left; where the colour fits two lines nothing is paid on a guess, and the
line called fine stays refused. Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from tests.guard_fixtures import decision_on, lines_asked, order_of, requests_read

VASES = order_of(("VAS-WT", "Glass bud vase, white", 2, 1400), ("VAS-GN", "Glass bud vase, green", 1, 1800),
                 ("TRY-01", "Brass tray", 1, 2200), ref="SU-1")


@pytest.mark.parametrize("text", [
    "The white vases are both fine - it's the green one that arrived with a crack down the side.",
    "white vases ok, the green one is smashed tho. refund that one pls",
    "Hello, both of the white vases came through perfectly, but sadly the green one was chipped at the rim.",
    "The tray and the white vases are fine; the green one came broken. Could I have the money back for it?",
    "Just the green one is cracked, the white vases are fine.",
])
def test_the_colour_left_names_the_one_line(text):
    assert lines_asked(VASES, f"Broken vase\n{text}") == ["VAS-GN"]
    asked = requests_read(text, VASES)
    assert check_line_in_ticket(decision_on("VAS-GN", cents=1944), VASES, asked).passed
    assert not check_line_in_ticket(decision_on("VAS-WT", cents=1512), VASES, asked).passed


TWO_GREEN = order_of(("VAS-WT", "Glass bud vase, white", 2, 1400), ("VAS-GN", "Glass bud vase, green", 1, 1800),
                     ("VAS-GL", "Glass bud vase, green, large", 1, 2600), ref="SU-2")


def test_a_colour_two_lines_share_pays_neither_on_a_guess():
    text = "The white vases are fine - it's the green one that arrived with a crack."
    assert lines_asked(TWO_GREEN, f"Broken vase\n{text}") == []
    asked = requests_read(text, TWO_GREEN)
    assert not check_line_in_ticket(decision_on("VAS-WT", cents=1512), TWO_GREEN, asked).passed


def test_a_line_named_in_full_beside_a_fine_one_is_still_named():
    text = "The white vases are fine but the green vase has a chip."
    assert lines_asked(VASES, f"Chip\n{text}") == ["VAS-GN"]

"""A claim that names the goods by a size word alone or before their noun ("The big one came with a handle ripped clean off
... Refund for the big basket please") beside a large and a small basket and a line with no size is the large basket's:
in blind round ver22a the size word named no line (it was read only where every line of the order carries a size) and a
claim the record proves went to a person. The size word fits a line among those told apart by size (lines sharing a
name word, differing in size); where it fits two lines, or the lines differ by no size, nothing is paid on a guess.
Wording written for these tests."""

import pytest

from runs.guards import check_line_in_ticket
from runs.ticket_lines import sized_lines
from tests.guard_fixtures import decision_on, lines_asked, order_of, requests_read

BOXES = order_of(("BOX-LG", "Woven laundry hamper, large", 1, 3000), ("BOX-SM", "Woven laundry hamper, small", 1, 1800),
                 ("HOOK-4", "Wall hook set", 1, 900), ref="SU-1")


@pytest.mark.parametrize("text", [
    "The big one came with the lid split right across. The little one's fine and so are the hooks. Refund for the big hamper please.",
    "the large hamper is squashed flat on one side :( small one fine. refund pls",
    "Hello, the bigger hamper has a split down one corner; the hooks and the small hamper are perfect. Could I have a refund for it?",
    "Big hamper arrived torn. Could you refund the big hamper? Everything else is ok.",
    "Sadly the big laundry hamper was crushed in transit, please refund it.",
])
def test_the_size_word_names_the_one_line_of_that_size(text):
    assert lines_asked(BOXES, f"Box\n{text}") == ["BOX-LG"]
    asked = requests_read(text, BOXES)
    assert check_line_in_ticket(decision_on("BOX-LG", cents=3240), BOXES, asked).passed
    assert not check_line_in_ticket(decision_on("BOX-SM", cents=1944), BOXES, asked).passed


def test_a_size_word_names_no_line_of_another_kind():
    # "the big one" is never the hook set, which has no size, nor a line of another name that happens to be large
    order = order_of(("MUG-LG", "Stoneware mug, large", 1, 1400), ("PLT-SM", "Side plate, small", 1, 1100), ("HOOK-4", "Wall hook set", 1, 900))
    assert sized_lines(order, ["the big one is cracked"]) == set()


def test_a_size_word_that_two_lines_carry_names_neither():
    order = order_of(("BOX-LG", "Woven storage box, large", 1, 3000), ("BOX-SM", "Woven storage box, small", 1, 1800),
                     ("BSK-LG", "Woven basket, large", 1, 2600), ("BSK-SM", "Woven basket, small", 1, 1500), ref="SU-2")
    assert sized_lines(order, ["the big one came torn"]) == set()
    assert sized_lines(order, ["the big basket came torn"]) == {"BSK-LG"}

"""Goods called fine by a size word alone ("the small one and the lids are fine", "the little one's fine") are the one
line of the order that word fits among lines told apart by size: never claimed, never paid, never named in the reply. In
blind round ver22a the small jar of a large and a small glass jar was still planned as damaged beside the large jar's
claim ("the small one" named no line, and its "one" was read as a count). Where the size word fits two lines, nothing is
read as fine by it, and a claim naming a line in its own words stands. Wording written for these tests."""

import pytest

from runs.fine_lines import lines_called_fine
from runs.guards import check_line_in_ticket
from runs.ticket_lines import sized_lines
from tests.guard_fixtures import decision_on, lines_asked, order_of, requests_read

TINS = order_of(("TIN-LG", "Enamel bread tin, large", 1, 2400), ("TIN-SM", "Enamel bread tin, small", 1, 1600),
                ("CLO-01", "Linen tea cloth", 2, 700), ref="SU-1")
BIG_TIN_CLAIMS = [
    "The large tin has a big dent in the lid, the small one and the tea cloths are fine.",
    "large bread tin came dented!! little one's fine tho",
    "The big tin arrived crushed on one corner. The small one is perfect, and so are the cloths.",
    "Hi - the larger tin is dented all down one side; the smaller one came through ok.",
    "Large tin: dented. Small one: fine. Cloths: fine.",
    "Unfortunately the large bread tin is badly dented, although the little one arrived intact.",
]


@pytest.mark.parametrize("text", BIG_TIN_CLAIMS)
def test_the_line_called_fine_by_its_size_is_never_the_claims(text):
    assert lines_asked(TINS, f"Dented tin\n{text}") == ["TIN-LG"]


@pytest.mark.parametrize("text", BIG_TIN_CLAIMS)
def test_the_guard_refuses_money_on_the_line_called_fine_by_its_size(text):
    asked = requests_read(text, TINS)
    assert not check_line_in_ticket(decision_on("TIN-SM", cents=1728), TINS, asked).passed
    assert check_line_in_ticket(decision_on("TIN-LG", cents=2592), TINS, asked).passed


@pytest.mark.parametrize("clause,sku", [
    ("the small one is fine", "TIN-SM"),
    ("the little one's fine", "TIN-SM"),
    ("the big one is ok", "TIN-LG"),
    ("the larger one arrived intact", "TIN-LG"),
])
def test_a_size_word_alone_fits_the_one_line_of_that_size(clause, sku):
    assert sized_lines(TINS, [clause]) == {sku}
    assert sku in lines_called_fine(TINS, [f"The other tin is dented, {clause}."])


# near misses: the size word fits two lines, or no lines are told apart by size
TWO_SMALL = order_of(("TIN-SM", "Enamel bread tin, small", 1, 1600), ("JAR-SM", "Glass storage jar, small", 1, 1100),
                     ("JAR-LG", "Glass storage jar, large", 1, 1500), ("TIN-LG", "Enamel bread tin, large", 1, 2400), ref="SU-2")
NO_SIZES = order_of(("TIN-01", "Enamel bread tin", 1, 2400), ("CLO-01", "Linen tea cloth", 2, 700), ref="SU-3")


def test_a_size_word_that_fits_two_lines_names_neither():
    assert sized_lines(TWO_SMALL, ["the small one is fine"]) == set()
    assert not {"TIN-SM", "JAR-SM"} & set(lines_called_fine(TWO_SMALL, ["The large tin is dented, the small one is fine."]))


def test_a_size_word_where_no_lines_differ_by_size_names_nothing():
    assert sized_lines(NO_SIZES, ["the small one is fine"]) == set()
    assert lines_asked(NO_SIZES, "Dented tin\nThe bread tin is dented, the small one is fine.") == ["TIN-01"]


def test_a_line_claimed_in_its_own_words_stands_beside_a_size_called_fine():
    # the small tin is dented in words of its own; "the big one" fine is the large tin
    assert lines_asked(TINS, "Dented tin\nThe small bread tin is dented, the big one is fine.") == ["TIN-SM"]

"""A word of the line's name with "'s" on it ("the throw's really lovely": throw is; "the throw's fringe") still names
what the word names: "The throw's really lovely but it's just not for me, can I send it back?" of a "Wool throw
blanket" was read as naming other goods ("throw's") and the change-of-mind return went to a person (issue 11 findings,
ver37c). Near-miss: "the throw's" of a "Throw pillow cover" is still a throw, not the cover. Wording written for these tests."""

import pytest

from runs.ticket_lines import other_goods_named
from tests import fresh_cases as fc

THROW = fc.line("THR-37", "Wool throw blanket", 7900)

ASKED = [
    "The throw's really lovely but it's just not for me, can I send it back?",
    "the throw's gorgeous honestly, just doesn't go with the sofa. return pls",
    "Throw's lovely!! not my colour tho, how do I send it back?",
    "I think the throw's too heavy for our summer bedroom, could I return it?",
    "My husband says the throw's nice but we've changed our minds. Can we send it back?",
    "The throw’s fine, I just don't need it any more - can I return it please?",
]


@pytest.mark.parametrize("body", ASKED)
def test_the_throws_names_the_throw_blanket(body):
    assert other_goods_named(THROW, [body], [body], "change_of_mind") == []


def test_the_throws_of_a_pillow_cover_is_other_goods():
    assert other_goods_named(fc.line("PIL-37", "Throw pillow cover", 2500), [ASKED[0]], [ASKED[0]], "change_of_mind") != []


@pytest.mark.django_db
def test_end_to_end_the_throw_goes_back(tmp_path):
    back = {"outcome": "resolved", "refunds": [], "returns": [{"kind": "return", "sku": "THR-37"}], "escalations": []}
    cases = [fc.case(f"THROWS-{n}", body, [THROW], intents=["change_of_mind"], expected=back, ref=f"SU-7395{n}")
             for n, body in enumerate([ASKED[0], ASKED[2], ASKED[4]])]
    fc.assert_all_pass(tmp_path, cases)

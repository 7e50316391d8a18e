"""The guard reads a mistyped goods word as the planning reading does: close to one line's word only, it names that line
("caffetierre", "chopin board", "saucepen" beside a saucepot); as close to two lines' words ("saucepon" of a saucepan and
a saucepot, "colendar" of a colander and a calendar), it names neither, so no decision on either passes `line_in_ticket`
and a person reads which. Before, the guard counted such a word as naming both lines, so a decision on either passed."""

import pytest

from runs.guards import check_line_in_ticket
from tests.guard_fixtures import decision_on, lines_asked, order_of, requests_read

KITCHEN = order_of(("CAF-8", "Glass cafetière 8-cup", 1, 3200), ("ESP-2", "Espresso cups set of 2", 1, 1800),
                   ("CHB-1", "Bamboo chopping board", 1, 2400), ("SCP-20", "Stainless saucepan 20cm", 1, 3900),
                   ("TMB-1", "Highball tumbler", 1, 900), ref="SU-74100")
PANS = order_of(("SCP-20", "Stainless saucepan 20cm", 1, 3900), ("SCP-16", "Stainless saucepot 16cm", 1, 2900), ref="SU-74101")
STRAINERS = order_of(("COL-24", "Steel colander 24cm", 1, 2400), ("CAL-27", "Wall calendar 2027", 1, 1500), ref="SU-74102")


def _passes(order: dict, text: str, sku: str) -> bool:
    return check_line_in_ticket(decision_on(sku), order, requests_read(text, order)).passed


@pytest.mark.parametrize("order,text,sku", [
    (KITCHEN, "the caffetierre arrived with a crack down the glass, please refund it", "CAF-8"),
    (KITCHEN, "the chopin board arrived split right down the middle. refund pls", "CHB-1"),
    (KITCHEN, "So the choppin bord has a crack along the grain - please refund.", "CHB-1"),
    (KITCHEN, "Sorry to bother you - that lovely sacepan I ordered turned up with a dent the size of a thumb. Could you refund it?",
     "SCP-20"),
    (KITCHEN, "tumblr came cracked :( refund?", "TMB-1"),
    (KITCHEN, "The box was crushed. The cafettiere has a crack. Please refund it.", "CAF-8"),
    (PANS, "the saucepen came dented, refund please", "SCP-20"),
])
def test_a_word_typed_close_to_one_line_only_names_it_for_the_guard_and_the_plan(order, text, sku):
    assert lines_asked(order, text) == [sku]
    assert _passes(order, text, sku)


@pytest.mark.parametrize("order,text", [
    (PANS, "the saucepon came dented, refund please"),
    (PANS, "Saucepon arrived bent. Refund it."),
    (PANS, "hiya, the saucepon I got has a massive dent in the bottom - could I get my money back?"),
    (STRAINERS, "the colendar came bent, refund pls"),
    (STRAINERS, "My colendar arrived crushed. I'd like a refund."),
])
def test_a_word_typed_as_close_to_two_lines_names_neither(order, text):
    assert lines_asked(order, text) == []
    assert not any(_passes(order, text, x["sku"]) for x in order["lines"])


def test_the_two_lines_named_by_their_own_words_still_pass():
    assert _passes(PANS, "the saucepan came dented, refund please", "SCP-20")
    assert _passes(STRAINERS, "the colander came bent, refund pls", "COL-24")
    assert not _passes(STRAINERS, "the colander came bent, refund pls", "CAL-27")

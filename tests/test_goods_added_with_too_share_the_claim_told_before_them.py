"""Goods added to a claim told of other goods, carried by "too", "as well" or "also the X" with no verb of their own
("The kettle is dented and the toaster too"), are claimed as the first goods are: each line paid on its own, as a list
("the kettle and the toaster are dented") is (runs/lines_added_too.py). Read as naming two lines unclearly, the claim
went to a person and nothing was paid for either (blind testers). Near-misses: goods added with a word of their own
("and the toaster too is fine", "the toaster works too") leave them out. Wording written for these tests."""

import pytest

from runs.lines_added_too import lines_added_too
from runs.ticket_lines import _only_adds, lines_named_whole
from tests import fresh_cases as fc

GOODS = [fc.line("KET-1", "Stainless kettle", 5500), fc.line("TST-1", "Two-slice toaster", 4800), fc.line("MUG-1", "Stoneware mug", 1200)]
ORDER = {"lines": GOODS}
BOTH = {"KET-1", "TST-1"}


@pytest.mark.parametrize("text", [
    "The kettle is dented and the toaster too.",
    "kettle arrived with a dent, toaster as well!!",
    "The kettle is dented, also the toaster.",
    "My kettle came dented & the toaster too",
    "the kettle has a big dent in the side and the toaster as well, not happy",
    "Kettle was dented on arrival, oh and the toaster also",
    "The kettle is dented; the toaster as well.",
])
def test_goods_added_after_a_claim_are_named_with_it(text):
    assert lines_added_too(ORDER, text, BOTH, _only_adds, lines_named_whole), text


@pytest.mark.parametrize("text", [
    "The kettle is dented and the toaster too is fine.",     # a word of its own: the toaster is fine
    "The kettle is dented, the toaster works too.",
    "The kettle is dented and I returned the toaster too.",
    "The kettle is dented and the toaster.",                  # nothing added: no "too"
    "The kettle is dented but the toaster is too, a little.",
])
def test_goods_with_words_of_their_own_are_not_added(text):
    assert not lines_added_too(ORDER, text, BOTH, _only_adds, lines_named_whole), text


PAID_BOTH = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(GOODS, "KET-1", 1), "KET-1", 1), fc.refund(fc.cents(GOODS, "TST-1", 1), "TST-1", 1)],
             "returns": [], "escalations": []}
PAID_KETTLE = {"outcome": "resolved", "refunds": [fc.refund(fc.cents(GOODS, "KET-1", 1), "KET-1", 1)], "returns": [], "escalations": []}


@pytest.mark.django_db
def test_end_to_end_each_line_is_paid_and_nothing_for_goods_only_named(tmp_path):
    cases = [
        fc.case("TOO-1", "The kettle is dented and the toaster too. Please refund both.", GOODS, intents=["damaged_item"], expected=PAID_BOTH),
        fc.case("TOO-2", "hi, kettle arrived with a dent, toaster as well!! money back for them pls", GOODS, intents=["damaged_item"], expected=PAID_BOTH),
        fc.case("TOO-3", "Good morning. The kettle is dented, also the toaster. Could you refund them? Thank you, Robin", GOODS,
                intents=["damaged_item"], expected=PAID_BOTH),
        # near-miss: the toaster told fine beside the kettle's dent; only the kettle is paid
        fc.case("TOO-4", "The kettle is dented and the toaster too is fine. Please refund the kettle.", GOODS, intents=["damaged_item"],
                expected=PAID_KETTLE),
    ]
    fc.assert_all_pass(tmp_path, cases)

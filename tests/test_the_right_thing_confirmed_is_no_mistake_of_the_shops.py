"""A shop's error is a wrong thing sent, not the right thing confirmed: a customer who says what came
"is what I ordered" tells no mistake of the shop's, so an opened personal-care line keeps POL-COM-008's
exclusion and the screener reads no wrong item; a customer who denies it ("isn't what I ordered") still
tells one."""

import pytest

from runs import own_choice_words
from runs.intents import read_ticket

from tests.test_an_excluded_line_goes_back_as_a_wrong_item_only_on_the_shops_error import _failing


CONFIRMED = [
    ["The flosser tips on my order are exactly what I paid for. I opened them though and they're not for me, can I return them?"],
    ["these tips were what we ordered, no issue there. Opened one and my gums hate it - send back?"],
    ["I ordered the jet tips and received them on Monday, opened the pack, don't like them. Refund?"],
    ["Just to be clear it is precisely what i bought, nothing wrong with it, but I opened it and want to send it back"],
    ["I bought the 6 pack and got exactly that. Used one. Can the rest go back?"],
]


@pytest.mark.parametrize("said", CONFIRMED)
def test_the_customer_confirming_what_came_keeps_an_opened_lines_exclusion(said):
    assert own_choice_words.shops_error_told(said) == []
    failing = _failing(said)
    assert "nothing in the ticket says what came differs from what was ordered" in failing["excluded_only_by_shops_error"]


@pytest.mark.parametrize("said", [
    ["These tips are definitely not what I ordered, I opened the pack before I saw."],
    ["that pack was never what we paid for - opened it by mistake, please take it back"],
    ["Honestly it's nothing like what I ordered. Opened, sorry."],
    ["I ordered the orthodontic tips and received the standard ones, opened them already."],
])
def test_the_customer_denying_what_came_is_still_the_shops_error(said):
    assert own_choice_words.shops_error_told(said)
    assert _failing(said) == {}


@pytest.mark.parametrize("text", [
    "facial oil\n\nThe rosehip oil on SU-55120 is what I ordered. I opened it but dislike the smell, so I'd like to send it back.",
    "return\n\nIt was exactly what I ordered. It's just not for me, can I send the serum back?",
    "hi the balm is what i ordered no problem there, I just don't want it any more. return pls",
])
def test_the_screener_reads_no_wrong_item_in_the_right_thing_confirmed(text):
    kinds = {k for s in read_ticket(text, order_ref="SU-55120").sentences if s.role == "request" for k in s.kinds}
    assert "wrong_item" not in kinds
    assert "change_of_mind" in kinds


def test_the_screener_still_reads_a_wrong_item_when_what_came_is_denied():
    text = "wrong thing\n\nThe serum in the box isn't what I ordered, it's a toner. Please take it back."
    kinds = {k for s in read_ticket(text, order_ref="SU-55120").sentences if s.role == "request" for k in s.kinds}
    assert "wrong_item" in kinds

"""A clause asking only to "sort out" goods the ticket has already claimed a problem with ("Could you sort
out the teapot and the chipped mug for me?") asks those claims' remedy: no second `other` request for a
person, so a run that pays both claims can close resolved. A clause naming something new is still its own ask."""

import pytest

from runs.intents import read_ticket

CLAIMS = "The glass teapot has a crack down the side. One of the two mugs came chipped on the rim.\n"


def _last(text):
    return [s for s in read_ticket(CLAIMS + text).sentences if s.role == "request"][-1]


@pytest.mark.parametrize("text", [
    "Could you sort out the teapot and the chipped mug for me?",
    "can u fix the teapot and the chipped mug pls",
    "Would you deal with the teapot, and the chipped mug too?",
    "Please could you handle the teapot and that chipped mug asap.",
    "Can you get the teapot sorted and the chipped mug as well?",
])
def test_sorting_out_the_claimed_goods_is_their_remedy(text):
    s = _last(text)
    assert s.kinds == ["damaged_item"], (s.kinds, s.why)


@pytest.mark.parametrize("text", [
    "Could you sort out the chipped mug and cancel my candle subscription?",
    "Can you refund the chipped mug and change my delivery address to 4 Elm Road?",
    "Please sort the chipped mug and send me a VAT invoice for the tea caddy.",
])
def test_a_clause_naming_something_new_is_still_its_own_ask(text):
    s = _last(text)
    assert "other" in s.kinds, (s.kinds, s.why)

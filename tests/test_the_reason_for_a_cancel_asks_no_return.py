"""The reason told for a cancellation ("I ordered the bookshelf this morning by mistake", "I've changed my mind about the
sofa") beside the ask to cancel, with no return asked anywhere, is that ask's reason: read as a change of mind, the run
planned a return nobody asked for and told the customer "I haven't done anything about the return of the oak bookshelf"
(blind round ver34c B34-29; runs/intents/cancel_reason_told.py). The cancel itself still goes to a person. Wording
written for these tests."""

import pytest

from runs.intents import read_ticket


def _reading(body: str):
    reading = read_ticket("Cancel SU-70001\n" + body, order_ref="SU-70001")
    return reading, [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "Hi, I ordered the bookshelf this morning by mistake (meant to order it for next month). please cancel it before it ships.",
    "ordered the wrong size rug by mistake an hour ago, pls cancel before dispatch",
    "I've changed my mind about the sofa I ordered yesterday. Please cancel the order, it hasn't shipped yet.",
    "I don't need the desk any more, my office closed. Could you cancel it if it hasn't been sent?",
    "Please cancel order SU-70001. I placed it by accident, I meant to save it to my wishlist.",
    "Changed my mind on the lamp, sorry!! can u cancel it",
])
def test_the_cancel_is_asked_and_no_return(body):
    reading, shown = _reading(body)
    assert reading.intents == ["other"], shown
    assert any("cancel" in s.text.lower() for s in reading.requests if "other" in s.kinds), shown


@pytest.mark.parametrize("body", [
    "I ordered the bookshelf by mistake and it arrived yesterday. I'd like to return it please.",
    "I ordered the lamp by mistake. Please cancel it, and if it has already shipped I'll send it back for a refund.",
    "I changed my mind about the chair, it came last week. I'd like to send it back.",
    "I changed my mind about the chair, please take it back. Also cancel my newsletter subscription.",
])
def test_a_return_asked_stays_a_return(body):
    reading, shown = _reading(body)
    assert "change_of_mind" in reading.intents, shown

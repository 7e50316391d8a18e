"""Screening: a return called off in texted or casual words ("nvm the return, keeping it", "never mind the return,
I'm keeping it") is read as one called off in full words is: a request of kind `other` for a person (cancel the return
booked before, or say there is none) with the return forbidden. A return asked in the same mail and called off is
withdrawn, not booked; "never mind" said of something else calls off no return."""

import pytest

from runs.intents import read_ticket
from runs.intents.withdrawn_asks import RETURN_CALLED_OFF_WHY


def _rows(body: str):
    return read_ticket(f"SU-43010\n{body}").sentences[1:]


@pytest.mark.parametrize("body", [
    "nvm the return, keeping it",
    "never mind the return, I'm keeping it",
    "Never mind my return, I'll keep the lamp after all.",
    "nvm the return label, we're keeping them",
    "Hi, never mind the return I booked last week, I'm keeping the chair.",
    "please cancel the return, I'm keeping it.",
])
def test_a_return_called_off_is_a_request_with_the_return_forbidden(body):
    row = next(s for s in _rows(body) if "return" in s.text.lower())
    assert row.role == "request" and row.kinds == ["other"] and row.why == RETURN_CALLED_OFF_WHY, (row.role, row.kinds, row.why)
    assert "return" in row.forbids


@pytest.mark.parametrize("body", [
    "never mind the delay, the lamp is lovely.",
    "nvm, found the receipt.",
    "The lamp arrived fine, never mind the box being a bit bashed.",
])
def test_never_mind_said_of_something_else_calls_off_no_return(body):
    assert not any(s.why == RETURN_CALLED_OFF_WHY for s in _rows(body))


def test_a_return_asked_in_the_same_mail_and_called_off_books_nothing():
    rows = _rows("I'd like to return the lamp please. Actually nvm the return, I'm keeping it.")
    assert not any(s.why == RETURN_CALLED_OFF_WHY for s in rows)

"""A yes/no question whose question mark was left off still asks: "Do you do it in grey by any chance" after a return
ask was read as a statement, with no subtask (V29C-24). The auxiliary before its subject asks; a sentence closed with a
stop, an imperative or a rhetorical outburst does not become a request for it. Fresh wordings."""

import pytest

from runs.intents import read_ticket
from runs.intents.unmarked_questions import unmarked_question

ORDER = "SU-70001"


def _last(body: str):
    reading = read_ticket(f"returning the throw\nHi, the cream throw (order {ORDER}) doesn't suit the room, I'd like to return it. {body}",
                          order_ref=ORDER)
    return reading.sentences[-1], reading


@pytest.mark.parametrize("body", [
    "Do you do it in charcoal by any chance",
    "do u do these in navy",
    "Does it come in a bigger size at all",
    "also is there a matching cushion",
    "Do you have it in a king size",
    "Are the grey ones back in stock yet",
    "btw do you still sell the king size version",
])
def test_a_question_without_its_mark_is_a_request(body):
    s, reading = _last(body)
    assert s.role == "request" and s.kinds == ["other"], (s.text, s.role, s.kinds, s.why)
    assert "change_of_mind" in reading.intents  # the return beside it still read


@pytest.mark.parametrize("body", [
    "Did the job for a week, then the fringe started to come off.",
    "Have a lovely weekend",
    "Are you kidding me",
    "Thanks so much",
    "It was a present for my sister",
])
def test_no_request_is_made_of_a_sentence_that_only_starts_like_a_question(body):
    s, _ = _last(body)
    assert not (s.role == "request" and s.kinds == ["other"]), (s.text, s.role, s.kinds, s.why)


def test_what_counts_as_a_question_left_unmarked():
    assert unmarked_question("Do you do it in grey by any chance")
    assert unmarked_question("is there a matching one")
    assert not unmarked_question("Do you do it in grey?")  # marked: read as any question is
    assert not unmarked_question("Did the job for a week then broke.")
    assert not unmarked_question("I do wonder about the grey")

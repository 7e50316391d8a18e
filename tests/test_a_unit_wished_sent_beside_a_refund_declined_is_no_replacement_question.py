"""A unit wished sent beside a refund declined ("Please don't refund me - I just want another large jar posted out") asks a
person for new goods; it is no question whether a replacement is on its way. In blind round ver22a the sentence also
became a "replacement question" subtask resolved with "The order shows no replacement sent or on the way.", which
answers nothing she asked. A question whether one is coming, or a unit refused, is still the replacement question.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket

CLAIM = "The blue bowl was cracked when I opened the box."


@pytest.mark.parametrize("ask", [
    "Please don't refund me - I just want another blue bowl posted out.",
    "Don't refund it, I'd like a new bowl sent instead.",
    "no refund thanks, i just need a replacement bowl sent",
    "Please do not refund me; we would like another one shipped, the set looks odd without it.",
    "Don't bother refunding, I only want a new bowl dispatched asap.",
])
def test_a_unit_wished_sent_is_asked_of_a_person(ask):
    reading = read_ticket(f"Cracked bowl\n{CLAIM} {ask}", order_ref="SU-1")
    assert "question" not in reading.intents and "other" in reading.intents, reading.as_payload()
    assert any("refund" in s.forbids for s in reading.sentences)


@pytest.mark.parametrize("ask", [
    "Please don't refund me, is another one being sent already?",
    "Please don't refund me, is a replacement on its way already?",
])
def test_a_question_whether_one_is_coming_stays_the_question(ask):
    reading = read_ticket(f"Cracked bowl\n{CLAIM} {ask}", order_ref="SU-1")
    assert "question" in reading.intents, reading.as_payload()

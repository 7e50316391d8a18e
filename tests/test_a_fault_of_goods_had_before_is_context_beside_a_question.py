"""A fault of goods the customer had before this order, told beside a question as why they ask ("is there any sort of
guarantee on the throw if it pills? My last one went bobbly within a month."), asks nothing: it is context, while the
question beside it goes to a person. V36-02 made the old throw's fault a request of its own and quoted it back to the
customer as "your request" (runs/intents/read.py, doubt.old_goods_fault). Wording written for these tests.

Near-misses: a fault of this order's goods after use stays a fault question for a person ("My throw went bobbly within
a month."), and the new goods' damage told beside it is still claimed."""

from __future__ import annotations

import pytest

from runs.intents import read_ticket
from runs.intents.doubt import OLD_GOODS_WHY

QUESTION_AND_OLD = [
    ("Oh and one other thing - is there any sort of guarantee on the throw if it pills?", "My last one went bobbly within a month."),
    ("Is there a warranty on the kettle?", "My old one died after a year."),
    ("Is there a guarantee on this kettle?", "My previous kettle packed in after a year."),
    ("Do you do a sturdier version of the lamp?", "Our old lamp fell apart within a month."),
    ("how long is the guarantee on the toaster??", "my last toaster conked out after six months"),
    ("Will the cushion covers bobble, do you know?", "Her old ones went bobbly after a few weeks."),
]


@pytest.mark.parametrize("question,old", QUESTION_AND_OLD)
def test_old_goods_fault_is_context_and_the_question_a_person_answers(question, old):
    reading = read_ticket(f"question\n\n{question} {old}")
    by_text = {s.text.strip(): s for s in reading.sentences}
    told = next(s for t, s in by_text.items() if t.startswith(old[:20]))
    assert told.role == "context" and told.why.startswith(OLD_GOODS_WHY), (told.role, told.why)
    assert reading.intents == ["other"], [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", ["My throw went bobbly within a month.", "The kettle died after a month."])
def test_this_orders_goods_fault_is_still_a_fault_for_a_person(text):
    reading = read_ticket(f"question\n\nIs there a guarantee? {text}")
    assert any(s.role == "request" and s.kinds == ["other"] and s.text.startswith(text[:10]) for s in reading.sentences)


def test_the_new_goods_damage_beside_it_is_still_claimed():
    reading = read_ticket("throw\n\nThe new throw arrived torn. My last one went bobbly within a month.")
    assert "damaged_item" in reading.intents

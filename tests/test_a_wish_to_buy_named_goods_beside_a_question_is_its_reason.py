"""A wish to buy named goods ("I want to order the matching mugs") right after a question of no known kind ("is the
WELCOME15 code still valid?") tells what the question is for: one ask for a person, not two. Alone, or after no
question, a wish to buy stays an `other` request (docs/evals.md), and a wish with a remedy in it stays what it asks.
Blind round ver25a, VER25A-13 (runs/intents/purchase_wishes.py). Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _shown(reading):
    return [(s.text, s.role, s.kinds, s.why) for s in reading.sentences]


@pytest.mark.parametrize("body", [
    "Also, is the WELCOME15 code still valid? I want to order the matching mugs.",
    "Do you still do free delivery over $50? We'd like to buy the matching side plates.",
    "is the oak shelf coming back in stock soon?? i want to get the same shelf for my sons room",
    "Could you tell me whether the lamp comes in green? I'd love to order the green lamp for the hallway.",
    "Is there a student discount? I'm hoping to buy a set of the linen napkins as well.",
    "Does the blue throw come in a bigger size? We want to order two of the big throws for the sofa.",
])
def test_the_wish_beside_the_question_is_one_ask(body):
    reading = read_ticket(f"A question\nOrder SU-81501. {body}")
    assert [s.kinds for s in reading.requests] == [["other"]], _shown(reading)
    assert reading.requests[0].text.rstrip().endswith("?"), _shown(reading)


@pytest.mark.parametrize("body", [
    # a wish to buy alone: a sales ask, kept with a person
    "I want to order the matching mugs.",
    # after a statement, not a question
    "The plates are lovely. We'd like to buy the matching side plates.",
    # a remedy in the wish
    "Is the code still valid? I want to order the matching mugs as a replacement for the broken ones.",
    # something asked besides
    "Is the code still valid? I want to order the matching mugs, can you add them to my order?",
    # a second question of its own
    "Is the WELCOME15 code still valid? Also, do you ship to Ireland?",
    "Do you sell the mugs separately? Please cancel my newsletter too.",
])
def test_a_wish_alone_or_with_more_asked_is_still_accounted(body):
    reading = read_ticket(f"A question\nOrder SU-81501. {body}")
    assert reading.requests, _shown(reading)
    assert [s for s in reading.sentences if s.role == "context" and "question" in s.why] == [] or len(reading.requests) >= 1


def test_a_wish_alone_is_an_other_request():
    reading = read_ticket("Mugs\nOrder SU-81501. I want to order the matching mugs.")
    assert [s.kinds for s in reading.requests] == [["other"]], _shown(reading)


@pytest.mark.parametrize("body", [
    "Is the code still valid? I want to order the matching mugs, can you add them to my order?",
    "Do you sell the mugs separately? Please cancel my newsletter too.",
    "Is the WELCOME15 code still valid? Also, do you ship to Ireland?",
])
def test_something_asked_besides_the_question_is_its_own_request(body):
    reading = read_ticket(f"A question\nOrder SU-81501. {body}")
    assert len(reading.requests) == 2, _shown(reading)

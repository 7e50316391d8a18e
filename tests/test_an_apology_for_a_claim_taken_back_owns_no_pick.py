"""A bare apology ("my mistake", "my bad") beside a claim the customer takes back ("it came on the promised
day, so never mind that one, my mistake!") owns that claim's slip, not the pick of the goods: a wrong item told
elsewhere in the ticket stays the shop's mistake (ver24a V24-15, where "my mistake" about a late fee made the
wrong set of measuring cups a change of mind, with its window and "unused" condition). An apology for the pick
itself ("Wrong size, my mistake") still makes it the customer's own choice."""

import pytest

from runs import own_choice_words
from runs.intents import read_ticket


def kinds_of_sentence(body, words):
    return next(s.kinds for s in read_ticket(body).sentences if words in s.text)


WRONG = "The jug is the wrong colour, can I return it?"


@pytest.mark.parametrize("taken_back", [
    "Oh wait, I checked my calendar and it actually came on the Tuesday, the promised day, so never mind that one, my mistake!",
    "Ignore the bit about the delivery fee, my bad.",
    "Scratch that, my error - the parcel arrived on time.",
    "forget what i said about being charged twice, my fault, I misread the statement.",
    "Sorry, I was wrong about the late delivery, it was my mistake.",
])
def test_an_apology_for_a_claim_taken_back_leaves_a_wrong_item_the_shops(taken_back):
    body = f"Hello. Please refund the delivery fee. {taken_back} {WRONG}\n\nThanks, Ro"
    assert kinds_of_sentence(body, "wrong colour") == ["wrong_item"]
    assert not own_choice_words.own_choice([taken_back])


@pytest.mark.parametrize("taken_back, apology", [
    ("Never mind the late fee.", "My mistake!"),
    ("Ignore my earlier email about the tracking.", "Our fault entirely."),
])
def test_an_apology_right_after_the_sentence_taking_a_claim_back_is_that_claims(taken_back, apology):
    assert not own_choice_words.own_choice([taken_back, apology])


@pytest.mark.parametrize("own", [
    "Wrong size, my mistake.",
    "I ordered the wrong size, my mistake, never mind.",
    "My bad, I picked the wrong colour in the dropdown.",
    "oops, wrong one - user error!",
])
def test_an_apology_for_the_pick_itself_is_still_the_customers_own_choice(own):
    assert own_choice_words.own_choice([own])

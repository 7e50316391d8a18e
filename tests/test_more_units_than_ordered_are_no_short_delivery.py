"""Screening: more units came than were paid for ("8 arrived, I paid for 6", "they sent me 3 instead of the 2 I
ordered") is no short delivery: no non-delivery claim, no wrong item, never money. Told alone it is context; a question
about the extras, or an offer to send them back, is asked of a person (`other`), never a change-of-mind return that a
refund on arrival would pay for goods never paid for.

Near-misses that keep their reading: fewer units than ordered told the same ways ("4 arrived, I paid for 6", "2 instead
of the 3 I ordered") is a short delivery, a return of another line in the customer's own mind stays a change of mind, and
a damage claim beside the extras stays a damage claim. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    "Tea towels SU-41001\nHi, 8 arrived, I paid for 6.",
    "mugs\nthey sent me 3 instead of the 2 I ordered lol",
    "Glasses\nI ordered six glasses and got eight.",
    "Order SU-41004\nDear Sir or Madam, I received 5 candles, I paid for 4. I thought you should know.",
    "napkins\nu sent 12 napkins, i only bought 10 of them",
    "Candles\nThe box had 6 candles in it, I paid for 4.",
    "Plates\nfour plates arrived, we ordered three, just letting you know",
])
def test_more_units_than_ordered_are_no_claim(text):
    reading = read_ticket(text)
    assert not set(reading.intents) & {"non_delivery", "wrong_item", "damaged_item", "change_of_mind"}, \
        [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "Tea towels SU-41011\nHi, 8 arrived, I paid for 6. What should I do with the extras?",
    "Glasses\nI ordered six glasses and got eight. I can send the extra two back, just tell me how.",
    "Glasses\nI ordered six glasses and got eight. Happy to send the two back if you want.",
    "Mugs\n8 mugs came, I only paid for 6. Shall I return them?",
    "Candles\nI got 3 candles instead of the 2 I paid for. Do you want the extra one back?",
    "Bowls\nwe ordered 4 bowls and got 5 - pls send a label for the spare one",
])
def test_the_extras_asked_about_or_offered_back_go_to_a_person_never_as_a_return(text):
    reading = read_ticket(text)
    assert reading.intents == ["other"], [(s.role, s.kinds, s.text, s.why) for s in reading.sentences]


@pytest.mark.parametrize("text", [
    "Candles\nThe box had 4 candles in it, I paid for 6.",
    "Tea towels\n4 arrived, I paid for 6.",
    "Candles\nI got 2 candles instead of the 3 I paid for.",
    "Glasses\nI ordered 8 glasses and got 6.",
    "Vases\nHi, I ordered 2 vases but only 1 came.",
    "mugs\ni received 3 mugs, i ordered 4",
])
def test_fewer_units_than_ordered_are_still_a_short_delivery(text):
    assert "non_delivery" in read_ticket(text).intents


def test_a_return_of_another_line_in_the_customers_own_mind_stands_beside_extras():
    reading = read_ticket("Mugs\n8 mugs came, I only paid for 6. Also I want to return the lamp, changed my mind.")
    assert "change_of_mind" in reading.intents and "non_delivery" not in reading.intents


def test_damage_beside_extras_is_still_a_damage_claim():
    reading = read_ticket("mugs\nthey sent me 3 instead of the 2 I ordered. the handle on one is chipped though, refund please")
    assert reading.intents == ["damaged_item"]

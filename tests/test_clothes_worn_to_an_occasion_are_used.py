"""Clothes worn out to an occasion are used goods (POL-COM-005 takes back unused items only): "I wore the dress to
my cousin's wedding" then a change of mind started a return. Trying clothes on at home, a wear only wished, or a
wear denied stays unused; a wear round the house is read as before."""
import pytest

from runs.used_goods import said_used

WORN_OUT = [
    "I wore the jumpsuit to my best friend's engagement party and now I don't like it, can I return it?",
    "wore it to work twice, the colour's not me, refund pls",
    "Hello, I wore the blazer for the wedding last weekend, but I've changed my mind about it.",
    "had it on for the evening at the restaurant and decided it's not for me",
    "We wore the matching jumpers to the office christmas do, want to send them back now",
    "I wore the shoes on holiday and I'd like to return them",
    "ive worn them to a gig once, dont really like em, return?",
]
NOT_WORN_OUT = [
    "I tried the dress on at home, never wore it out. Can I return it?",
    "I was going to wear it to the wedding but it's too small, please return it.",
    "I never wore the dress to the party, it didn't fit, refund please.",
    "Bought it to wear to a christening, tried it on and it's too tight, can I send it back?",
    "I'm wearing it to the wedding on Saturday and the zip is stuck, can I return it?",
    "The dress arrived on the day of the wedding, too late, I'd like to return it.",
]


@pytest.mark.parametrize("text", WORN_OUT)
def test_clothes_worn_to_an_occasion_are_said_used(text):
    assert said_used(text)


@pytest.mark.parametrize("text", NOT_WORN_OUT)
def test_clothes_tried_on_or_a_wear_wished_or_denied_are_not_said_used(text):
    assert not said_used(text)


def test_a_wear_round_the_house_to_check_the_fit_reads_as_before():
    # Worn around the house already counted as used in the change-of-mind tests; that reading stays.
    assert said_used("I wore it once round the house to check the fit and it's too long, return please")

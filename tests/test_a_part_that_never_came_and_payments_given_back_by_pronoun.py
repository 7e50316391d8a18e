"""A part of goods that came, told as the one thing that never arrived ("the stock pot arrived but its lid
never arrived"), is a missing part for a person with the part named, never the parcel undelivered (the
whole order would be paid on a lost parcel); and one of two payments asked back by a pronoun ("Please
return one of them to me", the payments told just before) is the duplicate's remedy, never a return of goods."""

import pytest

from runs.intents import read_ticket


def reading(body):
    return read_ticket(f"SU-60510\n{body}")


@pytest.mark.parametrize("body, part", [
    ("The stock pot got here fine but its lid never arrived.", "lid"),
    ("The pram came on Monday, but the pram's rain cover hasn't turned up.", "rain cover"),
    ("drill arrived ok, its charger did not come though", "charger"),
    ("Our new kettle came yesterday. Its base has not arrived, so we can't use it!", "base"),
])
def test_a_part_of_goods_that_came_told_as_never_arriving_is_a_missing_part(body, part):
    r = reading(body)
    assert "non_delivery" not in r.intents
    s = next(s for s in r.sentences if part.split()[-1] in s.text)
    assert s.role == "request" and "other" in s.kinds and part in s.why


@pytest.mark.parametrize("body", [
    "The lid never came.",
    "My parcel never arrived, it's been three weeks.",
    "The rug arrived but the runner never came.",
])
def test_goods_that_never_came_without_a_possessive_part_stay_a_non_delivery(body):
    assert "non_delivery" in reading(body).intents


@pytest.mark.parametrize("body", [
    "Hello from Lyon. My bank shows two payments of 60 euros to your shop for the one scarf. Please return one of them to me.",
    "I was billed twice, 45.50 each. Could you refund one of those to my card please?",
    "there are 2 debits for the same order on my statement, pls give back one of them to my account",
])
def test_one_of_two_payments_asked_back_by_a_pronoun_is_the_duplicate_not_a_return(body):
    r = reading(body)
    assert r.intents == ["duplicate_charge"]


def test_goods_given_back_by_the_customer_are_no_payment():
    assert "duplicate_charge" not in reading("You sent me two identical lamps by mistake. I will return one of them to you.").intents

"""Delight in the goods told in words that look like a problem ("he has not stopped playing with it", "she won't take
them off", "couldn't love it more") asks nothing: no person is asked to answer a compliment. Near-misses: a fault or an
ask beside the delight ("she loves it but the wheels don't turn", "he adores it - could you refund the late delivery
fee?") still asks, and a fault told with the same verb ("it hasn't stopped leaking") is no delight. Blind round ver25c,
VER25C-03 (runs/intents/delight_told.py). Wording written for these tests."""

import pytest

from tests.readings import assert_asks, assert_asks_nothing


@pytest.mark.parametrize("body", [
    "I just wanted to say my grandson absolutely adored the wooden train set, he has not stopped playing with it since Tuesday.",
    "Our daughter hasn't stopped wearing the yellow raincoat, even indoors!",
    "my husband cant stop using the new pan lol, thank u",
    "The kids love the tent so much they won't put it down.",
    "Just a note to say my mum hasn't taken the scarf off since it arrived.",
    "Honestly we couldn't love the rug any more, it's perfect in the lounge.",
    "My son has not once stopped reading the dinosaur book - thank you for the quick post.",
])
def test_delight_told_with_a_negation_asks_nothing(body):
    assert_asks_nothing(body, "A thank you", "SU-79001")


@pytest.mark.parametrize("body", [
    # a fault beside the delight
    "She loves the train set but the wheels don't turn on two of the carriages.",
    "He adores the lamp, though it hasn't worked since Sunday.",
    # a fault told with the same verb
    "The dishwasher hasn't stopped leaking since we put it in.",
    "The alarm clock won't stop beeping, even when switched off.",
    # praise, and a real ask in the same sentence
    "My grandson hasn't stopped playing with the train set, but could you refund the delivery charge as it came three days late?",
    "We've not stopped using the blender - can you change the email on my account to new@example.org?",
])
def test_a_fault_or_an_ask_beside_the_delight_still_asks(body):
    assert_asks(body, "Train set", "SU-79001")

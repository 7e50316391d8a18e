"""Two asks that name nothing beyond the claim beside them:

- "I want a refund of the whole order" beside a parcel that never came is that claim's own remedy (everything
  charged): no second request for a person. Beside a claim on some goods it asks more than the claim, for a person.
- The customer's guess at the return window ("I think you do 30 days?") beside a return is answered by the return's
  decision, which reads the window that applies: no question for a person. A wish to change the window, or another
  remedy asked, is still a request."""

import pytest

from runs.intents import read_ticket

LOST = "The blanket on SU-8801 never came, there's nothing in my porch."

WHOLE = [
    "I want a refund of the whole order SU-8801.",
    "Please refund the entire order.",
    "I'd like the full order refunded, thanks.",
    "refund me for the whole order pls",
    "Just refund the complete order please.",
]


@pytest.mark.parametrize("ask", WHOLE)
def test_the_whole_order_beside_a_lost_parcel_is_its_remedy(ask):
    assert read_ticket(f"{LOST} {ask}").intents == ["non_delivery"]


@pytest.mark.parametrize("ask", [WHOLE[0], WHOLE[1], "Could you refund the whole order?"])
def test_the_whole_order_beside_goods_damaged_is_more_than_the_claim(ask):
    assert read_ticket(f"The kettle on SU-8802 arrived dented. {ask}").intents == ["damaged_item", "other"]


RETURN = "I'd like to return the daypack, never used, tags on. SU-8803."

GUESSES = [
    "I think you do 30 days?",
    "It's 30 days isn't it?",
    "30 day returns right?",
    "you give 28 days, don't you?",
    "I believe the window is 30 days?",
]


@pytest.mark.parametrize("guess", GUESSES)
def test_a_guessed_window_beside_a_return_asks_nothing_new(guess):
    reading = read_ticket(f"{RETURN} {guess}")
    assert reading.intents == ["change_of_mind"], [(s.text, s.role, s.kinds) for s in reading.sentences]


ASKS = [
    "Can you extend it to 60 days?",
    "Do you do exchanges?",
    "Could I get store credit instead?",
]


@pytest.mark.parametrize("ask", ASKS)
def test_a_wish_to_change_the_window_or_another_remedy_is_still_asked(ask):
    assert "other" in read_ticket(f"{RETURN} {ask}").intents


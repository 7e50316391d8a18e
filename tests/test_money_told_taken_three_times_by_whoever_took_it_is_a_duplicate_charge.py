"""A charge told by who took it three times or more ("hi my bank app says u took the money 3 times for the fone case??")
is a duplicate charge like "charged 3 times": the held-back round ver21b (V21B-14) sent it to a person as a request of
no known kind. The customer's own taking ("I took the money out three times at the cash machine"), a price told as a
multiple and a payment tried again after a decline are not. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("text", [
    "hi my bank app says u took the money 3 times for the fone case??",
    "you took the money three times for my order",
    "You've taken my payment 3 times now, sort it out",
    "they deducted $24.99 three times from my card!!",
    "Your shop has taken the payment four times for one lamp.",
    "my card says you took the payment 3x, i only ordered one",
])
def test_money_taken_three_times_by_the_shop_is_a_duplicate_charge(text):
    assert read_ticket(f"charged\n{text}", order_ref="SU-1").intents == ["duplicate_charge"]


@pytest.mark.parametrize("text", [
    "I took the money out three times at the cash machine, is that why my card is blocked?",
    "We've taken the money out 3 times this week for the builders, can you tell me when the sofa comes?",
    "you took the money for the order 3 times the price of the shop down the road",
    "I tried to pay 3 times and the card was declined, then it took the money once",
])
def test_the_customers_own_taking_a_price_multiple_or_a_retried_payment_is_no_duplicate_charge(text):
    assert "duplicate_charge" not in read_ticket(f"about my order\n{text}", order_ref="SU-1").intents

"""Money asked back in the words of a return, to the customer's own account, beside a claim is that claim's refund (blind
round ver37c, V37C-23: "I would be most grateful if the money could be returned to my account, all of it" beside a lost
coat went to a person as a request of no kind, and the reply said the refund was made and not made). Near-misses: a
further ask beside it (an address changed, the account closed) and money asked to another account stay for a person.
Wording written for these tests."""

import pytest

from runs.intents import read_ticket

LOST = "It has not come, and the courier says it was lost at their depot."

ASKED = [
    "I would be most grateful if the money could be returned to my account, all of it, as I shall have to buy a coat elsewhere before the snow.",
    "I would be grateful if the money could be returned to my account, as I must buy one elsewhere.",
    "Could the full amount be paid back to my account please, since I will have to shop somewhere else now.",
    "i'd like my money returned to my account asap as i need to buy another one for the trip",
    "Please may the payment be put back on my account, as I shall order from another shop.",
    "We would appreciate it if all the money could be returned to our account, since we now have to buy a kettle elsewhere.",
]


@pytest.mark.parametrize("ask", ASKED)
def test_money_returned_to_own_account_is_the_claims_refund(ask):
    reading = read_ticket(f"My order\n{LOST} {ask}", order_ref="SU-70001")
    assert reading.intents == ["non_delivery"], [(s.role, s.kinds, s.text) for s in reading.sentences]


@pytest.mark.parametrize("ask", [
    "I would like the money returned to my account and my address changed to 4 Elm Road.",
    "Please return the money to my account and then close my account.",
    "Could my money be paid back into my bank account please, not the card.",
])
def test_a_further_ask_or_another_account_still_goes_to_a_person(ask):
    assert "other" in read_ticket(f"My order\n{LOST} {ask}", order_ref="SU-70001").intents

"""Two readings of a claim's own words (verify38): a time given for its remedy ("Would you be able to sort it by
Friday?") is no new ask beside the claim; "still nothing" in a sentence of its own right after the order was told placed
or paid for is the non-delivery it tells. A new thing asked by a date, a time given beside no claim, and a reply or money
awaited read as before. Wording written for these tests."""

import pytest

from runs.intents import read_ticket


def _requests(body):
    return [(s.text, s.kinds) for s in read_ticket(body, order_ref="SU-70001").requests]


@pytest.mark.parametrize("body", [
    "The vase arrived cracked down one side. Please refund it. Would you be able to sort it by Friday?",
    "lamp shade came torn. refund pls. can u get this done before the weekend??",
    "The mug has a chip in the rim, I'd like a refund. Could you deal with it by the end of the week please?",
    "My rug arrived 5 days late. I want the delivery fee back. Can it be resolved within 5 working days?",
    "Kettle leaks from the base. Refund please, and could you sort it before the 20th?",
    "The toaster was charged twice. Please fix this by Monday the 14th.",
])
def test_a_deadline_on_the_claim_is_no_new_ask(body):
    assert not [t for t, kinds in _requests(body) if "other" in kinds], _requests(body)


@pytest.mark.parametrize("body", [
    "The vase arrived cracked. Please refund it. Could you send me a new catalogue by Friday?",
    "Can you sort it by Friday?",
])
def test_a_new_thing_or_no_claim_still_goes_to_a_person(body):
    assert [t for t, kinds in _requests(body) if "other" in kinds], _requests(body)


@pytest.mark.parametrize("body", [
    "Paid for the rug on the 2nd. Still nothing. Zilch.",
    "I ordered a kettle on the 1st. still nothing - zilch! What's going on?",
    "Bought the lamp three weeks back. Still nothing whatsoever. Refund me please.",
    "We placed the order on the 5th of October. And yet nothing, nada, not a sign.",
    "ordered the mug ages ago. still nothing!!",
    "I paid for this order on Monday. Absolutely nothing has arrived.",
])
def test_still_nothing_after_the_order_told_is_a_non_delivery(body):
    assert any("non_delivery" in kinds for _, kinds in _requests(body)), _requests(body)


@pytest.mark.parametrize("body", [
    "I asked for a refund on the 2nd. Still nothing.",
    "I ordered the blue mug but got a red one. Still nothing back from you about it.",
    "I emailed about the broken vase last week. Still nothing.",
])
def test_a_reply_or_money_awaited_is_no_non_delivery(body):
    assert not any("non_delivery" in kinds for _, kinds in _requests(body)), _requests(body)

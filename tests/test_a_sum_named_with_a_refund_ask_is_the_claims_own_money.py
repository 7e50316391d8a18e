"""The sum a refund ask names ("I should be obliged if you would refund the sum of twenty-four dollars and fifty cents, being
its price.") is the claim's own money: the ask goes with the claim told beside it, never also to a person as a request of
no known kind (ver24a V24-39: refunded AND escalated, the reply saying both). A sum asked with another ask beside it, as
goodwill, or paid elsewhere still goes to a person."""

import pytest

from runs.intents import read_ticket
from runs.shop.kinds import NOT_A_CASE

OTHER = NOT_A_CASE[1]


def read(claim: str, ask: str) -> list[tuple[str, list[str]]]:
    return [(s.role, s.kinds) for s in read_ticket(f"Order\n{claim} {ask}").sentences[1:]]


@pytest.mark.parametrize("claim,ask", [
    ("Upon unpacking, I found the porcelain bird figurine broken into three pieces.",
     "I should be obliged if you would refund the sum of twenty-four dollars and fifty cents, being its price."),
    ("My blender came cracked down the side.", "I'd like the sum of fifty-two dollars back, which is what I paid for it."),
    ("The teapot arrived with the spout snapped off.", "Please refund the full amount of $45.00."),
    ("the lamp shade was crushed in the box.", "can u refund the 32 dollars pls"),
    ("The vase was smashed when it arrived.", "Kindly reimburse me the total of $38.16."),
])
def test_the_sum_asked_goes_with_the_claim(claim, ask):
    assert read(claim, ask) == [("request", ["damaged_item"]), ("attached", [])]


@pytest.mark.parametrize("ask", [
    "Kindly refund $38.16 and also cancel my newsletter subscription.",
    "I want $200 for the trouble this has caused me.",
    "Please refund the sum of $38.16 to my PayPal.",
])
def test_a_sum_with_more_asked_still_goes_to_a_person(ask):  # near misses
    assert read("The vase was smashed when it arrived.", ask)[1] == ("request", [OTHER])

"""An arrival told after the fact is context (runs/intents/arrived_after_all.py): "The missing parcel turned up this
morning, thanks." was read as a problem of no known kind ("missing") and went to a person. A non-delivery the customer
says has settled itself asks nothing, and it settles the non-delivery told before it. An arrival with something wrong
told beside it is still that claim."""

import pytest

from tests.readings import reading, shown


@pytest.mark.parametrize("body", [
    "The missing parcel turned up this morning, thanks.",
    "I wrote on Monday that my parcel hadn't come. It turned up this morning, thanks.",
    "hi, re my email yesterday about the lamp not arriving - the package finally showed up today. cheers",
    "My parcel never came. Update: it eventually arrived last night, so all sorted!",
    "the late box got here yesterday in one piece, ignore my last message x",
    "Our overdue delivery has finally turned up today. Many thanks, Robin",
])
def test_the_settled_non_delivery_asks_nothing(body):
    read = reading(body)
    assert not read.requests, shown(read)


@pytest.mark.parametrize("body, kind", [
    ("The parcel turned up but the lamp inside is smashed.", "damaged_item"),
    ("The parcel finally turned up today, but the mug is missing from it.", "non_delivery"),
    ("My parcel never arrived.", "non_delivery"),
    ("The box arrived yesterday, six days after the promised date. Please refund the delivery fee.", "late_delivery"),
])
def test_an_arrival_with_a_problem_beside_it_is_still_the_claim(body, kind):
    read = reading(body)
    assert kind in read.intents, shown(read)


def test_an_arrival_asked_about_is_still_asked():
    read = reading("Has my parcel turned up at your depot yet?")
    assert read.requests, shown(read)

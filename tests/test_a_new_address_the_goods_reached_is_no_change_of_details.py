"""A new address named as where the goods went ("Everything went to the new address fine, the courier was lovely") tells
that the delivery reached the customer; it is no change of their details for a person to make (ver24a V24-21: the context
sentence was handed to a person). An address told changed, asked changed, or named as where goods went wrongly still is."""

import pytest

from runs.intents import read_ticket
from runs.shop.kinds import NOT_A_CASE

OTHER = NOT_A_CASE[1]


def requests(text: str) -> list[tuple[str, list[str]]]:
    return [(s.text, s.kinds) for s in read_ticket(f"About my order\n{text}").requests]


@pytest.mark.parametrize("text,claim", [
    ("Everything went to the new address fine, the courier was lovely. The jug arrived cracked though, can I get a refund?",
     "The jug arrived cracked though, can I get a refund?"),
    ("The parcel arrived at our new address on Tuesday, thanks. Sadly the lamp shade is dented.", "Sadly the lamp shade is dented."),
    ("We just moved and it all came to the new place safe and sound. One of the mugs is chipped, please refund it.",
     "One of the mugs is chipped, please refund it."),
    ("Got delivered to the new house ok. The kettle doesn't work, refund please.", "The kettle doesn't work, refund please."),
    ("it was delivered to my new flat no problem but the rug has a burn mark", "it was delivered to my new flat no problem but the rug has a burn mark"),
])
def test_the_new_address_reached_asks_nothing_and_the_claim_stands(text, claim):
    assert requests(text) == [(claim, ["damaged_item"])]


@pytest.mark.parametrize("sentence", [
    "It went to my old address instead of the new address.",
    "My address has changed, it is 5 Elm Road now.",
    "I have a new address: 5 Elm Road.",
    "Please update my delivery address to 5 Elm Road for future orders.",
])
def test_an_address_told_changed_or_gone_wrong_is_still_a_persons(sentence):  # near misses
    asked = dict(requests(f"The kettle doesn't work. {sentence}"))
    assert OTHER in asked.get(sentence, [])

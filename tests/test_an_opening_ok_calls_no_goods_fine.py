"""A sentence opened by a word of assent or of moving on ("Ok so pls send me a return label for the boots") says nothing
of how the goods came: read as "the boots are OK", the return asked in it was laid on the order's other line (the socks)
and a person was asked to return goods nobody named (runs/opening_words.py). Goods called ok or fine in their own words
still are. Wording written for these tests."""

import pytest

from runs.ticket_lines import said_to_be_fine

ORDER = {"order_ref": "SU-70001", "lines": [{"sku": "BOOT-1", "description": "Walking boots", "quantity": 1, "unit_price_cents": 8900},
                                            {"sku": "SOCK-1", "description": "Wool socks", "quantity": 1, "unit_price_cents": 1200}]}


@pytest.mark.parametrize("text", [
    "Ok so pls send me a return label for the boots.",
    "Okay, can you refund the boots",
    "Alright then - the boots go back",
    "Fine, I'll send the boots back.",
    "ok. so what do I do with the boots",
    "OK right, the boots need to go back to you",
    "k so the boots, how do I return them?",
])
def test_an_opening_word_of_assent_calls_no_goods_fine(text):
    assert said_to_be_fine(ORDER, text) == set()


@pytest.mark.parametrize("text", [
    "OK, the boots are fine.",
    "The boots are ok.",
    "Boots ok.",
    "Ok the boots are fine but the socks have a hole",
    "ok so the boots are fine",
    "The socks arrived fine, it's the boots that are wrong.",
])
def test_goods_called_ok_in_their_own_words_still_are(text):
    assert said_to_be_fine(ORDER, text)

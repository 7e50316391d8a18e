""""It's my order, I paid for it." tells whose the order is, never goods sent against the ordered: no wrong-item claim
(held-back round mendM). Module: runs/intents/cues.py (the wrong-item cue "it's X, I ordered Y" leaves the customer's own
order or goods out). Wording written for these tests. Near-misses: goods set against the ordered ("It's a red one, I ordered blue")."""

import pytest

from runs.intents import read_ticket


@pytest.mark.parametrize("body", [
    "Why are you asking me who ordered? It's my order, I paid for it. The kettle arrived dented, please refund it.",
    "It's my order, I paid for it. Why can't I get a refund on the broken lamp?",
    "Its my order and i paid for it, so please just refund the cracked plate.",
    "This is my own order - I paid for it with my card. The mug is chipped, refund please.",
    "they're mine, I paid for them! the bowls came cracked, I want the money back",
    "It is my account, I ordered from it myself. The vase arrived smashed.",
])
def test_no_wrong_item(body):
    r = read_ticket(f"order\n{body}")
    assert "wrong_item" not in r.intents and "damaged_item" in r.intents


@pytest.mark.parametrize("body", [
    "It's a red one, I ordered blue. Please swap it.",
    "They're size 8, I ordered size 10.",
])
def test_goods_set_against_the_ordered_stay_a_wrong_item(body):
    assert "wrong_item" in read_ticket(f"order\n{body}").intents

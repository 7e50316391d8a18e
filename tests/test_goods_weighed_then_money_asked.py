"""Goods the customer weighed or nearly asked for, then money asked in their place ("I was about to ask you to send another
one, but now I'd just like a refund", "thought about an exchange - no, money back please"): the abandoned ask is context,
the refund is the request, the claim's own money (runs/intents/money_preferred.py; runs/intents/cues.py drops the
replacement question's cue inside those words). Near-misses: money weighed then goods asked, goods weighed and nothing
chosen, goods weighed and then asked after all. Wording written for these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.money_preferred import goods_nearly_asked, money_preferred

CLAIMS = [
    "The ceramic jug turned up with a crack down the spout.",
    "hi, teapot lid was smashed when i opened the box",
    "Order came today but the glass shade on the lamp is shattered.",
]
ASKS = [
    "was going to ask for a new one but honestly just refund me",
    "thought about an exchange - no, money back please",
    "I was about to ask you to post another one out, but now I'd prefer a refund.",
    "Considered asking for a replacement but I'd really rather have my money back.",
    "i was gonna get u to send a new one, nah just refund it pls",
    "We had half a mind to ask for a swap, but a refund is simpler for us.",
    "Was tempted by a replacement, however I think my money back would be best.",
    "I was planning to request another jug, but actually a full refund please.",
]


@pytest.mark.parametrize("claim", CLAIMS)
@pytest.mark.parametrize("ask", ASKS)
def test_goods_weighed_then_money_is_the_claims_refund_not_a_replacement(claim, ask):
    assert money_preferred(ask) and goods_nearly_asked(ask)
    read = read_ticket(f"Broken\n{claim}\n{ask}", order_ref="SU-60311")
    said = next(s for s in read.sentences if s.text.startswith(ask[:12]))
    assert said.role == "attached" and said.kinds == [], said
    assert "question" not in said.spans, said.spans
    assert read.intents == ["damaged_item"], read.intents


NEAR_MISSES = [
    # money weighed, then goods asked: the goods are the request
    "I was going to ask for a refund but actually I'd rather you sent a new one.",
    "Thought about a refund but no, please send a new one.",
    "was about to ask for my money back, but now i'd like a replacement instead",
    # goods weighed, then asked after all
    "I thought about an exchange, and yes please send the blue one.",
    # goods weighed, nothing chosen
    "I was going to ask for a replacement but I'm not sure yet.",
    "We considered a swap, will let you know.",
]


@pytest.mark.parametrize("ask", NEAR_MISSES)
def test_money_weighed_or_nothing_chosen_is_no_money_preferred(ask):
    assert not money_preferred(ask)
    assert not goods_nearly_asked(ask)


@pytest.mark.parametrize("ask", NEAR_MISSES[:4])
def test_goods_asked_after_weighing_are_still_a_request(ask):
    read = read_ticket(f"Broken\n{CLAIMS[0]} {ask}", order_ref="SU-60311")
    said = next(s for s in read.sentences if s.text.startswith(ask[:12]))
    assert said.role == "request", said

"""Goods the customer nearly asked for, then money asked in their place ("I was going to ask for a new one to be sent but
actually I'd rather just have the money back, it was meant to be a gift for Saturday"), is the claim's own money preferred
to goods (runs/intents/money_preferred.py), not a request of no kind for a person (ver24b V24B-10). Near-misses: goods
asked after money nearly asked (a person arranges them), and the money asked beside something new. Wording written for
these tests."""

import pytest

from runs.intents import read_ticket
from runs.intents.money_preferred import money_preferred

CLAIM = "Hi, the amber vase arrived with a chip out of the rim."
ASKS = [
    "I was going to ask for a new one to be sent but actually I'd rather just have the money back, it was meant to be a gift "
    "for Saturday and it won't get here in time anyway.",
    "I was about to ask you to send another one, but now I'd just like a refund.",
    "I was about to ask for an exchange, but now I'd just like a refund.",
    "We were planning to ask for a replacement but honestly we'd prefer our money back.",
    "i was gonna ask for a replacement but tbh just refund me",
    "I thought about asking for an exchange, but I'd rather have a refund please.",
    "I nearly asked for a new one, but I think I'd like the money back instead.",
]


@pytest.mark.parametrize("ask", ASKS)
def test_goods_nearly_asked_then_money_is_the_claims_refund(ask):
    assert money_preferred(ask)
    read = read_ticket(f"vase\n{CLAIM} {ask}", order_ref="SU-1")
    said = next(s for s in read.sentences if s.text.startswith(ask[:12]))
    assert said.role == "attached" and said.kinds == [], said
    assert "other" not in read.intents


NEAR_MISSES = [
    # money nearly asked, then goods: the replacement is asked
    "I was going to ask for a refund but actually I'd rather have a new one sent.",
    # goods nearly asked, and nothing asked in their place
    "I was going to ask for a new one to be sent but I'm not sure yet.",
]


@pytest.mark.parametrize("ask", NEAR_MISSES)
def test_goods_asked_or_nothing_chosen_is_no_money_preferred(ask):
    assert not money_preferred(ask)

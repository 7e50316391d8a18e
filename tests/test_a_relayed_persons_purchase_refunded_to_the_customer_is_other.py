"""A customer relaying another person's faulty purchase (writing for them, forwarding their mail, telling they bought
it) and asking its refund paid to the customer's own card is a request of kind `other` a person answers, the problem
told for it: never the customer's own damage claim paid on their order (held-back round mendM). Module:
runs/intents/others_purchase_relayed.py (hooked in runs/intents/others_refund_to_me.py). Wording written for these tests.

Near-misses: household goods on this order, goods the customer bought as a gift, an ask naming the customer's own
goods, a mum who bought goods for the customer."""

import pytest

from runs.intents import read_ticket
from runs.intents.others_refund_to_me import OTHERS_REFUND_WHY
from tests import fresh_cases as fc

RELAYED = [
    "Hi, forwarding my brother's email below. Could you refund them to my card instead of his?\n\n---------- Forwarded message ---------\n"
    "From: Tom Hale\nSubject: headphones\nThe headphones I bought from you stopped working after two days. Can you get me a refund?",
    "My mother bought the kettle from you last week and it leaks. I'm writing for her. Please send the refund to my card, ending 4421.",
    "My friend Sam purchased a toaster from you and it's faulty. Can you refund him onto my card?",
    "writing on behalf of my gran, her radio arrived dead. can the money go on my mastercard pls, she doesnt have online banking",
    "Dad's blender arrived broken (the jug is cracked). He asked me to write. Please refund it to my Visa rather than his, he has closed that account.",
    "Also my sister bought a mug from you and it came chipped; she asked me to get the refund put on my card.",
]

OWN = [
    "My daughter's teapot from this order arrived chipped, refund it to my card please.",
    "I bought the teapot as a gift for my mum and it came cracked. Please refund me.",
    "The teapot lid arrived cracked, please refund it to my card. My husband is cross about it.",
    "My mum ordered this teapot for me as a present and it came cracked. She asked me to write to you. Can I get the refund?",
    "I'm writing for my elderly father: the teapot on my order arrived cracked, please refund it to my card.",
]


@pytest.mark.parametrize("body", RELAYED)
def test_the_relayed_ask_is_other_and_no_damage_claim(body):
    r = read_ticket(f"refund\n{body}")
    asks = [s for s in r.requests if s.kinds == ["other"]]
    assert len(asks) == 1 and asks[0].why == OTHERS_REFUND_WHY
    assert "damaged_item" not in r.intents


@pytest.mark.parametrize("body", OWN)
def test_the_customers_own_damage_stays_theirs(body):
    r = read_ticket(f"teapot\n{body}")
    assert "damaged_item" in r.intents
    assert not any(s.why == OTHERS_REFUND_WHY for s in r.sentences)


MUG = [fc.line("MUG-7", "Stoneware mug", 1800), fc.line("LMP-2", "Table lamp", 4500)]


@pytest.mark.django_db
def test_nothing_is_paid_for_a_relayed_purchase(tmp_path):
    """A relayed person's mug is no claim on this order, nothing paid; the customer's own household mug is."""
    cases = [
        fc.case("RELAY-1", "My mother bought a mug from you last week and it arrived chipped. I'm writing for her. Please send the refund "
                "to my card.", MUG, intents=["other"], expected={"outcome": "escalated", "refunds": []}, ref="SU-71601"),
        fc.case("RELAY-2", "My friend Sam purchased a mug from you and it's cracked. Can you refund him onto my card?", MUG,
                intents=["other"], expected={"outcome": "escalated", "refunds": []}, ref="SU-71602"),
        # near-miss: the customer's own mug, paid
        fc.case("RELAY-4", "My daughter's mug from this order arrived chipped, refund it to my card please.", MUG, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(MUG, "MUG-7", 1), "MUG-7", 1)]}, ref="SU-71604"),
    ]
    fc.assert_money_as_expected(tmp_path, cases)

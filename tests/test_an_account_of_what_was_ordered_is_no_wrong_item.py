"""A sentence telling what was ordered, for an occasion, tells no mismatch: context, no wrong item
(runs/intents/ordering_told.py). "So my sister's birthday was on Saturday and I had ordered a couple of bits from you
for her, the beeswax candles ... and a linen table lamp for her reading corner." was read as a wrong item, escalated to
a person and told to the customer as a wrong item a colleague would follow up. What came set against what was ordered
("It's a blue one and I ordered green") still is one."""

import pytest

from runs.intents import read_ticket
from tests import fresh_cases as fc


def _intents(body: str) -> list[str]:
    return read_ticket("my order\n" + body, order_ref="SU-70001").intents


@pytest.mark.parametrize("body, kind", [
    # a party, "we had ordered", the claim in its own sentence
    ("My mum's retirement party was on Friday and we had ordered the gold balloons and a cake stand from you for it. The cake stand "
     "arrived with a chip on the rim. Could I get a refund for it?", "damaged_item"),
    # a wedding "in June", a charge taken twice after
    ("The wedding was in June and we ordered the linen napkins and a tablecloth from you for the top table. Everything came lovely, "
     "but you charged my card twice for the order.", "duplicate_charge"),
    # the goods' purpose told: "it was a surprise for my dad"
    ("It was a surprise for my dad and I ordered the leather wallet plus a card holder to go with it. The card holder never turned up though.",
     "non_delivery"),
    # ahead of the occasion, "is next week", a comma before "and"
    ("Our anniversary is next week, and I bought the crystal glasses and the ice bucket from your site as a present. One of the "
     "glasses is cracked, please refund it.", "damaged_item"),
    # a dash, "last Sunday"
    ("The housewarming was last Sunday - I had ordered three candles and the doormat for my friend. The doormat arrived torn, refund pls.",
     "damaged_item"),
    # terse, lower case, "+"
    ("xmas was tuesday and i ordered the jumper + scarf for my bro. parcel came 6 days late, want the delivery fee back", "late_delivery"),
    # a learner's English, a date
    ("My son birthday is on 12 May and I have ordered the toy train and the tracks from your shop. The train is came broken, I want refund.",
     "damaged_item"),
])
def test_an_account_of_what_was_ordered_for_an_occasion_is_no_wrong_item(body, kind):
    intents = _intents(body)
    assert "wrong_item" not in intents and kind in intents, intents


@pytest.mark.parametrize("body", [
    "It's a blue one and I ordered green. Can you swap it?",
    "The one in the box is the small size and I ordered a large. Please exchange it.",
    "It was a king-size duvet and we ordered a double. I'd like the right one sent.",
    "They're plain mugs but I ordered the patterned ones. Refund please.",
    # an occasion told, and other goods came all the same
    "It was a gift for my niece and I ordered the blue teddy but got a pink one. Please swap it.",
])
def test_what_came_set_against_what_was_ordered_is_still_a_wrong_item(body):
    assert "wrong_item" in _intents(body)


CANDLES_LAMP = [fc.line("BW-6", "Beeswax candles", 2400), fc.line("LMP-1", "Linen table lamp", 6500)]


@pytest.mark.django_db
def test_the_offline_agent_pays_the_charge_and_escalates_no_wrong_item(tmp_path):
    cases = [
        fc.case("ORD-1", "Hi! Our anniversary was on the 14th and I had ordered the beeswax candles and a linen table lamp from you "
                "as a surprise. Both gorgeous. Only thing: the delivery fee came out of my account twice, $5.99 and $5.99 again.",
                CANDLES_LAMP, intents=["duplicate_charge"],
                expected={"outcome": "resolved", "refunds": [{"amount_cents": 599, "source": "platform"}], "returns": [], "escalations": []}),
        fc.case("ORD-2", "The christening was last weekend and we ordered the beeswax candles and the linen table lamp for it. "
                "The lamp arrived with the shade crushed. Could you refund the lamp?", CANDLES_LAMP, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(CANDLES_LAMP, "LMP-1", 1), "LMP-1", 1)],
                          "returns": [], "escalations": []}),
    ]
    c = cases[0]
    order = c["world"]["orders"][0]
    order["charges"].append({**next(x for x in order["charges"] if x["kind"] == "delivery"),
                             "charged_at": order["charges"][-1]["charged_at"].replace(":00:00", ":02:00")})
    fc.assert_all_pass(tmp_path, cases)

"""Goods told an earlier purchase in any sentence asking the remedy are another order's claim, never this order's line
(runs/bought_before_the_order.py): verify45 R2-06 ("Could you refund one of the tumblers from my order last autumn
though? It's had a crack in it since it arrived": the season in the ask, the damage in the sentence beside it) paid $9.72
on this order's tumbler line, and R4-07 ("This is my third stovetop kettle from you. The first two both leaked ... I'd
like some compensation for the first two.") $45.36 on this order's kettle. Told without a date too: "the first two"
beside a count of purchases, "my previous ones", "the one before this", "the last one I bought". One subtask for a
person quotes the ask and the claim. This order's own damage told beside them ("Also the vase on this order arrived
cracked"), "this is my second order, and the mug in it arrived cracked" and "I've bought from you since last autumn, the
new lamp is broken" still pay. Wording written for these tests."""

import pytest

from runs.bought_before_the_order import check, earlier_goods_told, remedy_for_earlier_goods, told_bought_before
from tests import fresh_cases as fc

PLACED, NOW = "2026-03-02", "2026-03-10T12:00:00+00:00"


@pytest.mark.parametrize("text,ticket,words", [
    ("I'd like some compensation for the first two.", ["This is my third stovetop kettle from you."], "the first two"),
    ("The first two both leaked from the seam within a month, which is why I'm on my third.", [], "The first two"),
    ("the first two is leaking from bottom", ["I buy three kettle from you, this is my third."], "the first two"),
    ("can i get a refund on my previous ones?", [], "my previous ones"),
    ("Can you refund the one before this?", [], "the one before this"),
    ("the kettle before this one leaked from day one", [], "the kettle before this one"),
    ("I'd like a refund for the last one I bought, it came with a cracked lid.", [], "the last one I bought"),
    ("The ones I bought before both arrived cracked.", [], "The ones I bought before"),
    ("I've bought three of these from you and the first one arrived with a split seam", [], "the first one"),
])
def test_goods_told_an_earlier_purchase_without_a_date(text, ticket, words):
    assert earlier_goods_told(text, ticket) == words
    assert told_bought_before(text, PLACED, NOW, ticket) == words


@pytest.mark.parametrize("text,ticket", [
    ("this is my second order, and the mug in it arrived cracked", []),
    ("The first two tumblers I unpacked were cracked, please refund them", []),
    ("the first one out of the box was chipped", ["This is the second time I've written about this."]),
    ("the one before this was perfect, but this one arrived with a cracked lid", []),
    ("The first two were perfect and now this one arrived dented", ["Third time ordering this kettle."]),
    ("the lamp I ordered before Christmas arrived broken", []),
    ("My previous refund was for the lid; now the mug is chipped", []),
    ("I've bought from you since last autumn, the new lamp is broken", []),
    ("We have been ordering from you ever since last spring and the rug arrived torn", []),
])
def test_this_orders_goods_stay_this_orders(text, ticket):
    assert told_bought_before(text, PLACED, NOW, ticket) == ""


LAMP = {"sku": "LP-1", "description": "Desk lamp", "quantity": 1, "unit_price_cents": 3000}
VASE = {"sku": "VS-1", "description": "Glass vase", "quantity": 1, "unit_price_cents": 2000}


@pytest.mark.parametrize("claim,beside,words", [
    (["It's had a crack in it since it arrived and I only just got round to writing."],
     ["Could you refund one of the tumblers from my order last autumn though?"], "last autumn"),
    (["they came chipped"], ["the mugs r fine this time but can i get a refund on my previous ones?"], "my previous ones"),
    (["The lamp flickers and the base is cracked."], ["Please refund the lamp from my order last spring."], "last spring"),
    (["Arrived with a dent in it."], ["I'd like compensation for the one before this."], "the one before this"),
])
def test_a_remedy_asked_for_earlier_goods_beside_the_claim_takes_it(claim, beside, words):
    assert remedy_for_earlier_goods(claim, beside, PLACED, NOW, "SU-44208", [LAMP, VASE]) == words


@pytest.mark.parametrize("claim,beside", [
    # the claim turns to this order, names goods of its own, or the ask beside it asks no remedy
    (["Also the vase on this order arrived cracked."], ["Could you refund the lamp from my order last autumn?"]),
    (["The glass vase arrived cracked, please refund it."], ["Could you refund the lamp from my order last autumn?"]),
    (["This one arrived cracked."], ["Could you refund the one before this?"]),
    (["The new lamp is broken."], ["Could I get a refund on my previous ones?"]),
    (["SU-44208 arrived with the lamp cracked."], ["Please refund the lamp from my order last autumn too."]),
    (["It arrived cracked."], ["Do you still sell the lamp from my order last autumn?"]),
    (["It arrived cracked."], ["Can you refund the lamp? I ordered it last week."]),
])
def test_the_claim_stays_this_orders_near_misses(claim, beside):
    assert remedy_for_earlier_goods(claim, beside, PLACED, NOW, "SU-44208", [LAMP, VASE]) == ""


ORDER = {"order_ref": "SU-44208", "placed_at": PLACED, "lines": [LAMP, VASE]}
DECISION = {"case_type": "damaged_item", "action": "refund", "amount_cents": 3000, "lines": [{"sku": "LP-1", "quantity": 1}]}


def test_the_guard_reads_the_remedy_asked_beside_the_claim():
    asked = [{"text": "Could you refund the lamp from my order last autumn though?", "kinds": ["other"]},
             {"text": "It's had a crack in it since it arrived.", "kinds": ["damaged_item"]}]
    name, passed, inputs, _ = check(DECISION, ORDER, asked, NOW)
    assert not passed and '"last autumn"' in inputs["says"][0]
    # this order's own damage told too: its claim is this order's
    ours = [*asked, {"text": "Also the desk lamp on this order arrived with a bent arm.", "kinds": ["damaged_item"]}]
    assert check(DECISION, ORDER, ours, NOW)[1]
    # an ask settled ("already refunded") is no remedy asked beside the claim
    settled = [{"text": "You refunded the lamp from my order last autumn, thanks.", "kinds": [], "settles": "refunded"}, asked[1]]
    assert check(DECISION, ORDER, settled, NOW)[1]


MUG = [fc.line("MG-2", "Stoneware mug", 1400)]
MUGS = [fc.line("MG-2", "Stoneware mug", 1400, 2)]
KETTLE = [fc.line("KT-3", "Stovetop kettle", 4200)]
TUMBLERS = [fc.line("TM-4", "Highball tumbler", 900, 4)]
LAMPS = [fc.line("LP-1", "Desk lamp", 3000)]


@pytest.mark.django_db
def test_end_to_end_goods_told_an_earlier_purchase_beside_the_remedy_are_never_paid_here(tmp_path):
    cases = [
        *fc.none_paid("EARLY-MUG", "SU-7761", MUG, [
            "refund the mug from my order last autumn pls. its chipped",
            "Hello! Lovely to hear from you last week. While I'm here, could I get a refund for the mug from my order last spring? "
            "It arrived with a chip on the rim and I forgot to mention it.",
        ], ["damaged_item"]),
        *fc.none_paid("EARLY-MUGS", "SU-7762", MUGS, ["the mugs r fine this time but can i get a refund on my previous ones? they came chipped"],
                      ["damaged_item"]),
        *fc.none_paid("EARLY-KETTLE", "SU-7763", KETTLE, [
            "I buy three kettle from you, this is my third. The first two is leaking from bottom. Please I want money back for first two.",
            "Can you refund the one before this? The handle snapped off the day it arrived.",
            "Good afternoon. I am writing about the stovetop kettles I have had from you. My previous ones both arrived with a crack "
            "in the base. I would be grateful for compensation for them.",
        ], ["damaged_item"]),
        *fc.none_paid("EARLY-BOARD", "SU-7765", [fc.line("CH-1", "Oak chopping board", 3500)],
                      ["could u refund the board from my order last autumn? its split"], ["damaged_item"]),
        *fc.none_paid("EARLY-TUMBLER", "SU-7764", TUMBLERS, [
            "these four tumblers are great, thanks. could u refund one of the tumblers from my order last autumn tho? "
            "its had a crack in it since it came",
        ], ["damaged_item"]),
    ]
    # several orders: the customer's other order holds a lamp, no tumbler
    cases[-1] = fc.with_second_order(cases[-1], "SU-77649", LAMPS)
    fc.assert_settled_as_expected(tmp_path, cases)


@pytest.mark.django_db
def test_end_to_end_this_orders_own_damage_is_paid_beside_earlier_goods(tmp_path):
    vase_and_mug = [fc.line("MG-2", "Stoneware mug", 1400), fc.line("VS-1", "Glass vase", 2000)]
    cases = [
        fc.case("OWN-0", "this is my second order, and the mug in it arrived cracked", MUG, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(MUG, "MG-2", 1), "MG-2", 1)]}, ref="SU-77650"),
        fc.case("OWN-1", "I've bought from you since last autumn, the new lamp is broken. Refund please.", LAMPS, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(LAMPS, "LP-1", 1), "LP-1", 1)]}, ref="SU-77651"),
        fc.case("OWN-2", "My previous kettle lasted ten years. This one arrived with a dented spout, refund please.", KETTLE,
                intents=["damaged_item"], expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(KETTLE, "KT-3", 1), "KT-3", 1)]},
                ref="SU-77652"),
        fc.case("OWN-3", "The first two tumblers I unpacked were cracked, please refund them.", TUMBLERS, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(TUMBLERS, "TM-4", 2), "TM-4", 2)]}, ref="SU-77653"),
        fc.case("OWN-4", "the one before this was perfect, but the kettle in this order arrived with a dented spout. refund pls", KETTLE, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(KETTLE, "KT-3", 1), "KT-3", 1)]}, ref="SU-77654"),
        fc.case("OWN-5", "Third time ordering this kettle and the first two were perfect! Sadly this one arrived dented. Refund please.",
                KETTLE, intents=["damaged_item"],
                expected={"outcome": "resolved", "refunds": [fc.refund(fc.cents(KETTLE, "KT-3", 1), "KT-3", 1)]}, ref="SU-77655"),
        # this order's own damage told beside a remedy asked for earlier goods: the vase paid, the earlier mug a person's
        fc.case("OWN-6", "Could you refund the mug from my order last autumn? It had a chip. Also the vase on this order arrived "
                "cracked, please refund that too.", vase_and_mug, intents=["damaged_item", "other"],
                expected={"outcome": "partial", "refunds": [fc.refund(fc.cents(vase_and_mug, "VS-1", 1), "VS-1", 1)]}, ref="SU-77656"),
    ]
    fc.assert_money_as_expected(tmp_path, cases)
